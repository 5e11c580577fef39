/**
 * The dashboards' figures (DOMAIN.md "Statistics", docs/decisions/024-statistics-periods.md),
 * composed from the aggregates of the orders and auth modules.
 */
import { ORDER_STATUSES } from '@mayorista/shared/orders';
import {
  type AnalyticsQuery,
  type AnalyticsStats,
  type CustomerStats,
  DASHBOARD_ORDERS_PER_STATUS,
  DASHBOARD_STATUSES,
  type DashboardOrders,
  type DashboardOrdersQuery,
  INACTIVE_DAYS,
} from '@mayorista/shared/statistics';
import type { Db } from '../../db/client.ts';
import { countNewUsers, customerAccountCounts, customerDisplayNames } from '../auth/user-stats.service.ts';
import {
  abandonedCheckouts,
  buyerActivityCounts,
  buyersSplit,
  inactiveBuyers,
  newestOrdersByStatus,
  orderTimeline,
  orderTotals,
  STORE_TIME_ZONE,
  type StoreDayRange,
  timelineTotals,
  topSellingProducts,
} from '../orders/order-stats.service.ts';

const TOP_PRODUCTS = 5;
const INACTIVE_LIST = 10;
/** A custom range longer than this is charted per month. */
const DAILY_TIMELINE_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

const storeDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the store (YYYY-MM-DD). */
export const storeToday = (now: Date = new Date()) => storeDayFormat.format(now);

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayOf(dayMs(day) + days * DAY_MS);
const lengthOf = (range: StoreDayRange) => Math.round((dayMs(range.end) - dayMs(range.start)) / DAY_MS) + 1;

export type ResolvedRange = StoreDayRange & { groupBy: 'day' | 'month' };

/**
 * The store days a query covers: day = today; week = the last 7 days with today; month = this month
 * so far; year = the last 12 months (from the first of the month 11 months back) charted per month;
 * or the custom range. Without anything: month (backoffice §9).
 */
export function resolveRange(query: AnalyticsQuery, today: string = storeToday()): ResolvedRange {
  if (query.start_date && query.end_date) {
    const range = { start: query.start_date, end: query.end_date };
    return { ...range, groupBy: lengthOf(range) > DAILY_TIMELINE_MAX_DAYS ? 'month' : 'day' };
  }
  const [year, month] = today.split('-').map(Number);
  switch (query.period ?? 'month') {
    case 'day':
      return { start: today, end: today, groupBy: 'day' };
    case 'week':
      return { start: addDays(today, -6), end: today, groupBy: 'day' };
    case 'year': {
      const first = new Date(Date.UTC(year, month - 1 - 11, 1));
      return { start: dayOf(first.getTime()), end: today, groupBy: 'month' };
    }
    default:
      return { start: `${today.slice(0, 7)}-01`, end: today, groupBy: 'day' };
  }
}

/** The period of the same length just before. */
export function previousRange(range: StoreDayRange): StoreDayRange {
  const length = lengthOf(range);
  return { start: addDays(range.start, -length), end: addDays(range.start, -1) };
}

/** Percent change, one decimal; null when the previous period had nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export async function getAnalytics(db: Db, query: AnalyticsQuery): Promise<{ stats: AnalyticsStats }> {
  const range = resolveRange(query);
  const previous = previousRange(range);
  const [before, timeline, customers, visitas, abandoned, top, inactive] = await Promise.all([
    orderTotals(db, previous),
    orderTimeline(db, range, range.groupBy),
    buyersSplit(db, range),
    countNewUsers(db, range),
    abandonedCheckouts(db, range),
    topSellingProducts(db, range, TOP_PRODUCTS),
    inactiveBuyers(db, INACTIVE_DAYS, INACTIVE_LIST),
  ]);
  const totals = timelineTotals(timeline);
  const names = await customerDisplayNames(
    db,
    inactive.map((row) => row.userId),
  );
  return {
    stats: {
      range: { start: range.start, end: range.end, groupBy: range.groupBy },
      ventas: totals.orders,
      facturacion: totals.revenue,
      ticketPromedio: totals.orders ? Math.round((totals.revenue / totals.orders) * 100) / 100 : 0,
      visitas,
      clientes: customers.total,
      carritosAbandonados: abandoned,
      changes: {
        ventas: percentChange(totals.orders, before.orders),
        facturacion: percentChange(totals.revenue, before.revenue),
      },
      timeline,
      customers,
      topProducts: top,
      inactiveCustomers: inactive.map((row) => ({
        id: row.userId,
        name: names.get(row.userId) ?? `Cliente #${row.userId}`,
        lastPurchase: row.lastPurchase.toISOString(),
        totalSpent: row.totalSpent,
        daysInactive: row.daysInactive,
      })),
    },
  };
}

export async function getCustomerStats(db: Db): Promise<CustomerStats> {
  const [accounts, activity] = await Promise.all([
    customerAccountCounts(db, INACTIVE_DAYS),
    buyerActivityCounts(db, INACTIVE_DAYS),
  ]);
  return { total: accounts.total, new: accounts.new, active: activity.active, inactive: activity.inactive };
}

/** The overview's 'Pedidos por estado': per status, the orders of the chosen period (issue 26 item 7). */
export async function getDashboardOrders(db: Db, query: DashboardOrdersQuery): Promise<DashboardOrders> {
  const lists = await newestOrdersByStatus(
    db,
    query.all === 'true' ? ORDER_STATUSES : DASHBOARD_STATUSES,
    resolveRange(query),
    DASHBOARD_ORDERS_PER_STATUS,
  );
  return {
    statuses: lists.map((list) => ({
      status: list.status,
      count: list.count,
      orders: list.orders.map((order) => ({
        id: order.id,
        customer: order.customer,
        total: order.total,
        created_at: order.createdAt.toISOString(),
      })),
    })),
  };
}
