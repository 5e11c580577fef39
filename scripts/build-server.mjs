// Bundles the API server into apps/server/dist/main.mjs (docs/decisions/034): one ES module of our
// code (the server and @mayorista/shared), every npm package left external, and the migrations
// copied beside it. `npm start` runs it when it is newer than the sources, so a built tree starts
// without transpiling (tsx) at every start.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const pkg = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));
// The workspace's own packages (@mayorista/shared, TypeScript sources) are bundled, not left external.
const packages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => !name.startsWith('@mayorista/'),
);

const started = Date.now();
const outdir = path.join(server, 'dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outfile: path.join(outdir, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: packages.flatMap((name) => [name, `${name}/*`]),
  // Packages written in CommonJS that call require() keep working from an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// db/client.ts finds its migrations beside itself: in the bundle that is dist/.
cpSync(path.join(server, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`Servidor compilado en apps/server/dist (${Date.now() - started} ms)`);
