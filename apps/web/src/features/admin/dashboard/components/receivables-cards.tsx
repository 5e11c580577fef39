import { AlarmClock, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/data-state';
import { useReceivablesSummary } from '../../current-accounts/api/receivables';
import { money } from '../../current-accounts/lib/format';
import { currentAccountsUrl } from '../../current-accounts/lib/receivables-filters';
import { ACCOUNT_TEXTS } from '../../current-accounts/lib/texts';
import { StatCard, StatCardSkeleton } from './stat-card';

const customers = (count: number) =>
  `${count.toLocaleString('es-AR')} ${count === 1 ? 'cliente' : 'clientes'}`;

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';

/** The dashboard's cuenta corriente totals (issue 32): what customers owe and what is overdue, today. */
export function ReceivablesCards() {
  const summary = useReceivablesSummary();
  const data = summary.data;
  return (
    <div className="mb-8">
      <h2 className="mb-3 text-lg font-bold text-stone-900">Cuenta corriente</h2>
      {summary.isError && !data ? (
        <div className="rounded-xl border border-stone-200 bg-white">
          <ErrorState message={ACCOUNT_TEXTS.summaryFailed} onRetry={() => summary.refetch()} />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
          {data ? (
            <>
              <StatCard
                label="Cuentas por cobrar"
                icon={<Wallet aria-hidden="true" />}
                value={money(data.receivables)}
                hint={
                  <Link to={currentAccountsUrl({ only: 'with_balance' })} className={linkClass}>
                    {customers(data.customers_with_balance)} con saldo
                  </Link>
                }
              />
              <StatCard
                label="Vencido"
                icon={<AlarmClock aria-hidden="true" />}
                value={
                  <span className={data.overdue > 0 ? 'text-red-700' : undefined}>{money(data.overdue)}</span>
                }
                hint={
                  <Link to={currentAccountsUrl({ only: 'overdue' })} className={linkClass}>
                    {customers(data.customers_overdue)} con deuda vencida
                  </Link>
                }
              />
            </>
          ) : (
            <>
              <StatCardSkeleton />
              <StatCardSkeleton />
            </>
          )}
        </div>
      )}
    </div>
  );
}
