import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { PREACT_COMPAT } from './apps/web/vite.config.ts';

const webModules = path.resolve(import.meta.dirname, 'node_modules');

/** Every test file of the server, the shared package and the scripts (Node; no DOM). */
export const NODE_TESTS = [
  'packages/*/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'scripts/*.test.ts',
];
/**
 * Node test files that replace a module with `vi.mock`: they need a module graph of their own, so they
 * run isolated beside the web tests (scripts/test-layout.test.ts fails on one missing here).
 */
export const OWN_MODULE_GRAPH = ['apps/server/src/modules/content/content.activity.test.ts'];
// Several real processes on PostgreSQL, Redis and S3: their own step (vitest.prod.config.ts).
const exclude = ['**/node_modules/**', '**/*.prod.test.ts'];

export default defineConfig({
  // The web app's one import alias, so its modules can be tested as they are written, and React's API
  // served by Preact as in the build (docs/decisions/050): the tests run the runtime that ships.
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'apps/web/src') },
      ...PREACT_COMPAT,
      // Their ES modules: Node's resolution (the server-side tests) would pick their CommonJS builds,
      // which `require` React itself (the server's own packages keep Node's resolution).
      {
        find: /^react-router$/,
        replacement: path.resolve(webModules, 'react-router/dist/development/index.mjs'),
      },
      {
        find: /^lucide-react$/,
        replacement: path.resolve(webModules, 'lucide-react/dist/esm/lucide-react.mjs'),
      },
      // Its package names only its CommonJS build, which would `require` React's DOM renderer itself.
      {
        find: /^@testing-library\/react$/,
        replacement: path.resolve(
          import.meta.dirname,
          'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
        ),
      },
    ],
  },
  // The web tests' DOM environment reads ES modules first, as the build does: a package's CommonJS build
  // would `require` React itself.
  environments: {
    client: {
      resolve: { conditions: ['module', 'browser', 'development|production'], mainFields: ['module'] },
    },
  },
  test: {
    exclude,
    // Unit and API tests hash passwords with a smaller scrypt N (docs/decisions/051).
    setupFiles: ['apps/server/src/test/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: NODE_TESTS,
          exclude: [...exclude, ...OWN_MODULE_GRAPH],
          // One module graph per worker, not per file (decision 051, session 30): each file builds its
          // own app, database and ports, so nothing of a file is left for the next but loaded modules.
          isolate: false,
        },
      },
      {
        extends: true,
        // The web's component tests (happy-dom, module state of React Query and stores) stay isolated.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', ...OWN_MODULE_GRAPH],
          // What React does that Preact's compatibility layer does not, installed as main.tsx installs it.
          setupFiles: ['apps/web/src/lib/react-compat.ts'],
          server: {
            deps: {
              // Libraries that import React go through the aliases above (Node's own resolution would
              // load React itself beside Preact): every package the web app reads React through.
              inline: [
                /react/,
                /@radix-ui/,
                /@dnd-kit/,
                /@tanstack/,
                /@hookform/,
                /sonner/,
                /embla/,
                /@floating-ui/,
                /use-sync-external-store/,
                /use-callback-ref/,
                /use-sidecar/,
                /@testing-library/,
              ],
            },
          },
        },
      },
    ],
  },
});
