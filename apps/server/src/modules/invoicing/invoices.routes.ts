import { DetailErrorSchema, errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { CreditNoteRequestSchema, InvoiceSchema } from '@mayorista/shared/invoices';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-instance.ts';
import { sendError } from '../../lib/errors.ts';
import { ArcaUnavailable, type IssueOutcome, issueCreditNote, issueInvoice } from './invoices.service.ts';
import { invoicingOf } from './invoicing.ts';

const tags = ['facturación'];
/** ARCA did not answer (503) or its answer is not known yet (504): the document stays pending. */
const arcaErrors = { 503: DetailErrorSchema, 504: DetailErrorSchema } as const;

async function answerIssue(reply: FastifyReply, issue: () => Promise<IssueOutcome>) {
  try {
    const { invoice, created } = await issue();
    return reply.status(created ? 201 : 200).send(invoice);
  } catch (error) {
    if (error instanceof ArcaUnavailable) return sendError(reply, error.status, { detail: error.message });
    throw error;
  }
}

/** Issuing invoices and credit notes with a CAE (issue 31 items 3-5, decision 055). */
export async function invoiceRoutes(app: AppInstance) {
  const invoicing = invoicingOf(app);

  app.post(
    '/orders/:id/invoice/',
    {
      // Invoices are read fresh on every request: nothing kept in memory changes.
      config: { role: 'staff', upstream: true, changes: [] },
      schema: {
        tags,
        summary:
          'Factura el pedido con CAE de ARCA (letra según las condiciones de IVA de la tienda y del cliente)',
        description:
          'Líneas del pedido con su alícuota, el cupón repartido entre ellas y el envío como línea: el total ' +
          'es el del pedido al centavo. 201 con el comprobante (state autorizada, o rechazada con las ' +
          'observaciones de ARCA: corrige los datos y vuelve a llamar, se reintenta el mismo comprobante, ' +
          'respondiendo 200). 409 si el pedido ya tiene su factura autorizada. 503 si ARCA no responde y ' +
          '504 si no confirmó un envío: el comprobante queda pendiente y se consulta a ARCA antes de reenviarlo.',
        params: IdParamSchema,
        response: { 200: InvoiceSchema, 201: InvoiceSchema, ...errorResponses, ...arcaErrors },
      },
    },
    (request, reply) =>
      answerIssue(reply, () =>
        issueInvoice(invoicing.deps, request.params.id, request.viewer?.userId ?? null),
      ),
  );

  app.post(
    '/invoices/:id/credit-note/',
    {
      config: { role: 'staff', upstream: true, changes: [] },
      schema: {
        tags,
        summary: 'Nota de crédito de una factura autorizada: total, o por líneas {order_item_id, quantity}',
        description:
          'Misma letra que la factura y asociada a ella (CbtesAsoc). Sin lines acredita todo lo que aún no ' +
          'se acreditó (también el envío); con lines, esas cantidades, nunca más de lo facturado menos lo ya ' +
          'acreditado (400). Una nota anterior rechazada o sin enviar de la misma factura es la que se ' +
          'reintenta (200). 503/504 como al facturar.',
        params: IdParamSchema,
        body: CreditNoteRequestSchema.nullish(),
        response: { 200: InvoiceSchema, 201: InvoiceSchema, ...errorResponses, ...arcaErrors },
      },
    },
    (request, reply) =>
      answerIssue(reply, () =>
        issueCreditNote(
          invoicing.deps,
          request.params.id,
          request.body ?? {},
          request.viewer?.userId ?? null,
        ),
      ),
  );
}
