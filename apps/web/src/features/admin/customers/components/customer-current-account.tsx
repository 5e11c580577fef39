import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/data-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/lib/paths';
import { useAccountSummary } from '../../current-accounts/api/account';
import { TermsForm } from '../../current-accounts/components/terms-form';
import { money } from '../../current-accounts/lib/format';
import { ACCOUNT_TEXTS } from '../../current-accounts/lib/texts';

/** The profile's 'Cuenta corriente' (issue 32): state, limit, balance, overdue, the terms and the account's page. */
export function CustomerCurrentAccount({ customerId }: { customerId: number }) {
  const id = useId();
  const summary = useAccountSummary(customerId);
  const data = summary.data;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 px-5 py-4">
        <h2 id={`${id}-title`} className="font-bold text-stone-900">
          Cuenta corriente
        </h2>
        {data ? (
          data.terms.enabled ? (
            <StatusBadge tone="success">Habilitada</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">Deshabilitada</StatusBadge>
          )
        ) : null}
      </div>
      {data ? (
        <div className="flex flex-col gap-4 px-5 py-4">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {(
              [
                ['Límite', data.terms.credit_limit, false],
                ['Saldo', data.balance, false],
                ['Vencido', data.overdue, data.overdue > 0],
                ['Disponible', data.available_credit, data.available_credit < 0],
              ] as const
            ).map(([label, value, alert]) => (
              <div key={label}>
                <dt className="text-xs text-stone-600">{label}</dt>
                <dd className={`font-semibold tabular-nums ${alert ? 'text-red-700' : 'text-stone-900'}`}>
                  {money(value)}
                </dd>
              </div>
            ))}
          </dl>
          <TermsForm key={JSON.stringify(data.terms)} customerId={customerId} terms={data.terms} />
          <Link
            to={paths.adminCurrentAccount(customerId)}
            className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-800 hover:underline"
          >
            Ver cuenta corriente <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : summary.isError ? (
        <ErrorState message={ACCOUNT_TEXTS.accountFailed} onRetry={() => summary.refetch()} />
      ) : (
        <div className="flex flex-col gap-3 px-5 py-4" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-24" />
        </div>
      )}
    </section>
  );
}
