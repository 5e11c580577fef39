import { errorResponses } from '@mayorista/shared/api';
import { storeDayOf } from '@mayorista/shared/current-account-rules';
import {
  ACCOUNT_LIMITS,
  ReceivablesQuerySchema,
  ReceivablesSchema,
  ReceivablesSummarySchema,
} from '@mayorista/shared/current-accounts';
import type { AppInstance } from '../../app-instance.ts';
import {
  listReceivables,
  receivableRows,
  receivablesSummary,
  toReceivableRow,
} from './receivables.service.ts';
import { exportReceivables } from './receivables-export.ts';

const tags = ['cuenta corriente'];

/** 'Cuentas corrientes' of the back office and the dashboards' totals (issue 32 item 6). */
export async function receivablesRoutes(app: AppInstance) {
  app.get(
    '/receivables/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: `Cuentas corrientes: saldo, vencido, crédito disponible y antigüedad por cliente (${ACCOUNT_LIMITS.receivablesPageSize} por página)`,
        description:
          'Clientes con cuenta corriente o con movimientos. search: usuario, razón social o email; only: all, ' +
          'with_balance (saldo deudor) u overdue (con deuda vencida); sort: balance, overdue, available_credit, ' +
          'name u oldest_due_date; order: asc o desc. totals suma todas las filas del filtro. format=csv o ' +
          'xlsx descarga todas las filas.',
        querystring: ReceivablesQuerySchema,
        response: { 200: ReceivablesSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (!format || format === 'json') return listReceivables(app.db, query, request.url);
      const today = storeDayOf();
      const rows = await receivableRows(app.db, query, today);
      const file = await exportReceivables(rows.map(toReceivableRow), format, today);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body as never);
    },
  );

  app.get(
    '/receivables/summary/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Total a cobrar y total vencido de las cuentas corrientes (tableros)',
        response: { 200: ReceivablesSummarySchema, ...errorResponses },
      },
    },
    async () => receivablesSummary(app.db),
  );
}
