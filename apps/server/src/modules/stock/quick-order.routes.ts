import multipart from '@fastify/multipart';
import { errorResponses } from '@mayorista/shared/api';
import {
  parseQuickOrderTable,
  parseQuickOrderText,
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MESSAGES,
  type QuickOrderEntry,
  QuickOrderResultSchema,
  QuickOrderTextInputSchema,
} from '@mayorista/shared/quick-order';
import type { AppInstance } from '../../app-instance.ts';
import { AppError, fieldErrors } from '../../lib/errors.ts';
import { readUploadedFile } from '../../lib/multipart.ts';
import { readTable } from '../../lib/sheet-reader.ts';
import { perUser, priceListOf } from '../../lib/viewer.ts';
import { quickOrder } from './quick-order.service.ts';

const tags = ['catálogo'];

/**
 * Quick order by SKU (issue 29 item 1, decision 053), beside the cart quote. One route takes pasted
 * text as JSON or a CSV/XLSX as multipart, so this plugin adds the multipart parser and keeps JSON.
 */
export async function quickOrderRoutes(app: AppInstance) {
  await app.register(multipart);

  app.post(
    '/cart/quick-order/',
    {
      // A 1,000-line check costs up to a second of the server: a buyer fixing rows re-checks often, a
      // script cannot keep the server busy.
      config: {
        role: 'user',
        changes: [],
        rateLimit: { max: 60, timeWindow: '10 minutes', keyGenerator: perUser },
      },
      compress: false,
      schema: {
        tags,
        summary: 'Pedido rápido: líneas de código y cantidad revisadas con precios, stock y sugerencias',
        description:
          'JSON {text} con líneas pegadas (ABC 12, ABC;12, ABC,12, ABC x12, 12 x ABC, columnas de una ' +
          'planilla) o multipart/form-data con un archivo CSV o XLSX en el campo "file" (columnas SKU y ' +
          `cantidad, títulos opcionales; hasta ${QUICK_ORDER_MAX_FILE_BYTES / 1024 / 1024} MB). Hasta ` +
          `${QUICK_ORDER_MAX_LINES} líneas. Una fila por línea leída: producto y opción, la cantidad ` +
          'llevada al mínimo y múltiplos del producto (adjusted y la nota), el precio del comprador ' +
          '(su lista y el escalón de la cantidad, como el carrito) y el estado: ok, not_found (con ' +
          'hasta 3 sugerencias), not_available, short_stock (con el stock disponible) o invalid.',
        consumes: ['application/json', 'multipart/form-data'],
        // A multipart request has no JSON body (null): the handler reads the file then.
        body: QuickOrderTextInputSchema.nullish(),
        response: { 200: QuickOrderResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      let entries: QuickOrderEntry[];
      let field: 'text' | 'file';
      if (request.isMultipart()) {
        field = 'file';
        const upload = await readUploadedFile(request);
        if (upload.bytes.length > QUICK_ORDER_MAX_FILE_BYTES)
          throw fieldErrors({ file: [QUICK_ORDER_MESSAGES.fileTooLarge] });
        entries = parseQuickOrderTable(await readTable(upload.bytes));
      } else {
        field = 'text';
        if (!request.body) throw fieldErrors({ text: [QUICK_ORDER_MESSAGES.empty] });
        entries = parseQuickOrderText(request.body.text);
      }
      if (entries.length === 0) throw fieldErrors({ [field]: [QUICK_ORDER_MESSAGES.empty] });
      if (entries.length > QUICK_ORDER_MAX_LINES)
        throw new AppError('invalid', QUICK_ORDER_MESSAGES.tooManyLines);
      return quickOrder(app.db, entries, priceListOf(request.viewer));
    },
  );
}
