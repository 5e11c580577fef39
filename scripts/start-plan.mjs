// What `npm start` must do before serving; kept apart from start.mjs so a test can check it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The build needs the web app's build tools (vite and its plugins), which are devDependencies. npm
 * leaves those out under NODE_ENV=production, so install them explicitly (docs/decisions).
 */
export const INSTALL_ARGS = ['install', '--include=dev', '--no-audit', '--no-fund'];

/** Binaries the build and the server need; a missing one means an incomplete install. */
export const REQUIRED_BINARIES = ['vite', 'tsx'];

export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    0,
  );
}

/** Install when nothing is installed, the lock file changed, or a build tool is missing. */
export function needsInstall(root) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return true;
  if (newestMtime(path.join(root, 'package-lock.json')) > newestMtime(installed)) return true;
  return REQUIRED_BINARIES.some((name) => !existsSync(path.join(root, 'node_modules', '.bin', name)));
}

/** Build when there is no build yet or the web sources are newer than it. */
export function needsBuild(root) {
  const webIndex = path.join(root, 'apps/web/dist/index.html');
  // The server's render of the storefront pages is part of the build (docs/decisions/038).
  if (!existsSync(webIndex) || !existsSync(path.join(root, 'apps/web/dist/.ssr/entry-server.js')))
    return true;
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/shared/src'].map(
    (entry) => newestMtime(path.join(root, entry)),
  );
  return Math.max(...sources) > newestMtime(webIndex);
}

/** The bundled server (scripts/build-server.mjs), when it is newer than every server source. */
export const SERVER_BUNDLE = 'apps/server/dist/main.mjs';

/**
 * Node flags of every server start (npm start, the cluster, the bench; deploy.md's unit writes the same):
 * a young generation of 2 x 8 MB instead of 2 x 16 MB, so the memory V8 keeps committed after a burst
 * of requests stays within the 200 MB target, and `gc` for the one collection the server runs when it
 * goes quiet after a burst (apps/server/src/lib/idle-collection.ts; issue 26 item 32,
 * docs/decisions/046).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=8', '--expose-gc'];

/** Where Debian and other distributions put jemalloc (Debian 12: `apt-get install libjemalloc2`). */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
];

/**
 * The environment every server start adds (npm start, the cluster, the bench, the journeys; deploy.md's
 * unit writes the same): jemalloc as the allocator where the system has it. glibc's malloc keeps what
 * it freed in its arena: after the bench's catalogue scenarios it held 104 MB for 23 MB in use, and
 * `malloc_trim` gave 77 MB back, which was the whole miss of the 200 MB target (issue 26 item 32,
 * docs/decisions/046). jemalloc gives freed pages back by itself. A preload already set (LD_PRELOAD)
 * is left as it is, and MAYORISTA_ALLOCATOR=glibc keeps the system's allocator.
 */
export function serverEnv(env = process.env, candidates = JEMALLOC_PATHS) {
  if (env.LD_PRELOAD || env.MAYORISTA_ALLOCATOR === 'glibc') return {};
  const jemalloc = candidates.find((candidate) => existsSync(candidate));
  return jemalloc ? { LD_PRELOAD: jemalloc } : {};
}

export function serverBundleIsFresh(root) {
  const bundle = path.join(root, SERVER_BUNDLE);
  if (!existsSync(bundle)) return false;
  const sources = ['apps/server/src', 'apps/server/package.json', 'packages/shared/src'].map((entry) =>
    newestMtime(path.join(root, entry)),
  );
  return Math.max(...sources) <= newestMtime(bundle);
}
