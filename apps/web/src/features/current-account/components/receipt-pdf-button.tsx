import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { errorMessage } from '@/api/errors';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { downloadReceiptPdf } from '../api/downloads';
import { ACCOUNT_TEXTS } from '../lib/current-account';

/** A receipt's PDF (GET /api/receipts/{id}/pdf/): fetched with the session's token, then saved. */
export function ReceiptPdfButton({ receiptId, title }: { receiptId: number; title: string }) {
  const download = useMutation({ mutationFn: downloadReceiptPdf });
  return (
    <button
      type="button"
      className="btn-secondary px-3 py-1.5 text-sm"
      aria-label={`PDF: ${title}`}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(
          { id: receiptId, title },
          { onError: (error) => notify.error(errorMessage(error, ACCOUNT_TEXTS.pdfFailed)) },
        )
      }
    >
      {download.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <FileDown aria-hidden="true" className="size-4" />
      )}
      PDF
    </button>
  );
}
