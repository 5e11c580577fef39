import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's one import alias, so its modules can be tested as they are written.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'scripts/*.test.ts',
    ],
    // Several real processes on PostgreSQL, Redis and S3: their own step (vitest.prod.config.ts).
    exclude: ['**/node_modules/**', '**/*.prod.test.ts'],
    // Unit and API tests hash passwords with a smaller scrypt N (docs/decisions/051).
    setupFiles: ['apps/server/src/test/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
