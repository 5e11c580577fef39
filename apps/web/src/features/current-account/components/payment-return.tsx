import { formatAmount2 } from '@mayorista/shared/format';
import { CircleAlert, CircleCheck, Clock, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import { Spinner } from '@/components/ui/spinner';
import { useAccountPayment } from '../api/account-payments';
import { ACCOUNT_TEXTS, paymentPaidText } from '../lib/current-account';
import { ReceiptPdfButton } from './receipt-pdf-button';

const TONES = {
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  waiting: 'border-sky-200 bg-sky-50 text-sky-900',
  problem: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

/**
 * Back from Mercado Pago (?pago={id}): the payment as the server has it, read again every 4 s up to 15
 * times while Mercado Pago has not confirmed it; once paid, its receipt and the receipt's PDF.
 */
export function PaymentReturn({ paymentId, onDismiss }: { paymentId: number; onDismiss: () => void }) {
  const { query: payment, gaveUp } = useAccountPayment(paymentId);
  const data = payment.data;

  let tone: keyof typeof TONES = 'waiting';
  let icon: ReactNode = <Spinner className="size-5" />;
  let body: ReactNode = ACCOUNT_TEXTS.paymentWaiting;
  let action: ReactNode = null;
  if (payment.isError) {
    tone = 'problem';
    icon = <CircleAlert aria-hidden="true" className="size-5" />;
    body = isApiError(payment.error, 404) ? ACCOUNT_TEXTS.paymentNotFound : ACCOUNT_TEXTS.paymentFailed;
  } else if (data?.status === 'paid') {
    tone = 'success';
    icon = <CircleCheck aria-hidden="true" className="size-5" />;
    body = (
      <>
        <strong>{paymentPaidText(data.receipt_title)}</strong>
        <span className="block">Recibimos {formatAmount2(data.amount)}; ya está descontado de tu saldo.</span>
      </>
    );
    if (data.receipt_id !== null && data.receipt_title)
      action = <ReceiptPdfButton receiptId={data.receipt_id} title={data.receipt_title} />;
  } else if (data?.status === 'expired') {
    tone = 'problem';
    icon = <CircleAlert aria-hidden="true" className="size-5" />;
    body = ACCOUNT_TEXTS.paymentExpired;
  } else if (gaveUp) {
    icon = <Clock aria-hidden="true" className="size-5" />;
    body = ACCOUNT_TEXTS.paymentStillWaiting;
  }

  return (
    <div
      role="status"
      className={`mb-6 flex flex-col gap-3 rounded-2xl border px-4 py-3.5 sm:flex-row sm:items-center ${TONES[tone]}`}
    >
      <div className="flex flex-1 items-start gap-3">
        <span className="mt-0.5 shrink-0">{icon}</span>
        <p className="text-sm">{body}</p>
      </div>
      <div className="flex items-center gap-2">
        {action}
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Cerrar aviso del pago"
          className="grid size-9 place-items-center rounded-full hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
