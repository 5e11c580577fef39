import { PassThrough } from 'node:stream';
import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { STORE_IVA_CONDITION_LABELS } from '@mayorista/shared/fiscal-settings';
import {
  INVOICE_LIST_MESSAGES,
  InvoiceZipQuerySchema,
  invoicePdfName,
  invoiceZipName,
} from '@mayorista/shared/invoice-list';
import type { Invoice } from '@mayorista/shared/invoices';
import { Zip, ZipPassThrough } from 'fflate';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { perUser } from '../../lib/viewer.ts';
import { getSiteConfig } from '../settings/settings.service.ts';
import { getFiscalSettings } from './fiscal-settings.service.ts';
import { documentTitles, findInvoiceFor, invoicesOfMonth } from './invoice-list.service.ts';
import { type InvoiceIssuer, invoicePdf } from './invoice-pdf.ts';

const tags = ['facturación'];

/** The issuer as the documents print it: the fiscal settings and the store's name and address. */
async function issuerOf(db: Db): Promise<InvoiceIssuer> {
  const [fiscal, store] = await Promise.all([getFiscalSettings(db), getSiteConfig(db)]);
  return {
    storeName: store.storeName,
    businessName: fiscal.businessName,
    cuit: fiscal.cuit,
    ivaConditionLabel: STORE_IVA_CONDITION_LABELS[fiscal.ivaCondition] ?? fiscal.ivaCondition,
    iibb: fiscal.iibb,
    activityStart: fiscal.activityStart,
    address: store.storeAddress,
  };
}

/** The PDFs of some documents, with the titles of the invoices their credit notes correct. */
async function pdfsOf(db: Db, documents: Invoice[]) {
  const issuer = await issuerOf(db);
  const related = await documentTitles(
    db,
    documents.flatMap((doc) => (doc.related_invoice_id ? [doc.related_invoice_id] : [])),
  );
  return (doc: Invoice) =>
    invoicePdf({
      invoice: doc,
      issuer,
      relatedTitle: doc.related_invoice_id ? related.get(doc.related_invoice_id) : null,
    });
}

/** The invoice PDF and a month's PDFs as one ZIP (issue 31 items 7 and 8, decision 055). */
export async function invoicePdfRoutes(app: AppInstance) {
  app.get(
    '/invoices/:id/pdf/',
    {
      config: { role: 'user' },
      // pdfkit compresses its pages already.
      compress: false,
      schema: {
        tags,
        summary: 'PDF de una factura o nota de crédito, con el QR de ARCA',
        description:
          'Para el personal o el comprador del comprobante (otro comprador: 404). Solo comprobantes ' +
          'autorizados (con CAE); uno pendiente o rechazado responde 409.',
        params: IdParamSchema,
        response: { 200: z.unknown().describe('El PDF (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoiceFor(app.db, request.viewer!, request.params.id);
      if (invoice.state !== 'autorizada') throw new AppError('conflict', INVOICE_LIST_MESSAGES.notAuthorized);
      const pdf = await (await pdfsOf(app.db, [invoice]))(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoicePdfName(invoice)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/invoices/zip/',
    {
      // A PDF per document of the month: seconds of CPU for a large month, not something to loop on.
      config: { role: 'user', rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: perUser } },
      compress: false,
      schema: {
        tags,
        summary: 'Los PDF de los comprobantes de un mes, en un ZIP',
        description:
          'month=AAAA-MM (fecha de emisión). Un comprador recibe sus comprobantes autorizados; el personal, ' +
          'todos los autorizados del mes. Sin comprobantes ese mes: 404.',
        querystring: InvoiceZipQuerySchema,
        response: { 200: z.unknown().describe('El ZIP (application/zip)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const documents = await invoicesOfMonth(app.db, request.viewer!, request.query.month);
      if (documents.length === 0) throw notFound(INVOICE_LIST_MESSAGES.monthEmpty);
      const render = await pdfsOf(app.db, documents);
      const stream = new PassThrough();
      const zip = new Zip((error, chunk, final) => {
        if (error) return stream.destroy(error);
        stream.write(chunk);
        if (final) stream.end();
      });
      // Written while the answer goes out, one PDF at a time (PDFs are compressed: stored as they are).
      void (async () => {
        const names = new Set<string>();
        for (const doc of documents) {
          if (stream.destroyed) return;
          let name = invoicePdfName(doc);
          if (names.has(name)) name = name.replace(/\.pdf$/, `-${doc.id}.pdf`);
          names.add(name);
          const file = new ZipPassThrough(name);
          zip.add(file);
          file.push(await render(doc), true);
        }
        zip.end();
      })().catch((error: unknown) => {
        request.log.error({ err: error }, 'invoice zip failed');
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${invoiceZipName(request.query.month)}"`)
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );
}
