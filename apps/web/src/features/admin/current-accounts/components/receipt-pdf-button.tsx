import { FileDown } from 'lucide-react';
import { errorMessage } from '@/api/errors';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useDownloadReceipt } from '../api/receipts';
import { ACCOUNT_TEXTS } from '../lib/texts';

/** Downloads a receipt's PDF ('Descargar recibo'): fetched with the session's token, saved as a file. */
export function ReceiptPdfButton({
  receipt,
  label = 'Descargar recibo',
  className = 'btn-secondary px-3 py-1.5 text-sm',
}: {
  receipt: { id: number; title: string };
  label?: string;
  className?: string;
}) {
  const download = useDownloadReceipt();
  return (
    <button
      type="button"
      className={className}
      aria-label={label === receipt.title ? label : `${label}: ${receipt.title}`}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() =>
        download.mutate(receipt, {
          onError: (error) => notify.error(errorMessage(error, ACCOUNT_TEXTS.receiptPdfFailed)),
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
