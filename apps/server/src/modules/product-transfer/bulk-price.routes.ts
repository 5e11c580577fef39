import { errorResponses } from '@mayorista/shared/api';
import {
  BulkPriceApplyInputSchema,
  BulkPriceApplyResultSchema,
  BulkPricePreviewInputSchema,
  BulkPricePreviewSchema,
  BulkPriceUndoParamsSchema,
  BulkPriceUndoResultSchema,
} from '@mayorista/shared/bulk-price';
import type { AppInstance } from '../../app-instance.ts';
import { applyBulkPrice, previewBulkPrice, undoBulkPrice } from './bulk-price.service.ts';

const tags = ['productos'];
const BODY_DESCRIPTION =
  'selection: brand, category_id, include_children (true por defecto), currency (ARS/USD), search; ' +
  'al menos un criterio. change: mode (percent/amount), direction (up/down), value > 0 con hasta 2 ' +
  'decimales; un monto fijo necesita la moneda. Se mueven price, price_in_ars (si tiene) y el price ' +
  'absoluto de las opciones de variantes (decisión 020); con un porcentaje también el price_adjustment ' +
  '(recargo) de las opciones sin precio propio, que un monto fijo deja como está (decisión 041). ' +
  "target: 'list' con price_list mueve en cambio los precios especiales que esa lista ya tiene para los " +
  'productos elegidos (del producto y de sus opciones), solo por porcentaje; la vista previa los da en ' +
  'overrides con su precio anterior y el nuevo (decisión 052).';

/** Bulk price update (issue 9): preview, apply and undo. */
export async function bulkPriceRoutes(app: AppInstance) {
  app.post(
    '/products/bulk-price/preview/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Vista previa de un cambio masivo de precios (no guarda nada)',
        description: BODY_DESCRIPTION,
        body: BulkPricePreviewInputSchema,
        response: { 200: BulkPricePreviewSchema, ...errorResponses },
      },
    },
    async (request) => previewBulkPrice(app.db, request.body),
  );

  app.post(
    '/products/bulk-price/apply/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Aplica un cambio masivo de precios en una transacción (409 si la selección cambió)',
        description: `${BODY_DESCRIPTION} expected_count: la cantidad de la vista previa.`,
        body: BulkPriceApplyInputSchema,
        response: { 200: BulkPriceApplyResultSchema, ...errorResponses },
      },
    },
    async (request) => applyBulkPrice(app.db, request.body, request.viewer?.userId ?? null),
  );

  app.post(
    '/products/bulk-price/undo/:activity_id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary:
          'Deshace un cambio masivo de precios del registro de actividad (los productos cuyo precio ' +
          'cambió después quedan como están; 409 si ya se deshizo)',
        params: BulkPriceUndoParamsSchema,
        response: { 200: BulkPriceUndoResultSchema, ...errorResponses },
      },
    },
    async (request) => undoBulkPrice(app.db, request.params.activity_id, request.viewer?.userId ?? null),
  );
}
