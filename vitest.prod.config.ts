import { defineConfig } from 'vitest/config';

/**
 * Production-shape suites (issue 14): real app processes on PostgreSQL, Redis and a local S3
 * server, behind nginx. Run by `npm test` only when TEST_DATABASE_URL is set, one file at a time
 * (each starts its own processes on fixed ports).
 */
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.prod.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
