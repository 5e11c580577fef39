/**
 * 'Cambios de precio' (issue 29 item 5, decision 053 'Price history'): the products whose price for
 * this buyer (their list, at quantity 1, before the product's discount and offers) changed since a
 * date, old -> new, biggest change first.
 */
import { z } from 'zod';
import { PageQuerySchema } from './catalog.ts';

export const PRICE_CHANGES_PAGE_SIZE = 50;

export const PRICE_CHANGES_MESSAGES = {
  title: 'Cambios de precio',
  empty: 'No hubo cambios de precio desde tu último pedido',
  emptySince: 'No hubo cambios de precio desde esa fecha',
  sinceLastOrder: 'Desde tu último pedido',
  sinceDefault: 'Todavía no tienes pedidos: te mostramos los cambios de los últimos 30 días',
  badDate: 'Fecha inválida: usa el formato AAAA-MM-DD',
  futureDate: 'La fecha no puede ser futura',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const PriceChangesQuerySchema = PageQuerySchema.extend({
  since: z
    .string()
    .regex(isoDate, { message: PRICE_CHANGES_MESSAGES.badDate })
    .refine(validDate, { message: PRICE_CHANGES_MESSAGES.badDate })
    .optional(),
  category: z
    .string()
    .regex(/^\d{1,9}$/, { message: 'category debe ser un número entero positivo' })
    .transform(Number)
    .refine((value) => value >= 1, { message: 'category debe ser un número entero positivo' })
    .optional(),
});
export type PriceChangesQuery = z.infer<typeof PriceChangesQuerySchema>;

export const PriceChangeSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  option_id: z.number().nullable().describe('La opción de variante cuyo precio cambió; null = el producto'),
  option_name: z.string().nullable(),
  category_name: z.string().nullable(),
  old_price: z.number().describe('Precio de lista del comprador en la fecha `since` (pesos, sin descuentos)'),
  new_price: z.number().describe('Precio de lista del comprador hoy (pesos, sin descuentos)'),
  change_percent: z
    .number()
    .nullable()
    .describe('(nuevo - anterior) / anterior x 100, con 2 decimales; null cuando el anterior era 0'),
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;

export const PriceChangesPageSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  current_page: z.number(),
  total_pages: z.number(),
  results: z.array(PriceChangeSchema),
  since: z.string().describe('La fecha usada (AAAA-MM-DD, desde el comienzo de ese día en Argentina)'),
  since_source: z
    .enum(['query', 'last_order', 'default'])
    .describe('query: la pedida; last_order: la de tu último pedido; default: sin pedidos, hace 30 días'),
  note: z.string().nullable().describe('Qué fecha se usó, en palabras (sin pedidos: los últimos 30 días)'),
});
export type PriceChangesPage = z.infer<typeof PriceChangesPageSchema>;

/** Whether the price went up or down (the page says it in words too, not by colour only). */
export const changeDirection = (change: Pick<PriceChange, 'old_price' | 'new_price'>) =>
  change.new_price > change.old_price ? 'up' : 'down';
