/**
 * Buying again what was bought (issue 29 items 2 and 3, decision 053): 'Repetir pedido'
 * (POST /api/orders/{id}/repeat/) and 'Lo que más compras' (GET /api/me/frequent-products/). Both
 * answer today's product cards, quantities on today's rule and the buyer's price today, computed by
 * the cart quote; the web only adds them to the cart.
 */
import { z } from 'zod';
import { CART_MAX_QUANTITY } from './cart.ts';
import { ProductSchema, SelectedVariantsSchema } from './catalog.ts';
import { type QuantityRule, validQuantity } from './sale-units.ts';

/** Why a line of an old order cannot go into the cart today. */
export const REPEAT_SKIP_REASONS = ['deleted', 'not_available', 'option_gone', 'no_stock'] as const;
export type RepeatSkipReason = (typeof REPEAT_SKIP_REASONS)[number];

export const REPEAT_MESSAGES = {
  deleted: 'El producto ya no existe',
  notAvailable: 'El producto no está disponible',
  optionGone: (option: string) => `La opción ${option} ya no existe`,
  optionUnavailable: (option: string) => `La opción ${option} no está disponible`,
  noStock: 'Sin stock',
  belowMinimum: (stock: number, minimum: number) =>
    `Hay ${stock} disponibles y la cantidad mínima es ${minimum}`,
  shortStock: (stock: number, quantity: number) => `Solo hay ${stock} disponibles: se agregan ${quantity}`,
  rounded: (quantity: number, rule: Pick<QuantityRule, 'minQuantity' | 'quantityStep'>) =>
    rule.quantityStep > 1
      ? `Redondeado a ${quantity} (múltiplos de ${rule.quantityStep})`
      : `Redondeado a ${quantity} (cantidad mínima ${rule.minQuantity})`,
  capped: (quantity: number) => `Se agregan ${quantity}, el máximo por producto del carrito`,
  orderNotFound: 'La orden solicitada no existe',
  nothingToAdd: 'Ningún producto de este pedido se puede agregar hoy',
} as const;

/**
 * The quantity that goes into the cart for one bought before: up to today's minimum and step, at
 * most the cart's maximum per line and the stock there is (on the step). 0 when the stock does not
 * reach the minimum. `notes` says every change, in the buyer's words.
 */
export function repeatQuantity(
  rule: Pick<QuantityRule, 'minQuantity' | 'quantityStep'>,
  ordered: number,
  stock: number,
): { quantity: number; notes: string[] } {
  const step = Math.max(1, rule.quantityStep);
  const notes: string[] = [];
  let quantity = validQuantity(rule, ordered);
  if (quantity !== ordered) notes.push(REPEAT_MESSAGES.rounded(quantity, rule));
  const cartMax = Math.floor(CART_MAX_QUANTITY / step) * step;
  if (quantity > cartMax) {
    quantity = cartMax;
    notes.push(REPEAT_MESSAGES.capped(quantity));
  }
  if (quantity > stock) {
    const fits = Math.floor(Math.max(0, stock) / step) * step;
    if (fits < Math.max(1, rule.minQuantity)) return { quantity: 0, notes };
    quantity = fits;
    notes.push(REPEAT_MESSAGES.shortStock(stock, quantity));
  }
  return { quantity, notes };
}

export const RepeatLineSchema = z.object({
  product: ProductSchema.describe('La tarjeta del producto hoy, con el precio de la lista del comprador'),
  variants: SelectedVariantsSchema.nullable(),
  variant_display: z.string(),
  ordered_quantity: z.number().describe('La cantidad del pedido original'),
  quantity: z.number().describe('La cantidad que va al carrito: regla de cantidad y stock de hoy'),
  unit_price: z.number().describe('Precio unitario final de hoy para esa cantidad, en pesos'),
  subtotal: z.number(),
  notes: z.array(z.string()).describe('Qué se cambió de la cantidad y por qué'),
});
export type RepeatLine = z.infer<typeof RepeatLineSchema>;

export const RepeatSkippedSchema = z.object({
  product_id: z.number().nullable(),
  product_name: z.string(),
  variant_display: z.string(),
  quantity: z.number(),
  code: z.enum(REPEAT_SKIP_REASONS),
  reason: z.string(),
});
export type RepeatSkipped = z.infer<typeof RepeatSkippedSchema>;

export const RepeatOrderSchema = z.object({
  order: z.number(),
  lines: z.array(RepeatLineSchema),
  skipped: z.array(RepeatSkippedSchema),
});
export type RepeatOrder = z.infer<typeof RepeatOrderSchema>;

/** How many products 'Lo que más compras' lists, and over how many days. */
export const FREQUENT_PRODUCTS_LIMIT = 30;
export const FREQUENT_PRODUCTS_DAYS = 180;

export const FrequentProductSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  orders_count: z.number().describe('En cuántos pedidos lo compró (últimos 180 días, sin cancelados)'),
  total_quantity: z.number(),
  last_quantity: z.number().describe('La cantidad de su última compra'),
  last_variants: SelectedVariantsSchema.nullable(),
  last_variant_display: z.string(),
  last_ordered_at: z.string(),
  quantity: z.number().describe('La cantidad que agrega el botón: la última, en la regla y el stock de hoy'),
  unit_price: z
    .number()
    .nullable()
    .describe('Precio unitario final de hoy para esa cantidad; null si no se puede comprar'),
  available: z.boolean(),
  reason: z.string().nullable().describe('Por qué hoy no se puede agregar'),
  notes: z.array(z.string()),
  product: ProductSchema.nullable(),
});
export type FrequentProduct = z.infer<typeof FrequentProductSchema>;

export const FrequentProductsSchema = z.object({ results: z.array(FrequentProductSchema) });
export type FrequentProducts = z.infer<typeof FrequentProductsSchema>;
