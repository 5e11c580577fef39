// `npm test` (docs/decisions/051). Lint, dependency rules and types; the web build (the start test and
// the journeys use it); every unit, component and API test once; then the end-to-end journeys in
// headless Chromium.
// With TEST_DATABASE_URL (CI) the API tests run on PostgreSQL; then PGlite runs only what differs
// between the two databases plus a smoke set (vitest.pglite.config.ts) and the production-shape suites
// run real processes behind nginx on PostgreSQL, Redis and S3 (vitest.prod.config.ts). Without it
// everything runs on PGlite. Each step's time is printed at the end. A stage may run lanes side by
// side (their lines titled): the PGlite step beside the production suites, never beside the journeys
// (that made them slower, decision 051).
// `npm test -- <word>` runs only the steps whose title contains the word.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** A step: [title, command, args, extra environment]. */
const lint = ['Lint (Biome)', 'npx', ['biome', 'check', '.']];
const deps = ['Dependencias (dependency-cruiser)', 'npm', ['run', '--silent', 'deps']];
const types = ['Tipos (tsc)', 'npx', ['tsc', '-b']];
const build = ['Build web', 'npm', ['run', 'build', '--silent']];
const e2e = ['End-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']];
const pglite = [
  'API en PGlite (lo que difiere y humo)',
  'npx',
  ['vitest', 'run', '--config', 'vitest.pglite.config.ts', '--maxWorkers=1'],
];
const production = [
  'Producción (varios procesos, PostgreSQL, Redis, S3)',
  'npx',
  ['vitest', 'run', '--config', 'vitest.prod.config.ts'],
  { TEST_DB: 'postgres' },
];

/** Stages run one after another; the lanes of a stage run side by side, each lane's steps in order. */
const stages = postgres
  ? [
      // tsc -b is one thread for most of its minute: lint, dependency rules and the build run beside it.
      [[types], [lint, deps, build]],
      [
        [
          [
            'Unitarias, componentes y API (PostgreSQL)',
            'npx',
            // Two files at a time on two cores (vitest's default is cores - 1): an API test waits on
            // PostgreSQL, a process test on its child, while the other file runs (decision 051).
            ['vitest', 'run', '--maxWorkers=2'],
            { TEST_DB: 'postgres' },
          ],
        ],
      ],
      // Side by side: PGlite runs one file at a time in its own process, the production suites mostly
      // wait on their servers, nginx, PostgreSQL, Redis and S3.
      [[pglite], [production]],
      [[e2e]],
    ]
  : [
      [[types], [lint, deps, build]],
      [[['Unitarias, componentes y API (PGlite)', 'npx', ['vitest', 'run']]]],
      [[e2e]],
    ];
if (!postgres)
  console.log(
    'TEST_DATABASE_URL no está definida: las pruebas de API corren en PGlite y las de producción ' +
      '(varios procesos detrás de nginx, Redis, S3) se omiten en esta corrida.',
  );

const only = process.argv[2]?.toLowerCase();
const times = [];
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs one step; beside others, its output lines carry the step's title. Resolves to whether it passed. */
function run([title, command, args, env], prefixed) {
  return new Promise((resolve) => {
    console.log(`\n=== ${title} ===`);
    const stepStarted = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (prefixed)
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => console.log(`[${title}] ${line}`));
    child.on('close', (code) => {
      const status = code === 0 ? 'ok' : 'FALLÓ';
      times.push(`${title}: ${status} (${seconds(stepStarted)})`);
      console.log(`--- ${title}: ${status} (${seconds(stepStarted)})`);
      resolve(code === 0);
    });
  });
}

async function lane(steps, prefixed) {
  for (const step of steps) {
    if (only && !step[0].toLowerCase().includes(only)) continue;
    if (!(await run(step, prefixed))) return false;
  }
  return true;
}

let passed = true;
for (const stage of stages) {
  const results = await Promise.all(stage.map((steps) => lane(steps, stage.length > 1)));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
console.log(`\n=== Tiempos ===\n${times.join('\n')}\nTotal: ${seconds(started)}`);
if (!passed) process.exit(1);
