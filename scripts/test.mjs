// `npm test`: lint, type check, unit and API tests on PGlite, API tests on PostgreSQL and the
// production-shape suites (real processes behind nginx on PostgreSQL, Redis and S3:
// vitest.prod.config.ts) when TEST_DATABASE_URL is set, then the end-to-end journeys in headless Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['Tipos (tsc)', 'npx', ['tsc', '-b']],
  ['Unitarios y API (PGlite)', 'npx', ['vitest', 'run']],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API (PostgreSQL)', 'npx', ['vitest', 'run', 'apps/server'], { TEST_DB: 'postgres' }]);
  // Real app processes behind nginx on PostgreSQL, Redis and a local S3 server (issue 14).
  steps.push([
    'Producción (varios procesos, PostgreSQL, Redis, S3)',
    'npx',
    ['vitest', 'run', '--config', 'vitest.prod.config.ts'],
    { TEST_DB: 'postgres' },
  ]);
} else {
  console.log(
    'TEST_DATABASE_URL no está definida: las pruebas de API en PostgreSQL y las de producción ' +
      '(varios procesos detrás de nginx, Redis, S3) se omiten en esta corrida.',
  );
}
steps.push(['Build web', 'npm', ['run', 'build', '--silent']]);
steps.push(['End-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']]);

const only = process.argv[2];
for (const [title, command, args, env] of steps) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `--- ${title}: ${result.status === 0 ? 'ok' : 'FALLÓ'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
