import { formatAmount2 } from '@mayorista/shared/format';
import { lineAmount } from '@mayorista/shared/order-totals';
import {
  DISTRIBUTOR_DISCOUNT_MESSAGE,
  DistributorDiscountUpdateSchema,
  type DistributorOrder,
  type DistributorOrderItem,
} from '@mayorista/shared/orders';

/** The delivery note number: the order id padded to 8 digits (backoffice §9), 42 -> '00000042'. */
export const remitoNumber = (id: number) => String(id).padStart(8, '0');

/** Amounts of the distributor screens: es-AR with two decimals (backoffice §9), '$ 1.234,50'. */
export const money2 = (value: number) => formatAmount2(value);

/** The price the supplier charges for a line: cost_price, or price when it has none (backoffice §9). */
export const unitPrice = (item: DistributorOrderItem) => item.price_at_time;

/** A line's total: unit price x quantity, in whole cents (the orders' one rule, decision 049). */
export const lineTotal = (item: DistributorOrderItem) => lineAmount(unitPrice(item), item.quantity);

export type RemitoTotals = {
  subtotal: number;
  /** The supplier's discount (percentage); its rows show only above 0 (backoffice §2.10). */
  discountPercentage: number;
  showDiscount: boolean;
  discountAmount: number;
  total: number;
};

/** Subtotal, discount and total of an order to the supplier, as the server computed them. */
export function remitoTotals(
  order: Pick<DistributorOrder, 'total' | 'discount_percentage' | 'discounted_total'>,
) {
  const showDiscount = order.discount_percentage > 0;
  const total = showDiscount ? order.discounted_total : order.total;
  return {
    subtotal: order.total,
    discountPercentage: order.discount_percentage,
    showDiscount,
    discountAmount: (Math.round(order.total * 100) - Math.round(total * 100)) / 100,
    total,
  } satisfies RemitoTotals;
}

/** A percentage as the shop owner reads it: '12,5 %'. */
export const percentText = (value: number) =>
  `${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 }).format(value)} %`;

export type DiscountInput = { ok: true; value: number } | { ok: false; message: string };

/** The discount typed in the card: 0 to 100, at most two decimals (a comma counts as the point). */
export function parseDiscountInput(text: string): DiscountInput {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed || !/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, message: DISTRIBUTOR_DISCOUNT_MESSAGE };
  const parsed = DistributorDiscountUpdateSchema.safeParse({ discount_percentage: Number(trimmed) });
  if (!parsed.success) return { ok: false, message: DISTRIBUTOR_DISCOUNT_MESSAGE };
  return { ok: true, value: parsed.data.discount_percentage };
}
