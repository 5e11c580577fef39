import { STOCK_ALERT_MESSAGES } from '@mayorista/shared/stock-alert-messages';
import { Bell, BellRing } from 'lucide-react';
import { errorMessage } from '@/api/client';
import { notify } from '@/lib/toast';
import {
  findAlert,
  type StockAlertTarget,
  useCancelStockAlert,
  useCreateStockAlert,
  useMyStockAlerts,
} from '../api/stock-alerts';

const ERROR_MESSAGE = 'No se pudo guardar el aviso. Por favor intenta nuevamente.';

/**
 * 'Avisarme cuando haya stock' under a product (or a chosen option) without stock, for a logged-in
 * buyer (issue 29 item 6): asks for the alert, then says the e-mail will come and offers 'Cancelar aviso'.
 * Whether the buyer waits comes from their own list (GET /api/me/stock-alerts/), never from the
 * product answer, which is cached for everybody.
 */
export function StockAlertButton({ productId, optionId }: StockAlertTarget) {
  const target = { productId, optionId };
  const alerts = useMyStockAlerts();
  const create = useCreateStockAlert();
  const cancel = useCancelStockAlert();
  const waiting = Boolean(findAlert(alerts.data, target));
  const busy = create.isPending || cancel.isPending;

  const ask = () =>
    create.mutate(target, {
      onSuccess: () => notify.success(STOCK_ALERT_MESSAGES.created),
      onError: (error) => notify.error(errorMessage(error, ERROR_MESSAGE)),
    });
  const drop = () =>
    cancel.mutate(target, {
      onSuccess: () => notify.info(STOCK_ALERT_MESSAGES.cancelled),
      onError: (error) => notify.error(errorMessage(error, ERROR_MESSAGE)),
    });

  return (
    <div aria-live="polite" className="flex flex-col gap-2">
      {waiting ? (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm font-medium text-brand-900">
            <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {STOCK_ALERT_MESSAGES.waiting}
          </p>
          <button type="button" className="btn-secondary shrink-0 px-3 py-1.5" onClick={drop} disabled={busy}>
            {STOCK_ALERT_MESSAGES.cancel}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn-secondary h-11 w-full sm:w-fit"
          onClick={ask}
          disabled={busy || alerts.isPending}
          aria-busy={create.isPending || alerts.isPending}
        >
          <Bell className="size-5" aria-hidden="true" />
          {STOCK_ALERT_MESSAGES.button}
        </button>
      )}
    </div>
  );
}
