import type { InvoiceSummary } from '@mayorista/shared/invoice-list';
import { FileDown } from 'lucide-react';
import { errorMessage } from '@/api/errors';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { downloadInvoicePdf, useDownload } from '../api/invoices';
import { INVOICE_TEXTS, invoiceTitleOf } from '../lib/invoices';

/** Downloads one document's PDF (the API needs the session's token: a plain link would not carry it). */
export function InvoicePdfButton({
  invoice,
  label = 'PDF',
  className = 'btn-secondary px-3 py-1.5 text-sm',
}: {
  invoice: InvoiceSummary;
  label?: string;
  className?: string;
}) {
  const download = useDownload(downloadInvoicePdf);
  return (
    <button
      type="button"
      className={className}
      aria-label={`${label}: ${invoiceTitleOf(invoice)}`}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(invoice, {
          onError: (error) => notify.error(errorMessage(error, INVOICE_TEXTS.pdfFailed)),
        })
      }
    >
      {download.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <FileDown aria-hidden="true" className="size-4" />
      )}
      {label}
    </button>
  );
}
