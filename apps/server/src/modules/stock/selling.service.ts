/**
 * Stock and selling: what the orders module reads and changes in the catalogue (pass the order's
 * transaction as `db`), and the cart quote, which prices lines with the same functions.
 */
import type { CartQuote, CartQuoteInput, CartQuoteLine, SelectedVariants } from '@mayorista/shared/catalog';
import { ivaContained, toIvaContained } from '@mayorista/shared/iva-contained';
import { lineAmount, linesSubtotal, orderTotals, toCents } from '@mayorista/shared/order-totals';
import { channelDiscount } from '@mayorista/shared/pricing';
import {
  DEFAULT_QUANTITY_RULE,
  type QuantityRule,
  quantityProblem,
  saleUnitLabel,
} from '@mayorista/shared/sale-units';
import { DEFAULT_IVA_RATE } from '@mayorista/shared/tax-profile';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariants, variantOptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { validateCoupon } from '../marketing/coupons.service.ts';
import { activeOfferDiscountSql } from '../marketing/offers.service.ts';
import {
  loadPriceTerms,
  type PriceListRow,
  type PriceTerms,
  priceListFor,
} from '../pricing/price-terms.service.ts';
import {
  type PricedOption,
  type PricedProduct,
  type SalePrice,
  salePrice,
} from '../pricing/pricing.service.ts';
import { currentDollarRateSql, getCurrentDollarRate } from '../settings/settings.service.ts';

export type SaleProduct = PricedProduct & {
  id: number;
  name: string;
  sku: string | null;
  image: string | null;
  stock: number;
  isAvailable: boolean;
  isAvailableSparta: boolean;
  isOwnProduct: boolean;
  hasVariants: boolean;
  /** The IVA rate its price contains (issue 31): each order line keeps it. */
  ivaRate: number;
} & QuantityRule;

export type SaleOption = PricedOption & {
  id: number;
  variantId: number;
  name: string;
  sku: string | null;
  stock: number;
  isAvailable: boolean;
};
export type SaleVariantGroup = { id: number; variantName: string; options: SaleOption[] };

const saleProductColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  image: products.image,
  price: products.price,
  priceInArs: products.priceInArs,
  costPrice: products.costPrice,
  currency: products.currency,
  discount: products.discount,
  discountSparta: products.discountSparta,
  offerDiscount: activeOfferDiscountSql(sql`${products.id}`).mapWith(Number),
  stock: products.stock,
  isAvailable: products.isAvailable,
  isAvailableSparta: products.isAvailableSparta,
  isOwnProduct: products.isOwnProduct,
  hasVariants: products.hasVariants,
  saleUnit: products.saleUnit,
  unitsPerPack: products.unitsPerPack,
  minQuantity: products.minQuantity,
  quantityStep: products.quantityStep,
  ivaRate: products.ivaRate,
};

const saleOptionColumns = {
  id: variantOptions.id,
  variantId: variantOptions.variantId,
  name: variantOptions.name,
  sku: variantOptions.sku,
  stock: variantOptions.stock,
  price: variantOptions.price,
  priceAdjustment: variantOptions.priceAdjustment,
  costPrice: variantOptions.costPrice,
  isAvailable: variantOptions.isAvailable,
};

const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

const toSaleProduct = <Row extends { discount: number; discountSparta: number }>({
  discount,
  discountSparta,
  ...row
}: Row) => ({ ...row, ownDiscount: channelDiscount(discount, discountSparta) });

/** Reads the products to sell; with `lock` they are locked (`for update`, id order, so orders never deadlock). */
async function readSaleProducts(
  db: Db,
  ids: number[],
  options: { lock: boolean },
): Promise<Map<number, SaleProduct>> {
  const sorted = sortedIds(ids);
  if (sorted.length === 0) return new Map();
  const query = db
    .select(saleProductColumns)
    .from(products)
    .where(inArray(products.id, sorted))
    .orderBy(asc(products.id));
  // 'no key update': the stock is updated, never the key, so foreign-key checks of other rows that
  // name these products (order lines, the daily sales of decision 040) do not wait for it.
  const rows = options.lock ? await query.for('no key update', { of: products }) : await query;
  return new Map(rows.map((row) => [row.id, toSaleProduct(row)]));
}

/** Locks the products (`for update`, in id order so concurrent orders never deadlock) and reads them. */
export function lockProductsForSale(db: Db, ids: number[]): Promise<Map<number, SaleProduct>> {
  return readSaleProducts(db, ids, { lock: true });
}

/** The products to sell as the quote reads them (not locked): the quick order's matches. */
export function readProductsForSale(db: Db, ids: number[]): Promise<Map<number, SaleProduct>> {
  return readSaleProducts(db, ids, { lock: false });
}

/**
 * lockProductsForSale with the current dollar rate read in the same round trip (a new order's
 * prices use that rate; one query less on the busiest write).
 */
export async function lockProductsAndRate(
  db: Db,
  ids: number[],
): Promise<{ products: Map<number, SaleProduct>; dollarRate: number }> {
  const rows = await db
    .select({ ...saleProductColumns, dollarRate: currentDollarRateSql() })
    .from(products)
    .where(inArray(products.id, sortedIds(ids)))
    .orderBy(asc(products.id))
    .for('no key update', { of: products });
  // No product found: the order is refused before a price is needed, but the rate stays true.
  const dollarRate = rows[0]?.dollarRate ?? (await getCurrentDollarRate(db)).value;
  return {
    products: new Map(rows.map(({ dollarRate: _rate, ...row }) => [row.id, toSaleProduct(row)])),
    dollarRate,
  };
}

/** The variant groups and options of the products, in display order (not locked). */
export async function findVariantGroups(
  db: Db,
  productIds: number[],
): Promise<Map<number, SaleVariantGroup[]>> {
  const byProduct = new Map<number, SaleVariantGroup[]>();
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productVariants.productId,
      variantName: productVariants.variantName,
      ...saleOptionColumns,
    })
    .from(productVariants)
    .innerJoin(variantOptions, eq(variantOptions.variantId, productVariants.id))
    .where(inArray(productVariants.productId, ids))
    .orderBy(
      asc(productVariants.productId),
      asc(productVariants.position),
      asc(productVariants.id),
      asc(variantOptions.position),
      asc(variantOptions.id),
    );
  for (const { productId, variantName, ...option } of rows) {
    const groups = byProduct.get(productId) ?? [];
    let group = groups.at(-1);
    if (group?.id !== option.variantId) {
      group = { id: option.variantId, variantName, options: [] };
      groups.push(group);
    }
    group.options.push(option);
    byProduct.set(productId, groups);
  }
  return byProduct;
}

/** Locks the variant options (`for update`, in id order) and reads their current values. */
export async function lockVariantOptions(db: Db, ids: number[]): Promise<Map<number, SaleOption>> {
  const sorted = sortedIds(ids);
  if (sorted.length === 0) return new Map();
  const rows = await db
    .select(saleOptionColumns)
    .from(variantOptions)
    .where(inArray(variantOptions.id, sorted))
    .orderBy(asc(variantOptions.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export type Sold = { products: Map<number, number>; options: Map<number, number> };

async function moveStock(db: Db, sold: Sold, sign: 1 | -1): Promise<void> {
  for (const [id, quantity] of sold.products)
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${sign * quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, id));
  for (const [id, quantity] of sold.options)
    await db
      .update(variantOptions)
      .set({ stock: sql`${variantOptions.stock} + ${sign * quantity}` })
      .where(eq(variantOptions.id, id));
}

/**
 * An order's stock taking as two CTEs for the order's single statement (`with <these>, ...`, decision
 * 035's issue 15 work): every sold product and option loses its units in one update each, however
 * many lines the order has (rows already locked by the caller, stock already checked). The CTEs are
 * named taken_products and taken_options.
 */
export function takeStockCtes(sold: Sold): SQL {
  const rows = (byId: Map<number, number>) =>
    JSON.stringify([...byId].map(([id, quantity]) => ({ id, quantity })));
  return sql`taken_products as (
      update ${products} set stock = ${products.stock} - sold.quantity, updated_at = now()
      from jsonb_to_recordset(${rows(sold.products)}::jsonb) as sold(id int, quantity int)
      where ${products.id} = sold.id returning ${products.id}),
    taken_options as (
      update ${variantOptions} set stock = ${variantOptions.stock} - sold.quantity
      from jsonb_to_recordset(${rows(sold.options)}::jsonb) as sold(id int, quantity int)
      where ${variantOptions.id} = sold.id returning ${variantOptions.id})`;
}

/** Takes sold units off the products and options (rows already locked by the caller). */
export function decrementStock(db: Db, sold: Sold): Promise<void> {
  return moveStock(db, sold, -1);
}

/** Returns units to the products and options (a cancelled order or a removed line). */
export function incrementStock(db: Db, returned: Sold): Promise<void> {
  return moveStock(db, returned, 1);
}

/**
 * A change of stock for one order line: `quantity` units to take (positive) or to give back
 * (negative) from the product and from each of its options. `label` names the line in a 409.
 */
export type StockMove = {
  productId: number | null;
  optionIds: number[];
  quantity: number;
  label: string;
};

/** The 409 of checkout (DOMAIN.md "Orders"): what is short and its real stock. */
export const stockShortage = (label: string, available: number) =>
  new AppError(
    'conflict',
    `No hay suficiente stock de ${label}. Stock disponible: ${Math.max(0, available)}`,
  );

const addTo = (totals: Map<number, number>, id: number, quantity: number) =>
  totals.set(id, (totals.get(id) ?? 0) + quantity);

/**
 * Moves stock by exactly the given differences, for order edits and cancellations (decision 022):
 * locks the products, then the options (`for update`, id order, like checkout, so the two never wait
 * on each other in a cycle), checks every unit taken against the locked stock (units the same call
 * gives back count, so moving 2 units from one size to another needs no spare stock), then writes
 * one net change per row. Nothing goes below zero: a shortage answers 409 naming the line, the
 * product or the option and its real stock, and the caller's transaction rolls back. A deleted
 * product or option is skipped when units come back; taking units from one answers 400.
 */
export async function moveStockExactly(db: Db, moves: StockMove[]): Promise<void> {
  const active = moves.filter((move) => move.quantity !== 0);
  if (active.length === 0) return;
  const productRows = await readSaleProducts(
    db,
    active.flatMap((move) => (move.productId == null ? [] : [move.productId])),
    { lock: true },
  );
  const optionRows = await lockVariantOptions(
    db,
    active.flatMap((move) => move.optionIds),
  );
  const productNet = new Map<number, number>();
  const optionNet = new Map<number, number>();
  const productBack = new Map<number, number>();
  const optionBack = new Map<number, number>();
  for (const move of active) {
    if (move.productId != null) addTo(productNet, move.productId, move.quantity);
    for (const id of move.optionIds) addTo(optionNet, id, move.quantity);
    if (move.quantity < 0) {
      if (move.productId != null) addTo(productBack, move.productId, -move.quantity);
      for (const id of move.optionIds) addTo(optionBack, id, -move.quantity);
    }
  }
  for (const move of active) {
    if (move.quantity <= 0) continue;
    const product = move.productId == null ? undefined : productRows.get(move.productId);
    const options = move.optionIds.map((id) => optionRows.get(id));
    if (!product || options.some((option) => !option))
      throw new AppError('invalid', `Producto no disponible: ${move.label}`);
    const available = Math.min(
      product.stock + (productBack.get(product.id) ?? 0),
      ...options.map((option) => option!.stock + (optionBack.get(option!.id) ?? 0)),
    );
    if (move.quantity > available) throw stockShortage(move.label, available);
  }
  for (const [id, net] of productNet) {
    const product = productRows.get(id);
    if (product && net > product.stock) throw stockShortage(product.name, product.stock);
  }
  for (const [id, net] of optionNet) {
    const option = optionRows.get(id);
    if (!option || net <= option.stock) continue;
    const [row] = await db
      .select({ variantName: productVariants.variantName, productName: products.name })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, option.variantId));
    throw stockShortage(
      `${row?.productName ?? ''} (${row?.variantName ?? ''}: ${option.name})`,
      option.stock,
    );
  }
  const sorted = (totals: Map<number, number>, exists: (id: number) => boolean) =>
    new Map([...totals].filter(([id, net]) => net !== 0 && exists(id)).sort((a, b) => a[0] - b[0]));
  await decrementStock(db, {
    products: sorted(productNet, (id) => productRows.has(id)),
    options: sorted(optionNet, (id) => optionRows.has(id)),
  });
}

/** Gives back every unit of the lines (a cancelled order): the product and each of its options. */
export function returnStock(
  db: Db,
  lines: { productId: number | null; optionIds: number[]; quantity: number }[],
): Promise<void> {
  return moveStockExactly(
    db,
    lines.map((line) => ({ ...line, quantity: -Math.abs(line.quantity), label: '' })),
  );
}

/**
 * The SKU a line is sold with (decision 040): its first selected option that has one (group order),
 * else the product's.
 */
export const saleSku = (product: { sku: string | null }, options: { sku: string | null }[]) =>
  options.find((option) => option.sku)?.sku ?? product.sku;

/** The SKU of each product (today's; a deleted product is absent). */
export async function findProductSkus(db: Db, ids: number[]): Promise<Map<number, string | null>> {
  const sorted = sortedIds(ids);
  if (sorted.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, sorted));
  return new Map(rows.map((row) => [row.id, row.sku]));
}

// ---- Choosing options ----

export type Selection = {
  options: SaleOption[];
  selectedVariants: SelectedVariants | null;
  variantDisplay: string;
};

/**
 * Maps a buyer's choice (variant name -> option name, ignoring case and outer spaces) to options;
 * every group needs a valid choice ('Por favor selecciona: {names}').
 */
export function resolveSelection(
  product: SaleProduct,
  groups: SaleVariantGroup[],
  selected: SelectedVariants | null | undefined,
): Selection {
  if (!product.hasVariants || groups.length === 0)
    return { options: [], selectedVariants: null, variantDisplay: '' };
  const chosen = new Map(
    Object.entries(selected ?? {}).map(([group, option]) => [group.trim().toLowerCase(), option.trim()]),
  );
  const missing: string[] = [];
  const options: SaleOption[] = [];
  for (const group of groups) {
    const name = chosen.get(group.variantName.trim().toLowerCase())?.toLowerCase();
    const option = name
      ? group.options.find((candidate) => candidate.name.trim().toLowerCase() === name)
      : undefined;
    if (option) options.push(option);
    else missing.push(group.variantName);
  }
  if (missing.length > 0) throw new AppError('invalid', `Por favor selecciona: ${missing.join(', ')}`);
  return {
    options,
    selectedVariants: Object.fromEntries(
      groups.map((group, index) => [group.variantName, options[index].name]),
    ),
    variantDisplay: groups.map((group, index) => `${group.variantName}: ${options[index].name}`).join(', '),
  };
}

/**
 * The same selection as `resolveSelection`, chosen by option ids (the admin's pickers): exactly one
 * option of each variant group ('Por favor selecciona: {names}' for the groups left out, 'Opción
 * inválida' for an id of another product or two of one group).
 */
export function selectionFromOptionIds(
  product: SaleProduct,
  groups: SaleVariantGroup[],
  optionIds: number[],
): Selection {
  if (!product.hasVariants || groups.length === 0) {
    if (optionIds.length > 0) throw new AppError('invalid', 'Opción inválida');
    return resolveSelection(product, groups, null);
  }
  const wanted = new Set(optionIds);
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  if ([...wanted].some((id) => !known.has(id)) || wanted.size !== optionIds.length)
    throw new AppError('invalid', 'Opción inválida');
  const chosen: Record<string, string> = {};
  for (const group of groups) {
    const picked = group.options.filter((option) => wanted.has(option.id));
    if (picked.length > 1) throw new AppError('invalid', 'Opción inválida');
    if (picked.length === 1) chosen[group.variantName] = picked[0].name;
  }
  return resolveSelection(product, groups, chosen);
}

/** Why a product cannot be sold in this channel, in the order's words; null when it can. */
export function unsellableReason(product: SaleProduct | undefined, productId: number): string | null {
  if (!product) return `Producto no disponible: #${productId}`;
  if (!product.isAvailable) return `Producto no disponible: ${product.name}`;
  if (!product.isAvailableSparta) return `${product.name} no está disponible en este canal de venta`;
  return null;
}

// ---- Prices by the buyer's list, quantities by the product's rule (decision 052) ----

/** The buyer's price list and its terms for the products being sold (one query each, never per line). */
export type BuyerTerms = PriceTerms & { priceList: PriceListRow };

export async function loadBuyerTerms(
  db: Db,
  priceListId: number | null,
  productIds: number[],
): Promise<BuyerTerms> {
  const priceList = await priceListFor(db, priceListId);
  return { ...(await loadPriceTerms(db, priceList, productIds)), priceList };
}

/** A line's unit price: the buyer's list, then the tier its quantity reaches, then the discount. */
export const linePrice = (
  buyer: BuyerTerms,
  line: { product: SaleProduct; options: PricedOption[]; quantity: number },
  dollarRate: number,
): SalePrice =>
  salePrice(line.product, line.options, dollarRate, {
    list: buyer.list,
    breaks: buyer.breaksOf(line.product.id),
    quantity: line.quantity,
  });

/** The 400 of a quantity off the product's rule (its minimum, its multiple), naming the product. */
export function checkQuantity(
  product: Pick<SaleProduct, 'name' | 'minQuantity' | 'quantityStep'>,
  quantity: number,
) {
  const problem = quantityProblem(product.name, product, quantity);
  if (problem) throw new AppError('invalid', problem);
}

/**
 * What an order line keeps of what priced it, of the unit it was sold in (decision 052) and of the
 * IVA rate its price contains (issue 31).
 */
export const pricedWith = (
  priceList: Pick<PriceListRow, 'id' | 'name'>,
  price: Pick<SalePrice, 'tier'>,
  product: Pick<SaleProduct, 'saleUnit' | 'unitsPerPack' | 'ivaRate'>,
) => ({
  priceListId: priceList.id,
  priceListName: priceList.name,
  tierMinQuantity: price.tier?.minQuantity ?? null,
  tierDiscount: price.tier?.discountPercent ?? 0,
  saleUnit: product.saleUnit,
  unitsPerPack: product.unitsPerPack,
  ivaRate: product.ivaRate,
});

/** What the lines' subtotal lacks for the list's minimum order: 0 when met or when it has none. */
export function minimumOrderMissing(
  priceList: Pick<PriceListRow, 'minOrderAmount'>,
  subtotal: number,
): number {
  if (priceList.minOrderAmount == null) return 0;
  return Math.max(0, toCents(priceList.minOrderAmount) - toCents(subtotal)) / 100;
}

/** The key of a product with its options: lines with the same one are one order line (decision 010). */
export const choiceKey = (productId: number, options: { id: number }[]) =>
  [productId, ...options.map((option) => option.id).sort((a, b) => a - b)].join(':');

// ---- Cart quote ----

/**
 * Prices the cart as order creation would (same reads, same selection, same prices by the buyer's
 * list and the tier of each line's quantity), without locking or selling: per line the unit price,
 * discount, final price, subtotal, the tier, the unit and the stock of the chosen combination; then
 * the subtotal, the coupon (checked against it), the total, the list and what the minimum order still
 * lacks. A line that cannot be bought (also a quantity off the product's rule) carries its reason and
 * no price; lines of one product and choice reach their tier together, as in the order.
 */
export async function quoteCart(
  db: Db,
  input: CartQuoteInput,
  priceListId: number | null,
): Promise<CartQuote> {
  const ids = input.items.map((item) => item.product);
  const [dollarRate, saleProducts, buyer] = await Promise.all([
    getCurrentDollarRate(db).then((rate) => rate.value),
    readSaleProducts(db, ids, { lock: false }),
    loadBuyerTerms(db, priceListId, ids),
  ]);
  const groups = await findVariantGroups(
    db,
    [...saleProducts.values()].filter((product) => product.hasVariants).map((product) => product.id),
  );

  const checked = input.items.map((item) => checkQuoteLine(item, saleProducts.get(item.product), groups));
  const sameChoice = new Map<string, number>();
  for (const { sellable, quoted } of checked)
    if (sellable) sameChoice.set(sellable.key, (sameChoice.get(sellable.key) ?? 0) + quoted.quantity);
  const lines = checked.map(({ quoted, sellable }): CartQuoteLine => {
    if (!sellable) return quoted;
    const { product, options, key } = sellable;
    const price = linePrice(buyer, { product, options, quantity: sameChoice.get(key)! }, dollarRate);
    return {
      ...quoted,
      price: price.price,
      discount: price.discount,
      final_price: price.finalPrice,
      subtotal: lineAmount(price.finalPrice, quoted.quantity),
      tier_min_quantity: price.tier?.minQuantity ?? null,
      tier_discount: price.tier?.discountPercent ?? 0,
    };
  });

  // A line that cannot be bought counts nothing (it has no price).
  const priced = lines.flatMap((line) =>
    line.final_price == null ? [] : [{ price: line.final_price, quantity: line.quantity }],
  );
  const subtotal = linesSubtotal(priced);
  const code = input.coupon_code?.trim();
  let couponDiscount = 0;
  let couponError: string | null = null;
  if (code) {
    try {
      couponDiscount = (await validateCoupon(db, code, subtotal)).discount;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      couponError = error.message;
    }
  }
  const totals = orderTotals({ lines: priced, couponDiscount, shippingCost: 0 });
  const iva = ivaContained({
    lines: lines.flatMap((line) =>
      line.subtotal == null ? [] : [{ amount: line.subtotal, rate: line.iva_rate ?? DEFAULT_IVA_RATE }],
    ),
    couponDiscount: totals.couponDiscount,
  });
  const { priceList } = buyer;
  return {
    lines,
    subtotal: totals.subtotal,
    coupon_code: code && !couponError ? code : null,
    coupon_discount: totals.couponDiscount,
    coupon_error: couponError,
    total: totals.total,
    price_list: { id: priceList.id, name: priceList.name, min_order_amount: priceList.minOrderAmount },
    min_order_missing: minimumOrderMissing(priceList, totals.subtotal),
    iva: toIvaContained(iva),
  };
}

type CheckedLine = {
  /** The line without prices: its error, or its selection, unit and stock. */
  quoted: CartQuoteLine;
  /** What prices it, when it can be bought. */
  sellable: { product: SaleProduct; options: SaleOption[]; key: string } | null;
};

/** A quote line's checks in the order's order: the product, the choice, the options, the quantity. */
function checkQuoteLine(
  item: CartQuoteInput['items'][number],
  product: SaleProduct | undefined,
  groups: Map<number, SaleVariantGroup[]>,
): CheckedLine {
  const rule = product ?? DEFAULT_QUANTITY_RULE;
  const unpriced: CartQuoteLine = {
    product: item.product,
    quantity: item.quantity,
    variants: item.variants ?? null,
    variant_display: '',
    stock: 0,
    price: null,
    discount: null,
    final_price: null,
    subtotal: null,
    tier_min_quantity: null,
    tier_discount: 0,
    sale_unit: rule.saleUnit,
    units_per_pack: rule.unitsPerPack,
    unit_label: saleUnitLabel(rule.saleUnit, rule.unitsPerPack),
    iva_rate: product?.ivaRate ?? null,
    error: null,
  };
  const refused = (error: string, line = unpriced): CheckedLine => ({
    quoted: { ...line, error },
    sellable: null,
  });
  const reason = unsellableReason(product, item.product);
  if (!product || reason) return refused(reason ?? `Producto no disponible: #${item.product}`);
  let selection: Selection;
  try {
    selection = resolveSelection(product, groups.get(product.id) ?? [], item.variants);
  } catch (error) {
    if (error instanceof AppError) return refused(error.message);
    throw error;
  }
  const label = selection.variantDisplay ? `${product.name} (${selection.variantDisplay})` : product.name;
  const chosen: CartQuoteLine = {
    ...unpriced,
    variants: selection.selectedVariants,
    variant_display: selection.variantDisplay,
    stock: Math.max(0, Math.min(product.stock, ...selection.options.map((option) => option.stock))),
  };
  if (selection.options.some((option) => !option.isAvailable))
    return refused(`Producto no disponible: ${label}`, chosen);
  const problem = quantityProblem(product.name, product, item.quantity);
  if (problem) return refused(problem, chosen);
  return {
    quoted: chosen,
    sellable: { product, options: selection.options, key: choiceKey(product.id, selection.options) },
  };
}
