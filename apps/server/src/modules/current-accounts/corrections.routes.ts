import { errorResponses } from '@mayorista/shared/api';
import {
  AdjustmentCreateSchema,
  CustomerParamSchema,
  EntryParamSchema,
  LedgerEntrySchema,
  ReversalCreateSchema,
} from '@mayorista/shared/current-accounts';
import type { AppInstance } from '../../app-instance.ts';
import { createAdjustment, reverseLedgerEntry } from './corrections.service.ts';

const tags = ['cuenta corriente'];

/** Adjustments and reversals by staff (issue 32 item 1): new entries, never edits. */
export async function correctionsRoutes(app: AppInstance) {
  app.post(
    '/accounts/:customer_id/adjustments/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Ajuste de la cuenta corriente (positivo: débito; negativo: crédito), con su motivo',
        description:
          'Se imputa como cualquier movimiento (un crédito paga los débitos más antiguos). Queda en Actividad.',
        params: CustomerParamSchema,
        body: AdjustmentCreateSchema,
        response: { 201: LedgerEntrySchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createAdjustment(app.db, request.params.customer_id, request.body, {
          userId: request.viewer!.userId,
          username: request.viewer!.username,
        }),
      ),
  );

  app.post(
    '/accounts/entries/:entry_id/reverse/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Anula un recibo (p. ej. un cheque rechazado) o un ajuste, con su motivo',
        description:
          'Un movimiento nuevo, del importe opuesto, que nombra al anulado; una sola vez (409 después). Un ' +
          'recibo anulado deja impagos los comprobantes que pagaba. Las facturas se corrigen con una nota de ' +
          'crédito y los pedidos se cancelan (400). Queda en Actividad.',
        params: EntryParamSchema,
        body: ReversalCreateSchema,
        response: { 201: LedgerEntrySchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await reverseLedgerEntry(app.db, request.params.entry_id, request.body, {
          userId: request.viewer!.userId,
          username: request.viewer!.username,
        }),
      ),
  );
}
