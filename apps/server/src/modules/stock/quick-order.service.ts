/**
 * Quick order by SKU (issue 29 item 1, decision 053): the read lines of a paste or a file matched to
 * products and variant options by code, their quantities moved onto each product's rule, priced by the
 * cart quote (`quoteCart`: the buyer's list, the tier of the quantity, the discount; no other price
 * path) and checked against stock. Batched: one query for every code, one for the suggestions of
 * every miss, then the quote's own reads; never a query per line.
 */
import { CART_MAX_QUANTITY } from '@mayorista/shared/cart';
import type { CartQuoteInput } from '@mayorista/shared/catalog';
import { linesSubtotal } from '@mayorista/shared/order-totals';
import {
  QUICK_ORDER_MAX_SUGGESTIONS,
  QUICK_ORDER_STATUSES,
  type QuickOrderEntry,
  type QuickOrderResult,
  type QuickOrderRow,
  type QuickOrderStatus,
  type QuickOrderSuggestion,
} from '@mayorista/shared/quick-order';
import { saleUnitLabel, validQuantity } from '@mayorista/shared/sale-units';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { products, productVariants, variantOptions } from '../../db/schema/index.ts';
import {
  choiceKey,
  findVariantGroups,
  quoteCart,
  readProductsForSale,
  type SaleOption,
  type SaleProduct,
  type SaleVariantGroup,
} from './selling.service.ts';

export const QUICK_ORDER_NOTES = {
  rounded: (quantity: number, details: string[]) =>
    `Redondeado a ${quantity}${details.length > 0 ? ` (${details.join(', ')})` : ''}`,
  noQuantity: (quantity: number, details: string[]) =>
    `Sin cantidad: se toma ${quantity}${details.length > 0 ? ` (${details.join(', ')})` : ''}`,
  repeated: (lines: number[]) =>
    `El código también está en la línea ${lines.join(', ')}: en el carrito se suman`,
  maxPerLine: `La cantidad máxima por línea es ${CART_MAX_QUANTITY}`,
  notFound: 'No encontramos ese código',
  notAvailable: 'Producto no disponible',
  chooseOption: (groups: string) => `Este producto tiene opciones (${groups}): elige el código de una`,
  chooseOnPage: (groups: string) => `Elige ${groups} en la página del producto`,
  noStock: 'Sin stock',
  shortStock: (available: number) => `Stock insuficiente: hay ${available}`,
} as const;

/** How many option codes a product code without its option suggests. */
const MAX_OPTION_SUGGESTIONS = 10;

type Match = { productId: number; optionId: number | null };

const skuKey = (sku: string) => sku.toUpperCase();

/** Every code at once: product SKUs and variant option SKUs, without case. Options win a tie. */
async function findByCodes(db: Db, keys: string[]): Promise<Map<string, Match>> {
  const found = new Map<string, Match>();
  if (keys.length === 0) return found;
  const wanted = JSON.stringify(keys);
  const rows = await queryRows<{ key: string; product_id: number; option_id: number | null }>(
    db,
    sql`with wanted as (select distinct jsonb_array_elements_text(${wanted}::jsonb) as key)
      select upper(${products.sku}) as key, ${products.id} as product_id, null::int as option_id
        from ${products} join wanted on wanted.key = upper(${products.sku})
      union all
      select upper(${variantOptions.sku}), ${productVariants.productId}, ${variantOptions.id}
        from ${variantOptions}
        join ${productVariants} on ${productVariants.id} = ${variantOptions.variantId}
        join wanted on wanted.key = upper(${variantOptions.sku})`,
  );
  for (const row of rows)
    if (!found.has(row.key) || row.option_id != null)
      found.set(row.key, {
        productId: Number(row.product_id),
        optionId: row.option_id == null ? null : Number(row.option_id),
      });
  return found;
}

/**
 * Up to 3 codes like each missed one, in one query: products whose name or SKU is close
 * (`word_similarity` on `search_text`, through its trigram index), the options of products whose name
 * is close, and options whose own SKU is close; sellable ones only, the closest first. (One branch
 * testing "name or option SKU" per option row measured 3x slower: no index helps an OR.)
 */
async function suggestionsFor(db: Db, misses: string[]): Promise<Map<string, QuickOrderSuggestion[]>> {
  const byMiss = new Map<string, QuickOrderSuggestion[]>();
  if (misses.length === 0) return byMiss;
  const rows = await queryRows<{ miss: string; sku: string; name: string }>(
    db,
    sql`with misses as (
        select distinct miss, immutable_unaccent(lower(miss)) as q
        from jsonb_array_elements_text(${JSON.stringify(misses)}::jsonb) as m(miss))
      select misses.miss, s.sku, s.name
      from misses
      cross join lateral (
        select c.sku, c.name, c.score from (
          select ${products.sku} as sku, ${products.name} as name,
            greatest(similarity(lower(${products.sku}), misses.q),
                     word_similarity(misses.q, ${products.searchText})) as score
          from ${products}
          where ${products.isAvailable} and ${products.isAvailableSparta} and not ${products.hasVariants}
            and ${products.sku} is not null and misses.q <% ${products.searchText}
          union all
          select ${variantOptions.sku}, ${products.name} || ' (' || ${variantOptions.name} || ')',
            greatest(similarity(lower(${variantOptions.sku}), misses.q),
                     word_similarity(misses.q, ${products.searchText}))
          from ${products}
          join ${productVariants} on ${productVariants.productId} = ${products.id}
          join ${variantOptions} on ${variantOptions.variantId} = ${productVariants.id}
          where ${variantOptions.isAvailable} and ${products.isAvailable} and ${products.isAvailableSparta}
            and ${variantOptions.sku} is not null and misses.q <% ${products.searchText}
          union all
          select ${variantOptions.sku}, ${products.name} || ' (' || ${variantOptions.name} || ')',
            similarity(lower(${variantOptions.sku}), misses.q)
          from ${variantOptions}
          join ${productVariants} on ${productVariants.id} = ${variantOptions.variantId}
          join ${products} on ${products.id} = ${productVariants.productId}
          where ${variantOptions.isAvailable} and ${products.isAvailable} and ${products.isAvailableSparta}
            and ${variantOptions.sku} is not null and lower(${variantOptions.sku}) % misses.q
        ) c
        order by c.score desc, c.sku
        -- An option found by its name and by its code comes twice: room for 3 distinct codes.
        limit ${QUICK_ORDER_MAX_SUGGESTIONS * 2}) s
      order by misses.miss, s.score desc, s.sku`,
  );
  for (const row of rows) {
    const list = byMiss.get(row.miss) ?? [];
    if (list.length === QUICK_ORDER_MAX_SUGGESTIONS || list.some((known) => known.sku === row.sku)) continue;
    list.push({ sku: row.sku, name: row.name });
    byMiss.set(row.miss, list);
  }
  return byMiss;
}

/** What the rule's note names: 'Caja x 12', 'mínimo 24', 'múltiplos de 12'. */
function ruleDetails(product: SaleProduct): string[] {
  const details: string[] = [];
  if (product.saleUnit !== 'unidad' || product.unitsPerPack > 1)
    details.push(saleUnitLabel(product.saleUnit, product.unitsPerPack));
  if (product.minQuantity > 1) details.push(`mínimo ${product.minQuantity}`);
  if (product.quantityStep > 1) details.push(`múltiplos de ${product.quantityStep}`);
  return details;
}

/**
 * The quantity on the product's rule: up to its minimum and next multiple; down to the last
 * multiple when that passes the cart's 99 per line. null when no valid quantity fits in 99.
 */
function ruleQuantity(product: SaleProduct, requested: number): number | null {
  const up = validQuantity(product, requested);
  if (up <= CART_MAX_QUANTITY) return up;
  const step = Math.max(1, product.quantityStep);
  const down = Math.floor(CART_MAX_QUANTITY / step) * step;
  return down >= product.minQuantity ? down : null;
}

type Choice =
  | { ok: true; options: SaleOption[]; variants: Record<string, string> | null; display: string }
  | { ok: false; status: QuickOrderStatus; reason: string; suggestions: QuickOrderSuggestion[] };

/**
 * The options a code chooses: none for a product without variants; an option code chooses its
 * option, and every other group must have a single option. A product code of a product with
 * options asks for an option's code (suggested when there is one group).
 */
function chooseOptions(product: SaleProduct, groups: SaleVariantGroup[], optionId: number | null): Choice {
  if (!product.hasVariants || groups.length === 0)
    return { ok: true, options: [], variants: null, display: '' };
  const names = groups.map((group) => group.variantName).join(', ');
  if (optionId == null) {
    const suggestions =
      groups.length === 1
        ? groups[0].options
            .filter((option) => option.sku && option.isAvailable)
            .sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0))
            .slice(0, MAX_OPTION_SUGGESTIONS)
            .map((option) => ({ sku: option.sku!, name: `${product.name} (${option.name})` }))
        : [];
    return { ok: false, status: 'invalid', reason: QUICK_ORDER_NOTES.chooseOption(names), suggestions };
  }
  const options: SaleOption[] = [];
  const open: string[] = [];
  for (const group of groups) {
    const option =
      group.options.find((candidate) => candidate.id === optionId) ??
      (group.options.length === 1 ? group.options[0] : undefined);
    if (option) options.push(option);
    else open.push(group.variantName);
  }
  if (open.length > 0)
    return {
      ok: false,
      status: 'invalid',
      reason: QUICK_ORDER_NOTES.chooseOnPage(open.join(', ')),
      suggestions: [],
    };
  if (options.some((option) => !option.isAvailable))
    return { ok: false, status: 'not_available', reason: QUICK_ORDER_NOTES.notAvailable, suggestions: [] };
  return {
    ok: true,
    options,
    variants: Object.fromEntries(groups.map((group, index) => [group.variantName, options[index].name])),
    display: groups.map((group, index) => `${group.variantName}: ${options[index].name}`).join(', '),
  };
}

const emptyRow = (entry: QuickOrderEntry): QuickOrderRow => ({
  line: entry.line,
  raw: entry.raw,
  sku: entry.sku,
  product: null,
  option: null,
  variants: null,
  variant_display: '',
  requested_quantity: entry.quantity,
  quantity: null,
  adjusted: false,
  note: null,
  available: null,
  price: null,
  discount: null,
  unit_price: null,
  subtotal: null,
  tier_min_quantity: null,
  status: 'invalid',
  reason: entry.error,
  suggestions: [],
});

const productOf = (product: SaleProduct): NonNullable<QuickOrderRow['product']> => ({
  id: product.id,
  name: product.name,
  image: product.image,
  unit_label: saleUnitLabel(product.saleUnit, product.unitsPerPack),
  sale_unit: product.saleUnit,
  units_per_pack: product.unitsPerPack,
  min_quantity: product.minQuantity,
  quantity_step: product.quantityStep,
});

/** The rows of a quick order for a buyer priced with `priceListId` (one row per read line). */
export async function quickOrder(
  db: Db,
  entries: QuickOrderEntry[],
  priceListId: number | null,
): Promise<QuickOrderResult> {
  const keys = [
    ...new Set(entries.flatMap((entry) => (entry.error || !entry.sku ? [] : [skuKey(entry.sku)]))),
  ];
  const matches = await findByCodes(db, keys);
  const misses = [
    ...new Set(
      entries.flatMap((entry) =>
        entry.error || !entry.sku || matches.has(skuKey(entry.sku)) ? [] : [entry.sku],
      ),
    ),
  ];
  const productIds = [...new Set([...matches.values()].map((match) => match.productId))];
  const [suggestions, saleProducts] = await Promise.all([
    suggestionsFor(db, misses),
    readProductsForSale(db, productIds),
  ]);
  const groups = await findVariantGroups(
    db,
    [...saleProducts.values()].filter((product) => product.hasVariants).map((product) => product.id),
  );

  const rows = entries.map(emptyRow);
  /** The rows that reach the quote, with what prices them. */
  const quoted: { index: number; product: SaleProduct; key: string }[] = [];
  const items: CartQuoteInput['items'] = [];
  entries.forEach((entry, index) => {
    const row = rows[index];
    if (entry.error || !entry.sku || entry.quantity == null) return;
    const match = matches.get(skuKey(entry.sku));
    const product = match && saleProducts.get(match.productId);
    if (!match || !product) {
      Object.assign(row, {
        status: 'not_found',
        reason: QUICK_ORDER_NOTES.notFound,
        suggestions: suggestions.get(entry.sku) ?? [],
      });
      return;
    }
    if (!product.isAvailable) {
      Object.assign(row, { status: 'not_available', reason: QUICK_ORDER_NOTES.notAvailable });
      return;
    }
    row.product = productOf(product);
    const productGroups = groups.get(product.id) ?? [];
    const option = productGroups
      .flatMap((group) => group.options)
      .find((candidate) => candidate.id === match.optionId);
    if (option) row.option = { id: option.id, name: option.name };
    if (!product.isAvailableSparta) {
      Object.assign(row, {
        status: 'not_available',
        reason: `${product.name} no está disponible en este canal de venta`,
      });
      return;
    }
    const choice = chooseOptions(product, productGroups, match.optionId);
    if (!choice.ok) {
      Object.assign(row, { status: choice.status, reason: choice.reason, suggestions: choice.suggestions });
      return;
    }
    row.variants = choice.variants;
    row.variant_display = choice.display;
    if (entry.quantity > CART_MAX_QUANTITY) {
      row.reason = QUICK_ORDER_NOTES.maxPerLine;
      return;
    }
    const quantity = ruleQuantity(product, entry.quantity);
    if (quantity == null) {
      row.reason = QUICK_ORDER_NOTES.maxPerLine;
      return;
    }
    row.quantity = quantity;
    row.adjusted = quantity !== entry.quantity;
    if (!entry.quantityGiven) row.note = QUICK_ORDER_NOTES.noQuantity(quantity, ruleDetails(product));
    else if (row.adjusted) row.note = QUICK_ORDER_NOTES.rounded(quantity, ruleDetails(product));
    quoted.push({ index, product, key: choiceKey(product.id, choice.options) });
    items.push({ product: product.id, quantity, variants: choice.variants });
  });

  // The cart quote prices every row that reached it, as the cart and the order will.
  const quote = await quoteCart(db, { items }, priceListId);
  const sameChoice = new Map<string, { lines: number[]; quantity: number }>();
  for (const { index, key } of quoted) {
    const total = sameChoice.get(key) ?? { lines: [], quantity: 0 };
    total.lines.push(rows[index].line);
    total.quantity += rows[index].quantity!;
    sameChoice.set(key, total);
  }
  quoted.forEach(({ index, key }, position) => {
    const row = rows[index];
    const line = quote.lines[position];
    if (line.error || line.final_price == null) {
      Object.assign(row, { status: 'not_available', reason: line.error ?? QUICK_ORDER_NOTES.notAvailable });
      return;
    }
    Object.assign(row, {
      available: line.stock,
      price: line.price,
      discount: line.discount,
      unit_price: line.final_price,
      subtotal: line.subtotal,
      tier_min_quantity: line.tier_min_quantity,
    });
    const same = sameChoice.get(key)!;
    if (same.lines.length > 1) {
      const others = same.lines.filter((other) => other !== row.line);
      row.note = [row.note, QUICK_ORDER_NOTES.repeated(others)].filter(Boolean).join('. ');
    }
    if (same.quantity > line.stock) {
      Object.assign(row, {
        status: 'short_stock',
        available: line.stock,
        reason: line.stock > 0 ? QUICK_ORDER_NOTES.shortStock(line.stock) : QUICK_ORDER_NOTES.noStock,
      });
      return;
    }
    Object.assign(row, { status: 'ok', reason: null });
  });

  const counts = Object.fromEntries(QUICK_ORDER_STATUSES.map((status) => [status, 0])) as Record<
    QuickOrderStatus,
    number
  >;
  for (const row of rows) counts[row.status] += 1;
  const ready = rows.filter((row) => row.status === 'ok');
  return {
    rows,
    counts,
    total: linesSubtotal(ready.map((row) => ({ price: row.unit_price!, quantity: row.quantity! }))),
    price_list: { id: quote.price_list.id, name: quote.price_list.name },
  };
}
