import { formatAmount2 } from '@mayorista/shared/format';
import type { InvoiceSummary } from '@mayorista/shared/invoice-list';
import { FileArchive, FileText } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { downloadMonthZip, useDownload, useInvoices } from '../api/invoices';
import { InvoicePdfButton } from '../components/invoice-pdf-button';
import { byMonth, dayLabel, INVOICE_TEXTS, monthLabel } from '../lib/invoices';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

function MonthZipButton({ month }: { month: string }) {
  const download = useDownload(downloadMonthZip);
  return (
    <button
      type="button"
      className="btn-secondary px-3 py-1.5 text-sm"
      aria-label={`Descargar ZIP de ${monthLabel(month)}`}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(month, {
          onError: (error) => notify.error(errorMessage(error, INVOICE_TEXTS.zipFailed)),
        })
      }
    >
      {download.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <FileArchive aria-hidden="true" className="size-4" />
      )}
      Descargar ZIP
    </button>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">
          {invoice.voucher_name} <span className="tabular-nums">{invoice.number_label}</span>
        </p>
        <p className="text-sm text-stone-600">
          <time dateTime={invoice.issue_date}>{dayLabel(invoice.issue_date)}</time> ·{' '}
          <Link
            to={paths.orderDetails(invoice.order_id)}
            className="text-brand-800 underline underline-offset-2"
          >
            Pedido #{invoice.order_id}
          </Link>
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <span className="font-semibold whitespace-nowrap tabular-nums text-stone-900">
          {invoice.kind === 'credit_note' ? '- ' : ''}
          {formatAmount2(invoice.total)}
        </span>
        <InvoicePdfButton invoice={invoice} />
      </div>
    </li>
  );
}

/** 'Mis comprobantes' (issue 31 item 8): the buyer's authorised documents by month, each PDF and a ZIP per month. */
export default function MyInvoicesPage() {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page')) ?? 1;
  const invoices = useInvoices({ page });
  const headingId = useId();
  const data = invoices.data;

  let body: ReactNode;
  if (invoices.isPending) {
    body = (
      <div className="space-y-3 p-4" role="status" aria-label={INVOICE_TEXTS.loading}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  } else if (invoices.isError) {
    body = <ErrorState message={INVOICE_TEXTS.loadFailed} onRetry={() => invoices.refetch()} />;
  } else if (!data || data.count === 0) {
    body = <EmptyState icon={<FileText aria-hidden="true" />} message={INVOICE_TEXTS.myEmpty} />;
  } else {
    body = byMonth(data.results).map((group) => (
      <section
        key={group.month}
        aria-labelledby={`${headingId}-${group.month}`}
        className="border-b border-stone-100 last:border-b-0"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 bg-stone-50 px-4 py-2.5 sm:px-5">
          <h2
            id={`${headingId}-${group.month}`}
            className="font-semibold text-stone-900 first-letter:uppercase"
          >
            {monthLabel(group.month)}
          </h2>
          <MonthZipButton month={group.month} />
        </div>
        <ul className="divide-y divide-stone-100">
          {group.rows.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <section>
      <title>Mis comprobantes | Mayorista</title>
      <PageHeader title={INVOICE_TEXTS.myTitle} description={INVOICE_TEXTS.myDescription} />
      <div
        className={`overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm ${invoices.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {body}
      </div>
      {data ? (
        <Pagination
          className="mt-4"
          page={page}
          pageCount={data.total_pages}
          onPageChange={(value) => {
            const next = new URLSearchParams(params);
            if (value > 1) next.set('page', String(value));
            else next.delete('page');
            setParams(next);
          }}
        />
      ) : null}
    </section>
  );
}
