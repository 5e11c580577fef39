import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { CustomerParamSchema, ReceiptCreateSchema, ReceiptSchema } from '@mayorista/shared/current-accounts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { requireCustomer } from './account.service.ts';
import { accountIssuerOf } from './account-pdf.ts';
import { receiptFileName, receiptPdf } from './receipt-pdf.ts';
import { createReceipt, receiptFor } from './receipts.service.ts';

const tags = ['cuenta corriente'];

/** Receipts (issue 32 item 4): recorded by staff, read by staff or the buyer they belong to. */
export async function receiptsRoutes(app: AppInstance) {
  app.post(
    '/accounts/:customer_id/receipts/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Registra un recibo: efectivo, transferencia, cheque, eCheq, Mercado Pago o retenciones',
        description:
          'Numerado por punto de venta (el de la configuración de cuenta corriente) sin saltos ni repeticiones. ' +
          'El total es la suma de las líneas; paga primero los comprobantes de apply_to (impagos de este ' +
          'cliente, si no 400) y después los más antiguos; lo que sobra queda como saldo a favor. Queda en Actividad.',
        params: CustomerParamSchema,
        body: ReceiptCreateSchema,
        response: { 201: ReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createReceipt(app.db, request.params.customer_id, request.body, {
          userId: request.viewer!.userId,
          username: request.viewer!.username,
        }),
      ),
  );

  app.get(
    '/receipts/:id/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Un recibo: líneas, imputación, saldo a favor y si fue anulado',
        description: 'Para el personal o el cliente del recibo (otro comprador: 404).',
        params: IdParamSchema,
        response: { 200: ReceiptSchema, ...errorResponses },
      },
    },
    async (request) => receiptFor(app.db, request.viewer!, request.params.id),
  );

  app.get(
    '/receipts/:id/pdf/',
    {
      config: { role: 'user' },
      // pdfkit compresses its pages already.
      compress: false,
      schema: {
        tags,
        summary: 'PDF de un recibo',
        description: 'Para el personal o el cliente del recibo (otro comprador: 404).',
        params: IdParamSchema,
        response: { 200: z.unknown().describe('El PDF (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const receipt = await receiptFor(app.db, request.viewer!, request.params.id);
      const [issuer, customer] = await Promise.all([
        accountIssuerOf(app.db),
        requireCustomer(app.db, receipt.customer_id),
      ]);
      const pdf = await receiptPdf({ receipt, issuer, customer });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(receipt)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
