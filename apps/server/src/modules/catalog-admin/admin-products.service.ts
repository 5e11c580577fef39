/**
 * Product writes of the back office (backoffice §2.1, §7): create, partial update and delete, with
 * variant groups and options, generated SKUs (decision 017) and an activity entry for each write.
 */
import type { ActivityAction } from '@mayorista/shared/activity';
import { PRICE_LIST_MESSAGES, type QuantityBreakInput } from '@mayorista/shared/price-lists';
import {
  type AdminProduct,
  type AdminQuantityBreak,
  generateSku,
  PRODUCT_MESSAGES,
  type ProductCreate,
  type ProductUpdate,
  type VariantInput,
  variantStock,
} from '@mayorista/shared/product-admin';
import { QUANTITY_MESSAGES } from '@mayorista/shared/sale-units';
import { and, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, products, productVariants, variantOptions } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { sanitizeDescription } from '../../lib/description.ts';
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { markPriceChange } from '../pricing/price-history.service.ts';
import {
  priceListNames,
  productQuantityBreaks,
  quantityBreaksText,
  setQuantityBreaks,
  toQuantityBreak,
} from '../pricing/quantity-breaks.service.ts';
import { getProduct } from '../storefront/storefront.service.ts';

type ProductRow = typeof products.$inferSelect;
type ProductValues = Partial<typeof products.$inferInsert>;

const SKU_ATTEMPTS = 5;

/** The product as staff see it: unavailable ones too, cost prices, the sync flag, units and every tier. */
export async function getAdminProduct(db: Db, id: number, viewer: Viewer): Promise<AdminProduct> {
  const product = await getProduct(db, id, viewer);
  const [units] = await db
    .select({
      saleUnit: products.saleUnit,
      unitsPerPack: products.unitsPerPack,
      minQuantity: products.minQuantity,
      quantityStep: products.quantityStep,
      ivaRate: products.ivaRate,
    })
    .from(products)
    .where(eq(products.id, id));
  return {
    ...product,
    is_own_product: product.is_own_product ?? true,
    sync_with_external: product.sync_with_external ?? false,
    sale_unit: units.saleUnit,
    units_per_pack: units.unitsPerPack,
    min_quantity: units.minQuantity,
    quantity_step: units.quantityStep,
    iva_rate: units.ivaRate,
    quantity_breaks: await productQuantityBreaks(db, id),
  };
}

/** The columns a body sets (only the fields it holds); variants, SKU and stock are settled apart. */
function toValues(input: ProductUpdate): ProductValues {
  const values: ProductValues = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = sanitizeDescription(input.description);
  if (input.volume !== undefined) values.volume = input.volume;
  if (input.dimensions !== undefined) values.dimensions = input.dimensions;
  if (input.features !== undefined) values.features = input.features;
  if (input.image !== undefined) values.image = input.image;
  if (input.image_2 !== undefined) values.image2 = input.image_2;
  if (input.brand !== undefined) values.brandId = input.brand;
  if (input.category !== undefined) values.categoryId = input.category;
  if (input.price !== undefined) values.price = input.price;
  if (input.price_in_ars !== undefined) values.priceInArs = input.price_in_ars;
  if (input.cost_price !== undefined) values.costPrice = input.cost_price;
  if (input.currency !== undefined) values.currency = input.currency;
  if (input.discount !== undefined) values.discount = input.discount;
  if (input.discount_sparta !== undefined) values.discountSparta = input.discount_sparta;
  if (input.stock !== undefined) values.stock = input.stock;
  if (input.order !== undefined) values.order = input.order;
  if (input.is_available !== undefined) values.isAvailable = input.is_available;
  if (input.is_available_sparta !== undefined) values.isAvailableSparta = input.is_available_sparta;
  if (input.is_available_marVerde !== undefined) values.isAvailableMarVerde = input.is_available_marVerde;
  if (input.is_own_product !== undefined) values.isOwnProduct = input.is_own_product;
  if (input.sync_with_external !== undefined) values.syncWithExternal = input.sync_with_external;
  if (input.sale_unit !== undefined) values.saleUnit = input.sale_unit;
  if (input.units_per_pack !== undefined) values.unitsPerPack = input.units_per_pack;
  if (input.min_quantity !== undefined) values.minQuantity = input.min_quantity;
  if (input.quantity_step !== undefined) values.quantityStep = input.quantity_step;
  if (input.iva_rate !== undefined) values.ivaRate = input.iva_rate;
  return values;
}

/** The minimum must be a multiple of the step (decision 052); the body's value, else the stored one. */
function checkQuantityRule(minQuantity: number, quantityStep: number): void {
  if (minQuantity % quantityStep !== 0)
    throw fieldErrors({ min_quantity: [QUANTITY_MESSAGES.minNotMultiple] });
}

/** A tier may name only an option of this product (400 on quantity_breaks). */
async function checkTierOptions(db: Db, productId: number, tiers: QuantityBreakInput[]): Promise<void> {
  const ids = [...new Set(tiers.flatMap((tier) => (tier.option == null ? [] : [tier.option])))];
  if (ids.length === 0) return;
  const own = await db
    .select({ id: variantOptions.id })
    .from(variantOptions)
    .innerJoin(productVariants, eq(productVariants.id, variantOptions.variantId))
    .where(and(eq(productVariants.productId, productId), inArray(variantOptions.id, ids)));
  const known = new Set(own.map((row) => row.id));
  const foreign = ids.find((id) => !known.has(id));
  if (foreign !== undefined)
    throw fieldErrors({ quantity_breaks: [PRICE_LIST_MESSAGES.optionNotFound(foreign)] });
}

type TierState = { tiers: AdminQuantityBreak[]; labels: Map<number, string> };

/** The product's tiers and the names of its options (SKU, else name), to write them in the log. */
async function tierState(db: Db, productId: number): Promise<TierState> {
  const tiers = await productQuantityBreaks(db, productId);
  const options = tiers.some((tier) => tier.option != null) ? await optionSnapshots(db, productId) : [];
  return { tiers, labels: new Map(options.map((option) => [option.id, option.sku ?? option.name])) };
}

/** Tiers as the log writes them: '12:5;24:8#SKU-OPCION@Kiosco', 'ninguno' when none. */
const tiersLine = (state: TierState, lists: ReadonlyMap<number, string>) =>
  state.tiers.length
    ? quantityBreaksText(state.tiers, (id) => state.labels.get(id) ?? `opción ${id}`, lists)
    : 'ninguno';

/** 'escalones: 12:5 → 12:5;24:8@Kiosco' when the tiers changed. */
async function tierChanges(db: Db, before: TierState, after: TierState): Promise<Change[]> {
  if (JSON.stringify(before.tiers) === JSON.stringify(after.tiers)) return [];
  const lists = await priceListNames(db);
  return [{ kind: 'price', text: `escalones: ${tiersLine(before, lists)} → ${tiersLine(after, lists)}` }];
}

/** Checks the tiers' options and lists, then replaces every tier of the product. */
async function writeTiers(db: Db, productId: number, tiers: QuantityBreakInput[]): Promise<void> {
  await checkTierOptions(db, productId, tiers);
  await setQuantityBreaks(db, [{ productId, tiers: tiers.map(toQuantityBreak) }]);
}

async function checkReferences(db: Db, input: ProductUpdate): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.category != null) {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.category));
    if (!row) errors.category = [PRODUCT_MESSAGES.categoryNotFound];
  }
  if (input.brand != null) {
    const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand));
    if (!row) errors.brand = [PRODUCT_MESSAGES.brandNotFound];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

async function brandNameOf(db: Db, id: number | null | undefined): Promise<string | null> {
  if (id == null) return null;
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
  return brand?.name ?? null;
}

/** SKUs taken by other products, or by options of other products. */
async function takenSkus(db: Db, skus: string[], productId: number | null): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const otherProducts = productId == null ? undefined : ne(products.id, productId);
  const [productRows, optionRows] = await Promise.all([
    db
      .select({ sku: products.sku })
      .from(products)
      .where(and(inArray(products.sku, skus), otherProducts)),
    db
      .select({ sku: variantOptions.sku })
      .from(variantOptions)
      .innerJoin(productVariants, eq(productVariants.id, variantOptions.variantId))
      .where(
        and(
          inArray(variantOptions.sku, skus),
          productId == null ? undefined : ne(productVariants.productId, productId),
        ),
      ),
  ]);
  return new Set([...productRows, ...optionRows].map((row) => row.sku!));
}

/** Refuses a SKU repeated in the body or used elsewhere (400 on the field that holds it). */
async function checkSkus(
  db: Db,
  productSku: string | null,
  groups: VariantInput[],
  productId: number | null,
) {
  const entries: { sku: string; field: string }[] = [];
  if (productSku) entries.push({ sku: productSku, field: 'sku' });
  for (const group of groups)
    for (const option of group.options) if (option.sku) entries.push({ sku: option.sku, field: 'variants' });
  const seen = new Set<string>();
  for (const { sku, field } of entries) {
    if (seen.has(sku)) throw fieldErrors({ [field]: [PRODUCT_MESSAGES.skuRepeated(sku)] });
    seen.add(sku);
  }
  const taken = await takenSkus(
    db,
    entries.map((entry) => entry.sku),
    productId,
  );
  const clash = entries.find((entry) => taken.has(entry.sku));
  if (clash) throw fieldErrors({ [clash.field]: [PRODUCT_MESSAGES.skuTaken(clash.sku)] });
}

/** The option SKUs typed in the body: a generated SKU must not take one of them either. */
const typedSkus = (groups: VariantInput[]) =>
  groups.flatMap((group) => group.options.flatMap((option) => (option.sku ? [option.sku] : [])));

/** A generated SKU free in the database and in `reserved`; 409 'Error al generar el SKU único' when none is. */
async function freeSku(db: Db, parts: (string | null)[], reserved: Set<string>): Promise<string> {
  for (let attempt = 0; attempt < SKU_ATTEMPTS; attempt++) {
    const candidate = generateSku(parts);
    if (reserved.has(candidate)) continue;
    if ((await takenSkus(db, [candidate], null)).size === 0) {
      reserved.add(candidate);
      return candidate;
    }
  }
  throw new AppError('conflict', PRODUCT_MESSAGES.skuGenerationFailed);
}

/** Fills every empty SKU of the groups (option SKUs: letters of the product's and the option's name). */
async function fillOptionSkus(
  db: Db,
  productName: string,
  groups: VariantInput[],
  reserved: Set<string>,
): Promise<VariantInput[]> {
  const filled: VariantInput[] = [];
  for (const group of groups) {
    const options = [];
    for (const option of group.options)
      options.push({
        ...option,
        sku: option.sku ?? (await freeSku(db, [productName, option.name], reserved)),
      });
    filled.push({ ...group, options });
  }
  return filled;
}

/**
 * Replaces the product's groups and options with `groups`: a group or option that carries the id of
 * one of this product's keeps its row (so order lines that point at an option id stay linked); the
 * others are created; the ones left out are deleted.
 */
async function replaceVariants(tx: Db, productId: number, groups: VariantInput[]): Promise<void> {
  const existingGroups = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const groupIds = new Set(existingGroups.map((row) => row.id));
  const existingOptions = groupIds.size
    ? await tx
        .select({ id: variantOptions.id })
        .from(variantOptions)
        .where(inArray(variantOptions.variantId, [...groupIds]))
    : [];
  const optionIds = new Set(existingOptions.map((row) => row.id));
  for (const group of groups) {
    if (group.id !== undefined && !groupIds.has(group.id))
      throw fieldErrors({ variants: [PRODUCT_MESSAGES.variantNotFound(group.id)] });
    for (const option of group.options)
      if (option.id !== undefined && !optionIds.has(option.id))
        throw fieldErrors({ variants: [PRODUCT_MESSAGES.optionNotFound(option.id)] });
  }

  const keptGroups = groups.flatMap((group) => (group.id === undefined ? [] : [group.id]));
  const keptOptions = groups.flatMap((group) =>
    group.options.flatMap((option) => (option.id === undefined ? [] : [option.id])),
  );
  if (optionIds.size) {
    const dropped = [...optionIds].filter((id) => !keptOptions.includes(id));
    if (dropped.length) await tx.delete(variantOptions).where(inArray(variantOptions.id, dropped));
    // Kept options may trade SKUs: clear them first so the unique index never sees a transient clash.
    if (keptOptions.length)
      await tx.update(variantOptions).set({ sku: null }).where(inArray(variantOptions.id, keptOptions));
  }
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keptGroups.length ? notInArray(productVariants.id, keptGroups) : undefined,
      ),
    );

  for (const [position, group] of groups.entries()) {
    let variantId = group.id;
    if (variantId === undefined) {
      const [row] = await tx
        .insert(productVariants)
        .values({ productId, variantName: group.variant_name, position })
        .returning({ id: productVariants.id });
      variantId = row.id;
    } else {
      await tx
        .update(productVariants)
        .set({ variantName: group.variant_name, position })
        .where(eq(productVariants.id, variantId));
    }
    for (const [optionPosition, option] of group.options.entries()) {
      const values = {
        variantId,
        name: option.name,
        sku: option.sku ?? null,
        stock: option.stock ?? 0,
        price: option.price ?? null,
        priceAdjustment: option.price_adjustment ?? 0,
        costPrice: option.cost_price ?? null,
        isAvailable: option.is_available ?? true,
        position: optionPosition,
      };
      if (option.id === undefined) await tx.insert(variantOptions).values(values);
      else await tx.update(variantOptions).set(values).where(eq(variantOptions.id, option.id));
    }
  }
}

/** A unique-index violation on a SKU (two admins saving the same SKU at once) as the field's 400. */
function skuClashFromError(error: unknown): AppError | null {
  for (let current = error as any, depth = 0; current && depth < 4; current = current.cause, depth++) {
    if (current.code !== '23505') continue;
    const text = `${current.constraint ?? ''} ${current.message ?? ''}`;
    if (text.includes('products_sku_idx'))
      return fieldErrors({ sku: ['Ya existe un producto o variante con ese SKU'] });
    if (text.includes('variant_options_sku_idx'))
      return fieldErrors({ variants: ['Ya existe un producto o variante con ese SKU'] });
  }
  return null;
}

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Db));
  } catch (error) {
    throw skuClashFromError(error) ?? error;
  }
}

const money = (value: number | null) => (value == null ? 'sin valor' : `$${value}`);

type ChangeKind = 'price' | 'stock' | 'other';
type Change = { kind: ChangeKind; text: string };

/** Collects `label: old → new` for the values that differ. */
function differ(changes: Change[]) {
  return (
    kind: ChangeKind,
    label: string,
    old: unknown,
    next: unknown,
    format = (value: any) => String(value),
  ) => {
    if (JSON.stringify(old) !== JSON.stringify(next))
      changes.push({ kind, text: `${label}: ${format(old)} → ${format(next)}` });
  };
}

function productChanges(before: ProductRow, after: ProductRow): Change[] {
  const changes: Change[] = [];
  const compare = differ(changes);
  const percent = (value: unknown) => `${value}%`;
  compare('price', 'precio', before.price, after.price, money);
  compare('price', 'precio en pesos', before.priceInArs, after.priceInArs, money);
  compare('price', 'costo', before.costPrice, after.costPrice, money);
  compare('price', 'moneda', before.currency, after.currency);
  compare('price', 'descuento', before.discount, after.discount, percent);
  compare('price', 'descuento sparta', before.discountSparta, after.discountSparta, percent);
  compare('stock', 'stock', before.stock, after.stock);
  compare('other', 'nombre', before.name, after.name);
  compare('other', 'SKU', before.sku, after.sku);
  compare('other', 'visible', before.isAvailable, after.isAvailable);
  compare('other', 'visible en sparta', before.isAvailableSparta, after.isAvailableSparta);
  compare('other', 'visible en marVerde', before.isAvailableMarVerde, after.isAvailableMarVerde);
  compare('other', 'producto propio', before.isOwnProduct, after.isOwnProduct);
  compare('other', 'sincronizado', before.syncWithExternal, after.syncWithExternal);
  compare('other', 'con variantes', before.hasVariants, after.hasVariants);
  compare('other', 'categoría', before.categoryId, after.categoryId);
  compare('other', 'marca', before.brandId, after.brandId);
  compare('other', 'orden', before.order, after.order);
  compare('other', 'unidad de venta', before.saleUnit, after.saleUnit);
  compare('other', 'unidades por envase', before.unitsPerPack, after.unitsPerPack);
  compare('other', 'cantidad mínima', before.minQuantity, after.minQuantity);
  compare('other', 'múltiplo de venta', before.quantityStep, after.quantityStep);
  compare('other', 'IVA', before.ivaRate, after.ivaRate, percent);
  for (const [label, key] of [
    ['descripción', 'description'],
    ['volumen', 'volume'],
    ['dimensiones', 'dimensions'],
    ['características', 'features'],
    ['imagen', 'image'],
    ['imagen 2', 'image2'],
  ] as const)
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes.push({ kind: 'other', text: `${label} modificada` });
  return changes;
}

type OptionSnapshot = Awaited<ReturnType<typeof optionSnapshots>>[number];

async function optionSnapshots(db: Db, productId: number) {
  return db
    .select({
      id: variantOptions.id,
      group: productVariants.variantName,
      name: variantOptions.name,
      sku: variantOptions.sku,
      stock: variantOptions.stock,
      price: variantOptions.price,
      priceAdjustment: variantOptions.priceAdjustment,
      costPrice: variantOptions.costPrice,
      isAvailable: variantOptions.isAvailable,
    })
    .from(variantOptions)
    .innerJoin(productVariants, eq(productVariants.id, variantOptions.variantId))
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position, variantOptions.position, variantOptions.id);
}

/** Options removed, added and changed (old → new stock and prices), by group and option name. */
function optionChanges(before: OptionSnapshot[], after: OptionSnapshot[]): Change[] {
  const changes: Change[] = [];
  const compare = differ(changes);
  const label = (option: OptionSnapshot) => `${option.group} ${option.name}`;
  const afterIds = new Set(after.map((option) => option.id));
  for (const option of before)
    if (!afterIds.has(option.id)) changes.push({ kind: 'other', text: `opción quitada: ${label(option)}` });
  for (const option of after) {
    const old = before.find((candidate) => candidate.id === option.id);
    if (!old) {
      changes.push({ kind: 'other', text: `opción agregada: ${label(option)} (stock ${option.stock})` });
      continue;
    }
    compare('other', `opción ${label(old)}`, label(old), label(option));
    compare('stock', `${label(option)} stock`, old.stock, option.stock);
    compare('price', `${label(option)} precio`, old.price, option.price, money);
    compare('price', `${label(option)} ajuste`, old.priceAdjustment, option.priceAdjustment, money);
    compare('price', `${label(option)} costo`, old.costPrice, option.costPrice, money);
    compare('other', `${label(option)} SKU`, old.sku, option.sku);
    compare('other', `${label(option)} disponible`, old.isAvailable, option.isAvailable);
  }
  return changes;
}

/** price_change or stock_change when only those moved, update otherwise. */
function actionOf(changes: Change[]): ActivityAction {
  if (changes.length > 0 && changes.every((change) => change.kind === 'price')) return 'price_change';
  if (changes.length > 0 && changes.every((change) => change.kind === 'stock')) return 'stock_change';
  return 'update';
}

const summaryOf = (row: ProductRow, changes: Change[]) =>
  `${row.name} (SKU ${row.sku ?? 'sin SKU'}): ${changes.map((change) => change.text).join('; ') || 'sin cambios'}`;

export async function createProduct(db: Db, input: ProductCreate, actorId: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    await checkReferences(tx, input);
    checkQuantityRule(input.min_quantity ?? 1, input.quantity_step ?? 1);
    const groups = input.variants ?? [];
    await checkSkus(tx, input.sku ?? null, groups, null);
    const reserved = new Set(typedSkus(groups));
    const sku = input.sku ?? (await freeSku(tx, [input.name, await brandNameOf(tx, input.brand)], reserved));
    const filled = await fillOptionSkus(tx, input.name, groups, reserved);
    const values = toValues(input);
    const hasVariants = filled.length > 0;
    const [row] = await tx
      .insert(products)
      .values({
        ...values,
        name: input.name,
        sku,
        hasVariants,
        stock: hasVariants ? variantStock(filled) : (input.stock ?? 0),
      })
      .returning();
    if (hasVariants) await replaceVariants(tx, row.id, filled);
    const tiers = input.quantity_breaks ?? [];
    if (tiers.length) await writeTiers(tx, row.id, tiers);
    const units =
      row.saleUnit === 'unidad' && row.unitsPerPack === 1 && row.minQuantity === 1 && row.quantityStep === 1
        ? ''
        : `, venta por ${row.saleUnit} x ${row.unitsPerPack} (mínimo ${row.minQuantity}, múltiplo ${row.quantityStep})`;
    const tierText = tiers.length
      ? `, escalones ${tiersLine(await tierState(tx, row.id), await priceListNames(tx))}`
      : '';
    await recordActivity(tx, {
      userId: actorId,
      action: 'create',
      entity: 'product',
      entityId: row.id,
      summary:
        `${row.name} (SKU ${row.sku}): precio ${money(row.price)} ${row.currency}, stock ${row.stock}` +
        (hasVariants ? `, ${filled.length} variantes` : '') +
        units +
        tierText,
    });
    return row.id;
  });
}

export async function updateProduct(
  db: Db,
  id: number,
  changes: ProductUpdate,
  actorId: number,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound(PRODUCT_MESSAGES.notFound);
    await markPriceChange(tx, 'manual', actorId);
    await checkReferences(tx, changes);
    checkQuantityRule(
      changes.min_quantity ?? before.minQuantity,
      changes.quantity_step ?? before.quantityStep,
    );
    const name = changes.name ?? before.name;
    const groups = changes.variants;
    const productSku = changes.sku === undefined ? before.sku : changes.sku;
    // Without new variants the product's own options keep their SKUs.
    const ownOptions =
      groups === undefined
        ? await tx
            .select({ sku: variantOptions.sku })
            .from(variantOptions)
            .innerJoin(productVariants, eq(productVariants.id, variantOptions.variantId))
            .where(and(eq(productVariants.productId, id), isNotNull(variantOptions.sku)))
        : [];
    // The product's SKU (kept or new) must not repeat one of its options (kept or new).
    const optionSkus =
      groups === undefined
        ? ownOptions.map((option) => option.sku)
        : groups.flatMap((group) => group.options.map((option) => option.sku));
    if (productSku && optionSkus.includes(productSku))
      throw fieldErrors({
        [changes.sku === undefined ? 'variants' : 'sku']: [PRODUCT_MESSAGES.skuRepeated(productSku)],
      });
    await checkSkus(tx, changes.sku === undefined ? null : productSku, groups ?? [], id);
    const reserved = new Set([...ownOptions.map((option) => option.sku!), ...typedSkus(groups ?? [])]);
    // A SKU sent empty asks for a generated one; a product without SKU keeps none until then.
    const brandId = changes.brand === undefined ? before.brandId : changes.brand;
    const sku =
      changes.sku === undefined
        ? before.sku
        : (changes.sku ?? (await freeSku(tx, [name, await brandNameOf(tx, brandId)], reserved)));

    const values: ProductValues = { ...toValues(changes), sku, updatedAt: new Date() };
    const optionsBefore = groups === undefined ? [] : await optionSnapshots(tx, id);
    // New variants drop the tiers of the options they leave out (cascade): the log shows them too.
    const touchesTiers = groups !== undefined || changes.quantity_breaks !== undefined;
    const tiersBefore = touchesTiers ? await tierState(tx, id) : null;
    if (groups !== undefined) {
      const filled = await fillOptionSkus(tx, name, groups, reserved);
      await replaceVariants(tx, id, filled);
      values.hasVariants = filled.length > 0;
      if (filled.length > 0) values.stock = variantStock(filled);
    } else if (before.hasVariants) {
      delete values.stock; // the options' stock decides (decision 017)
    }
    if (changes.quantity_breaks !== undefined) await writeTiers(tx, id, changes.quantity_breaks);
    const [after] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
    const changed = [
      ...productChanges(before, after),
      ...(groups === undefined ? [] : optionChanges(optionsBefore, await optionSnapshots(tx, id))),
      ...(tiersBefore ? await tierChanges(tx, tiersBefore, await tierState(tx, id)) : []),
    ];
    await recordActivity(tx, {
      userId: actorId,
      action: actionOf(changed),
      entity: 'product',
      entityId: id,
      summary: summaryOf(after, changed),
    });
  });
}

/**
 * Deletes the product with its variants, featured entry and offer links; order and distributor lines
 * keep their copy of name, image, options and prices, with no product (decision 017).
 */
export async function deleteProduct(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
    await recordActivity(tx as unknown as Db, {
      userId: actorId,
      action: 'delete',
      entity: 'product',
      entityId: id,
      summary: `${row.name} (SKU ${row.sku ?? 'sin SKU'}), precio ${money(row.price)} ${row.currency}, stock ${row.stock}`,
    });
  });
}

/** Every tier of a product (404 when there is no such product). */
export async function getQuantityBreaks(db: Db, productId: number): Promise<AdminQuantityBreak[]> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return productQuantityBreaks(db, productId);
}

/**
 * Replaces every tier of a product (decision 052): options must be the product's and lists must
 * exist (400 on quantity_breaks); one activity entry with the old and new tiers.
 */
export async function updateQuantityBreaks(
  db: Db,
  productId: number,
  tiers: QuantityBreakInput[],
  actorId: number,
): Promise<AdminQuantityBreak[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
    const before = await tierState(tx, productId);
    await writeTiers(tx, productId, tiers);
    const after = await tierState(tx, productId);
    const changed = await tierChanges(tx, before, after);
    if (changed.length)
      await recordActivity(tx, {
        userId: actorId,
        action: 'price_change',
        entity: 'product',
        entityId: productId,
        summary: summaryOf(row, changed),
      });
    return after.tiers;
  });
}
