/**
 * ARCHITECTURE.md: "A domain module owns its tables' queries; other modules call its service, never
 * its tables." This scans each module's source (tests and test support excepted) for another
 * module's tables: a Drizzle table imported from db/schema, or a table named in raw SQL.
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
  categories: 'catalog',
  brands: 'catalog',
  products: 'catalog',
  product_variants: 'catalog',
  variant_options: 'catalog',
  featured_products: 'catalog',
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
  sync_runs: 'catalog',
};

const modulesDir = import.meta.dirname;

/** JS export name -> SQL table name, for every table of the schema. */
const tables = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, value]) => [name, getTableName(value as PgTable)]),
);

const sourceFiles = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(path.join(modulesDir, dir.name))
      .filter((file) => file.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(file))
      .map((file) => ({ module: dir.name, file: `${dir.name}/${file}` })),
  );

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

  it("no module queries another module's tables", () => {
    const foreign = sourceFiles.flatMap(({ module, file }) =>
      [...tablesUsedBy(readFileSync(path.join(modulesDir, file), 'utf8'))]
        .filter((table) => OWNER[table] !== module)
        .map((table) => `${file}: ${table} (owned by ${OWNER[table]})`),
    );
    expect(foreign).toEqual([]);
  });
});
