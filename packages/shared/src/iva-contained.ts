/**
 * The IVA a sale's prices contain (issue 31), as the cart, the order and the invoice show it: prices
 * stay IVA included; this breaks the total out into net and IVA per rate, to the cent.
 */
import { z } from 'zod';
import { type IvaBreakdown, ivaBreakdown, saleIvaParts } from './fiscal.ts';

export { SHIPPING_IVA_RATE } from './fiscal.ts';

/**
 * Net and IVA per rate of a sale: fiscal.ts ivaBreakdown of its saleIvaParts (each line less its
 * share of the coupon, the shipping at the general rate), the same amounts its invoice's lines carry.
 * The parts add up to the sale's total to the cent.
 */
export function ivaContained(input: Parameters<typeof saleIvaParts>[0]): IvaBreakdown {
  return ivaBreakdown(saleIvaParts(input));
}

/** The breakdown as the API answers it. */
export const IvaContainedSchema = z
  .object({
    by_rate: z
      .array(
        z.object({
          rate: z.number().describe('Alícuota (%)'),
          net: z.number().describe('Neto gravado a esa alícuota'),
          iva: z.number().describe('IVA contenido a esa alícuota'),
        }),
      )
      .describe('De la alícuota menor a la mayor'),
    net: z.number().describe('Neto gravado total'),
    iva: z.number().describe('IVA contenido total'),
    total: z.number().describe('net + iva: el total'),
  })
  .describe('El IVA que contienen los precios (ya incluido): neto e IVA por alícuota, al centavo');
export type IvaContained = z.infer<typeof IvaContainedSchema>;

/** ivaContained's answer under the API's names. */
export const toIvaContained = (breakdown: IvaBreakdown): IvaContained => ({
  by_rate: breakdown.byRate,
  net: breakdown.net,
  iva: breakdown.iva,
  total: breakdown.total,
});

/** The IVA an order contains, from its lines as sold (each keeps its rate), its coupon and its shipping. */
export function orderIvaContained(order: {
  items?: readonly { subtotal: number; iva_rate: number }[];
  coupon_discount: number;
  shipping_cost: number;
}): IvaContained {
  return toIvaContained(
    ivaContained({
      lines: (order.items ?? []).map((item) => ({ amount: item.subtotal, rate: item.iva_rate })),
      couponDiscount: order.coupon_discount,
      shippingCost: order.shipping_cost,
    }),
  );
}
