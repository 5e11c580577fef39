/** Starting and stopping the processes the bench loads: the app under test and the ceiling server. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE, SERVER_NODE_ARGS, serverEnv } from '../../../scripts/start-plan.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every process started here, killed if the bench itself stops on an error. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function waitFor(child: ChildProcess, url: string, what: string): Promise<ChildProcess> {
  children.add(child);
  child.once('exit', () => children.delete(child));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} terminó al arrancar (código ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error(`${what} no arrancó a tiempo`);
}

/**
 * The node flags of `npm start` (scripts/start-plan.mjs) and extra ones for the app under test, e.g.
 * BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (a later flag wins over an earlier one).
 */
const appNodeArgs = [
  ...SERVER_NODE_ARGS,
  ...(process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
];

/** The token the bench reads the app's memory with from /metrics. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-not-a-secret';
let bundleBuilt = false;

/**
 * The app as `npm start` runs it (the server bundle, built here once from the current sources: tsx
 * would add its own compiler to the memory measured), without scheduled jobs, logging warnings only,
 * and with a login limit the bench's few logins cannot reach.
 */
export function startApp(env: Record<string, string>, port: number): Promise<ChildProcess> {
  if (!bundleBuilt) {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('no se pudo compilar el servidor');
    bundleBuilt = true;
  }
  const child = spawn(process.execPath, [...appNodeArgs, SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      // The allocator npm start gives the server (jemalloc where the system has it, decision 046).
      ...serverEnv(),
      LOGIN_RATE_LIMIT: '1000',
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      // The orders scenario places thousands of orders from a few buyers (issue 26 item 23).
      ORDER_RATE_LIMIT: '1000000',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitFor(child, `http://127.0.0.1:${port}/api/config/`, 'el servidor');
}

export function startCeiling(bodyFile: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/ceiling-server.ts'], {
    cwd: root,
    env: { ...process.env, CEILING_BODY_FILE: bodyFile, CEILING_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitFor(child, `http://127.0.0.1:${port}/page`, 'el servidor techo');
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
