/**
 * Product import and export by SKU (DOMAIN.md "Import by SKU", decision 021). One function plans an
 * import (every row's outcome, changes and errors by column) for the dry run and for the apply, which
 * re-plans inside its transaction and writes the plan with batched statements.
 */
import type { ProductListQuery } from '@mayorista/shared/catalog';
import { QUANTITY_RULE_MAX, UNITS_PER_PACK_MAX } from '@mayorista/shared/price-lists';
import { type AdminQuantityBreak, MONEY_MAX, STOCK_MAX } from '@mayorista/shared/product-admin';
import {
  CELL_MESSAGES,
  type CellValue,
  IMPORT_MESSAGES,
  type ImportCellError,
  type ImportProgressLine,
  type ImportReport,
  type ImportResult,
  type ImportRow,
  type ImportSummary,
  type TransferColumn,
} from '@mayorista/shared/product-transfer';
import { SALE_UNITS, type SaleUnit } from '@mayorista/shared/sale-units';
import { DEFAULT_IVA_RATE } from '@mayorista/shared/tax-profile';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { type CategoryRef, listCategoryRefs } from '../categories/categories.service.ts';
import { markPriceChange } from '../pricing/price-history.service.ts';
import {
  priceListNames,
  quantityBreaksOf,
  quantityBreaksText,
  setQuantityBreaks,
} from '../pricing/quantity-breaks.service.ts';
import { productFilters } from '../storefront/storefront.service.ts';
import {
  type Cell,
  cellText,
  excerpt,
  type Parsed,
  parseCents,
  parseIvaRate,
  parseTiers,
  parseWhole,
  parseYesNo,
  type Sheet,
  type TransferRecord,
} from './product-transfer.parse.ts';

/** Serializes imports: two at once could both plan a create of one SKU. */
const IMPORT_LOCK = 830_002;
/** Rows per INSERT / UPDATE statement (10 parameters a row, far below PostgreSQL's 65,535). */
const BATCH = 500;
const LOOKUP_CHUNK = 1000;

type Numeric = string | number;
const toCents = (value: Numeric) => Math.round(Number(value) * 100);
const centsOrNull = (value: Numeric | null) => (value == null ? null : toCents(value));
/** A stored price_in_ars counts only above 0 (DOMAIN price rule): 0 or null is "no fixed peso price". */
const fixedPriceCents = (value: Numeric | null) =>
  value == null || Number(value) <= 0 ? null : toCents(value);
const amountOf = (cents: number | null) => (cents == null ? null : cents / 100);
const moneyParam = (cents: number | null) => (cents == null ? null : (cents / 100).toFixed(2));

const normalize = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

const list = (values: (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

// ---- Categories as paths ('Padre > Hijo') ----

type CategoryIndex = {
  pathOf: (id: number | null) => string | null;
  find: (text: string) => { id: number } | { error: string };
};

function categoryIndex(refs: CategoryRef[]): CategoryIndex {
  const byId = new Map(refs.map((ref) => [ref.id, ref]));
  const paths = new Map<number, string>();
  const pathOf = (id: number | null): string | null => {
    if (id == null) return null;
    const known = paths.get(id);
    if (known !== undefined) return known;
    const names: string[] = [];
    for (let ref = byId.get(id), depth = 0; ref && depth < 10; ref = byId.get(ref.parent ?? -1), depth++)
      names.unshift(ref.name);
    const path = names.join(' > ');
    paths.set(id, path);
    return path;
  };
  const byPath = new Map<string, number[]>();
  const byName = new Map<string, number[]>();
  for (const ref of refs) {
    const pathKey = pathOf(ref.id)!.split(' > ').map(normalize).join('>');
    byPath.set(pathKey, [...(byPath.get(pathKey) ?? []), ref.id]);
    const nameKey = normalize(ref.name);
    byName.set(nameKey, [...(byName.get(nameKey) ?? []), ref.id]);
  }
  const find = (text: string) => {
    const segments = text.split('>').map(normalize);
    const ids = segments.length > 1 ? byPath.get(segments.join('>')) : byName.get(segments[0]);
    if (!ids?.length) return { error: CELL_MESSAGES.categoryUnknown(excerpt(text)) };
    if (ids.length > 1) return { error: CELL_MESSAGES.categoryAmbiguous(excerpt(text)) };
    return { id: ids[0] };
  };
  return { pathOf, find };
}

// ---- Planning ----

type Existing = {
  id: number;
  name: string;
  brandName: string | null;
  categoryId: number | null;
  price: number;
  priceInArs: number | null;
  costPrice: number | null;
  currency: string;
  discount: number;
  stock: number;
  isAvailable: boolean;
  hasVariants: boolean;
  saleUnit: SaleUnit;
  unitsPerPack: number;
  minQuantity: number;
  quantityStep: number;
  ivaRate: number;
  tiers: AdminQuantityBreak[];
};

/**
 * What a row asks the product to be: the fields of an existing product it can set (amounts in cents;
 * `priceInArs` the fixed peso price, null when none), named by its SKU.
 */
type Target = Omit<Existing, 'id' | 'hasVariants'> & { sku: string };

export type ImportPlan = ImportReport & {
  creates: Target[];
  updates: (Target & { id: number })[];
};

async function findExisting(db: Db, skus: string[], lock: boolean): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (const part of chunks(skus, LOOKUP_CHUNK)) {
    const rows = await queryRows<{
      id: number;
      sku: string;
      name: string;
      brand_name: string | null;
      category_id: number | null;
      price: Numeric;
      price_in_ars: Numeric | null;
      cost_price: Numeric | null;
      currency: string;
      discount: Numeric;
      stock: number;
      is_available: boolean;
      has_variants: boolean;
      sale_unit: SaleUnit;
      units_per_pack: number;
      min_quantity: number;
      quantity_step: number;
      iva_rate: Numeric;
    }>(
      db,
      sql`select p.id, p.sku, p.name, b.name as brand_name, p.category_id, p.price, p.price_in_ars, p.cost_price, p.currency,
        p.discount, p.stock, p.is_available, p.has_variants, p.sale_unit, p.units_per_pack, p.min_quantity,
        p.quantity_step, p.iva_rate
      from products p left join brands b on b.id = p.brand_id
      where p.sku in (${list(part)}) ${lock ? sql`for update of p` : sql``}`,
    );
    const tiers = await quantityBreaksOf(
      db,
      rows.map((row) => Number(row.id)),
    );
    for (const row of rows)
      found.set(row.sku, {
        id: Number(row.id),
        name: row.name,
        brandName: row.brand_name,
        categoryId: row.category_id == null ? null : Number(row.category_id),
        price: toCents(row.price),
        priceInArs: fixedPriceCents(row.price_in_ars),
        costPrice: centsOrNull(row.cost_price),
        currency: row.currency,
        discount: toCents(row.discount),
        stock: Number(row.stock),
        isAvailable: row.is_available,
        hasVariants: row.has_variants,
        saleUnit: row.sale_unit,
        unitsPerPack: Number(row.units_per_pack),
        minQuantity: Number(row.min_quantity),
        quantityStep: Number(row.quantity_step),
        ivaRate: Number(row.iva_rate),
        tiers: tiers.get(Number(row.id)) ?? [],
      });
  }
  return found;
}

type OptionRef = { id: number; productId: number; sku: string | null; name: string };

/** The variant options of `productIds`: tiers name them by SKU (else by name) in the file. */
async function optionsOf(db: Db, productIds: number[]): Promise<OptionRef[]> {
  const found: OptionRef[] = [];
  for (const part of chunks(productIds, LOOKUP_CHUNK)) {
    const rows = await queryRows<{ id: number; product_id: number; sku: string | null; name: string }>(
      db,
      sql`select vo.id, pv.product_id, vo.sku, vo.name from variant_options vo
        join product_variants pv on pv.id = vo.variant_id where pv.product_id in (${list(part)})`,
    );
    for (const row of rows)
      found.push({ id: Number(row.id), productId: Number(row.product_id), sku: row.sku, name: row.name });
  }
  return found;
}

/** Tiers in the file's words: options by SKU (else name), lists by name (decision 052). */
type TierWords = {
  text: (tiers: AdminQuantityBreak[]) => string;
  optionId: (productId: number | null, label: string) => number | null;
  listId: (name: string) => number | null;
};

async function tierWords(db: Db, productIds: number[]): Promise<TierWords> {
  const lists = await priceListNames(db);
  const options = productIds.length ? await optionsOf(db, productIds) : [];
  const labelOf = new Map(options.map((option) => [option.id, option.sku ?? option.name]));
  const listIds = new Map([...lists].map(([id, name]) => [name.toLowerCase(), id]));
  return {
    text: (tiers) => quantityBreaksText(tiers, (id) => labelOf.get(id) ?? String(id), lists),
    optionId: (productId, label) => {
      const own = options.filter((option) => option.productId === productId);
      const bySku = own.find((option) => option.sku === label);
      const byName = own.filter((option) => option.name.toLowerCase() === label.toLowerCase());
      return bySku?.id ?? (byName.length === 1 ? byName[0].id : null);
    },
    listId: (name) => listIds.get(name.toLowerCase()) ?? null,
  };
}

/** Variant option SKUs among `skus`, with the name of their product. */
async function findOptionSkus(db: Db, skus: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const part of chunks(skus, LOOKUP_CHUNK)) {
    const rows = await queryRows<{ sku: string; name: string }>(
      db,
      sql`select vo.sku, p.name from variant_options vo
        join product_variants pv on pv.id = vo.variant_id join products p on p.id = pv.product_id
      where vo.sku in (${list(part)})`,
    );
    for (const row of rows) found.set(row.sku, row.name);
  }
  return found;
}

async function brandsByName(db: Db): Promise<Map<string, { id: number; name: string }>> {
  const rows = await queryRows<{ id: number; name: string }>(db, sql`select id, name from brands`);
  return new Map(rows.map((row) => [row.name.toLowerCase(), { id: Number(row.id), name: row.name }]));
}

const CELL_PROBLEM: Record<string, string> = {
  amount: CELL_MESSAGES.amount,
  decimals: CELL_MESSAGES.decimals,
  stock: CELL_MESSAGES.stock,
  available: CELL_MESSAGES.available,
  wholeFromOne: CELL_MESSAGES.wholeFromOne,
};

/**
 * Every row's outcome: create (unknown SKU), update (a column differs), unchanged, or error (each
 * cell's problem by column). A column missing from the file is not touched; an empty cell keeps the
 * value, except marca and precio_costo, where it means none (decision 021).
 */
export async function planImport(
  db: Db,
  sheet: Sheet,
  options: { lock?: boolean } = {},
): Promise<ImportPlan> {
  const skus = [...new Set(sheet.rows.map((row) => cellText(row.cells.sku ?? null)).filter(Boolean))].filter(
    (sku) => sku.length <= 64,
  );
  // One after another: inside the apply's transaction they share one connection.
  const existing = await findExisting(db, skus, options.lock ?? false);
  const optionSkus = await findOptionSkus(db, skus);
  const brands = await brandsByName(db);
  const words = await tierWords(
    db,
    [...existing.values()].map((product) => product.id),
  );
  const categoryRefs = await listCategoryRefs(db);
  const categories = categoryIndex(categoryRefs);
  const present = new Set(sheet.columns);
  const firstRowOf = new Map<string, number>();
  const newBrands = new Map<string, string>();
  const rows: ImportRow[] = [];
  const creates: Target[] = [];
  const updates: (Target & { id: number })[] = [];
  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, error: 0 };

  for (const { row, cells } of sheet.rows) {
    const errors: ImportCellError[] = [];
    const fail = (column: TransferColumn, message: string) => errors.push({ column, message });
    /** The cell of a column the file has, or undefined when the column is absent or the cell empty. */
    const given = (column: TransferColumn): Cell | undefined =>
      present.has(column) && cells[column] != null ? cells[column] : undefined;
    const parsed = <T>(column: TransferColumn, result: Parsed<T>, fallback: T): T => {
      if (result.ok) return result.value;
      fail(column, CELL_PROBLEM[result.message] ?? result.message);
      return fallback;
    };
    const text = (column: TransferColumn, max: number): string | undefined => {
      const cell = given(column);
      if (cell === undefined) return undefined;
      const value = cellText(cell);
      if (value.length > max) fail(column, CELL_MESSAGES.tooLong(max));
      return value;
    };

    const sku = cellText(cells.sku ?? null);
    if (!sku) fail('sku', CELL_MESSAGES.required);
    else if (sku.length > 64) fail('sku', CELL_MESSAGES.tooLong(64));
    else if (firstRowOf.has(sku)) fail('sku', CELL_MESSAGES.skuRepeated(firstRowOf.get(sku)!));
    else if (optionSkus.has(sku) && !existing.has(sku))
      fail('sku', CELL_MESSAGES.skuOfOption(optionSkus.get(sku)!));
    if (sku && !firstRowOf.has(sku)) firstRowOf.set(sku, row);
    const before = sku ? existing.get(sku) : undefined;
    const isNew = !before;

    const name = text('nombre', 200) ?? before?.name;
    if (!name && isNew) fail('nombre', CELL_MESSAGES.requiredForNew);

    let brandName = before?.brandName ?? null;
    if (present.has('marca')) {
      const typed = text('marca', 100);
      if (!typed) brandName = null;
      else {
        const known = brands.get(typed.toLowerCase());
        if (known) brandName = known.name;
        else {
          const key = typed.toLowerCase();
          if (!newBrands.has(key)) newBrands.set(key, typed);
          brandName = newBrands.get(key)!;
        }
      }
    }

    let categoryId = before?.categoryId ?? null;
    const categoryCell = given('categoria');
    if (categoryCell !== undefined) {
      const found = categories.find(cellText(categoryCell));
      if ('error' in found) fail('categoria', found.error);
      else categoryId = found.id;
    } else if (isNew) fail('categoria', CELL_MESSAGES.requiredForNew);

    const amount = (column: 'precio' | 'precio_ars' | 'precio_costo', fallback: number | null) => {
      const cell = given(column);
      if (cell === undefined) return fallback;
      const cents = parsed(column, parseCents(cell), fallback);
      if (cents != null && cents > MONEY_MAX * 100) {
        fail(column, CELL_MESSAGES.tooLarge);
        return fallback;
      }
      return cents;
    };
    const price = amount('precio', before?.price ?? null);
    if (price == null && isNew && given('precio') === undefined) fail('precio', CELL_MESSAGES.requiredForNew);
    const costPrice = present.has('precio_costo')
      ? amount('precio_costo', null)
      : (before?.costPrice ?? null);
    // Like precio_costo: an empty cell clears the fixed peso price, a missing column keeps it.
    const fixedInArs = present.has('precio_ars') ? amount('precio_ars', null) : (before?.priceInArs ?? null);
    const priceInArs = fixedInArs === 0 ? null : fixedInArs;

    let currency = before?.currency ?? 'ARS';
    const currencyCell = given('moneda');
    if (currencyCell !== undefined) {
      const value = cellText(currencyCell).toUpperCase();
      if (value === 'ARS' || value === 'USD') currency = value;
      else fail('moneda', CELL_MESSAGES.currency);
    }

    let discount = before?.discount ?? 0;
    const discountCell = given('descuento');
    if (discountCell !== undefined) {
      const result = parseCents(discountCell);
      if (result.ok && result.value <= 10_000) discount = result.value;
      else
        fail(
          'descuento',
          result.ok || result.message === 'amount' ? CELL_MESSAGES.discount : CELL_MESSAGES.decimals,
        );
    }

    let ivaRate = before?.ivaRate ?? DEFAULT_IVA_RATE;
    const ivaCell = given('iva');
    if (ivaCell !== undefined) ivaRate = parsed('iva', parseIvaRate(ivaCell), ivaRate);

    let stock = before?.stock ?? 0;
    const stockCell = given('stock');
    if (stockCell !== undefined) {
      if (before?.hasVariants) fail('stock', CELL_MESSAGES.stockWithVariants);
      else {
        const value = parsed('stock', parseWhole(stockCell), stock);
        if (value > STOCK_MAX) fail('stock', CELL_MESSAGES.stock);
        else stock = value;
      }
    }

    let isAvailable = before?.isAvailable ?? true;
    const availableCell = given('disponible');
    if (availableCell !== undefined)
      isAvailable = parsed('disponible', parseYesNo(availableCell), isAvailable);

    let saleUnit: SaleUnit = before?.saleUnit ?? 'unidad';
    const saleUnitCell = given('unidad_venta');
    if (saleUnitCell !== undefined) {
      const value = normalize(cellText(saleUnitCell));
      if ((SALE_UNITS as readonly string[]).includes(value)) saleUnit = value as SaleUnit;
      else fail('unidad_venta', CELL_MESSAGES.saleUnit);
    }
    const whole = (column: TransferColumn, fallback: number, max: number) => {
      const cell = given(column);
      if (cell === undefined) return fallback;
      const result = parseWhole(cell);
      if (result.ok && result.value >= 1 && result.value <= max) return result.value;
      fail(column, CELL_MESSAGES.wholeFromOne);
      return fallback;
    };
    const unitsPerPack = whole('unidades_por_envase', before?.unitsPerPack ?? 1, UNITS_PER_PACK_MAX);
    const minQuantity = whole('cantidad_minima', before?.minQuantity ?? 1, QUANTITY_RULE_MAX);
    const quantityStep = whole('multiplo_venta', before?.quantityStep ?? 1, QUANTITY_RULE_MAX);
    if (minQuantity % quantityStep !== 0) fail('cantidad_minima', CELL_MESSAGES.minNotMultiple);

    let tiers = before?.tiers ?? [];
    // Like marca: an empty cell removes the tiers, a missing column keeps them.
    if (present.has('escalones')) {
      const result = parseTiers(cells.escalones ?? null, {
        optionId: (label) => words.optionId(before?.id ?? null, label),
        listId: words.listId,
      });
      if (result.ok) tiers = result.value;
      else fail('escalones', result.message);
    }

    if (errors.length) {
      summary.error++;
      rows.push({ row, sku: excerpt(sku), outcome: 'error', changes: {}, errors });
      continue;
    }
    const target: Target = {
      sku,
      name: name!,
      brandName,
      categoryId,
      price: price!,
      priceInArs,
      costPrice,
      currency,
      discount,
      ivaRate,
      stock,
      isAvailable,
      saleUnit,
      unitsPerPack,
      minQuantity,
      quantityStep,
      tiers,
    };
    const changes = describeChanges(before, target, categories, words);
    if (!before) {
      summary.create++;
      creates.push(target);
      rows.push({ row, sku, outcome: 'create', changes, errors: [] });
    } else if (Object.keys(changes).length) {
      summary.update++;
      updates.push({ ...target, id: before.id });
      rows.push({ row, sku, outcome: 'update', changes, errors: [] });
    } else {
      summary.unchanged++;
      rows.push({ row, sku, outcome: 'unchanged', changes, errors: [] });
    }
  }
  // Brands only rows without errors would create are reported (and created).
  const used = new Set([...creates, ...updates].map((target) => target.brandName?.toLowerCase()));
  return {
    summary,
    new_brands: [...newBrands.entries()].filter(([key]) => used.has(key)).map(([, name]) => name),
    ignored_columns: sheet.ignoredColumns,
    rows,
    creates,
    updates,
  };
}

/** Column → [current, new] for the values that differ (all values, current null, for a new product). */
function describeChanges(
  before: Existing | undefined,
  target: Target,
  categories: CategoryIndex,
  words: TierWords,
): Record<string, [CellValue, CellValue]> {
  const changes: Record<string, [CellValue, CellValue]> = {};
  const compare = (column: TransferColumn, old: CellValue, next: CellValue) => {
    if (!before) {
      if (next !== null) changes[column] = [null, next];
    } else if (old !== next) changes[column] = [old, next];
  };
  compare('nombre', before?.name ?? null, target.name);
  compare('marca', before?.brandName ?? null, target.brandName);
  compare('categoria', categories.pathOf(before?.categoryId ?? null), categories.pathOf(target.categoryId));
  compare('precio', amountOf(before?.price ?? null), amountOf(target.price));
  compare('precio_ars', amountOf(before?.priceInArs ?? null), amountOf(target.priceInArs));
  compare('precio_costo', amountOf(before?.costPrice ?? null), amountOf(target.costPrice));
  compare('moneda', before?.currency ?? null, target.currency);
  compare('descuento', amountOf(before?.discount ?? null), amountOf(target.discount));
  compare('iva', before?.ivaRate ?? null, target.ivaRate);
  if (!before?.hasVariants) compare('stock', before?.stock ?? null, target.stock);
  compare('disponible', before?.isAvailable ?? null, target.isAvailable);
  compare('unidad_venta', before?.saleUnit ?? null, target.saleUnit);
  compare('unidades_por_envase', before?.unitsPerPack ?? null, target.unitsPerPack);
  compare('cantidad_minima', before?.minQuantity ?? null, target.minQuantity);
  compare('multiplo_venta', before?.quantityStep ?? null, target.quantityStep);
  const tiersOf = (tiers: AdminQuantityBreak[] | undefined) => (tiers?.length ? words.text(tiers) : null);
  compare('escalones', tiersOf(before?.tiers), tiersOf(target.tiers));
  return changes;
}

/** The dry run: the plan without the rows to write. */
export async function dryRunImport(db: Db, sheet: Sheet): Promise<ImportReport> {
  const { creates: _creates, updates: _updates, ...report } = await planImport(db, sheet);
  return report;
}

// ---- Applying ----

export type ApplyOptions = {
  actorId: number;
  fileName: string;
  onProgress?: (line: ImportProgressLine) => void;
};

/**
 * Applies the file in one transaction: re-plans it with the matched products locked, refuses it
 * (400) when a row has an error, then creates the missing brands and writes the products in batches
 * of BATCH rows, reporting progress after each; one activity entry with the counts.
 */
export async function applyImport(db: Db, sheet: Sheet, options: ApplyOptions): Promise<ImportResult> {
  try {
    return await writeImport(db, sheet, options);
  } catch (error) {
    // A SKU saved by the product form between the plan and the write (the unique index stops it).
    if (isUniqueViolation(error)) throw new AppError('conflict', IMPORT_MESSAGES.skuTakenMeanwhile);
    throw error;
  }
}

async function writeImport(db: Db, sheet: Sheet, options: ApplyOptions): Promise<ImportResult> {
  const progress = options.onProgress ?? (() => {});
  const total = sheet.rows.length;
  progress({ phase: 'validating', done: 0, total });
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    await markPriceChange(tx, 'import', options.actorId);
    const plan = await planImport(tx, sheet, { lock: true });
    if (plan.summary.error > 0) throw new AppError('invalid', IMPORT_MESSAGES.hasErrors(plan.summary.error));
    progress({ phase: 'validating', done: total, total });

    const brandIds = new Map(
      [...(await brandsByName(tx)).entries()].map(([key, brand]) => [key, brand.id] as const),
    );
    if (plan.new_brands.length) {
      const created = await queryRows<{ id: number; name: string }>(
        tx,
        sql`insert into brands (name) values ${sql.join(
          plan.new_brands.map((name) => sql`(${name})`),
          sql`, `,
        )} returning id, name`,
      );
      for (const brand of created) brandIds.set(brand.name.toLowerCase(), Number(brand.id));
    }
    const brandId = (target: Target) =>
      target.brandName == null ? null : (brandIds.get(target.brandName.toLowerCase()) ?? null);

    const writes = plan.creates.length + plan.updates.length;
    let done = 0;
    progress({ phase: 'writing', done, total: writes });
    const createdIds = new Map<string, number>();
    for (const batch of chunks(plan.creates, BATCH)) {
      const created = await queryRows<{ id: number; sku: string }>(
        tx,
        sql`insert into products
        (sku, name, brand_id, category_id, price, price_in_ars, cost_price, currency, discount, stock, is_available,
          sale_unit, units_per_pack, min_quantity, quantity_step, iva_rate)
        values ${sql.join(
          batch.map((target) => targetValues(target, brandId(target))),
          sql`, `,
        )} returning id, sku`,
      );
      for (const row of created) createdIds.set(row.sku, Number(row.id));
      done += batch.length;
      progress({ phase: 'writing', done, total: writes });
    }
    for (const batch of chunks(plan.updates, BATCH)) {
      await tx.execute(sql`update products p set name = v.name, brand_id = v.brand_id,
          category_id = v.category_id, price = v.price, price_in_ars = v.price_in_ars,
          cost_price = v.cost_price, currency = v.currency,
          discount = v.discount, stock = v.stock, is_available = v.is_available, sale_unit = v.sale_unit,
          units_per_pack = v.units_per_pack, min_quantity = v.min_quantity, quantity_step = v.quantity_step,
          iva_rate = v.iva_rate, updated_at = now()
        from (values ${sql.join(
          batch.map((target) => sql`(${target.id}::int, ${targetValues(target, brandId(target), false)})`),
          sql`, `,
        )}) as v(id, sku, name, brand_id, category_id, price, price_in_ars, cost_price, currency, discount, stock,
          is_available, sale_unit, units_per_pack, min_quantity, quantity_step, iva_rate)
        where p.id = v.id`);
      done += batch.length;
      progress({ phase: 'writing', done, total: writes });
    }
    if (sheet.columns.includes('escalones'))
      await setQuantityBreaks(
        tx,
        [
          ...plan.creates.map((target) => ({ productId: createdIds.get(target.sku)!, tiers: target.tiers })),
          ...plan.updates.map((target) => ({ productId: target.id, tiers: target.tiers })),
        ],
        'escalones',
      );

    const result: ImportResult = {
      summary: plan.summary,
      new_brands: plan.new_brands,
      ignored_columns: plan.ignored_columns,
    };
    await recordActivity(tx, {
      userId: options.actorId,
      action: 'import',
      entity: 'product',
      summary: importSummaryText(options.fileName, result),
      details: { file: options.fileName, ...result },
    });
    return result;
  });
}

/** One row of VALUES, every value cast so PostgreSQL knows the types of a VALUES list. */
function targetValues(target: Target, brandId: number | null, parens = true): SQL {
  const values = sql`${target.sku}::varchar, ${target.name}::varchar, ${brandId}::int, ${target.categoryId}::int,
    ${moneyParam(target.price)}::numeric, ${moneyParam(target.priceInArs)}::numeric,
    ${moneyParam(target.costPrice)}::numeric, ${target.currency}::varchar,
    ${moneyParam(target.discount)}::numeric, ${target.stock}::int, ${target.isAvailable}::boolean,
    ${target.saleUnit}::varchar, ${target.unitsPerPack}::int, ${target.minQuantity}::int, ${target.quantityStep}::int,
    ${target.ivaRate}::numeric`;
  return parens ? sql`(${values})` : values;
}

export function importSummaryText(fileName: string, result: ImportResult): string {
  const { create, update, unchanged } = result.summary;
  const brands = result.new_brands.length ? `; marcas nuevas: ${result.new_brands.join(', ')}` : '';
  return `Importación de productos (${fileName}): ${create} creados, ${update} modificados, ${unchanged} sin cambios${brands}`;
}

// ---- Export ----

/**
 * The products the staff list shows with the same filters (productFilters), in the inventory's
 * order, as records of the file's columns. Products without a SKU cannot be imported back by SKU,
 * so they are left out and counted.
 */
export async function exportProducts(
  db: Db,
  query: ProductListQuery,
  viewer: Viewer,
): Promise<{ records: TransferRecord[]; withoutSku: number }> {
  const [{ where }, refs] = await Promise.all([productFilters(db, query, viewer), listCategoryRefs(db)]);
  const categories = categoryIndex(refs);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const rows = await queryRows<{
    id: number;
    sku: string | null;
    name: string;
    brand_name: string | null;
    category_id: number | null;
    price: Numeric;
    price_in_ars: Numeric | null;
    cost_price: Numeric | null;
    currency: string;
    discount: Numeric;
    stock: number;
    has_variants: boolean;
    is_available: boolean;
    sale_unit: string;
    units_per_pack: number;
    min_quantity: number;
    quantity_step: number;
    iva_rate: Numeric;
  }>(
    db,
    sql`select p.id, p.sku, p.name, b.name as brand_name, p.category_id, p.price, p.price_in_ars, p.cost_price,
      p.currency, p.discount, p.stock, p.has_variants, p.is_available, p.sale_unit, p.units_per_pack,
      p.min_quantity, p.quantity_step, p.iva_rate
    from products p left join brands b on b.id = p.brand_id ${whereSql}
    order by p."order", p.id desc`,
  );
  const tiers = await quantityBreaksOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  const withOptionTiers = [...tiers].filter(([, list]) => list.some((tier) => tier.option != null));
  const words = await tierWords(
    db,
    withOptionTiers.map(([id]) => id),
  );
  const records: TransferRecord[] = [];
  let withoutSku = 0;
  for (const row of rows) {
    if (!row.sku?.trim()) {
      withoutSku++;
      continue;
    }
    records.push({
      sku: row.sku,
      nombre: row.name,
      marca: row.brand_name,
      categoria: categories.pathOf(row.category_id == null ? null : Number(row.category_id)),
      precio: toCents(row.price),
      precio_ars: fixedPriceCents(row.price_in_ars),
      precio_costo: centsOrNull(row.cost_price),
      moneda: row.currency,
      descuento: toCents(row.discount),
      iva: Number(row.iva_rate),
      stock: row.has_variants ? null : Number(row.stock),
      disponible: row.is_available,
      unidad_venta: row.sale_unit,
      unidades_por_envase: Number(row.units_per_pack),
      cantidad_minima: Number(row.min_quantity),
      multiplo_venta: Number(row.quantity_step),
      escalones: words.text(tiers.get(Number(row.id)) ?? []),
    });
  }
  return { records, withoutSku };
}
