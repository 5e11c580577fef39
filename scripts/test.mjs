// `npm test` (docs/decisions/051). Lint, dependency rules and types; the web build (the start test and
// the journeys use it); every unit, component and API test once; then the end-to-end journeys in
// headless Chromium.
// With TEST_DATABASE_URL (CI) the API tests run on PostgreSQL, then on PGlite only what differs between
// the two databases plus a smoke set (vitest.pglite.config.ts), then the production-shape suites (real
// processes behind nginx on PostgreSQL, Redis and S3: vitest.prod.config.ts). Without it everything
// runs on PGlite. Each step's time is printed at the end.
// `npm test -- <word>` runs only the steps whose title contains the word.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const steps = [
  ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['Dependencias (dependency-cruiser)', 'npm', ['run', '--silent', 'deps']],
  ['Tipos (tsc)', 'npx', ['tsc', '-b']],
  ['Build web', 'npm', ['run', 'build', '--silent']],
];
if (postgres) {
  steps.push([
    'Unitarias, componentes y API (PostgreSQL)',
    'npx',
    ['vitest', 'run'],
    { TEST_DB: 'postgres' },
  ]);
  steps.push([
    'API en PGlite (lo que difiere y humo)',
    'npx',
    ['vitest', 'run', '--config', 'vitest.pglite.config.ts'],
  ]);
  // Real app processes behind nginx on PostgreSQL, Redis and a local S3 server (issue 14).
  steps.push([
    'Producción (varios procesos, PostgreSQL, Redis, S3)',
    'npx',
    ['vitest', 'run', '--config', 'vitest.prod.config.ts'],
    { TEST_DB: 'postgres' },
  ]);
} else {
  steps.push(['Unitarias, componentes y API (PGlite)', 'npx', ['vitest', 'run']]);
  console.log(
    'TEST_DATABASE_URL no está definida: las pruebas de API corren en PGlite y las de producción ' +
      '(varios procesos detrás de nginx, Redis, S3) se omiten en esta corrida.',
  );
}
steps.push(['End-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']]);

const only = process.argv[2];
const times = [];
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
for (const [title, command, args, env] of steps) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n=== ${title} ===`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const status = result.status === 0 ? 'ok' : 'FALLÓ';
  times.push(`${title}: ${status} (${seconds(stepStarted)})`);
  console.log(`--- ${title}: ${status} (${seconds(stepStarted)})`);
  if (result.status !== 0) break;
}
console.log(`\n=== Tiempos ===\n${times.join('\n')}\nTotal: ${seconds(started)}`);
if (times.some((line) => line.includes('FALLÓ'))) process.exit(1);
