import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

type TestConfigWebServer = Exclude<NonNullable<Parameters<typeof defineConfig>[0]['webServer']>, unknown[]>;

import { SERVER_BUNDLE, SERVER_NODE_ARGS, serverBundleIsFresh, serverEnv } from '../scripts/start-plan.mjs';
import { METRICS_TOKEN } from './support/metrics';
import {
  E2E_WORKERS,
  MP_TEST_ACCESS_TOKEN,
  MP_TEST_WEBHOOK_SECRET,
  type StackPorts,
  stackPorts,
} from './support/stack';

const root = path.resolve(import.meta.dirname, '..');
/** The journeys that give the store its fiscal data (see the 'invoicing' project). */
const STORE_INVOICES = /(invoices|current-account-admin)\.spec\.ts$/;

// The journeys' servers run the bundle `npm start` runs (no transpiling of the sources at each start,
// decision 034), built here when the sources are newer (CI's build step has just made it).
if (!serverBundleIsFresh(root))
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
const SERVER_COMMAND = ['node', ...SERVER_NODE_ARGS, SERVER_BUNDLE].join(' ');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One stack per worker (support/stack.ts): files spread over the workers, each file on one stack.
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores: each journey may take up to twice as long as alone.
  timeout: 45_000 * Math.min(E2E_WORKERS, 2),
  expect: { timeout: 10_000 * Math.min(E2E_WORKERS, 2) },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    // Stack 0's app; every journey's `test` (support/test.ts) points it at its own worker's stack.
    baseURL: `http://localhost:${stackPorts(0).app}`,
    locale: 'es-AR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testIgnore: [/mobile/, STORE_INVOICES],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /mobile/,
    },
    // A store that has fiscal data invoices from then on (there is no way back: the CUIT is required),
    // and a worker's stack keeps its store for the whole run. The journeys that give it fiscal data run
    // after every other one, so those that expect a store that does not invoice (an order on cuenta
    // corriente is its own debit, decision 056) never meet one that does, whatever the order of files.
    {
      name: 'invoicing',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testMatch: STORE_INVOICES,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => stack(stackPorts(index))).flat(),
});

/** The servers of one worker's stack: the SMTP sink, the supplier, Mercado Pago's double, then the app. */
function stack(ports: StackPorts): TestConfigWebServer[] {
  const dataDir = process.env.E2E_DATA_DIR
    ? `${process.env.E2E_DATA_DIR}-${ports.app}`
    : mkdtempSync(path.join(os.tmpdir(), 'mayorista-e2e-'));
  const supplierDataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-e2e-supplier-'));
  return [
    {
      // The SMTP sink first: the app server sends every e-mail (verification codes) to it.
      command: 'node e2e/smtp-sink.mjs',
      cwd: root,
      url: `http://127.0.0.1:${ports.mailbox}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_SINK_PORT: String(ports.smtp), SMTP_SINK_HTTP_PORT: String(ports.mailbox) },
    },
    {
      // The supplier (DOMAIN.md "External supplier inventory"): its price list public, its own data.
      command: 'node scripts/dev-supplier.mjs',
      cwd: root,
      url: `http://127.0.0.1:${ports.supplier}/api/config/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SUPPLIER_PORT: String(ports.supplier),
        SUPPLIER_DATA_DIR: supplierDataDir,
        LOG_LEVEL: 'warn',
        DOLLAR_API_URL: 'http://127.0.0.1:9/',
        JOBS: 'off',
      },
    },
    {
      // Mercado Pago's double (decision 054): the store takes online payments through it, on loopback;
      // its checkout page sends the signed webhooks back to the app (PUBLIC_URL below).
      command: 'node --import tsx apps/server/src/modules/payments/mercadopago-double.ts',
      cwd: root,
      url: `http://127.0.0.1:${ports.mercadopago}/__control`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MP_DOUBLE_PORT: String(ports.mercadopago),
        MP_ACCESS_TOKEN: MP_TEST_ACCESS_TOKEN,
        MP_WEBHOOK_SECRET: MP_TEST_WEBHOOK_SECRET,
      },
    },
    {
      command: SERVER_COMMAND,
      cwd: root,
      url: `http://localhost:${ports.app}/api/config/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        // The allocator npm start gives the server (jemalloc where the system has it, decision 046).
        ...serverEnv(),
        PORT: String(ports.app),
        DATA_DIR: dataDir,
        LOGIN_RATE_LIMIT: '1000',
        // The journeys order many times as the same demo buyer (issue 26 item 23).
        ORDER_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}/?ignoreTLS=true`,
        // Never reach outside the machine: no rates service, no scheduled jobs; the supplier is local.
        DOLLAR_API_URL: 'http://127.0.0.1:9/',
        JOBS: 'off',
        EXTERNAL_API_URL: `http://127.0.0.1:${ports.supplier}`,
        // The memory test reads the server's memory from /metrics.
        METRICS_TOKEN,
        // Online payment through the stack's Mercado Pago double; its webhooks come back to this app.
        MP_ACCESS_TOKEN: MP_TEST_ACCESS_TOKEN,
        MP_WEBHOOK_SECRET: MP_TEST_WEBHOOK_SECRET,
        MP_API_URL: `http://127.0.0.1:${ports.mercadopago}`,
        PUBLIC_URL: `http://localhost:${ports.app}`,
      },
    },
  ];
}
