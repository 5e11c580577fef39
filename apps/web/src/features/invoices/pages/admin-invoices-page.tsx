import { formatAmount2 } from '@mayorista/shared/format';
import {
  INVOICE_PAGE_SIZE,
  type InvoiceExportFormat,
  type InvoiceSummary,
} from '@mayorista/shared/invoice-list';
import { INVOICE_STATE_LABELS, INVOICE_STATES } from '@mayorista/shared/invoices';
import { Download, FileText, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { type Column, DataTable, serverPagination } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import {
  downloadLibroIva,
  type InvoiceFilters,
  useCreditNote,
  useDownload,
  useInvoices,
  useIssueInvoice,
} from '../api/invoices';
import { InvoicePdfButton } from '../components/invoice-pdf-button';
import { InvoiceStateBadge } from '../components/invoice-state-badge';
import { dayLabel, INVOICE_TEXTS, invoiceTitleOf } from '../lib/invoices';

const validDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const oneOf = (value: string | null, allowed: readonly string[]) =>
  value && allowed.includes(value) ? value : undefined;
const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

const KIND_LABELS: Record<string, string> = { invoice: 'Facturas', credit_note: 'Notas de crédito' };

/** 'Reintentar' a rejected or pending document: the invoice again, or the credit note of its invoice. */
function RetryButton({ invoice }: { invoice: InvoiceSummary }) {
  const issue = useIssueInvoice(invoice.order_id);
  const credit = useCreditNote();
  const pending = issue.isPending || credit.isPending;
  const done = {
    onSuccess: (document: { state: string; observations: string }) =>
      document.state === 'autorizada'
        ? notify.success(INVOICE_TEXTS.retried)
        : notify.error(document.observations || INVOICE_TEXTS.stillRejected),
    onError: (error: unknown) => notify.error(errorMessage(error, INVOICE_TEXTS.stillRejected)),
  };
  return (
    <button
      type="button"
      className="btn-secondary px-3 py-1.5 text-sm"
      aria-label={`Reintentar: ${invoiceTitleOf(invoice)}`}
      disabled={pending}
      onClick={() =>
        invoice.kind === 'credit_note' && invoice.related_invoice_id
          ? credit.mutate(invoice.related_invoice_id, done)
          : issue.mutate(undefined, done)
      }
    >
      {pending ? <Spinner className="size-4" /> : <RotateCcw aria-hidden="true" className="size-4" />}
      Reintentar
    </button>
  );
}

const columns: Column<InvoiceSummary>[] = [
  {
    id: 'document',
    header: 'Comprobante',
    card: 'title',
    cell: (row) => (
      <span className="flex flex-col">
        <span className="font-semibold whitespace-nowrap text-stone-900">{invoiceTitleOf(row)}</span>
        <span className="text-xs text-stone-600">
          {dayLabel(row.issue_date)} ·{' '}
          <Link to={paths.orderDetails(row.order_id)} className="text-brand-800 underline underline-offset-2">
            Pedido #{row.order_id}
          </Link>
        </span>
      </span>
    ),
  },
  {
    id: 'customer',
    header: 'Cliente',
    card: 'subtitle',
    cell: (row) => (
      <span className="flex flex-col">
        <span className="text-stone-900">{row.receiver.name || 'Consumidor final'}</span>
        <span className="text-xs text-stone-600">
          {row.receiver.iva_condition_label}
          {row.receiver.doc_number && row.receiver.doc_number !== '0' ? ` · ${row.receiver.doc_number}` : ''}
        </span>
      </span>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    card: 'field',
    cell: (row) => (
      <span className="font-semibold whitespace-nowrap tabular-nums text-stone-900">
        {row.kind === 'credit_note' ? '- ' : ''}
        {formatAmount2(row.total)}
      </span>
    ),
  },
  {
    id: 'state',
    header: 'Estado',
    card: 'badge',
    cell: (row) => (
      <span className="flex max-w-xs flex-col gap-1">
        <InvoiceStateBadge invoice={row} />
        {row.state !== 'autorizada' && row.observations ? (
          <span className="text-xs text-red-800">{row.observations}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'actions',
    header: 'Acciones',
    hideHeader: true,
    align: 'end',
    card: 'footer',
    cell: (row) =>
      row.state === 'autorizada' ? <InvoicePdfButton invoice={row} /> : <RetryButton invoice={row} />,
  },
];

function ExportButtons({ filters }: { filters: InvoiceFilters }) {
  const exporting = useDownload((format: InvoiceExportFormat) => downloadLibroIva(filters, format));
  const running = exporting.isPending ? exporting.variables : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="btn-secondary px-3 py-2"
          disabled={exporting.isPending}
          onClick={() =>
            exporting.mutate(format, {
              onError: (error) => notify.error(errorMessage(error, INVOICE_TEXTS.exportFailed)),
            })
          }
        >
          {running === format ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          Libro IVA {format === 'csv' ? 'CSV' : 'Excel'}
        </button>
      ))}
    </div>
  );
}

/** 'Comprobantes' (issue 31 item 8): every document, filtered, with its state, PDF or retry, and the libro IVA. */
export default function AdminInvoicesPage() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const filters: InvoiceFilters = {
    page: positive(params.get('page')),
    date_from: validDate(params.get('desde')),
    date_to: validDate(params.get('hasta')),
    letter: oneOf(params.get('letra'), ['A', 'B', 'C']),
    state: oneOf(params.get('estado'), INVOICE_STATES),
    kind: oneOf(params.get('tipo'), ['invoice', 'credit_note']),
    customer: params.get('cliente')?.trim() || undefined,
  };
  const invoices = useInvoices(filters);
  const [customer, setCustomer] = useState(filters.customer ?? '');

  const update = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in values)) next.delete('page');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  // The customer search waits for a pause in the typing.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((customer.trim() || undefined) !== filters.customer)
        update({ cliente: customer.trim() || undefined });
    }, 350);
    return () => clearTimeout(timer);
  });

  const select = (name: string, label: string, value: string | undefined, options: [string, string][]) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-semibold text-stone-700">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="form-input py-2"
        value={value ?? ''}
        onChange={(event) => update({ [name]: event.target.value || undefined })}
      >
        <option value="">Todos</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const date = (name: string, label: string, value: string | undefined) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="date"
        className="form-input py-2"
        value={value ?? ''}
        onChange={(event) => update({ [name]: validDate(event.target.value) })}
      />
    </div>
  );
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'page' && value !== undefined);

  return (
    <section>
      <title>Comprobantes | Mayorista</title>
      <PageHeader
        title={INVOICE_TEXTS.adminTitle}
        description={INVOICE_TEXTS.adminDescription}
        actions={<ExportButtons filters={filters} />}
      />
      <DataTable
        label="Comprobantes"
        rows={invoices.data?.results}
        rowKey={(row) => row.id}
        columns={columns}
        status={invoices.isPending ? 'pending' : invoices.isError ? 'error' : 'success'}
        errorMessage={INVOICE_TEXTS.loadFailed}
        onRetry={() => invoices.refetch()}
        loadingMessage={INVOICE_TEXTS.loading}
        dimmed={invoices.isPlaceholderData}
        empty={{
          icon: <FileText aria-hidden="true" />,
          message: INVOICE_TEXTS.adminEmpty,
          action: filtered ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setCustomer('');
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              Quitar filtros
            </button>
          ) : undefined,
        }}
        toolbar={
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
            {date('desde', 'Desde', filters.date_from)}
            {date('hasta', 'Hasta', filters.date_to)}
            {select('letra', 'Letra', filters.letter, [
              ['A', 'A'],
              ['B', 'B'],
              ['C', 'C'],
            ])}
            {select(
              'estado',
              'Estado',
              filters.state,
              INVOICE_STATES.map((state) => [state, INVOICE_STATE_LABELS[state]]),
            )}
            {select('tipo', 'Tipo', filters.kind, Object.entries(KIND_LABELS))}
            <div className="col-span-2 min-w-0 md:col-span-1">
              <label htmlFor={`${id}-cliente`} className="mb-1 block text-xs font-semibold text-stone-700">
                Cliente
              </label>
              <input
                id={`${id}-cliente`}
                type="search"
                className="form-input py-2"
                placeholder="Nombre o CUIT/DNI"
                value={customer}
                onChange={(event) => setCustomer(event.target.value)}
              />
            </div>
          </div>
        }
        pagination={serverPagination(invoices.data, {
          page: filters.page ?? 1,
          pageSize: INVOICE_PAGE_SIZE,
          setPage: (value) => update({ page: value }),
        })}
      />
    </section>
  );
}
