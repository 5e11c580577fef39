import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * CI runs every unit and API test once, on PostgreSQL (`npm test` with TEST_DATABASE_URL). This step
 * runs on PGlite only what differs between the two databases, plus a smoke set (docs/decisions/051):
 * - how each is opened, migrated, seeded, stopped: the demo seed, a production start, a shutdown
 *   (PGlite is the database of `npm start`; its data directory is flushed on SIGTERM);
 * - what the drivers return differently: numerics arrive as numbers from PGlite and as strings from
 *   pg (the storefront's list and product answers, order totals, dashboards and daily sales);
 * - PGlite's own build of the search extensions (pg_trgm, unaccent) and its search settings;
 * - one connection instead of a pool: orders and stock writes that PostgreSQL runs in parallel run one
 *   after another (the oversell test), registrations racing for a name;
 * - a large import in one transaction.
 * Without TEST_DATABASE_URL (a developer's `npm test`) the whole suite runs on PGlite and this step is not needed.
 */
export const PGLITE_FILES = [
  'apps/server/src/db/seed/seed.test.ts',
  'apps/server/src/production-start.test.ts',
  'apps/server/src/shutdown.test.ts',
  'apps/server/src/modules/**/storefront.routes.test.ts',
  'apps/server/src/modules/**/search.test.ts',
  'apps/server/src/modules/**/search-index.test.ts',
  'apps/server/src/modules/**/list-count.test.ts',
  'apps/server/src/modules/**/orders.routes.test.ts',
  'apps/server/src/modules/**/order-stock.concurrency.test.ts',
  'apps/server/src/modules/**/sales-summary.routes.test.ts',
  'apps/server/src/modules/**/statistics.routes.test.ts',
  'apps/server/src/modules/**/registration.routes.test.ts',
  'apps/server/src/modules/**/product-transfer.routes.test.ts',
  // Cuenta corriente (decision 056): the append-only trigger and the account's lock under 50 orders at once.
  'apps/server/src/modules/current-accounts/ledger.service.test.ts',
  'apps/server/src/modules/current-accounts/checkout.service.test.ts',
];

// The base config with this list in place of its projects (mergeConfig would add the lists), one module
// graph per worker like the base's Node project.
export default defineConfig({
  ...base,
  test: { ...base.test, projects: undefined, include: PGLITE_FILES, isolate: false },
});
