import { errorResponses } from '@mayorista/shared/api';
import {
  AnalyticsQuerySchema,
  AnalyticsResponseSchema,
  CustomerStatsSchema,
  DashboardOrdersQuerySchema,
  DashboardOrdersSchema,
} from '@mayorista/shared/statistics';
import type { AppInstance } from '../../app-instance.ts';
import { getAnalytics, getCustomerStats, getDashboardOrders } from './statistics.service.ts';

const staff = { role: 'staff' } as const;
const tags = ['estadísticas'];

/** Dashboards (issue 12): analytics, customers and the overview's orders lists. */
export async function statisticsRoutes(app: AppInstance) {
  app.get(
    '/statistics/analytics/',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Ventas, facturación, ticket promedio, visitas, clientes, carritos abandonados, evolución, productos más vendidos y clientes inactivos de un período (day, week, month, year) o de un rango de días de la tienda',
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getAnalytics(app.db, request.query),
  );

  app.get(
    '/statistics/customers/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Clientes: total, nuevos, activos e inactivos (sin compras en los últimos 30 días)',
        response: { 200: CustomerStatsSchema, ...errorResponses },
      },
    },
    async () => getCustomerStats(app.db),
  );

  app.get(
    '/statistics/dashboard-orders/',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Los 5 pedidos más recientes y la cantidad de cada estado (pendiente, pagado, enviado, entregado; todos con all=true) en un período (day, week, month, year; month por defecto) o un rango de días de la tienda',
        querystring: DashboardOrdersQuerySchema,
        response: { 200: DashboardOrdersSchema, ...errorResponses },
      },
    },
    async (request) => getDashboardOrders(app.db, request.query),
  );
}
