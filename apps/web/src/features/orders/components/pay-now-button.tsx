import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { Spinner } from '@/components/ui/spinner';
import { leaveSiteTo } from '@/lib/leave-site';
import { notify } from '@/lib/toast';
import { usePayOrder } from '../api/pay-order';
import { PAY_TEXTS } from '../lib/payments';

/**
 * 'Pagar ahora' (issue 30): asks the server for a new Mercado Pago payment of the order and goes to
 * its checkout page. The button stays busy until the browser has left, so it is not pressed twice.
 */
export function PayNowButton({
  orderId,
  className = '',
  variant = 'primary',
}: {
  orderId: number;
  className?: string;
  variant?: 'primary' | 'secondary';
}) {
  const pay = usePayOrder();
  const [leaving, setLeaving] = useState(false);
  const busy = pay.isPending || leaving;

  const run = () =>
    pay.mutate(orderId, {
      onSuccess: ({ payment_url }) => {
        if (leaveSiteTo(payment_url)) setLeaving(true);
        else notify.error(PAY_TEXTS.failed);
      },
      onError: (error) => notify.error(errorMessage(error, PAY_TEXTS.failed)),
    });

  return (
    <button
      type="button"
      onClick={run}
      disabled={busy}
      aria-busy={busy || undefined}
      className={`${variant === 'primary' ? 'btn-primary' : 'btn-secondary'} px-3 py-2 ${className}`}
    >
      {busy ? <Spinner className="size-4" /> : <CreditCard className="size-4" aria-hidden="true" />}
      {busy ? PAY_TEXTS.opening : PAY_TEXTS.button}
      {busy ? null : <span className="sr-only"> el pedido #{orderId} con Mercado Pago</span>}
    </button>
  );
}
