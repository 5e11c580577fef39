/**
 * Price history (issue 29 item 5, decision 053 'Price history'). The triggers of migration 0015 write
 * a price_history row for every change of a price rule input (a product's price, price_in_ars or
 * currency; an option's price or adjustment; a list's special price or percent) in the transaction
 * of the change; `markPriceChange` tells them why and who. `priceChanges` answers 'Cambios de
 * precio': the buyer's list price at quantity 1 as of a date against today's, through `salePrice`.
 */
import type { PriceChange } from '@mayorista/shared/price-changes';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { descendantIds, listCategoryRefs } from '../categories/categories.service.ts';
import { dollarRateAt, getCurrentDollarRate } from '../settings/settings.service.ts';
import { loadPriceTerms, type PriceListRow, priceListFor } from './price-terms.service.ts';
import {
  type ListTerms,
  overrideKey,
  type PricedOption,
  type PricedProduct,
  salePrice,
} from './pricing.service.ts';

/** Why prices moved: the product form, the bulk change and its undo, a file, the supplier, a list. */
export type PriceChangeSource = 'manual' | 'bulk' | 'bulk_undo' | 'import' | 'sync' | 'list' | 'list_import';

/**
 * Names why and who for the price history rows the triggers write in this transaction. Call it
 * inside the transaction, before the writes: the settings last until it ends (set_config local), so
 * outside a transaction they would be gone by the next statement.
 */
export async function markPriceChange(
  tx: Db,
  source: PriceChangeSource,
  userId: number | null,
): Promise<void> {
  await tx.execute(
    sql`select set_config('mayorista.price_source', ${source}, true), set_config('mayorista.price_user', ${userId == null ? '' : String(userId)}, true)`,
  );
}

/** How many products are priced per round of queries. */
export const PRICE_CHANGES_BATCH = 1000;

type ProductRow = {
  id: number;
  name: string;
  sku: string | null;
  image: string | null;
  category_id: number | null;
  price: string;
  price_in_ars: string | null;
  currency: 'ARS' | 'USD';
};
type OptionRow = {
  id: number;
  product_id: number;
  name: string;
  price: string | null;
  price_adjustment: string;
};
type HistoryRow = {
  field: string;
  product_id: number;
  option_id: number | null;
  old_value: string | null;
  old_currency: string | null;
};

const num = (value: string | null) => (value == null ? null : Number(value));

/**
 * The products (and options with changes of their own) whose list price for `list` at `since`
 * differs from today's, biggest change (absolute percent) first. Candidates are only the products
 * with history rows after `since`, plus the USD ones when the dollar moved, plus all when the list's
 * percent moved; each input's value at `since` is the old value of its oldest row after `since`
 * (every change writes a row in its transaction, so that is the newest value at or before it), else
 * today's.
 */
export async function priceChanges(
  db: Db,
  input: { priceListId: number | null; since: Date; categoryId?: number },
): Promise<PriceChange[]> {
  const list = await priceListFor(db, input.priceListId);
  const since = input.since;
  const [rateNow, rateThen, categoryRefs] = await Promise.all([
    getCurrentDollarRate(db).then((rate) => rate.value),
    dollarRateAt(db, since),
    listCategoryRefs(db),
  ]);
  const [percentRow] = await queryRows<{ old_value: string }>(
    db,
    sql`select old_value from price_history
      where field = 'list_percent' and price_list_id = ${list.id} and changed_at > ${since}
      order by changed_at, id limit 1`,
  );
  const percentThen = percentRow ? Number(percentRow.old_value) : Number(list.adjustmentPercent);
  const everyProduct = percentThen !== Number(list.adjustmentPercent);
  const dollarMoved = rateThen !== rateNow;

  const categoryFilter =
    input.categoryId == null
      ? sql``
      : sql`and p.category_id in (${sql.join(
          descendantIds(categoryRefs, [input.categoryId]).map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const changed = sql`p.id in (select h.product_id from price_history h
      where h.changed_at > ${since} and h.product_id is not null
        and (h.field <> 'override' or h.price_list_id = ${list.id}))`;
  const reasons: SQL[] = [changed];
  if (dollarMoved) reasons.push(sql`p.currency = 'USD'`);
  const candidates = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where p.is_available ${categoryFilter}
      ${everyProduct ? sql`` : sql`and (${sql.join(reasons, sql` or `)})`}
      order by p.id`,
  );

  const categoryNames = new Map(categoryRefs.map((ref) => [ref.id, ref.name]));
  const results: PriceChange[] = [];
  for (let start = 0; start < candidates.length; start += PRICE_CHANGES_BATCH) {
    const ids = candidates.slice(start, start + PRICE_CHANGES_BATCH).map((row) => row.id);
    results.push(
      ...(await batchChanges(db, {
        ids,
        list,
        since,
        percentThen,
        rateNow,
        rateThen,
        categoryNames,
      })),
    );
  }
  const size = (change: PriceChange) =>
    change.change_percent == null ? Number.POSITIVE_INFINITY : Math.abs(change.change_percent);
  return results.sort(
    (a, b) =>
      size(b) - size(a) ||
      a.name.localeCompare(b.name, 'es') ||
      (a.option_name ?? '').localeCompare(b.option_name ?? '', 'es'),
  );
}

async function batchChanges(
  db: Db,
  input: {
    ids: number[];
    list: PriceListRow;
    since: Date;
    percentThen: number;
    rateNow: number;
    rateThen: number;
    categoryNames: Map<number, string>;
  },
): Promise<PriceChange[]> {
  const { ids, list, since } = input;
  // One array parameter, not a thousand.
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  const [products, history, terms] = await Promise.all([
    queryRows<ProductRow>(
      db,
      sql`select p.id, p.name, p.sku, p.image, p.category_id, p.price, p.price_in_ars, p.currency
        from products p where p.id = any(${idList})`,
    ),
    // The oldest row after `since` of each input: its old value is the input's value then.
    queryRows<HistoryRow>(
      db,
      sql`select distinct on (h.field, h.product_id, coalesce(h.option_id, 0))
          h.field, h.product_id, h.option_id, h.old_value, h.old_currency
        from price_history h
        where h.product_id = any(${idList}) and h.changed_at > ${since}
          and (h.field <> 'override' or h.price_list_id = ${list.id})
        order by h.field, h.product_id, coalesce(h.option_id, 0), h.changed_at, h.id`,
    ),
    loadPriceTerms(db, list, ids),
  ]);
  const optionIds = [...new Set(history.flatMap((row) => (row.option_id == null ? [] : [row.option_id])))];
  const options =
    optionIds.length === 0
      ? []
      : await queryRows<OptionRow>(
          db,
          sql`select o.id, v.product_id, o.name, o.price, o.price_adjustment
            from variant_options o join product_variants v on v.id = o.variant_id
            where o.id in (${sql.join(
              optionIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
        );

  const listNow: ListTerms = terms.list;
  const overridesThen = new Map(listNow.overrides);
  const productThen = new Map<number, Partial<Pick<PricedProduct, 'price' | 'priceInArs' | 'currency'>>>();
  const optionThen = new Map<number, Partial<Pick<PricedOption, 'price' | 'priceAdjustment'>>>();
  for (const row of history) {
    if (row.field === 'override') {
      const key = overrideKey(row.product_id, row.option_id);
      if (row.old_value == null) overridesThen.delete(key);
      else overridesThen.set(key, Number(row.old_value));
      continue;
    }
    if (row.option_id != null) {
      const then = optionThen.get(row.option_id) ?? {};
      if (row.field === 'option_price') then.price = num(row.old_value);
      if (row.field === 'option_adjustment') then.priceAdjustment = Number(row.old_value ?? 0);
      optionThen.set(row.option_id, then);
      continue;
    }
    const then = productThen.get(row.product_id) ?? {};
    if (row.field === 'price') then.price = Number(row.old_value ?? 0);
    if (row.field === 'price_in_ars') then.priceInArs = num(row.old_value);
    if (row.field === 'currency') then.currency = row.old_currency === 'USD' ? 'USD' : 'ARS';
    productThen.set(row.product_id, then);
  }
  const listThen: ListTerms = { id: list.id, adjustmentPercent: input.percentThen, overrides: overridesThen };

  const byId = new Map<number, PricedProduct>();
  const results: PriceChange[] = [];
  const push = (row: ProductRow, option: OptionRow | null, oldPrice: number, newPrice: number) => {
    if (oldPrice === newPrice) return;
    results.push({
      product_id: row.id,
      name: row.name,
      sku: row.sku,
      image: row.image,
      option_id: option?.id ?? null,
      option_name: option?.name ?? null,
      category_name: row.category_id == null ? null : (input.categoryNames.get(row.category_id) ?? null),
      old_price: oldPrice,
      new_price: newPrice,
      change_percent: oldPrice > 0 ? Math.round(((newPrice - oldPrice) / oldPrice) * 10_000) / 100 : null,
    });
  };
  const rows = new Map(products.map((row) => [row.id, row]));
  const productsThen = new Map<number, PricedProduct>();
  // Before discounts and offers: those are shown as offers, not as price changes.
  const priced = (row: ProductRow): PricedProduct => ({
    id: row.id,
    price: Number(row.price),
    priceInArs: num(row.price_in_ars),
    costPrice: null,
    currency: row.currency,
    ownDiscount: 0,
    offerDiscount: 0,
  });
  const one = { breaks: [], quantity: 1 };
  for (const row of products) {
    const now = priced(row);
    const then = { ...now, ...productThen.get(row.id) };
    byId.set(row.id, now);
    productsThen.set(row.id, then);
    push(
      row,
      null,
      salePrice(then, [], input.rateThen, { ...one, list: listThen }).listPrice,
      salePrice(now, [], input.rateNow, { ...one, list: listNow }).listPrice,
    );
  }
  for (const option of options) {
    const row = rows.get(option.product_id);
    const now = byId.get(option.product_id);
    const productAtThen = productsThen.get(option.product_id);
    if (!row || !now || !productAtThen) continue;
    const optionNow: PricedOption = {
      id: option.id,
      price: num(option.price),
      priceAdjustment: Number(option.price_adjustment),
      costPrice: null,
    };
    const optionAtThen = { ...optionNow, ...optionThen.get(option.id) };
    push(
      row,
      option,
      salePrice(productAtThen, [optionAtThen], input.rateThen, { ...one, list: listThen }).listPrice,
      salePrice(now, [optionNow], input.rateNow, { ...one, list: listNow }).listPrice,
    );
  }
  return results;
}
