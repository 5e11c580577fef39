import { PassThrough, type Writable } from 'node:stream';
import { errorResponses } from '@mayorista/shared/api';
import {
  type PriceListFileFormat,
  PriceListFileQuerySchema,
  priceListFileName,
} from '@mayorista/shared/price-list-file';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { perUser, priceListOf } from '../../lib/viewer.ts';
import { writePriceListPdf } from './price-list-file.pdf.ts';
import { openPriceListFile, type PriceListFile } from './price-list-file.service.ts';
import { writePriceListXlsx, XLSX_CONTENT_TYPE } from './price-list-file.xlsx.ts';

const tags = ['lista de precios'];

const FORMATS: Record<
  PriceListFileFormat,
  { contentType: string; label: string; write: (file: PriceListFile, stream: Writable) => Promise<void> }
> = {
  xlsx: { contentType: XLSX_CONTENT_TYPE, label: 'Excel (XLSX)', write: writePriceListXlsx },
  pdf: { contentType: 'application/pdf', label: 'PDF', write: writePriceListPdf },
};

/**
 * 'Descargar lista de precios' (issue 29 item 4, decision 053): the buyer's own list as a file,
 * generated here and streamed while it is written. Staff get the default list.
 */
export async function priceListFileRoutes(app: AppInstance) {
  for (const format of ['xlsx', 'pdf'] as const) {
    const { contentType, label, write } = FORMATS[format];
    app.get(
      `/me/price-list.${format}`,
      {
        // The whole catalogue as a file costs seconds of CPU (decision 053): enough for a buyer, not a loop.
        config: { role: 'user', rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: perUser } },
        // XLSX is a zip and pdfkit compresses its pages: compressing again gains nothing.
        compress: false,
        schema: {
          tags,
          summary: `Mi lista de precios en ${label}`,
          description:
            'Los productos disponibles (una fila por opción de los productos con variantes): SKU, producto, ' +
            'opción, marca, categoría, unidad de venta, el precio del comprador (su lista, el escalón de la ' +
            'cantidad mínima y las ofertas de hoy), los escalones por cantidad y si hay stock (nunca la ' +
            'cantidad ni el costo). Encabezado con el nombre de la tienda, la lista y la fecha. Filtros ' +
            'opcionales: category (incluye sus subcategorías) y brand. Se genera y se envía por partes.',
          querystring: PriceListFileQuerySchema,
          response: { 200: z.unknown().describe(`El archivo (${contentType})`), ...errorResponses },
        },
      },
      async (request, reply) => {
        // Filters are checked (400) before the first byte.
        const file = await openPriceListFile(app.db, {
          priceListId: priceListOf(request.viewer),
          query: request.query,
        });
        const stream = new PassThrough();
        write(file, stream).catch((error: unknown) => {
          request.log.error({ err: error }, 'price list file failed');
          stream.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header('content-type', contentType)
          .header(
            'content-disposition',
            `attachment; filename="${priceListFileName(file.header.date, format)}"`,
          )
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(stream as never);
      },
    );
  }
}
