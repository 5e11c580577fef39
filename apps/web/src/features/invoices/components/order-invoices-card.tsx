import { formatAmount2 } from '@mayorista/shared/format';
import type { InvoiceSummary } from '@mayorista/shared/invoice-list';
import type { Invoice } from '@mayorista/shared/invoices';
import { FileCheck2, RotateCcw, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useCreditNote, useInvoices, useIssueInvoice } from '../api/invoices';
import { dayLabel, INVOICE_TEXTS, invoiceTitleOf } from '../lib/invoices';
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoiceStateBadge } from './invoice-state-badge';

export const ORDER_INVOICE_TEXTS = {
  title: 'Facturación',
  none: 'El pedido todavía no tiene factura.',
  cancelled: 'Un pedido cancelado no se factura.',
  invoice: 'Facturar',
  retry: 'Reintentar',
  creditNote: 'Nota de crédito',
  creditTitle: 'Emitir nota de crédito',
  creditMessage: (title: string) =>
    `Se emite una nota de crédito por todo lo que queda sin acreditar de ${title}, con la misma letra. No se puede deshacer.`,
  creditConfirm: 'Emitir nota de crédito',
  issueFailed: 'No se pudo facturar el pedido',
  creditFailed: 'No se pudo emitir la nota de crédito',
  observations: 'Observaciones de ARCA',
} as const;

/** What issuing answered: authorised (a toast with its number) or rejected (ARCA's observations). */
function announce(document: Invoice) {
  if (document.state === 'autorizada') notify.success(`${invoiceTitleOf(document)}: autorizada por ARCA`);
  else notify.error(document.observations || INVOICE_TEXTS.stillRejected);
}

/**
 * The order desk's invoice card (issue 31): 'Facturar' (or 'Reintentar' a rejected or pending one),
 * each document with its state, ARCA's observations and its PDF, and 'Nota de crédito' (total) on an
 * authorised invoice.
 */
export function OrderInvoicesCard({ orderId, orderStatus }: { orderId: number; orderStatus: string }) {
  const titleId = useId();
  const documents = useInvoices({ order: orderId });
  const issue = useIssueInvoice(orderId);
  const credit = useCreditNote();
  const [confirming, setConfirming] = useState<InvoiceSummary | null>(null);
  const rows = documents.data?.results ?? [];
  const invoice = rows.find((row) => row.kind === 'invoice');
  const canIssue = orderStatus !== 'cancelled' && invoice?.state !== 'autorizada';

  const runIssue = () =>
    issue.mutate(undefined, {
      onSuccess: announce,
      onError: (error) => notify.error(errorMessage(error, ORDER_INVOICE_TEXTS.issueFailed)),
    });
  const runCredit = (invoiceId: number) =>
    credit.mutate(invoiceId, {
      onSuccess: (document) => {
        setConfirming(null);
        announce(document);
      },
      onError: (error) => {
        setConfirming(null);
        notify.error(errorMessage(error, ORDER_INVOICE_TEXTS.creditFailed));
      },
    });

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="font-bold text-stone-900">
          {ORDER_INVOICE_TEXTS.title}
        </h2>
      </div>
      <div className="flex flex-col gap-3 px-4 py-4 text-sm sm:px-5">
        {documents.isPending ? (
          <p role="status" className="flex items-center gap-2 text-stone-600">
            <Spinner className="size-4" /> {INVOICE_TEXTS.loading}
          </p>
        ) : documents.isError ? (
          <p role="alert" className="text-red-700">
            {INVOICE_TEXTS.loadFailed}
          </p>
        ) : (
          <>
            {rows.length === 0 ? (
              <p className="text-stone-600">
                {orderStatus === 'cancelled' ? ORDER_INVOICE_TEXTS.cancelled : ORDER_INVOICE_TEXTS.none}
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {rows.map((row) => (
                  <li key={row.id} className="rounded-xl border border-stone-200 p-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold text-stone-900">{invoiceTitleOf(row)}</span>
                      <InvoiceStateBadge invoice={row} />
                    </div>
                    <p className="mt-1 text-stone-600">
                      {dayLabel(row.issue_date)} · {formatAmount2(row.total)}
                      {row.cae ? ` · CAE ${row.cae}` : ''}
                    </p>
                    {row.observations && row.state !== 'autorizada' ? (
                      <div className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-red-800">
                        <p className="font-semibold">{ORDER_INVOICE_TEXTS.observations}</p>
                        <p>{row.observations}</p>
                      </div>
                    ) : null}
                    <div className="mt-2 flex flex-wrap gap-2">
                      {row.state === 'autorizada' ? <InvoicePdfButton invoice={row} label="Ver PDF" /> : null}
                      {row.kind === 'invoice' && row.state === 'autorizada' ? (
                        <button
                          type="button"
                          className="btn-secondary px-3 py-1.5 text-sm"
                          onClick={() => setConfirming(row)}
                          disabled={credit.isPending}
                        >
                          <Undo2 aria-hidden="true" className="size-4" />
                          {ORDER_INVOICE_TEXTS.creditNote}
                        </button>
                      ) : null}
                      {row.kind === 'credit_note' && row.state !== 'autorizada' && row.related_invoice_id ? (
                        <button
                          type="button"
                          className="btn-secondary px-3 py-1.5 text-sm"
                          onClick={() => runCredit(row.related_invoice_id as number)}
                          disabled={credit.isPending}
                        >
                          {credit.isPending ? (
                            <Spinner className="size-4" />
                          ) : (
                            <RotateCcw aria-hidden="true" className="size-4" />
                          )}
                          {ORDER_INVOICE_TEXTS.retry}
                        </button>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {canIssue ? (
              <button
                type="button"
                className="btn-primary w-full justify-center"
                onClick={runIssue}
                disabled={issue.isPending}
              >
                {issue.isPending ? (
                  <Spinner className="size-4" />
                ) : invoice ? (
                  <RotateCcw aria-hidden="true" className="size-4" />
                ) : (
                  <FileCheck2 aria-hidden="true" className="size-4" />
                )}
                {invoice ? ORDER_INVOICE_TEXTS.retry : ORDER_INVOICE_TEXTS.invoice}
              </button>
            ) : null}
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={ORDER_INVOICE_TEXTS.creditTitle}
        message={confirming ? ORDER_INVOICE_TEXTS.creditMessage(invoiceTitleOf(confirming)) : ''}
        confirmLabel={ORDER_INVOICE_TEXTS.creditConfirm}
        tone="danger"
        pending={credit.isPending}
        onConfirm={() => confirming && runCredit(confirming.id)}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
