/**
 * Buying again (issue 29 items 2 and 3, decision 053): the lines of an old order, or the products the
 * buyer buys most, as they can be bought today. Today's product cards come from the storefront (priced
 * by the buyer's list), quantities move onto today's rule and stock (`repeatQuantity`), and the unit
 * price is the cart quote's for that quantity (the one price path: the order will charge the same).
 */
import {
  CART_QUOTE_MAX_LINES,
  type CartQuoteLine,
  type Product,
  type SelectedVariants,
} from '@mayorista/shared/catalog';
import {
  REPEAT_MESSAGES,
  type RepeatOrder,
  type RepeatSkipReason,
  repeatQuantity,
} from '@mayorista/shared/repeat-order';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { priceListOf, type Viewer } from '../../lib/viewer.ts';
import { quoteCart } from '../stock/selling.service.ts';
import { productsByIds } from '../storefront/storefront.service.ts';
import { itemsByOrder } from './orders.service.ts';

/** One thing bought before: the product (null when deleted), its choice and quantity then. */
export type Wanted = {
  productId: number | null;
  name: string;
  variants: SelectedVariants | null;
  variantDisplay: string;
  quantity: number;
};

export type Again =
  | {
      ok: true;
      product: Product;
      variants: SelectedVariants | null;
      variantDisplay: string;
      quantity: number;
      unitPrice: number;
      subtotal: number;
      notes: string[];
    }
  | { ok: false; product: Product | null; code: RepeatSkipReason; reason: string; notes: string[] };

type Candidate = {
  product: Product;
  variants: SelectedVariants | null;
  variantDisplay: string;
  quantity: number;
  notes: string[];
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What of `wanted` can be bought today, in its order: each line is a card with a quantity on today's
 * rule and stock and the price the cart quote gives it, or a reason it cannot be bought (product
 * deleted, not available, option gone or not available, no stock or less than the minimum).
 */
export async function buyAgain(db: Db, viewer: NonNullable<Viewer>, wanted: Wanted[]): Promise<Again[]> {
  const ids = [...new Set(wanted.flatMap((line) => (line.productId == null ? [] : [line.productId])))];
  const cards = new Map((await productsByIds(db, ids, viewer)).map((card) => [card.id, card]));
  const checked = wanted.map((line): Again | Candidate => {
    const skip = (code: RepeatSkipReason, reason: string, product: Product | null = null): Again => ({
      ok: false,
      product,
      code,
      reason,
      notes: [],
    });
    if (line.productId == null) return skip('deleted', REPEAT_MESSAGES.deleted);
    const product = cards.get(line.productId);
    // Staff get hidden products too from the storefront: a repeat sells what a buyer may buy.
    if (!product?.is_available || !product.is_available_sparta)
      return skip('not_available', REPEAT_MESSAGES.notAvailable, product?.is_available ? product : null);
    let stock = product.stock;
    let variants: SelectedVariants | null = null;
    let variantDisplay = '';
    if (product.has_variants && product.variants.length > 0) {
      const chosen = Object.entries(line.variants ?? {});
      variants = {};
      for (const group of product.variants) {
        const named = chosen.find(([name]) => same(name, group.variant_name));
        const option = named && group.options.find((candidate) => same(candidate.name, named[1]));
        const label = `${group.variant_name}: ${named?.[1] ?? '-'}`;
        if (!option) return skip('option_gone', REPEAT_MESSAGES.optionGone(label), product);
        if (!option.is_available)
          return skip('not_available', REPEAT_MESSAGES.optionUnavailable(label), product);
        variants[group.variant_name] = option.name;
        stock = Math.min(stock, option.stock);
      }
      variantDisplay = Object.entries(variants)
        .map(([group, option]) => `${group}: ${option}`)
        .join(', ');
    }
    if (stock <= 0) return skip('no_stock', REPEAT_MESSAGES.noStock, product);
    const rule = { minQuantity: product.min_quantity, quantityStep: product.quantity_step };
    const { quantity, notes } = repeatQuantity(rule, line.quantity, stock);
    if (quantity === 0)
      return skip('no_stock', REPEAT_MESSAGES.belowMinimum(stock, product.min_quantity), product);
    return { product, variants, variantDisplay, quantity, notes };
  });

  const candidates = checked.filter((line): line is Candidate => !('ok' in line));
  const quoted: CartQuoteLine[] = [];
  for (let start = 0; start < candidates.length; start += CART_QUOTE_MAX_LINES) {
    const items = candidates.slice(start, start + CART_QUOTE_MAX_LINES).map((line) => ({
      product: line.product.id,
      quantity: line.quantity,
      variants: line.variants,
    }));
    quoted.push(...(await quoteCart(db, { items }, priceListOf(viewer))).lines);
  }
  let next = 0;
  return checked.map((line): Again => {
    if ('ok' in line) return line;
    const quote = quoted[next++];
    if (quote.error || quote.final_price == null || quote.subtotal == null)
      return {
        ok: false,
        product: line.product,
        code: 'not_available',
        reason: quote.error ?? REPEAT_MESSAGES.notAvailable,
        notes: [],
      };
    return { ok: true, ...line, unitPrice: quote.final_price, subtotal: quote.subtotal };
  });
}

/**
 * 'Repetir pedido': the caller's own order (anyone else's, staff's too, is 404: the lines go into the
 * caller's cart) as lines for the cart at today's prices and stock, and the lines left out with why.
 */
export async function repeatOrder(
  db: Db,
  viewer: NonNullable<Viewer>,
  orderId: number,
): Promise<RepeatOrder> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, viewer.userId)));
  if (!order) throw notFound(REPEAT_MESSAGES.orderNotFound);
  const items = (await itemsByOrder(db, [order.id])).get(order.id) ?? [];
  const wanted = items.map(
    (item): Wanted => ({
      productId: item.productId,
      name: item.productName,
      variants: item.selectedVariants ?? null,
      variantDisplay: item.variantDisplay,
      quantity: item.quantity,
    }),
  );
  const again = await buyAgain(db, viewer, wanted);
  const result: RepeatOrder = { order: order.id, lines: [], skipped: [] };
  again.forEach((line, index) => {
    const before = wanted[index];
    if (line.ok)
      result.lines.push({
        product: line.product,
        variants: line.variants,
        variant_display: line.variantDisplay,
        ordered_quantity: before.quantity,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        subtotal: line.subtotal,
        notes: line.notes,
      });
    else
      result.skipped.push({
        product_id: before.productId,
        product_name: line.product?.name ?? before.name,
        variant_display: before.variantDisplay,
        quantity: before.quantity,
        code: line.code,
        reason: line.reason,
      });
  });
  return result;
}
