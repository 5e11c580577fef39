import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { products, users, variantOptions } from './tables.ts';

/** A buyer's favourite products (issue 29, decision 053): one row per buyer and product. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favorites_product_idx').on(t.productId)],
);

/**
 * 'Avisarme cuando haya stock' (issue 29, decision 053): a buyer waits for a product (or one of its
 * options) to have stock again. The alert ends when its one e-mail is queued: `notified_at` is set in
 * the same statement that claims it, so two processes never send it twice.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => variantOptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.userId, t.productId, sql`coalesce(${t.optionId}, 0)`)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_product_waiting_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
  ],
);
