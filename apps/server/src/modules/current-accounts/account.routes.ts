import { errorResponses } from '@mayorista/shared/api';
import { storeDayOf } from '@mayorista/shared/current-account-rules';
import {
  ACCOUNT_LIMITS,
  AccountSummarySchema,
  AccountTermsUpdateSchema,
  CustomerParamSchema,
  LedgerEntriesQuerySchema,
  LedgerEntryPageSchema,
  LedgerEntrySchema,
  MyAccountSchema,
  StatementQuerySchema,
  StatementSchema,
} from '@mayorista/shared/current-accounts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import {
  accountSummary,
  findEntries,
  listEntries,
  openDebitEntries,
  requireCustomer,
  updateTerms,
} from './account.service.ts';
import { accountIssuerOf } from './account-pdf.ts';
import { accountStatement } from './statement.service.ts';
import { statementFileName, statementPdf, statementXlsx } from './statement-files.ts';

const tags = ['cuenta corriente'];

const STATEMENT_DESCRIPTION =
  'from y to (días AAAA-MM-DD, ambos incluidos; por defecto los últimos 90 días, hasta 3660). Saldo ' +
  'inicial (movimientos anteriores a from), cada movimiento con debe, haber y saldo, saldo final, y el ' +
  'resumen de la cuenta hoy (antigüedad, vencido, crédito disponible). format=pdf o xlsx responde el ' +
  'archivo; el comprador y el personal ven las mismas cifras.';

/** The statement as JSON, PDF or XLSX (one function for both sides: the same figures). */
async function sendStatement(
  app: AppInstance,
  reply: FastifyReply,
  userId: number,
  query: { from?: string; to?: string; format?: 'json' | 'pdf' | 'xlsx' },
) {
  const statement = await accountStatement(app.db, userId, query);
  if (!query.format || query.format === 'json') return statement;
  const file =
    query.format === 'pdf'
      ? {
          body: await statementPdf({
            statement,
            issuer: await accountIssuerOf(app.db),
            customer: await requireCustomer(app.db, userId),
          }),
          contentType: 'application/pdf',
        }
      : {
          body: await statementXlsx(statement),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        };
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${statementFileName(statement, query.format)}"`)
    .header('cache-control', 'no-store')
    .send(file.body as never);
}

/** A customer's account (staff) and 'Mi cuenta corriente' (the buyer): issue 32 items 2, 5 and 6. */
export async function accountRoutes(app: AppInstance) {
  app.get(
    '/accounts/:customer_id/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary:
          'Cuenta corriente de un cliente: condiciones, saldo, crédito disponible, vencido y antigüedad',
        description:
          'pending_orders: pedidos en cuenta corriente no cancelados que aún no están en la cuenta (sin ' +
          'facturar). available_credit = límite - saldo - pending_orders. Un cliente sin cuenta responde ' +
          'las condiciones por defecto (no habilitada, límite 0, 30 días).',
        params: CustomerParamSchema,
        response: { 200: AccountSummarySchema, ...errorResponses },
      },
    },
    async (request) => accountSummary(app.db, request.params.customer_id),
  );

  app.put(
    '/accounts/:customer_id/terms/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Condiciones de la cuenta corriente: habilitada, límite de crédito y días de plazo',
        description:
          'Queda en Actividad con los valores anteriores y nuevos. Los días de plazo se aplican a los ' +
          'comprobantes que se registren desde ahora.',
        params: CustomerParamSchema,
        body: AccountTermsUpdateSchema,
        response: { 200: AccountSummarySchema, ...errorResponses },
      },
    },
    async (request) =>
      updateTerms(app.db, request.params.customer_id, request.body, {
        userId: request.viewer!.userId,
        username: request.viewer!.username,
      }),
  );

  app.get(
    '/accounts/:customer_id/entries/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: `Movimientos de la cuenta corriente (${ACCOUNT_LIMITS.entriesPageSize} por página, los más nuevos primero)`,
        description:
          'Cada movimiento con su importe (débito positivo, crédito negativo), lo pendiente (open_amount), ' +
          'si está vencido y si fue anulado.',
        params: CustomerParamSchema,
        querystring: LedgerEntriesQuerySchema,
        response: { 200: LedgerEntryPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listEntries(app.db, request.params.customer_id, { page: request.query.page ?? 1, url: request.url }),
  );

  app.get(
    '/accounts/:customer_id/open-debits/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Débitos pendientes de la cuenta corriente, los más antiguos primero',
        description:
          'Lo que un recibo puede pagar: cada débito con lo pendiente (open_amount) y su vencimiento.',
        params: CustomerParamSchema,
        response: { 200: z.array(LedgerEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireCustomer(app.db, request.params.customer_id);
      return openDebitEntries(app.db, request.params.customer_id, storeDayOf());
    },
  );

  app.get(
    '/accounts/:customer_id/statement/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Resumen de cuenta de un período (JSON, PDF o XLSX)',
        description: STATEMENT_DESCRIPTION,
        params: CustomerParamSchema,
        querystring: StatementQuerySchema,
        response: { 200: StatementSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendStatement(app, reply, request.params.customer_id, request.query),
  );

  app.get(
    '/me/account/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary:
          'Mi cuenta corriente: saldo, crédito disponible, antigüedad, comprobantes impagos y últimos movimientos',
        description:
          'open_debits: los comprobantes impagos, los más antiguos primero, con su vencimiento. recent: los ' +
          `últimos ${ACCOUNT_LIMITS.recentEntries} movimientos. can_pay_online: Mercado Pago configurado y saldo a pagar.`,
        response: { 200: MyAccountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.viewer!.userId;
      const today = storeDayOf();
      const summary = await accountSummary(app.db, userId, today);
      const [openDebits, recent] = await Promise.all([
        openDebitEntries(app.db, userId, today),
        findEntries(app.db, { userId, order: 'newest', limit: ACCOUNT_LIMITS.recentEntries }, today),
      ]);
      return {
        summary,
        open_debits: openDebits,
        recent,
        can_pay_online: Boolean(app.config.mercadoPago) && summary.balance > 0,
      };
    },
  );

  app.get(
    '/me/account/statement/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Mi resumen de cuenta de un período (JSON, PDF o XLSX)',
        description: STATEMENT_DESCRIPTION,
        querystring: StatementQuerySchema,
        response: { 200: StatementSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendStatement(app, reply, request.viewer!.userId, request.query),
  );
}
