import { formatAmount2 } from '@mayorista/shared/format';
import { type Order, PAYMENT_METHOD_LABELS } from '@mayorista/shared/orders';
import { Printer } from 'lucide-react';
import type { SiteConfig } from '@/api/site-config';
import { formatDateTime } from '@/lib/dates';
import { DELIVERY_LABELS, paymentLabel, statusLabel } from '../../history/lib/labels';
import { deliveryAddress, noteNumber, variantText } from '../lib/note';

/**
 * A4 from the browser: only the note prints (everything else on the page is hidden), white page,
 * the table's header repeats on every sheet and a line is never cut in two.
 */
export const NOTE_PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  .sales-note, .sales-note * { visibility: visible !important; }
  .sales-note { position: absolute; inset: 0 auto auto 0; width: 100%; margin: 0 !important; padding: 0 !important;
    box-shadow: none !important; border: 0 !important; border-radius: 0 !important; }
  .sales-note thead { display: table-header-group; }
  .sales-note table { min-width: 0 !important; }
  .sales-note .note-lines { overflow: visible !important; }
  .sales-note tr { break-inside: avoid; }
  .sales-note .print-hidden { display: none !important; }
}`;

type SalesNoteProps = { order: Order; store: SiteConfig; printedAt: Date };

/** The sales note of an order: the store, 'NOTA DE VENTA' and its number, the customer, the lines and totals. */
export function SalesNote({ order, store, printedAt }: SalesNoteProps) {
  const items = order.items ?? [];
  return (
    <article
      aria-label={`Nota de venta ${noteNumber(order.id)}`}
      className="sales-note mx-auto max-w-[210mm] bg-white p-6 text-[13px] leading-snug text-stone-900 shadow-sm sm:my-6 sm:rounded-xl sm:border sm:border-stone-200 sm:p-10"
    >
      <div className="print-hidden mb-6 flex justify-end print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" /> Imprimir
        </button>
      </div>

      <header className="flex flex-col gap-4 border-b-2 border-stone-900 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xl font-bold">{store.store_name}</p>
          <p>{store.store_address}</p>
          <p>Tel.: {store.phone}</p>
          <p>{store.email}</p>
          {store.delivery_note_header ? (
            <p className="mt-1 whitespace-pre-line">{store.delivery_note_header}</p>
          ) : null}
        </div>
        <div className="sm:text-right">
          <h1 className="text-lg font-bold tracking-wide">NOTA DE VENTA</h1>
          <p className="text-lg font-semibold tabular-nums">N.º {noteNumber(order.id)}</p>
          <p>Fecha: {formatDateTime(order.created_at)}</p>
        </div>
      </header>

      <section
        aria-label="Cliente y entrega"
        className="grid gap-4 border-b border-stone-300 py-4 sm:grid-cols-2"
      >
        <dl className="space-y-0.5">
          <dt className="text-xs font-bold tracking-wide text-stone-600 uppercase">Cliente</dt>
          <dd className="font-semibold">{order.recipient_name || '-'}</dd>
          {order.customer_email ? <dd>{order.customer_email}</dd> : null}
          {order.customer_phone ? <dd>Tel.: {order.customer_phone}</dd> : null}
          {order.customer_dni_cuit ? <dd>DNI/CUIT: {order.customer_dni_cuit}</dd> : null}
        </dl>
        <dl className="space-y-0.5">
          <dt className="text-xs font-bold tracking-wide text-stone-600 uppercase">Entrega</dt>
          <dd className="font-semibold">{DELIVERY_LABELS[order.delivery_type]}</dd>
          <dd>{deliveryAddress(order)}</dd>
          {order.delivery_time ? <dd>Horario: {order.delivery_time}</dd> : null}
          <dt className="pt-2 text-xs font-bold tracking-wide text-stone-600 uppercase">Pago</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method} ·{' '}
            {paymentLabel(order.payment_status)}
          </dd>
          {order.payment_id ? <dd>Pago de Mercado Pago n.º {order.payment_id}</dd> : null}
          <dd>Estado del pedido: {statusLabel(order.status)}</dd>
        </dl>
      </section>

      {/* Scrolls sideways on a phone screen: focusable so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
      <section className="note-lines overflow-x-auto py-4" tabIndex={0} aria-label="Productos de la nota">
        <table className="w-full min-w-[38rem] border-collapse text-left">
          <thead>
            <tr className="border-b border-stone-900 text-xs tracking-wide uppercase">
              <th scope="col" className="py-1.5 pr-2">
                Código
              </th>
              <th scope="col" className="py-1.5 pr-2">
                Descripción
              </th>
              <th scope="col" className="py-1.5 pr-2">
                Variante
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right">
                Cant.
              </th>
              <th scope="col" className="py-1.5 pr-2">
                Unidad
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right">
                P. unitario
              </th>
              <th scope="col" className="py-1.5 text-right">
                Importe
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-stone-200 align-top">
                <td className="py-1.5 pr-2 tabular-nums">{item.sku ?? '-'}</td>
                <td className="py-1.5 pr-2">{item.product_name}</td>
                <td className="py-1.5 pr-2">{variantText(item) || '-'}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{item.quantity}</td>
                <td className="py-1.5 pr-2 whitespace-nowrap">{item.unit_label}</td>
                <td className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums">
                  {formatAmount2(item.price_at_time)}
                </td>
                <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                  {formatAmount2(item.subtotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <dl className="ml-auto w-full max-w-sm space-y-1 tabular-nums">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="whitespace-nowrap">{formatAmount2(order.subtotal)}</dd>
        </div>
        {order.coupon_discount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>Descuento{order.coupon_code ? ` (cupón ${order.coupon_code})` : ''}</dt>
            <dd className="whitespace-nowrap">-{formatAmount2(order.coupon_discount)}</dd>
          </div>
        ) : null}
        {order.shipping_cost > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>Envío</dt>
            <dd>{formatAmount2(order.shipping_cost)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t-2 border-stone-900 pt-1 text-base font-bold">
          <dt>Total</dt>
          <dd data-testid="note-total" className="whitespace-nowrap">
            {formatAmount2(order.total)}
          </dd>
        </div>
      </dl>

      <footer className="mt-10 border-t border-stone-300 pt-2 text-xs text-stone-600">
        Impreso el {formatDateTime(printedAt)}
      </footer>
    </article>
  );
}
