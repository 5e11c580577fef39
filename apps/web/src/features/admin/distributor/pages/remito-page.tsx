import { formatDate } from '@mayorista/shared/format';
import { DISTRIBUTOR_PAYMENT_STATUS_LABELS } from '@mayorista/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage, isApiError } from '@/api/errors';
import { DEFAULT_SITE_CONFIG, siteConfigQueryOptions } from '@/api/site-config';
import { ErrorState } from '@/components/ui/data-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { useDistributorOrder } from '../api/distributor-order';
import { ProductThumb } from '../components/product-thumb';
import { lineTotal, money2, percentText, remitoNumber, remitoTotals, unitPrice } from '../lib/remito';

export const REMITO_LOAD_FAILED = 'Error al cargar el remito.';
export const REMITO_NOT_FOUND = 'La orden al proveedor no existe.';

/**
 * A4 on paper with nothing of the site around it: only the note prints (toasts, the start splash and
 * any chrome stay on screen), in black on white, with the table's header repeated on every page.
 */
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  .remito-sheet, .remito-sheet * { visibility: visible; }
  .remito-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; }
  .remito-no-print, #splash, [data-sonner-toaster] { display: none !important; }
  .remito-sheet thead { display: table-header-group; }
  .remito-sheet tr { break-inside: avoid; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

/** REMITO (backoffice §2.10): the delivery note of an order to the supplier, printed from the browser. */
export default function RemitoPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const order = useDistributorOrder(orderId);
  const config = useQuery(siteConfigQueryOptions());
  // The print date and time: when the note was opened (the moment it is printed, within a minute).
  const [printedAt] = useState(() => new Date());

  const store = config.data ?? DEFAULT_SITE_CONFIG;
  const validId = Number.isInteger(orderId) && orderId > 0;

  let content: React.ReactNode;
  if (!validId || (order.status === 'error' && isApiError(order.error, 404))) {
    content = <p className="py-16 text-center font-semibold text-red-700">{REMITO_NOT_FOUND}</p>;
  } else if (order.status === 'error') {
    content = (
      <ErrorState message={errorMessage(order.error, REMITO_LOAD_FAILED)} onRetry={() => order.refetch()} />
    );
  } else if (order.status === 'pending' || config.status === 'pending') {
    content = (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-stone-600">
        <Spinner className="size-5" /> Cargando remito...
      </p>
    );
  } else {
    const data = order.data;
    const totals = remitoTotals(data);
    const number = remitoNumber(data.id);
    content = (
      <article
        className="remito-sheet text-[13px] leading-snug text-stone-900"
        aria-label={`Remito ${number}`}
      >
        <title>{`Remito ${number} | ${store.store_name}`}</title>
        <header className="flex flex-col gap-4 border-b-2 border-stone-900 pb-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="text-xl font-bold">{store.store_name}</p>
            <p>{store.store_address}</p>
            <p>Tel.: {store.phone}</p>
            <p>{store.email}</p>
            {store.delivery_note_header ? (
              <p className="mt-1 whitespace-pre-line">{store.delivery_note_header}</p>
            ) : null}
          </div>
          <div className="sm:text-right">
            <h1 className="text-2xl font-black tracking-widest">REMITO</h1>
            <p className="text-lg font-bold tabular-nums">N° {number}</p>
          </div>
        </header>

        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 border-b border-stone-300 py-3 sm:grid-cols-3">
          <div className="flex gap-1">
            <dt className="font-semibold">Fecha:</dt>
            <dd>{formatDate(data.created_at)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-semibold">Estado de pago:</dt>
            <dd>{DISTRIBUTOR_PAYMENT_STATUS_LABELS[data.payment_status]}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-semibold">Pedido original:</dt>
            <dd>#{data.original_order}</dd>
          </div>
        </dl>

        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
        <section className="overflow-x-auto" tabIndex={0} aria-label="Productos del remito">
          <table className="mt-3 w-full min-w-[600px] border-collapse text-left">
            <thead>
              <tr className="border-b-2 border-stone-900 text-xs uppercase">
                <th scope="col" className="w-12 py-2 pr-2">
                  Imagen
                </th>
                <th scope="col" className="py-2 pr-2">
                  Código
                </th>
                <th scope="col" className="py-2 pr-2">
                  Descripción
                </th>
                <th scope="col" className="py-2 pr-2">
                  Variante
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  Cantidad
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  Precio unitario
                </th>
                <th scope="col" className="py-2 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id} className="border-b border-stone-200 align-middle">
                  <td className="py-1.5 pr-2">
                    <ProductThumb image={item.product?.image} size={36} />
                  </td>
                  <td className="py-1.5 pr-2 font-mono text-xs">{item.sku || '-'}</td>
                  <td className="py-1.5 pr-2">{item.product_name}</td>
                  <td className="py-1.5 pr-2">{item.variant_display || '-'}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{item.quantity}</td>
                  <td className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums">
                    {money2(unitPrice(item))}
                  </td>
                  <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                    {money2(lineTotal(item))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <dl className="mt-4 ml-auto w-full max-w-xs space-y-1" aria-label="Totales">
          {totals.showDiscount ? (
            <>
              <div className="flex justify-between gap-4">
                <dt>Subtotal</dt>
                <dd className="tabular-nums" data-testid="remito-subtotal">
                  {money2(totals.subtotal)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Descuento ({percentText(totals.discountPercentage)})</dt>
                <dd className="tabular-nums" data-testid="remito-discount">
                  −{money2(totals.discountAmount)}
                </dd>
              </div>
            </>
          ) : null}
          <div className="flex justify-between gap-4 border-t-2 border-stone-900 pt-1 text-base font-bold">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="remito-total">
              {money2(totals.total)}
            </dd>
          </div>
        </dl>

        <footer className="mt-10 border-t border-stone-300 pt-2 text-xs text-stone-600">
          Impreso el {formatDateTime(printedAt)}
        </footer>
      </article>
    );
  }

  return (
    <div className="min-h-dvh bg-stone-100 px-3 py-6 sm:px-6 print:bg-white print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="remito-no-print mx-auto mb-4 flex max-w-[210mm] justify-end">
        <button
          type="button"
          className="btn-primary"
          onClick={() => window.print()}
          disabled={order.status !== 'success'}
        >
          <Printer aria-hidden="true" className="size-4" /> Imprimir
        </button>
      </div>
      <div className="mx-auto max-w-[210mm] rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:p-10 print:border-0 print:p-0 print:shadow-none">
        {content}
      </div>
    </div>
  );
}
