import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';

/**
 * What changed among the price rule's inputs (issue 29 item 5, decision 053 'Price history'): one row
 * per input that moved, with its old and new value, when, why (`source`) and who. Written by
 * triggers (migration 0015) in the transaction of the change; `source` and `user_id` come from the
 * transaction's settings that pricing's `markPriceChange` sets. No foreign keys: a log, kept (and
 * read joined to today's rows) like order_items.price_list_id.
 * - field 'price' | 'price_in_ars': a product's amounts (old/new_value; null = none);
 * - 'currency': a product's currency (old/new_currency);
 * - 'option_price' | 'option_adjustment': a variant option's absolute price or adjustment;
 * - 'override': a list's special price for a product (option null) or an option (null = none);
 * - 'list_percent': a list's adjustment percent.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    field: varchar('field', { length: 20 })
      .$type<
        | 'price'
        | 'price_in_ars'
        | 'currency'
        | 'option_price'
        | 'option_adjustment'
        | 'override'
        | 'list_percent'
      >()
      .notNull(),
    productId: integer('product_id'),
    optionId: integer('option_id'),
    priceListId: integer('price_list_id'),
    oldValue: money('old_value'),
    newValue: money('new_value'),
    oldCurrency: varchar('old_currency', { length: 3 }),
    newCurrency: varchar('new_currency', { length: 3 }),
    source: varchar('source', { length: 20 }).notNull(),
    userId: integer('user_id'),
  },
  (t) => [
    index('price_history_product_idx').on(t.productId, t.changedAt),
    index('price_history_changed_idx').on(t.changedAt),
    index('price_history_list_idx').on(t.priceListId, t.changedAt),
  ],
);
