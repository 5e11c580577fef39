import { useInvoices } from '../api/invoices';
import { invoiceTitleOf } from '../lib/invoices';
import { InvoicePdfButton } from './invoice-pdf-button';

/** The buyer's order detail: the order's authorised invoice and credit notes, each as its PDF. */
export function OrderInvoiceLinks({ orderId }: { orderId: number }) {
  const documents = useInvoices({ order: orderId });
  const rows = documents.data?.results ?? [];
  if (rows.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">Comprobantes</p>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-stone-900">{invoiceTitleOf(row)}</span>
            <InvoicePdfButton invoice={row} />
          </li>
        ))}
      </ul>
    </div>
  );
}
