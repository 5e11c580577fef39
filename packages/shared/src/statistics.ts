import { z } from 'zod';

/**
 * The dashboards' contract (backoffice §2.11, §2.12, §3 Statistics; DOMAIN.md "Statistics"). Days are
 * calendar days of the store (America/Argentina/Buenos_Aires); what each period covers is written in
 * docs/decisions/024-statistics-periods.md.
 */

export const STATISTICS_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** Longest custom range the analytics answer (two years): keeps the timeline and the queries bounded. */
export const MAX_RANGE_DAYS = 731;
/** Inactive customers: no order in this many days (backoffice §9). */
export const INACTIVE_DAYS = 30;

export const STATISTICS_MESSAGES = {
  badDate: 'La fecha debe tener el formato AAAA-MM-DD',
  bothDates: 'Indica la fecha de inicio y la de fin',
  outOfOrder: 'La fecha de fin no puede ser anterior a la de inicio',
  tooLong: 'El rango no puede superar los 2 años',
  badPeriod: 'Período inválido: day, week, month o year',
} as const;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30), from year 1900 on. */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    date.getUTCFullYear() >= 1900
  );
}

const storeDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: STATISTICS_MESSAGES.badDate })
  .refine(isCalendarDay, { message: STATISTICS_MESSAGES.badDate });

const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

const rangeFields = {
  period: z.enum(STATISTICS_PERIODS, { message: STATISTICS_MESSAGES.badPeriod }).optional(),
  start_date: storeDay.optional(),
  end_date: storeDay.optional(),
};

type RangeQuery = { start_date?: string; end_date?: string };

/** Both dates or neither, start not after end, at most MAX_RANGE_DAYS days. */
function checkRange(query: RangeQuery, ctx: z.RefinementCtx) {
  if (!query.start_date !== !query.end_date) {
    ctx.addIssue({
      code: 'custom',
      path: [query.start_date ? 'end_date' : 'start_date'],
      message: STATISTICS_MESSAGES.bothDates,
    });
    return;
  }
  if (!query.start_date || !query.end_date) return;
  if (query.start_date > query.end_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: STATISTICS_MESSAGES.outOfOrder });
  else if (daysBetween(query.start_date, query.end_date) > MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: STATISTICS_MESSAGES.tooLong });
}

/** GET /api/statistics/analytics/: a period, or a custom range of store days (both ends included). */
export const AnalyticsQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** One point of the revenue chart: a store day (or the first day of a month when grouped by month). */
export const TimelinePointSchema = z.object({
  date: z.string(),
  value: z.number(),
  orders: z.number(),
});
export type TimelinePoint = z.infer<typeof TimelinePointSchema>;

export const TopProductSchema = z.object({
  id: z.number().nullable(),
  name: z.string(),
  sales: z.number(),
  amount: z.number(),
});
export type TopProduct = z.infer<typeof TopProductSchema>;

export const InactiveCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  lastPurchase: z.string(),
  totalSpent: z.number(),
  daysInactive: z.number(),
});
export type InactiveCustomer = z.infer<typeof InactiveCustomerSchema>;

export const AnalyticsStatsSchema = z.object({
  /** The store days covered, both included, and the timeline's step. */
  range: z.object({ start: z.string(), end: z.string(), groupBy: z.enum(['day', 'month']) }),
  ventas: z.number(),
  facturacion: z.number(),
  ticketPromedio: z.number(),
  visitas: z.number(),
  clientes: z.number(),
  carritosAbandonados: z.number(),
  /** Percent change against the previous period of the same length; null when that period had none. */
  changes: z.object({ ventas: z.number().nullable(), facturacion: z.number().nullable() }),
  timeline: z.array(TimelinePointSchema),
  customers: z.object({ new: z.number(), total: z.number() }),
  topProducts: z.array(TopProductSchema),
  inactiveCustomers: z.array(InactiveCustomerSchema),
});
export type AnalyticsStats = z.infer<typeof AnalyticsStatsSchema>;

export const AnalyticsResponseSchema = z.object({ stats: AnalyticsStatsSchema });
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;

/** GET /api/statistics/customers/: the customer base at a glance. */
export const CustomerStatsSchema = z.object({
  /** Approved customer accounts. */
  total: z.number(),
  /** Accounts created in the last 30 days. */
  new: z.number(),
  /** Customers with an order (not cancelled) in the last 30 days. */
  active: z.number(),
  /** Customers who bought before but not in the last 30 days. */
  inactive: z.number(),
});
export type CustomerStats = z.infer<typeof CustomerStatsSchema>;

/** The four order lists of the overview (backoffice §2.12). */
export const DASHBOARD_STATUSES = ['pending', 'paid', 'shipped', 'delivered'] as const;
export const DASHBOARD_ORDERS_PER_STATUS = 5;

/** The overview's order lists of a period or custom range (as the analytics), month by default. */
export const DashboardOrdersQuerySchema = z
  .object({
    ...rangeFields,
    all: z.enum(['true', 'false'], { message: 'all debe ser true o false' }).optional(),
  })
  .superRefine(checkRange);
export type DashboardOrdersQuery = z.infer<typeof DashboardOrdersQuerySchema>;

export const DashboardOrderSchema = z.object({
  id: z.number(),
  customer: z.string(),
  total: z.number(),
  created_at: z.string(),
});
export type DashboardOrder = z.infer<typeof DashboardOrderSchema>;

export const DashboardStatusListSchema = z.object({
  status: z.string(),
  count: z.number(),
  orders: z.array(DashboardOrderSchema),
});
export type DashboardStatusList = z.infer<typeof DashboardStatusListSchema>;

/** Each status (the overview's four, or all six with all=true): its count and its 5 newest orders of the range. */
export const DashboardOrdersSchema = z.object({ statuses: z.array(DashboardStatusListSchema) });
export type DashboardOrders = z.infer<typeof DashboardOrdersSchema>;
