/**
 * Price lists and their overrides as the back office manages them (decision 052): the lists with
 * their customer and override counts, their writes, and the overrides' page, save and file rows.
 * Customers live in auth: what this module needs of them (how many buy with each list) is handed in
 * by app.ts, as `CustomerCounts`, so auth can call these functions without a circle.
 */
import { formatAmount2 } from '@mayorista/shared/format';
import {
  PRICE_LIST_MESSAGES,
  PRICE_OVERRIDES_PAGE_SIZE,
  type PriceList,
  type PriceListInput,
  type PriceListSummary,
  type PriceOverride,
  type PriceOverrideInput,
} from '@mayorista/shared/price-lists';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { priceListPrices, priceLists } from '../../db/schema/index.ts';
import { activityChanges, recordActivity } from '../../lib/activity.ts';
import { AppError, fieldErrors, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { getCurrentDollarRate } from '../settings/settings.service.ts';
import { markPriceChange } from './price-history.service.ts';
import { priceListFor } from './price-terms.service.ts';
import { NO_LIST, overrideKey, salePrice } from './pricing.service.ts';

/** How many customers buy with each list (null = no list of their own, i.e. the default). */
export type CustomerCounts = (db: Db) => Promise<Map<number | null, number>>;

type ListRow = typeof priceLists.$inferSelect;

function toPriceList(row: ListRow, customers: Map<number | null, number>, overrides: number): PriceList {
  const own = customers.get(row.id) ?? 0;
  return {
    id: row.id,
    name: row.name,
    adjustment_percent: Number(row.adjustmentPercent),
    min_order_amount: row.minOrderAmount == null ? null : Number(row.minOrderAmount),
    is_default: row.isDefault,
    customer_count: row.isDefault ? own + (customers.get(null) ?? 0) : own,
    override_count: overrides,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function overrideCounts(db: Db, listId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ listId: priceListPrices.priceListId, count: sql<number>`count(*)::int` })
    .from(priceListPrices)
    .where(listId === undefined ? undefined : eq(priceListPrices.priceListId, listId))
    .groupBy(priceListPrices.priceListId);
  return new Map(rows.map((row) => [row.listId, Number(row.count)]));
}

/** Every list, the default first, then by name. */
export async function listPriceLists(db: Db, customerCounts: CustomerCounts): Promise<PriceList[]> {
  const [rows, customers, overrides] = await Promise.all([
    db
      .select()
      .from(priceLists)
      .orderBy(sql`${priceLists.isDefault} desc`, asc(sql`lower(${priceLists.name})`)),
    customerCounts(db),
    overrideCounts(db),
  ]);
  return rows.map((row) => toPriceList(row, customers, overrides.get(row.id) ?? 0));
}

/** The list's row (404 when there is none); `lock` holds it for the transaction's writes. */
export async function findList(db: Db, id: number, lock = false): Promise<ListRow> {
  const query = db.select().from(priceLists).where(eq(priceLists.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PRICE_LIST_MESSAGES.notFound);
  return row;
}

export async function getPriceList(db: Db, id: number, customerCounts: CustomerCounts): Promise<PriceList> {
  const row = await findList(db, id);
  const [customers, overrides] = await Promise.all([customerCounts(db), overrideCounts(db, id)]);
  return toPriceList(row, customers, overrides.get(id) ?? 0);
}

// ---- For the customers (auth): names, and the list a customer is assigned ----

export type PriceListNames = { defaultId: number; nameOf: (listId: number | null) => string };

/** Every list's name; a customer without a list (or with a list gone) shows the default's. */
export async function priceListNames(db: Db): Promise<PriceListNames> {
  const rows = await db
    .select({ id: priceLists.id, name: priceLists.name, isDefault: priceLists.isDefault })
    .from(priceLists);
  const fallback = rows.find((row) => row.isDefault);
  if (!fallback) throw new Error('No hay lista de precios predeterminada (migración 0013)');
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return {
    defaultId: fallback.id,
    nameOf: (listId) => (listId == null ? undefined : names.get(listId)) ?? fallback.name,
  };
}

/** The list a buyer buys with as /api/auth/me/ shows it (theirs, or the default). */
export async function buyerPriceList(db: Db, listId: number | null): Promise<PriceListSummary> {
  const list = await priceListFor(db, listId);
  return {
    id: list.id,
    name: list.name,
    min_order_amount: list.minOrderAmount == null ? null : Number(list.minOrderAmount),
  };
}

/**
 * What a customer's `price_list_id` stores for a chosen list: null for the default one (every default
 * buyer shares one cache key), the id otherwise. An unknown id is a 400 on `price_list`.
 */
export async function assignableListId(db: Db, listId: number | null): Promise<number | null> {
  if (listId == null) return null;
  const [row] = await db
    .select({ isDefault: priceLists.isDefault })
    .from(priceLists)
    .where(eq(priceLists.id, listId));
  if (!row) throw fieldErrors({ price_list: [PRICE_LIST_MESSAGES.notFound] });
  return row.isDefault ? null : listId;
}

// ---- Writes ----

const nameTaken = () => fieldErrors({ name: [PRICE_LIST_MESSAGES.nameTaken] });

/** Names are unique ignoring case ('Kiosco' and 'KIOSCO' are one list). */
async function checkNameFree(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(
      and(
        sql`lower(${priceLists.name}) = lower(${name})`,
        exceptId ? ne(priceLists.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw nameTaken();
}

/** A race between two writes of one name ends at the unique index: the same answer. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const percentText = (value: number) => `${value > 0 ? '+' : ''}${value} %`;
const minimumText = (value: number | null) => (value == null ? 'sin mínimo' : formatAmount2(value));
const LIST_FIELDS = {
  name: 'nombre',
  adjustment_percent: 'ajuste',
  min_order_amount: 'pedido mínimo',
} as const;
const describeList = (list: PriceList) => ({
  name: list.name,
  adjustment_percent: percentText(list.adjustment_percent),
  min_order_amount: minimumText(list.min_order_amount),
});

const listValues = (input: Partial<PriceListInput>) => {
  const values: Partial<typeof priceLists.$inferInsert> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.adjustment_percent !== undefined) values.adjustmentPercent = input.adjustment_percent;
  if (input.min_order_amount !== undefined) values.minOrderAmount = input.min_order_amount;
  return values;
};

export async function createPriceList(
  db: Db,
  input: PriceListInput | (Omit<PriceListInput, 'min_order_amount'> & { min_order_amount?: number | null }),
  actorId: number,
): Promise<PriceList> {
  await checkNameFree(db, input.name);
  return db.transaction(async (tx) => {
    const [row] = await uniqueName(() =>
      tx
        .insert(priceLists)
        .values({ name: input.name, ...listValues(input) })
        .returning(),
    );
    const list = toPriceList(row, new Map(), 0);
    const shown = describeList(list);
    await recordActivity(tx, {
      userId: actorId,
      action: 'create',
      entity: 'price_list',
      entityId: row.id,
      summary: `Lista de precios creada: ${row.name} (ajuste ${shown.adjustment_percent}, pedido mínimo: ${shown.min_order_amount})`,
    });
    return list;
  });
}

/** PUT and PATCH: the default list may change its name, adjustment and minimum, never stop being the default. */
export async function updatePriceList(
  db: Db,
  id: number,
  input: Partial<PriceListInput>,
  actorId: number,
  customerCounts: CustomerCounts,
): Promise<PriceList> {
  if (input.name !== undefined) await checkNameFree(db, input.name, id);
  await db.transaction(async (tx) => {
    const current = await findList(tx, id, true);
    await markPriceChange(tx, 'list', actorId);
    const values = listValues(input);
    const [row] = Object.keys(values).length
      ? await uniqueName(() =>
          tx
            .update(priceLists)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(priceLists.id, id))
            .returning(),
        )
      : [current];
    const before = describeList(toPriceList(current, new Map(), 0));
    const after = describeList(toPriceList(row, new Map(), 0));
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'price_list',
      entityId: id,
      summary: `Lista de precios ${row.name} modificada: ${activityChanges(before, after, LIST_FIELDS) || 'sin cambios'}`,
    });
  });
  return getPriceList(db, id, customerCounts);
}

/**
 * The default list is kept (409). Deleting another moves its customers to the default (the foreign
 * key sets their list to null in the same statement) and drops its overrides and its own tiers.
 */
export async function deletePriceList(
  db: Db,
  id: number,
  actorId: number,
  customerCounts: CustomerCounts,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findList(tx, id, true);
    if (row.isDefault) throw new AppError('conflict', PRICE_LIST_MESSAGES.defaultUndeletable);
    const [customers, overrides, fallback] = await Promise.all([
      customerCounts(tx),
      overrideCounts(tx, id),
      priceListFor(tx, null),
    ]);
    const moved = customers.get(id) ?? 0;
    await tx.delete(priceLists).where(eq(priceLists.id, id));
    await recordActivity(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'price_list',
      entityId: id,
      summary:
        `Lista de precios eliminada: ${row.name}; ${moved} ${moved === 1 ? 'cliente pasa' : 'clientes pasan'} ` +
        `a ${fallback.name}, ${overrides.get(id) ?? 0} precios especiales borrados`,
      details: { moved_customers: moved, moved_to: fallback.id },
    });
  });
}

// ---- Overrides ----

type OverrideRow = {
  product_id: number;
  option_id: number | null;
  price: string | number;
  product_name: string;
  product_sku: string | null;
  product_price: string | number;
  price_in_ars: string | number | null;
  currency: 'ARS' | 'USD';
  option_name: string | null;
  variant_name: string | null;
  option_sku: string | null;
  option_price: string | number | null;
  price_adjustment: string | number | null;
};

const num = (value: string | number | null) => (value == null ? null : Number(value));

/** 'Tamaño: Grande': how an option is named in the overrides table and the log. */
const optionLabel = (variant: string | null, option: string | null) =>
  option == null ? null : variant ? `${variant}: ${option}` : option;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
/** `(1, 2, 3)` as parameters, for `in`. */
const inList = (values: readonly (number | string)[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** The list's overrides joined to their product and option, filtered by a search of name or SKU. */
function overrideRowsSql(listId: number, search: string | undefined, tail: SQL = sql``): SQL {
  const term = search?.trim();
  const pattern = term ? likePattern(term) : null;
  return sql`select o.product_id, o.option_id, o.price, p.name as product_name, p.sku as product_sku,
      p.price as product_price, p.price_in_ars, p.currency, vo.name as option_name,
      v.variant_name, vo.sku as option_sku, vo.price as option_price, vo.price_adjustment
    from price_list_prices o
    join products p on p.id = o.product_id
    left join variant_options vo on vo.id = o.option_id
    left join product_variants v on v.id = vo.variant_id
    where o.price_list_id = ${listId}
      ${
        pattern
          ? sql`and (p.name ilike ${pattern} or p.sku ilike ${pattern} or vo.name ilike ${pattern}
                or vo.sku ilike ${pattern})`
          : sql``
      }
    order by lower(p.name), p.id, v.position nulls first, vo.position nulls first, o.option_id nulls first
    ${tail}`;
}

/**
 * What the default list charges for the row at quantity 1 (before discounts): on the default list's
 * own page, what it would charge without this override.
 */
async function basePricer(db: Db, list: ListRow, rows: OverrideRow[]) {
  const [rate, fallback] = await Promise.all([getCurrentDollarRate(db), priceListFor(db, null)]);
  const overrides = new Map<string, number>();
  if (!list.isDefault && rows.length > 0) {
    const found = await db
      .select({
        productId: priceListPrices.productId,
        optionId: priceListPrices.optionId,
        price: priceListPrices.price,
      })
      .from(priceListPrices)
      .where(
        and(
          eq(priceListPrices.priceListId, fallback.id),
          inArray(priceListPrices.productId, [...new Set(rows.map((row) => row.product_id))]),
        ),
      );
    for (const row of found) overrides.set(overrideKey(row.productId, row.optionId), Number(row.price));
  }
  const terms = {
    list: { ...NO_LIST, id: fallback.id, adjustmentPercent: Number(fallback.adjustmentPercent), overrides },
    breaks: [],
    quantity: 1,
  };
  return (row: OverrideRow) =>
    salePrice(
      {
        id: row.product_id,
        price: Number(row.product_price),
        priceInArs: num(row.price_in_ars),
        costPrice: null,
        currency: row.currency,
        ownDiscount: 0,
        offerDiscount: 0,
      },
      row.option_id == null
        ? []
        : [
            {
              id: row.option_id,
              price: num(row.option_price),
              priceAdjustment: Number(row.price_adjustment ?? 0),
              costPrice: null,
            },
          ],
      rate.value,
      terms,
    ).listPrice;
}

function toOverride(row: OverrideRow, basePrice: number): PriceOverride {
  return {
    product: row.product_id,
    product_name: row.product_name,
    sku: row.option_id == null ? row.product_sku : row.option_sku,
    option: row.option_id,
    option_name: optionLabel(row.variant_name, row.option_name),
    base_price: basePrice,
    price: Number(row.price),
  };
}

export async function listOverrides(
  db: Db,
  listId: number,
  options: { page: number; search?: string; url: string },
): Promise<Page<PriceOverride>> {
  const list = await findList(db, listId);
  const offset = (options.page - 1) * PRICE_OVERRIDES_PAGE_SIZE;
  const rows = await queryRows<OverrideRow & { total: number }>(
    db,
    sql`select *, count(*) over ()::int as total from (${overrideRowsSql(listId, options.search)}) page
      limit ${PRICE_OVERRIDES_PAGE_SIZE} offset ${offset}`,
  );
  const total =
    rows[0]?.total ??
    (
      await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from (${overrideRowsSql(listId, options.search)}) counted`,
      )
    )[0].total;
  const base = await basePricer(db, list, rows);
  return toPage(
    rows.map((row) => toOverride(row, base(row))),
    { count: Number(total), page: options.page, pageSize: PRICE_OVERRIDES_PAGE_SIZE, url: options.url },
  );
}

/** Every override of a list (the export), each with its base price. */
export async function allOverrides(
  db: Db,
  listId: number,
): Promise<{ list: ListRow; rows: PriceOverride[] }> {
  const list = await findList(db, listId);
  const rows = await queryRows<OverrideRow>(db, overrideRowsSql(listId, undefined));
  const base = await basePricer(db, list, rows);
  return { list, rows: rows.map((row) => toOverride(row, base(row))) };
}

/** One override to write: a price, or null to remove it. */
export type OverrideEntry = {
  productId: number;
  optionId: number | null;
  price: number | null;
  label: string;
};
export type OverrideChange = OverrideEntry & { old: number | null };

/**
 * Writes the entries to a locked list and answers what changed (old and new price per row). The
 * caller checked that products and options exist and belong together.
 */
async function writeOverrides(tx: Db, listId: number, entries: OverrideEntry[]): Promise<OverrideChange[]> {
  if (entries.length === 0) return [];
  const current = await tx
    .select({
      productId: priceListPrices.productId,
      optionId: priceListPrices.optionId,
      price: priceListPrices.price,
    })
    .from(priceListPrices)
    .where(
      and(
        eq(priceListPrices.priceListId, listId),
        inArray(priceListPrices.productId, [...new Set(entries.map((entry) => entry.productId))]),
      ),
    );
  const old = new Map(current.map((row) => [overrideKey(row.productId, row.optionId), Number(row.price)]));
  const changes = entries
    .map((entry) => ({ ...entry, old: old.get(overrideKey(entry.productId, entry.optionId)) ?? null }))
    .filter((change) => change.old !== change.price);
  const removed = changes.filter((change) => change.price == null);
  const saved = changes.filter((change) => change.price != null);
  for (const change of removed)
    await tx
      .delete(priceListPrices)
      .where(
        and(
          eq(priceListPrices.priceListId, listId),
          eq(priceListPrices.productId, change.productId),
          change.optionId == null
            ? sql`${priceListPrices.optionId} is null`
            : eq(priceListPrices.optionId, change.optionId),
        ),
      );
  for (let i = 0; i < saved.length; i += 1000) {
    const batch = saved.slice(i, i + 1000);
    await tx.execute(sql`insert into price_list_prices (price_list_id, product_id, option_id, price)
      values ${sql.join(
        batch.map((change) => sql`(${listId}, ${change.productId}, ${change.optionId}, ${change.price})`),
        sql`, `,
      )}
      on conflict (price_list_id, product_id, (coalesce(option_id, 0)))
      do update set price = excluded.price, updated_at = now()`);
  }
  return changes;
}

const priceText = (price: number | null) => (price == null ? 'sin precio especial' : formatAmount2(price));
const changeText = (change: OverrideChange) =>
  `${change.label}: ${priceText(change.old)} → ${priceText(change.price)}`;
const changeDetails = (change: OverrideChange) => ({
  product: change.productId,
  option: change.optionId,
  old: change.old,
  new: change.price,
});

type CatalogueRef = { productId: number; optionId: number | null; label: string };

/** The products and options the entries name, with their labels; unknown ones come back as errors. */
async function catalogueRefs(
  db: Db,
  productIds: number[],
  optionIds: number[],
): Promise<{
  products: Map<number, { name: string; sku: string | null }>;
  options: Map<number, { productId: number; label: string; sku: string | null }>;
}> {
  const [productRows, optionRows] = await Promise.all([
    productIds.length
      ? queryRows<{ id: number; name: string; sku: string | null }>(
          db,
          sql`select id, name, sku from products where id in ${inList(productIds)}`,
        )
      : [],
    optionIds.length
      ? queryRows<{ id: number; product_id: number; name: string; variant_name: string; sku: string | null }>(
          db,
          sql`select vo.id, v.product_id, vo.name, v.variant_name, vo.sku from variant_options vo
            join product_variants v on v.id = vo.variant_id
            where vo.id in ${inList(optionIds)}`,
        )
      : [],
  ]);
  return {
    products: new Map(productRows.map((row) => [row.id, { name: row.name, sku: row.sku }])),
    options: new Map(
      optionRows.map((row) => [
        row.id,
        { productId: row.product_id, label: optionLabel(row.variant_name, row.name)!, sku: row.sku },
      ]),
    ),
  };
}

/** PUT /api/price-lists/{id}/prices/: validated, then written in one transaction and logged. */
export async function saveOverrides(
  db: Db,
  listId: number,
  input: PriceOverrideInput,
  actorId: number,
): Promise<{ saved: number; removed: number }> {
  // A key sent twice: the last one counts.
  const byKey = new Map(input.map((row) => [overrideKey(row.product, row.option ?? null), row]));
  const rows = [...byKey.values()];
  const refs = await catalogueRefs(
    db,
    [...new Set(rows.map((row) => row.product))],
    [...new Set(rows.flatMap((row) => (row.option == null ? [] : [row.option])))],
  );
  const errors: string[] = [];
  const entries: OverrideEntry[] = [];
  for (const row of rows) {
    const product = refs.products.get(row.product);
    const option = row.option == null ? undefined : refs.options.get(row.option);
    if (!product) errors.push(PRICE_LIST_MESSAGES.productNotFound(row.product));
    else if (row.option != null && option?.productId !== row.product)
      errors.push(PRICE_LIST_MESSAGES.optionNotFound(row.option));
    else
      entries.push({
        productId: row.product,
        optionId: row.option ?? null,
        price: row.price,
        label: option ? `${product.name} (${option.label})` : product.name,
      });
  }
  if (errors.length) throw fieldErrors({ prices: errors });
  return db.transaction(async (tx) => {
    const list = await findList(tx, listId, true);
    await markPriceChange(tx, 'list', actorId);
    const changes = await writeOverrides(tx, listId, entries);
    if (changes.length)
      await recordActivity(tx, {
        userId: actorId,
        action: 'price_change',
        entity: 'price_list',
        entityId: listId,
        summary: `Precios especiales de ${list.name}: ${changes.map(changeText).join('; ')}`,
        details: { changes: changes.map(changeDetails) },
      });
    return {
      saved: changes.filter((change) => change.price != null).length,
      removed: changes.filter((change) => change.price == null).length,
    };
  });
}

// ---- The overrides file's rows (price-overrides-transfer.ts reads and writes the file) ----

/** Products and variant options by SKU, for the import: `{productId, optionId}` per SKU found. */
export async function refsBySku(db: Db, skus: string[]): Promise<Map<string, CatalogueRef>> {
  const found = new Map<string, CatalogueRef>();
  if (skus.length === 0) return found;
  const list = inList(skus);
  const [productRows, optionRows] = await Promise.all([
    queryRows<{ id: number; name: string; sku: string }>(
      db,
      sql`select id, name, sku from products where sku in ${list}`,
    ),
    queryRows<{
      id: number;
      product_id: number;
      name: string;
      variant_name: string;
      product_name: string;
      sku: string;
    }>(
      db,
      sql`select vo.id, v.product_id, vo.name, v.variant_name, p.name as product_name, vo.sku
        from variant_options vo join product_variants v on v.id = vo.variant_id
        join products p on p.id = v.product_id
        where vo.sku in ${list}`,
    ),
  ]);
  for (const row of optionRows)
    found.set(row.sku, {
      productId: row.product_id,
      optionId: row.id,
      label: `${row.product_name} (${optionLabel(row.variant_name, row.name)})`,
    });
  for (const row of productRows) found.set(row.sku, { productId: row.id, optionId: null, label: row.name });
  return found;
}

export type ImportCounts = { created: number; updated: number; removed: number; unchanged: number };

const IMPORT_SAMPLE = 10;

/** The import's rows, already matched by SKU and checked, written in one transaction and logged. */
export async function importOverrides(
  db: Db,
  listId: number,
  entries: OverrideEntry[],
  options: { actorId: number; fileName: string },
): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    const list = await findList(tx, listId, true);
    await markPriceChange(tx, 'list_import', options.actorId);
    const changes = await writeOverrides(tx, listId, entries);
    const counts: ImportCounts = {
      created: changes.filter((change) => change.old == null).length,
      updated: changes.filter((change) => change.old != null && change.price != null).length,
      removed: changes.filter((change) => change.price == null).length,
      unchanged: entries.length - changes.length,
    };
    const sample = changes.slice(0, IMPORT_SAMPLE);
    await recordActivity(tx, {
      userId: options.actorId,
      action: 'import',
      entity: 'price_list',
      entityId: listId,
      summary:
        `Precios especiales de ${list.name} importados de ${options.fileName}: ${counts.created} nuevos, ` +
        `${counts.updated} modificados, ${counts.removed} quitados, ${counts.unchanged} sin cambios` +
        (sample.length
          ? `. ${changes.length > sample.length ? 'Ejemplos' : 'Cambios'}: ${sample.map(changeText).join('; ')}`
          : ''),
      details: { ...counts, sample: sample.map(changeDetails) },
    });
    return counts;
  });
}
