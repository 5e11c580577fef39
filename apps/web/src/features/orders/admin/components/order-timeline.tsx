import { History } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatOrderDate } from '../../lib/orders';
import { useOrderTimeline } from '../api/get-order-timeline';
import { DESK_MESSAGES, TIMELINE_ACTIONS, timelineSummary } from '../lib/order-desk';
import { DeskCard } from './desk-card';

/** Who changed the order, when (es-AR date and hour) and what, oldest first. */
export function OrderTimeline({ orderId }: { orderId: number }) {
  const timeline = useOrderTimeline(orderId);
  return (
    <DeskCard title="Historial del pedido">
      {timeline.isPending ? (
        <div role="status" aria-label="Cargando historial" className="flex flex-col gap-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : timeline.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {DESK_MESSAGES.timelineFailed}
          <button
            type="button"
            className="btn-secondary px-3 py-1.5"
            onClick={() => timeline.refetch()}
            disabled={timeline.isFetching}
          >
            Reintentar
          </button>
        </div>
      ) : timeline.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <History className="size-4" aria-hidden="true" />
          Todavía no hay cambios registrados en este pedido.
        </p>
      ) : (
        <ol className="relative flex flex-col gap-4 border-l-2 border-stone-200 pl-4">
          {timeline.data.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.42rem] size-2.5 rounded-full bg-brand-700 ring-4 ring-white"
              />
              <p className="text-sm text-stone-900">
                <span className="font-semibold">{TIMELINE_ACTIONS[entry.action] ?? entry.action}</span>
                {entry.summary ? <> · {timelineSummary(entry.summary)}</> : null}
              </p>
              <p className="text-xs text-stone-600">
                {entry.username ?? 'Sistema'} ·{' '}
                <time dateTime={entry.created_at}>{formatOrderDate(entry.created_at, true)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </DeskCard>
  );
}
