import { STOCK_ALERT_MESSAGES } from '@mayorista/shared/stock-alert-messages';
import type { StockAlert } from '@mayorista/shared/stock-alerts';
import { BellRing, ImageOff } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import { ErrorState } from '@/components/ui/data-state';
import { Skeleton } from '@/components/ui/skeleton';
import { relativeDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useCancelStockAlert, useMyStockAlerts } from '../api/stock-alerts';

export const STOCK_ALERTS_TITLE = 'Avisos de stock';
export const STOCK_ALERTS_EMPTY =
  "No tienes avisos de stock. En un producto sin stock, elige 'Avisarme cuando haya stock' y te escribimos cuando vuelva.";
const LOAD_FAILED = 'No se pudieron cargar tus avisos de stock';

/**
 * 'Avisos de stock' of the buyer's panel (issue 29 item 6): what the buyer waits for, each with its
 * link and 'Cancelar aviso'. An alert leaves the list when its e-mail is sent.
 */
export function StockAlertsList() {
  const headingId = useId();
  const alerts = useMyStockAlerts();

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h2 id={headingId} className="flex items-center gap-2 px-5 pt-5 text-lg font-bold text-stone-900">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" />
        {STOCK_ALERTS_TITLE}
      </h2>
      {alerts.isPending ? (
        <div className="flex flex-col gap-3 p-5" role="status" aria-label="Cargando avisos de stock">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : alerts.isError ? (
        <ErrorState message={errorMessage(alerts.error, LOAD_FAILED)} onRetry={() => alerts.refetch()} />
      ) : alerts.data.length === 0 ? (
        <p className="px-5 pt-2 pb-5 text-sm text-stone-600">{STOCK_ALERTS_EMPTY}</p>
      ) : (
        <ul className="divide-y divide-stone-100 px-5 pb-2">
          {alerts.data.map((alert) => (
            <StockAlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StockAlertRow({ alert }: { alert: StockAlert }) {
  const cancel = useCancelStockAlert();
  const drop = () =>
    cancel.mutate(
      { productId: alert.product, optionId: alert.option },
      {
        onSuccess: () => notify.info(STOCK_ALERT_MESSAGES.cancelled),
        onError: (error) => notify.error(errorMessage(error, 'No se pudo cancelar el aviso')),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {alert.image ? (
        <img
          src={alert.image}
          alt=""
          className="size-12 shrink-0 rounded-lg border border-stone-200 object-cover"
        />
      ) : (
        <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-400">
          <ImageOff aria-hidden="true" className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1 break-words">
        <Link to={paths.product(alert.product)} className="font-semibold text-stone-900 hover:underline">
          {alert.product_name}
        </Link>
        <p className="text-sm text-stone-600">
          {alert.option_name ? `${alert.option_name} · ` : ''}Aviso creado{' '}
          {relativeDate(alert.created_at).toLowerCase()}
        </p>
      </div>
      <button
        type="button"
        className="btn-secondary px-3 py-1.5"
        onClick={drop}
        disabled={cancel.isPending}
        aria-label={`${STOCK_ALERT_MESSAGES.cancel}: ${alert.product_name}${alert.option_name ? ` (${alert.option_name})` : ''}`}
      >
        {STOCK_ALERT_MESSAGES.cancel}
      </button>
    </li>
  );
}
