/**
 * Bulk price update (DOMAIN.md "Catalogue changes by staff", docs/decisions/020 and 041): a selection
 * of products and a change; the preview and the apply compute every new price with `bulkNewPrice`
 * (and every option surcharge with `bulkNewAdjustment`);
 * the apply and the undo are one transaction each, with one activity entry that keeps every old
 * price.
 */
import {
  BULK_PRICE_ACTIVITY_ACTION,
  BULK_PRICE_ACTIVITY_ENTITY,
  BULK_PRICE_ALREADY_UNDONE,
  BULK_PRICE_BRAND_NOT_FOUND,
  BULK_PRICE_CATEGORY_NOT_FOUND,
  BULK_PRICE_COUNT_CHANGED,
  BULK_PRICE_LIST_NOT_FOUND,
  BULK_PRICE_NO_OVERRIDES,
  BULK_PRICE_NOT_BULK,
  BULK_PRICE_NOTHING_SELECTED,
  BULK_PRICE_OVERRIDE_TOO_LOW,
  BULK_PRICE_PRICE_TOO_HIGH,
  BULK_PRICE_UNDO_ACTION,
  type BulkPriceApplyInput,
  type BulkPriceApplyResult,
  type BulkPriceChange,
  type BulkPriceCurrency,
  type BulkPriceDetails,
  BulkPriceDetailsSchema,
  type BulkPriceLine,
  type BulkPriceListDetails,
  type BulkPriceOptionLine,
  type BulkPriceOverrideLine,
  type BulkPricePreview,
  type BulkPricePreviewInput,
  type BulkPriceSelection,
  type BulkPriceSkipped,
  type BulkPriceUndoResult,
} from '@mayorista/shared/bulk-price';
import { multiplyMoney } from '@mayorista/shared/pricing';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError, fieldErrors, invalid, notFound } from '../../lib/errors.ts';
import { lockActivityEntry, updateActivityDetails } from '../activity/activity.service.ts';
import { descendantIds, listCategoryRefs } from '../categories/categories.service.ts';
import { listOverrides, priceListRef, writeOverridePrices } from '../pricing/bulk-overrides.service.ts';
import { markPriceChange } from '../pricing/price-history.service.ts';
import { getCurrentDollarRate } from '../settings/settings.service.ts';
import { searchCondition } from '../storefront/storefront.service.ts';

/** numeric(14,2): the largest amount a price column holds. */
const MAX_CENTS = 99_999_999_999_999;

type Numeric = string | number;

const toCents = (value: Numeric) => Math.round(Number(value) * 100);
const fromCents = (cents: number) => cents / 100 || 0;
/**
 * cents x (10000 ± basis points) / 10000, rounded half away from zero (PostgreSQL's round(numeric, 2)),
 * in BigInt: the product of a large price and a large percentage passes 2^53.
 */
function scaleCents(cents: number, basisPoints: number): number {
  const product = BigInt(cents) * BigInt(basisPoints);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude * 2n + 10_000n) / 20_000n;
  return Number(product < 0n ? -rounded : rounded);
}

/**
 * The one price rule of a bulk change, in whole cents: a percentage (two decimals) or a fixed amount,
 * up or down, rounded to cents half away from zero and never below 0. `amount` overrides the
 * change's value for amounts in another currency (a USD amount on a peso price, as pesos).
 */
export function bulkNewPrice(old: number, change: BulkPriceChange, amount = change.value): number {
  const oldCents = toCents(old);
  const sign = change.direction === 'up' ? 1 : -1;
  const cents =
    change.mode === 'percent'
      ? scaleCents(oldCents, 10_000 + sign * toCents(change.value))
      : oldCents + sign * toCents(amount);
  return fromCents(Math.max(0, cents));
}

/**
 * A variant option's surcharge (price_adjustment, added to the product's base) under the same change:
 * a percentage scales it like the base, so the option's price moves by that percentage too (its sign
 * kept, no floor: a negative one is a cheaper option); a fixed amount leaves it, since the base it is
 * added to already moved by that amount (decision 041).
 */
export function bulkNewAdjustment(old: number, change: BulkPriceChange): number {
  if (change.mode !== 'percent') return old;
  const sign = change.direction === 'up' ? 1 : -1;
  return fromCents(scaleCents(toCents(old), 10_000 + sign * toCents(change.value)));
}

type ProductRow = {
  id: number;
  name: string;
  sku: string | null;
  currency: string;
  price: Numeric;
  price_in_ars: Numeric | null;
  has_variants: boolean;
  brand_name: string | null;
};
type OptionRow = {
  id: number;
  product_id: number;
  name: string;
  price: Numeric | null;
  price_adjustment: Numeric;
};

type Selected = { where: SQL; labels: string[] };

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The selection as a condition over `products p`: brand, category (with its subcategories unless
 * told otherwise), currency, and the catalogue list's own search. Hidden products are included:
 * their prices move too. Also answers the words of the activity summary.
 */
async function selectionCondition(db: Db, selection: BulkPriceSelection): Promise<Selected> {
  const where: SQL[] = [];
  const labels: string[] = [];
  if (selection.brand) {
    const [brand] = await queryRows<{ name: string }>(
      db,
      sql`select name from brands where id = ${selection.brand}`,
    );
    if (!brand) throw fieldErrors({ selection: [BULK_PRICE_BRAND_NOT_FOUND] });
    where.push(sql`p.brand_id = ${selection.brand}`);
    labels.push(`marca ${brand.name}`);
  }
  if (selection.category_id) {
    const all = await listCategoryRefs(db);
    const category = all.find((row) => row.id === selection.category_id);
    if (!category) throw fieldErrors({ selection: [BULK_PRICE_CATEGORY_NOT_FOUND] });
    const ids = selection.include_children ? descendantIds(all, [category.id]) : [category.id];
    where.push(sql`p.category_id in (${idList(ids)})`);
    const children = selection.include_children && ids.length > 1 ? ' con subcategorías' : '';
    labels.push(`categoría ${category.name}${children}`);
  }
  if (selection.currency) {
    where.push(sql`p.currency = ${selection.currency}`);
    labels.push(`moneda ${selection.currency}`);
  }
  const search = selection.search?.trim();
  if (search) {
    where.push(await searchCondition(db, search));
    labels.push(`búsqueda "${search}"`);
  }
  return { where: sql.join(where, sql` and `), labels };
}

const percentFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });
const amountFormat = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 'Precios +10% (marca Lumen): 23 productos' */
function summaryOf(change: BulkPriceChange, selected: Selected, count: number, currency?: string | null) {
  const sign = change.direction === 'up' ? '+' : '-';
  const value =
    change.mode === 'percent'
      ? `${percentFormat.format(change.value)}%`
      : `${currency === 'USD' ? 'U$S' : '$'} ${amountFormat.format(change.value)}`;
  const products = `${count} ${count === 1 ? 'producto' : 'productos'}`;
  return `Precios ${sign}${value} (${selected.labels.join(', ')}): ${products}`;
}

/**
 * Every new price of the selected products and of their options: an absolute price moves by the rule,
 * a surcharge (an option without one) by `bulkNewAdjustment` when the change moves it.
 */
function priceLines(
  products: ProductRow[],
  options: OptionRow[],
  change: BulkPriceChange,
  currency: BulkPriceCurrency | null | undefined,
  dollarRate: number,
): { lines: BulkPriceLine[]; clamped: number } {
  // A fixed amount is in the selected currency; on a peso price (price_in_ars) a USD amount counts
  // at today's dollar rate.
  const arsAmount =
    change.mode === 'amount' && currency === 'USD' ? multiplyMoney(change.value, dollarRate) : change.value;
  const byProduct = new Map<number, OptionRow[]>();
  for (const option of options)
    byProduct.set(option.product_id, [...(byProduct.get(option.product_id) ?? []), option]);
  let clamped = 0;
  const lines = products.map((row): BulkPriceLine => {
    const oldPrice = Number(row.price);
    const newPrice = bulkNewPrice(oldPrice, change);
    const oldInArs =
      row.price_in_ars != null && Number(row.price_in_ars) > 0 ? Number(row.price_in_ars) : null;
    const newInArs = oldInArs == null ? null : bulkNewPrice(oldInArs, change, arsAmount);
    const optionLines = (byProduct.get(row.id) ?? []).flatMap((option): BulkPriceOptionLine[] => {
      const price = Number(option.price ?? 0);
      if (price > 0)
        return [
          {
            id: option.id,
            name: option.name,
            kind: 'price',
            old_price: price,
            new_price: bulkNewPrice(price, change),
          },
        ];
      const adjustment = Number(option.price_adjustment);
      const moved = bulkNewAdjustment(adjustment, change);
      if (moved === adjustment) return [];
      return [
        { id: option.id, name: option.name, kind: 'adjustment', old_price: adjustment, new_price: moved },
      ];
    });
    const clamps = (before: number, by: number) =>
      change.mode === 'amount' && change.direction === 'down' && toCents(before) < toCents(by);
    if (
      clamps(oldPrice, change.value) ||
      (oldInArs != null && clamps(oldInArs, arsAmount)) ||
      optionLines.some((option) => option.kind === 'price' && clamps(option.old_price, change.value))
    )
      clamped += 1;
    const amounts = [newPrice, newInArs ?? 0, ...optionLines.map((option) => option.new_price)];
    if (amounts.some((amount) => Math.abs(toCents(amount)) > MAX_CENTS))
      throw fieldErrors({ change: [BULK_PRICE_PRICE_TOO_HIGH] });
    return {
      id: row.id,
      name: row.name,
      brand: row.brand_name,
      sku: row.sku,
      currency: row.currency === 'USD' ? 'USD' : 'ARS',
      old_price: oldPrice,
      new_price: newPrice,
      old_price_in_ars: oldInArs,
      new_price_in_ars: newInArs,
      has_variants: row.has_variants,
      options: optionLines,
    };
  });
  return { lines, clamped };
}

/** The selected products in id order; with `lock`, their rows and their priced options are locked. */
async function readSelection(db: Db, where: SQL, lock: boolean) {
  const products = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.name, p.sku, p.currency, p.price, p.price_in_ars, p.has_variants, b.name as brand_name
      from products p left join brands b on b.id = p.brand_id
      where ${where} order by p.id ${lock ? sql`for update of p` : sql``}`,
  );
  const ids = products.filter((row) => row.has_variants).map((row) => row.id);
  const options = ids.length
    ? await queryRows<OptionRow>(
        db,
        sql`select o.id, v.product_id, o.name, o.price, o.price_adjustment from variant_options o
          join product_variants v on v.id = o.variant_id
          where v.product_id in (${idList(ids)}) and (o.price > 0 or o.price_adjustment <> 0)
          order by o.id ${lock ? sql`for update of o` : sql``}`,
      )
    : [];
  return {
    products: products.map((row) => ({ ...row, id: Number(row.id) })),
    options: options.map((row) => ({ ...row, id: Number(row.id), product_id: Number(row.product_id) })),
  };
}

async function computeChange(db: Db, input: BulkPricePreviewInput, lock: boolean) {
  const selected = await selectionCondition(db, input.selection);
  const dollarRate = (await getCurrentDollarRate(db)).value;
  const { products, options } = await readSelection(db, selected.where, lock);
  const { lines, clamped } = priceLines(
    products,
    options,
    input.change,
    input.selection.currency,
    dollarRate,
  );
  const summary = summaryOf(input.change, selected, lines.length, input.selection.currency);
  return { lines, clamped, summary, dollarRate };
}

const byName = (a: BulkPriceLine, b: BulkPriceLine) => a.name.localeCompare(b.name, 'es') || a.id - b.id;

/** What the change would do, product by product or special price by special price (nothing is written). */
export async function previewBulkPrice(db: Db, input: BulkPricePreviewInput): Promise<BulkPricePreview> {
  if (input.target === 'list') {
    const { list, lines, summary } = await computeListChange(db, input, false);
    const dollarRate = (await getCurrentDollarRate(db)).value;
    return {
      target: 'list',
      price_list: list,
      count: lines.length,
      summary,
      clamped: 0,
      dollar_rate: dollarRate,
      products: [],
      overrides: lines,
    };
  }
  const { lines, clamped, summary, dollarRate } = await computeChange(db, input, false);
  return {
    target: 'product',
    price_list: null,
    count: lines.length,
    summary,
    clamped,
    dollar_rate: dollarRate,
    products: [...lines].sort(byName),
    overrides: [],
  };
}

// ---- A price list's special prices (decision 052) ----

/** The selected products' names and SKUs, and the names of the options `optionIds`. */
async function overrideNames(db: Db, productIds: number[], optionIds: number[]) {
  const productRows = productIds.length
    ? await queryRows<{ id: number; name: string; sku: string | null }>(
        db,
        sql`select id, name, sku from products where id in (${idList(productIds)})`,
      )
    : [];
  const optionRows = optionIds.length
    ? await queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from variant_options where id in (${idList(optionIds)})`,
      )
    : [];
  return {
    products: new Map(productRows.map((row) => [Number(row.id), row])),
    options: new Map(optionRows.map((row) => [Number(row.id), row.name])),
  };
}

/**
 * The list's special prices of the selected products moved by the percentage (bulkNewPrice), in
 * product order; a price that would reach $ 0 refuses the change (a special price is above 0).
 */
async function computeListChange(db: Db, input: BulkPricePreviewInput, lock: boolean) {
  const list = await priceListRef(db, input.price_list!);
  if (!list) throw fieldErrors({ price_list: [BULK_PRICE_LIST_NOT_FOUND] });
  const selected = await selectionCondition(db, input.selection);
  const productIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p where ${selected.where} order by p.id`,
    )
  ).map((row) => Number(row.id));
  const overrides = productIds.length ? await listOverrides(db, list.id, productIds, { lock }) : [];
  const names = await overrideNames(
    db,
    [...new Set(overrides.map((row) => row.productId))],
    overrides.flatMap((row) => (row.optionId == null ? [] : [row.optionId])),
  );
  const lines = overrides.map((row): BulkPriceOverrideLine & { id: number } => {
    const product = names.products.get(row.productId);
    const newPrice = bulkNewPrice(row.price, input.change);
    if (newPrice <= 0) throw fieldErrors({ change: [BULK_PRICE_OVERRIDE_TOO_LOW] });
    if (toCents(newPrice) > MAX_CENTS) throw fieldErrors({ change: [BULK_PRICE_PRICE_TOO_HIGH] });
    return {
      id: row.id,
      product: row.productId,
      product_name: product?.name ?? '',
      sku: product?.sku ?? null,
      option: row.optionId,
      option_name: row.optionId == null ? null : (names.options.get(row.optionId) ?? null),
      old_price: row.price,
      new_price: newPrice,
    };
  });
  const sign = input.change.direction === 'up' ? '+' : '-';
  const count = `${lines.length} ${lines.length === 1 ? 'precio especial' : 'precios especiales'}`;
  const summary = `Precios especiales de ${list.name} ${sign}${percentFormat.format(input.change.value)}% (${selected.labels.join(', ')}): ${count}`;
  return { list, lines, summary };
}

/**
 * Moves the list's special prices in one transaction: locked in product order, the count must still
 * be the preview's (409 otherwise); one activity entry keeps every old and new price.
 */
async function applyListChange(
  tx: Db,
  input: BulkPriceApplyInput,
  actorId: number | null,
): Promise<BulkPriceApplyResult> {
  const { list, lines, summary } = await computeListChange(tx, input, true);
  if (lines.length !== input.expected_count) throw new AppError('conflict', BULK_PRICE_COUNT_CHANGED);
  if (lines.length === 0) throw fieldErrors({ selection: [BULK_PRICE_NO_OVERRIDES] });
  await writeOverridePrices(
    tx,
    lines.map((line) => ({ id: line.id, price: line.new_price })),
  );
  const details: BulkPriceListDetails = {
    target: 'list',
    price_list: list,
    selection: { ...input.selection },
    change: { ...input.change },
    overrides: lines.map((line) => ({
      product: line.product,
      option: line.option,
      old_price: line.old_price,
      new_price: line.new_price,
    })),
  };
  const activityId = await recordActivity(tx, {
    userId: actorId,
    action: BULK_PRICE_ACTIVITY_ACTION,
    entity: BULK_PRICE_ACTIVITY_ENTITY,
    summary,
    details,
  });
  return { count: lines.length, activity_id: activityId, summary };
}

const CHUNK = 2000;

async function writePrices(tx: Db, lines: BulkPriceLine[], pick: 'new' | 'old') {
  for (let start = 0; start < lines.length; start += CHUNK) {
    const chunk = lines.slice(start, start + CHUNK);
    const values = chunk.map((line) => {
      const price = pick === 'new' ? line.new_price : line.old_price;
      const inArs = pick === 'new' ? line.new_price_in_ars : line.old_price_in_ars;
      return sql`(${line.id}::int, ${String(price)}::numeric, ${inArs == null ? null : String(inArs)}::numeric)`;
    });
    await tx.execute(
      sql`update products as p set price = v.price,
          price_in_ars = coalesce(v.price_in_ars, p.price_in_ars), updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(id, price, price_in_ars) where p.id = v.id`,
    );
  }
  const options = lines.flatMap((line) =>
    line.options.map((option) => ({
      id: option.id,
      kind: option.kind,
      amount: pick === 'new' ? option.new_price : option.old_price,
    })),
  );
  for (const kind of ['price', 'adjustment'] as const) {
    const column = kind === 'price' ? sql`price` : sql`price_adjustment`;
    const ofKind = options.filter((option) => option.kind === kind);
    for (let start = 0; start < ofKind.length; start += CHUNK) {
      const values = ofKind
        .slice(start, start + CHUNK)
        .map((option) => sql`(${option.id}::int, ${String(option.amount)}::numeric)`);
      await tx.execute(
        sql`update variant_options as o set ${column} = v.amount
          from (values ${sql.join(values, sql`, `)}) as v(id, amount) where o.id = v.id`,
      );
    }
  }
}

/**
 * Applies the change in one transaction: the selected rows are locked in id order, the count must
 * still be the preview's (409 otherwise), the prices are written and one activity entry keeps every
 * old and new price.
 */
export async function applyBulkPrice(
  db: Db,
  input: BulkPriceApplyInput,
  actorId: number | null,
): Promise<BulkPriceApplyResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await markPriceChange(tx, 'bulk', actorId);
    if (input.target === 'list') return applyListChange(tx, input, actorId);
    const { lines, summary, dollarRate } = await computeChange(tx, input, true);
    if (lines.length !== input.expected_count) throw new AppError('conflict', BULK_PRICE_COUNT_CHANGED);
    if (lines.length === 0) throw fieldErrors({ selection: [BULK_PRICE_NOTHING_SELECTED] });
    await writePrices(tx, lines, 'new');
    const details: BulkPriceDetails = {
      selection: { ...input.selection },
      change: { ...input.change },
      dollar_rate: dollarRate,
      products: lines.map((line) => ({
        id: line.id,
        name: line.name,
        currency: line.currency,
        old_price: line.old_price,
        new_price: line.new_price,
        old_price_in_ars: line.old_price_in_ars,
        new_price_in_ars: line.new_price_in_ars,
        options: line.options.map((option) => ({
          id: option.id,
          kind: option.kind,
          old_price: option.old_price,
          new_price: option.new_price,
        })),
      })),
    };
    const activityId = await recordActivity(tx, {
      userId: actorId,
      action: BULK_PRICE_ACTIVITY_ACTION,
      entity: BULK_PRICE_ACTIVITY_ENTITY,
      summary,
      details,
    });
    return { count: lines.length, activity_id: activityId, summary };
  });
}

const UNDO_PRICE_CHANGED = 'Su precio cambió después del cambio masivo';
const UNDO_PRODUCT_GONE = 'El producto ya no existe';

/**
 * Restores the old prices of one applied change, in one transaction. A product whose price (or peso
 * price, or an option's price) is no longer the one the change left is skipped and reported. The
 * entry is marked undone so it cannot be undone twice (409).
 */
export async function undoBulkPrice(
  db: Db,
  activityId: number,
  actorId: number | null,
): Promise<BulkPriceUndoResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await markPriceChange(tx, 'bulk_undo', actorId);
    const entry = await lockActivityEntry(tx, activityId);
    if (!entry) throw notFound('La entrada de actividad no existe.');
    const parsed = BulkPriceDetailsSchema.safeParse(entry.details);
    if (
      entry.entity !== BULK_PRICE_ACTIVITY_ENTITY ||
      entry.action !== BULK_PRICE_ACTIVITY_ACTION ||
      !parsed.success
    )
      throw invalid(BULK_PRICE_NOT_BULK);
    const details = parsed.data;
    if (details.undone_at) throw new AppError('conflict', BULK_PRICE_ALREADY_UNDONE);

    const ids = [...new Set(details.products.map((line) => line.id))].sort((a, b) => a - b);
    const current = new Map(
      (ids.length
        ? await queryRows<{ id: number; price: Numeric; price_in_ars: Numeric | null }>(
            tx,
            sql`select id, price, price_in_ars from products where id in (${idList(ids)}) order by id for update`,
          )
        : []
      ).map((row) => [Number(row.id), row]),
    );
    const optionIds = details.products
      .flatMap((line) => line.options.map((option) => option.id))
      .sort((a, b) => a - b);
    const currentOptions = new Map(
      (optionIds.length
        ? await queryRows<{ id: number; price: Numeric | null; price_adjustment: Numeric }>(
            tx,
            sql`select id, price, price_adjustment from variant_options
              where id in (${idList(optionIds)}) order by id for update`,
          )
        : []
      ).map((row) => [Number(row.id), row]),
    );

    const same = (a: Numeric | null | undefined, b: number | null) =>
      (a == null || Number(a) <= 0 ? null : toCents(a)) === (b == null || b <= 0 ? null : toCents(b));
    const restore: BulkPriceLine[] = [];
    const skipped: BulkPriceSkipped[] = [];
    for (const line of details.products) {
      const row = current.get(line.id);
      if (!row) {
        skipped.push({ id: line.id, name: line.name, reason: UNDO_PRODUCT_GONE });
        continue;
      }
      // Entries written before decision 041 hold only absolute option prices (no kind).
      const options = line.options
        .filter((option) => currentOptions.has(option.id))
        .map((option) => ({ ...option, kind: option.kind ?? 'price', name: '' }));
      const optionUnchanged = (option: (typeof options)[number]) => {
        const current = currentOptions.get(option.id)!;
        return option.kind === 'price'
          ? same(current.price, option.new_price)
          : toCents(current.price_adjustment) === toCents(option.new_price);
      };
      const unchanged =
        same(row.price, line.new_price) &&
        (line.new_price_in_ars == null || same(row.price_in_ars, line.new_price_in_ars)) &&
        options.every(optionUnchanged);
      if (!unchanged) {
        skipped.push({ id: line.id, name: line.name, reason: UNDO_PRICE_CHANGED });
        continue;
      }
      restore.push({
        id: line.id,
        name: line.name,
        brand: null,
        sku: null,
        currency: 'ARS',
        old_price: line.old_price,
        new_price: line.new_price,
        old_price_in_ars: line.old_price_in_ars,
        new_price_in_ars: line.new_price_in_ars,
        has_variants: options.length > 0,
        options,
      });
    }
    await writePrices(tx, restore, 'old');

    const restored = `${restore.length} ${restore.length === 1 ? 'producto restaurado' : 'productos restaurados'}`;
    const left = skipped.length
      ? `, ${skipped.length} sin cambios porque su precio cambió o ya no existen`
      : '';
    const summary = `Cambio de precios deshecho (${entry.summary}): ${restored}${left}`;
    const undoId = await recordActivity(tx, {
      userId: actorId,
      action: BULK_PRICE_UNDO_ACTION,
      entity: BULK_PRICE_ACTIVITY_ENTITY,
      entityId: activityId,
      summary,
      details: {
        undo_of: activityId,
        restored: restore.map((line) => ({ id: line.id, name: line.name, price: line.old_price })),
        skipped,
      },
    });
    await updateActivityDetails(tx, activityId, {
      ...details,
      undone_at: new Date().toISOString(),
      undone_by: actorId,
      undo_activity_id: undoId,
    });
    return { restored: restore.length, skipped, activity_id: undoId, summary };
  });
}
