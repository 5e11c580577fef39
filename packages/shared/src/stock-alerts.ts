import { z } from 'zod';
import { positiveInt } from './catalog.ts';

/**
 * 'Avisarme cuando haya stock' (issue 29 item 6, decision 053): a buyer waits for a product, or one of
 * its variant options, to have stock again; one e-mail when it does, and the alert ends.
 */

export { STOCK_ALERT_MESSAGES } from './stock-alert-messages.ts';

const optionId = z
  .number({ message: 'option debe ser un número entero positivo' })
  .int({ message: 'option debe ser un número entero positivo' })
  .positive({ message: 'option debe ser un número entero positivo' });

/** POST /api/products/{id}/stock-alert/: the product, or one of its options. */
export const StockAlertInputSchema = z.object({
  option: optionId
    .nullable()
    .optional()
    .describe('Id de la opción de variante que se espera; sin ella, el producto'),
});
export type StockAlertInput = z.infer<typeof StockAlertInputSchema>;

/** DELETE /api/products/{id}/stock-alert/?option=: which alert to remove. */
export const StockAlertQuerySchema = z.object({ option: positiveInt('option').optional() });

/** A waiting alert, as its buyer sees it (never a stock quantity). */
export const StockAlertSchema = z.object({
  id: z.number(),
  product: z.number(),
  option: z.number().nullable(),
  product_name: z.string(),
  option_name: z.string().nullable().describe("'Talle: XL' cuando el aviso es de una opción"),
  image: z.string().nullable(),
  created_at: z.string(),
});
export type StockAlert = z.infer<typeof StockAlertSchema>;

export const StockAlertListSchema = z.array(StockAlertSchema);
