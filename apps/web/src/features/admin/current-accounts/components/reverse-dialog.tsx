import { LEDGER_KIND_LABELS } from '@mayorista/shared/current-account-rules';
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_LIMITS, type LedgerEntry } from '@mayorista/shared/current-accounts';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useReverseEntry } from '../api/account';
import { money } from '../lib/format';
import { ACCOUNT_TEXTS } from '../lib/texts';

/**
 * 'Anular' a receipt (a bounced cheque) or an adjustment: the confirmation names the document and its
 * amount and asks for the reason. The ledger keeps both: the entry and its reversal.
 */
export function ReverseDialog({
  customerId,
  entry,
  onClose,
}: {
  customerId: number;
  entry: LedgerEntry | null;
  onClose: () => void;
}) {
  const id = useId();
  const reverse = useReverseEntry(customerId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!entry) return;
    if (!reason.trim()) {
      setError(ACCOUNT_FORM_MESSAGES.reasonRequired);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    try {
      await reverse.mutateAsync({ entryId: entry.id, reason: reason.trim() });
      notify.success(ACCOUNT_TEXTS.reversed);
      close();
    } catch (failure) {
      setError(errorMessage(failure, ACCOUNT_TEXTS.reverseFailed));
    }
  };
  const documentName = entry ? entry.description || LEDGER_KIND_LABELS[entry.kind] : '';
  const effect =
    entry?.kind === 'receipt'
      ? 'Lo que pagó vuelve a quedar como deuda del cliente.'
      : 'El saldo vuelve a ser el de antes del ajuste.';

  return (
    <Modal
      open={entry !== null}
      onClose={close}
      busy={reverse.isPending}
      size="sm"
      title={ACCOUNT_TEXTS.reverseTitle}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={close} disabled={reverse.isPending}>
            Volver
          </button>
          <button
            type="button"
            className="btn-danger"
            onClick={confirm}
            disabled={reverse.isPending}
            aria-busy={reverse.isPending || undefined}
          >
            {reverse.isPending ? <Spinner className="size-4" /> : null}
            {reverse.isPending ? 'Anulando...' : 'Anular'}
          </button>
        </>
      }
    >
      {entry ? (
        <div className="flex flex-col gap-4 text-sm text-stone-700">
          <p className="leading-relaxed">
            ¿Anular <strong className="text-stone-900">{documentName}</strong> por{' '}
            <strong className="text-stone-900 tabular-nums">{money(Math.abs(entry.amount))}</strong>? {effect}{' '}
            No se puede deshacer.
          </p>
          <div>
            <div className="mb-1.5 flex items-baseline gap-1 text-sm font-medium text-stone-800">
              <label htmlFor={`${id}-reason`}>Motivo</label>
              <span aria-hidden="true" className="text-red-600">
                *
              </span>
            </div>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={ACCOUNT_LIMITS.reasonMax}
              className="form-input"
              placeholder="Por ejemplo: cheque rechazado por el banco"
              value={reason}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(null);
              }}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
