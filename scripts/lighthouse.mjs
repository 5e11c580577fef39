/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling, performance only) on the
 * storefront's home, product list and a product detail, served by this repository's server on a
 * fresh demo database, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 * Prints score, LCP, FCP, CLS, TBT and Speed Index per page, the median of `--runs N` (default 1),
 * and the three largest opportunities; keeps the JSON reports in a temp directory (printed).
 * A measurement, not a test: exits 0 whatever the scores (issue 15).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
const base = `http://127.0.0.1:${PORT}`;

function ensureBuild() {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (
    existsSync(index) &&
    statSync(index).mtimeMs > Date.now() - 7 * 24 * 3600_000 &&
    !process.argv.includes('--build')
  )
    return;
  console.log('Compilando la web (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build falló');
}

async function startServer(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The demo catalogue to measure (a production start seeds none otherwise).
      SEED_DEMO: 'true',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JOBS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('el servidor no arrancó a tiempo');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 3)
    .map((a) => `${a.title} (-${Math.round(a.details.overallSavingsMs)} ms)`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    opportunities,
  };
}

async function main() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-lighthouse-'));
  const reports = path.join(dataDir, 'reports');
  mkdirSync(reports);
  const server = await startServer(dataDir);
  let chrome;
  try {
    const list = await (await fetch(`${base}/api/products/?page=1&page_size=1`)).json();
    const productId = list.results[0].id;
    const pages = [
      ['portada', '/'],
      ['lista', '/productos'],
      ['detalle', `/producto/${productId}`],
    ];
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const rows = [];
    for (const [name, url] of pages) {
      const runs = [];
      // A run whose trace Lighthouse could not read (runtimeError, e.g. NO_NAVSTART) has no figures:
      // it is left out and run again, at most RUNS more times.
      let failed = 0;
      for (let attempt = 1; runs.length < RUNS && failed <= RUNS; attempt++) {
        const result = await lighthouse(`${base}${url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        writeFileSync(path.join(reports, `${name}-${attempt}.json`), result.report);
        if (result.lhr.runtimeError) {
          failed++;
          console.log(`${name}: intento ${attempt} sin medición (${result.lhr.runtimeError.code})`);
        } else runs.push(summary(result.lhr));
      }
      if (runs.length === 0) throw new Error(`${name}: ninguna corrida de Lighthouse dio medición`);
      // Each figure is the median of its own values; the LCP element and opportunities of the median-score run.
      const pick = runs.find((r) => r.score === median(runs.map((x) => x.score))) ?? runs[0];
      const each = (key) => median(runs.map((r) => r[key]));
      rows.push({
        name,
        url,
        ...pick,
        score: each('score'),
        lcp: each('lcp'),
        fcp: each('fcp'),
        cls: each('cls'),
        tbt: each('tbt'),
        si: each('si'),
      });
      if (runs.length > 1)
        console.log(
          `${name}: ${runs.length} corridas; puntaje ${runs.map((r) => r.score).join(' ')}; TBT ms ${runs
            .map((r) => Math.round(r.tbt))
            .join(' ')}; LCP s ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join(' ')}`,
        );
    }
    console.log(
      `\nLighthouse ${RUNS > 1 ? `(mediana de ${RUNS})` : ''} móvil, throttling simulado, ${base}\n`,
    );
    console.log('| página | puntaje | LCP | FCP | CLS | TBT | Speed Index |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.name} (${r.url}) | ${r.score} | ${(r.lcp / 1000).toFixed(2)} s | ${(r.fcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${(r.si / 1000).toFixed(2)} s |`,
      );
    for (const r of rows) {
      console.log(`\n${r.name}: elemento LCP ${r.lcpElement || '(sin dato)'}`);
      for (const o of r.opportunities) console.log(`  - ${o}`);
    }
    console.log(`\nInformes JSON: ${reports}`);
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

await main();
