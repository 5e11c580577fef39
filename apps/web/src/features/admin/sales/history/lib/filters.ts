import {
  DELIVERY_TYPES,
  type DeliveryType,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  type OrderPaymentStatus,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@mayorista/shared/orders';
import type { DatePeriod, DateRangeValue } from '@/components/ui/date-range-picker';
import { toDateInput } from '@/lib/dates';

/** The sales history's filters, all kept in the address (a reload or a shared link shows the same list). */
export type SalesFilters = {
  page: number;
  search: string;
  customer_id: number | null;
  status: OrderStatus | '';
  payment_status: OrderPaymentStatus | '';
  payment_method: PaymentMethod | '';
  delivery_type: DeliveryType | '';
  date_from: string;
  date_to: string;
};

export const DEFAULT_SALES_FILTERS: SalesFilters = {
  page: 1,
  search: '',
  customer_id: null,
  status: '',
  payment_status: '',
  payment_method: '',
  delivery_type: '',
  date_from: '',
  date_to: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

/** The filters of an address; unknown or malformed values are left out. */
export function parseSalesFilters(params: URLSearchParams): SalesFilters {
  const customer = Number(params.get('customer_id'));
  const from = params.get('date_from') ?? '';
  const to = params.get('date_to') ?? '';
  const dates = DAY.test(from) && DAY.test(to) && from <= to;
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    search: params.get('search')?.trim() ?? '',
    customer_id: Number.isInteger(customer) && customer > 0 ? customer : null,
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment_status: oneOf(ORDER_PAYMENT_STATUSES, params.get('payment_status')),
    payment_method: oneOf(PAYMENT_METHODS, params.get('payment_method')),
    delivery_type: oneOf(DELIVERY_TYPES, params.get('delivery_type')),
    date_from: dates ? from : '',
    date_to: dates ? to : '',
  };
}

/** The address of the filters: defaults are left out, so the plain list has a plain address. */
export function salesFiltersToParams(filters: SalesFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.customer_id) params.set('customer_id', String(filters.customer_id));
  if (filters.status) params.set('status', filters.status);
  if (filters.payment_status) params.set('payment_status', filters.payment_status);
  if (filters.payment_method) params.set('payment_method', filters.payment_method);
  if (filters.delivery_type) params.set('delivery_type', filters.delivery_type);
  if (filters.date_from && filters.date_to) {
    params.set('date_from', filters.date_from);
    params.set('date_to', filters.date_to);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of GET /api/orders/ and of the export (no page): only the filters that are set. */
export function salesApiParams(filters: SalesFilters) {
  return {
    search: filters.search.trim() || undefined,
    customer_id: filters.customer_id ?? undefined,
    status: filters.status || undefined,
    payment_status: filters.payment_status || undefined,
    payment_method: filters.payment_method || undefined,
    delivery_type: filters.delivery_type || undefined,
    date_from: filters.date_from || undefined,
    date_to: filters.date_to || undefined,
  };
}
export type SalesApiParams = ReturnType<typeof salesApiParams>;

export const hasSalesFilters = (filters: SalesFilters) =>
  Boolean(
    filters.search ||
      filters.customer_id ||
      filters.status ||
      filters.payment_status ||
      filters.payment_method ||
      filters.delivery_type ||
      filters.date_from,
  );

/**
 * The days of a preset, both ends included, up to today: Hoy; Semana (the last 7 days); Mes (from the
 * 1st of this month); Año (from January 1st).
 */
export function presetRange(period: DatePeriod, today: Date = new Date()): { start: string; end: string } {
  const from = {
    day: today,
    week: new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6),
    month: new Date(today.getFullYear(), today.getMonth(), 1),
    year: new Date(today.getFullYear(), 0, 1),
  }[period];
  return { start: toDateInput(from), end: toDateInput(today) };
}

/** What the picker shows for the days of the address: a preset when they match one, else the range. */
export function pickerValue(start: string, end: string, today: Date = new Date()): DateRangeValue | null {
  if (!start || !end) return null;
  for (const period of ['day', 'week', 'month', 'year'] as const) {
    const range = presetRange(period, today);
    if (range.start === start && range.end === end) return { period };
  }
  return { period: 'custom', start, end };
}

/** The days a picker value stands for. */
export function rangeOf(value: DateRangeValue, today: Date = new Date()): { start: string; end: string } {
  return value.period === 'custom'
    ? { start: value.start, end: value.end }
    : presetRange(value.period, today);
}

/** The sales list's filters in the address, for `useUrlFilters`. */
export const SALES_FILTERS_CODEC = {
  parse: parseSalesFilters,
  toParams: salesFiltersToParams,
  defaults: DEFAULT_SALES_FILTERS,
};
