/**
 * The sales history export (issue 10 item 1): the filtered orders as CSV (UTF-8 with BOM, `;`
 * separated and decimal comma, what Excel in es-AR opens as columns) or XLSX (real dates and numbers).
 */
import {
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type OrderExportFormat,
  type OrderPaymentStatus,
  PAYMENT_METHOD_LABELS,
} from '@mayorista/shared/orders';
import { type SheetCell, writeCsvFile, writeXlsxFile } from '../../lib/spreadsheet.ts';
import type { OrderRow } from './orders.service.ts';
import { STORE_TIME_ZONE } from './orders.service.ts';

/** At most this many orders per file (the newest of the filtered set). */
export const ORDER_EXPORT_LIMIT = 50_000;

const HEADERS = [
  'Pedido',
  'Fecha',
  'Cliente',
  'E-mail',
  'Teléfono',
  'DNI/CUIT',
  'Estado',
  'Pago',
  'Medio de pago',
  'ID de pago',
  'Entrega',
  'Dirección',
  'Subtotal',
  'Cupón',
  'Descuento cupón',
  'Envío',
  'Total',
] as const;

const DELIVERY_LABELS = { delivery: 'Envío', pickup: 'Retiro' } as const;

const storeClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The store's wall-clock time of an instant, as its parts. */
function storeParts(date: Date) {
  const parts = Object.fromEntries(storeClock.formatToParts(date).map((part) => [part.type, part.value]));
  return parts as Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>;
}

/** dd/mm/aaaa hh:mm in the store's time zone. */
function storeDateTime(date: Date): string {
  const p = storeParts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The store's wall-clock time as a UTC date, so a spreadsheet shows the same day and hour as the screens. */
function storeWallClock(date: Date): Date {
  const p = storeParts(date);
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
}

type Cell = string | number;

function rowOf(order: OrderRow): Cell[] {
  return [
    order.id,
    storeDateTime(order.createdAt),
    order.recipientName,
    order.customerEmail,
    order.customerPhone,
    order.customerDniCuit,
    ORDER_STATUS_LABELS[order.status] ?? order.status,
    ORDER_PAYMENT_STATUS_LABELS[order.paymentStatus as OrderPaymentStatus] ?? order.paymentStatus,
    PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod,
    order.paymentId ?? '',
    DELIVERY_LABELS[order.deliveryType] ?? order.deliveryType,
    order.shippingAddress,
    Number(order.subtotal),
    order.couponCode ?? '',
    Number(order.couponDiscount),
    Number(order.shippingCost),
    Number(order.total),
  ];
}

const decimalComma = (value: number) => value.toFixed(2).replace('.', ',');
const MONEY_COLUMNS = new Set([12, 14, 15, 16]);
const WIDTHS = [10, 18, 28, 30, 16, 16, 12, 12, 24, 14, 10, 40, 14, 12, 16, 12, 14];

export function ordersCsv(rows: OrderRow[]): Buffer {
  return writeCsvFile(
    HEADERS,
    rows.map((order) =>
      rowOf(order).map((cell, index) =>
        typeof cell === 'number' && MONEY_COLUMNS.has(index) ? decimalComma(cell) : cell,
      ),
    ),
  );
}

export function ordersXlsx(rows: OrderRow[]): Promise<Buffer> {
  const columns = HEADERS.map((header, index) => ({
    header,
    width: WIDTHS[index] ?? 14,
    numFmt: index === 1 ? 'dd/mm/yyyy hh:mm' : MONEY_COLUMNS.has(index) ? '#,##0.00' : undefined,
  }));
  return writeXlsxFile(
    'Ventas',
    columns,
    rows.map((order) => {
      const cells: SheetCell[] = rowOf(order);
      cells[1] = storeWallClock(order.createdAt);
      return cells;
    }),
  );
}

export async function exportOrders(
  rows: OrderRow[],
  format: OrderExportFormat,
): Promise<{ body: Buffer; contentType: string; extension: string }> {
  if (format === 'xlsx')
    return {
      body: await ordersXlsx(rows),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    };
  return { body: ordersCsv(rows), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
}
