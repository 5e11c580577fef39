import { formatPrice } from '@mayorista/shared/format';
import type { OrderTotals } from '@mayorista/shared/orders';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The totals of the whole filtered set (every page): how many orders are listed and what the sales
 * among them add up to (a cancelled order, or an online one still waiting for its payment, is listed
 * but not summed: the server's one definition of a sale, issue 26 item 2 and issue 30).
 */
export function SalesTotals({ totals, pending }: { totals: OrderTotals | undefined; pending: boolean }) {
  return (
    <dl
      aria-label="Totales del filtro"
      className="mb-4 grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:max-w-md"
    >
      <div>
        <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Pedidos</dt>
        <dd className="mt-1 text-xl font-bold text-stone-900 tabular-nums" data-testid="sales-count">
          {totals ? totals.count.toLocaleString('es-AR') : pending ? <Skeleton className="h-7 w-12" /> : '-'}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
          Total vendido{' '}
          <span className="font-normal normal-case">(sin cancelados ni pagos online pendientes)</span>
        </dt>
        <dd className="mt-1 text-xl font-bold text-stone-900 tabular-nums" data-testid="sales-sum">
          {totals ? formatPrice(totals.total) : pending ? <Skeleton className="h-7 w-28" /> : '-'}
        </dd>
      </div>
    </dl>
  );
}
