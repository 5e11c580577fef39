/**
 * ARCHITECTURE.md: "A domain module owns its tables' queries; other modules call its service, never
 * its tables." This scans each module's source and lib/ (tests and test support excepted) for another
 * module's tables: a Drizzle table imported from db/schema, or a table named in raw SQL.
 * lib/ is cross-cutting: it queries only its own tables (outbox, job_runs); what it needs of a
 * module's tables is handed to it by app.ts (decision 047).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';

/** The one module whose service queries each table. */
const OWNER: Record<string, string> = {
  users: 'auth',
  email_codes: 'auth',
  invitation_codes: 'auth',
  known_login_addresses: 'auth',
  categories: 'categories',
  brands: 'brands',
  products: 'catalog-admin',
  product_variants: 'catalog-admin',
  variant_options: 'catalog-admin',
  featured_products: 'catalog-admin',
  hero_banners: 'content',
  blog_posts: 'content',
  offers: 'marketing',
  offer_products: 'marketing',
  coupons: 'marketing',
  coupon_usages: 'marketing',
  dollar_rates: 'settings',
  site_config: 'settings',
  contact_messages: 'contact',
  activity_log: 'activity',
  orders: 'orders',
  order_items: 'orders',
  distributor_orders: 'orders',
  distributor_order_items: 'orders',
  checkout_events: 'orders',
  sales_days: 'orders',
  sales_day_products: 'orders',
  sales_buyers: 'orders',
  // Queried only by lib/outbox.ts (the mailer, the retry job, the Correos routes of modules/mail).
  outbox: 'lib',
  // The scheduler of lib/jobs.ts (cross-cutting): a run happens once across processes.
  job_runs: 'lib',
  sync_runs: 'supplier',
  // The price rule's terms (decision 052): lists, their overrides and the quantity breaks.
  price_lists: 'pricing',
  price_list_prices: 'pricing',
  quantity_breaks: 'pricing',
  // Written by migration 0015's triggers on every price input change; read for 'Cambios de precio' (053).
  price_history: 'pricing',
  // The buyer's own tools (issue 29, decision 053).
  favorites: 'buyer-tools',
  stock_alerts: 'buyer-tools',
  // Mercado Pago payments read back from the provider (issue 30, decision 054).
  payments: 'payments',
  // Fiscal identity, invoices and credit notes (issue 31, decision 055).
  fiscal_settings: 'invoicing',
  invoices: 'invoicing',
  invoice_lines: 'invoicing',
  // Cuenta corriente (issue 32, decision 056): terms, the append-only ledger, receipts, reminders.
  customer_accounts: 'current-accounts',
  ledger_entries: 'current-accounts',
  ledger_allocations: 'current-accounts',
  receipts: 'current-accounts',
  receipt_lines: 'current-accounts',
  document_counters: 'current-accounts',
  account_payment_requests: 'current-accounts',
  account_settings: 'current-accounts',
  account_reminders: 'current-accounts',
};

/**
 * The catalogue's jobs (decision 047) share the product rows, each for its own job: the storefront
 * and search read them, stock moves the stock columns, product-transfer and supplier write what
 * their files and the supplier say, categories and brands count the products they hold, pricing
 * reads names, SKUs and base prices for a price list's overrides (decision 052), buyer-tools reads
 * a product's (or option's) name and stock for the stock alerts and the rows of the buyer's price
 * list file (decision 053). Each is named
 * here; a module not named never queries them.
 */
const CATALOGUE_JOBS = [
  'storefront',
  'search',
  'stock',
  'product-transfer',
  'supplier',
  'categories',
  'brands',
  'pricing',
  'buyer-tools',
];
const SHARED: Record<string, string[]> = {
  products: CATALOGUE_JOBS,
  product_variants: ['storefront', 'stock', 'product-transfer', 'supplier', 'pricing', 'buyer-tools'],
  variant_options: ['storefront', 'stock', 'product-transfer', 'supplier', 'pricing', 'buyer-tools'],
  categories: ['storefront', 'catalog-admin'],
  brands: ['storefront', 'search', 'catalog-admin', 'product-transfer'],
  featured_products: ['storefront'],
  // lib/activity.ts appends each admin write to the log inside the writing module's own
  // transaction; reading the log is the activity module's.
  activity_log: ['lib'],
};

const mayQuery = (module: string, table: string) =>
  OWNER[table] === module || (SHARED[table] ?? []).includes(module);

const modulesDir = import.meta.dirname;

/** JS export name -> SQL table name, for every table of the schema. */
const tables = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, value]) => [name, getTableName(value as PgTable)]),
);

const libDir = path.join(modulesDir, '..', 'lib');
const sourcesIn = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(file),
  );

/** Every module's source and lib's, as `file` relative to src/. */
const sourceFiles = [
  ...readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      sourcesIn(path.join(modulesDir, dir.name)).map((file) => ({
        module: dir.name,
        file: `modules/${dir.name}/${file}`,
      })),
    ),
  ...sourcesIn(libDir).map((file) => ({ module: 'lib', file: `lib/${file}` })),
];

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Tables a source file reaches: imported from db/schema, or named after from/join/into/update in SQL. */
function tablesUsedBy(code: string): Set<string> {
  const used = new Set<string>();
  const source = withoutComments(code);
  for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*db\/schema[^']*'/g)) {
    for (const specifier of match[1].split(',')) {
      const name = specifier
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      const table = tables.get(name);
      if (table) used.add(table);
    }
  }
  const names = Object.keys(OWNER).join('|');
  const sqlTable = new RegExp(`\\b(?:from|join|into|update|table)\\s+"?(${names})"?(?![\\w/.-])`, 'gi');
  for (const match of source.matchAll(sqlTable)) used.add(match[1].toLowerCase());
  return used;
}

describe('table ownership', () => {
  it('knows the owner of every table of the schema', () => {
    expect([...tables.values()].filter((table) => !OWNER[table])).toEqual([]);
  });

  it('finds tables in imports and in raw SQL, not in routes or prose', () => {
    const code = `import { orders, type users as U } from '../../db/schema/index.ts';
      // select * from coupons
      const q = sql\`select 1 from users u left join order_items i on true\`;
      const url = '/products/'; const text = 'como en /products/';`;
    expect([...tablesUsedBy(code)].sort()).toEqual(['order_items', 'orders', 'users']);
  });

  it('reads every module and lib/', () => {
    const modules = new Set(sourceFiles.map(({ module }) => module));
    expect([...modules]).toEqual(expect.arrayContaining(['lib', 'storefront', 'catalog-admin', 'supplier']));
    expect(sourceFiles.map(({ file }) => file)).toContain('lib/guards.ts');
  });

  it("no module, nor lib/, queries another module's tables", () => {
    const foreign = sourceFiles.flatMap(({ module, file }) =>
      [...tablesUsedBy(readFileSync(path.join(modulesDir, '..', file), 'utf8'))]
        .filter((table) => !mayQuery(module, table))
        .map((table) => `${file}: ${table} (owned by ${OWNER[table]})`),
    );
    expect(foreign).toEqual([]);
  });
});
