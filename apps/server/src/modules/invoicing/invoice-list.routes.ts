import { errorResponses } from '@mayorista/shared/api';
import {
  InvoiceExportQuerySchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  invoiceExportName,
} from '@mayorista/shared/invoice-list';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { exportLibroIva } from './invoice-export.ts';
import { authorisedDocuments, listInvoices } from './invoice-list.service.ts';

const tags = ['facturación'];

/** 'Mis comprobantes' and 'Comprobantes' (issue 31 item 8, decision 055): the lists and the libro IVA. */
export async function invoiceListRoutes(app: AppInstance) {
  app.get(
    '/invoices/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Comprobantes: los del comprador, o todos para el personal',
        description:
          'Un comprador ve solo sus comprobantes autorizados; el personal, todos (también pendientes y ' +
          'rechazados, con las observaciones de ARCA). Filtros: date_from y date_to (fecha de emisión, ' +
          'ambas incluidas), letter (A, B, C), state, kind (invoice, credit_note), customer (nombre o ' +
          'número de documento del receptor) y order. Los más nuevos primero, paginado.',
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoicePageSchema, ...errorResponses },
      },
    },
    async (request) => listInvoices(app.db, request.viewer!, request.query, request.url),
  );

  app.get(
    '/invoices/export/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Libro IVA ventas (CSV UTF-8 con BOM o XLSX)',
        description:
          'Los comprobantes autorizados con los filtros de la lista (hasta 50.000): fecha, tipo, punto de ' +
          'venta, número, documento y razón social del receptor, neto gravado e IVA por alícuota, exento y ' +
          'total. Las notas de crédito restan (importes negativos). CSV separado por punto y coma, con coma decimal.',
        querystring: InvoiceExportQuerySchema,
        response: { 200: z.unknown().describe('El archivo (text/csv o XLSX)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const documents = await authorisedDocuments(app.db, request.viewer!, filter, { lines: false });
      const file = await exportLibroIva(documents, format);
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${invoiceExportName(filter.date_from, filter.date_to, file.extension)}"`,
        )
        .header('cache-control', 'no-store')
        .send(file.body as never);
    },
  );
}
