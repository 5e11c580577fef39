import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
  // The web app's one import alias, so its modules can be tested as they are written.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
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
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}', ...OWN_MODULE_GRAPH] },
      },
    ],
  },
});
