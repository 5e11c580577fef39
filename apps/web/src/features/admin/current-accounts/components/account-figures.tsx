import { AGING_BUCKETS, AGING_LABELS } from '@mayorista/shared/current-account-rules';
import type { AccountSummary } from '@mayorista/shared/current-accounts';
import { dayText, money } from '../lib/format';

type Figure = { label: string; value: number; hint?: string; tone?: 'danger' | 'good' };

/** What the account holds and owes: the same figures the buyer sees on 'Mi cuenta corriente'. */
export function AccountFigures({ summary }: { summary: AccountSummary }) {
  const figures: Figure[] = [
    {
      label: 'Saldo',
      value: summary.balance,
      hint: summary.balance < 0 ? 'A favor del cliente' : undefined,
    },
    { label: 'Vencido', value: summary.overdue, tone: summary.overdue > 0 ? 'danger' : undefined },
    {
      label: 'Crédito disponible',
      value: summary.available_credit,
      hint: `Límite ${money(summary.terms.credit_limit)}`,
      tone: summary.available_credit < 0 ? 'danger' : 'good',
    },
    {
      label: 'Pedidos sin facturar',
      value: summary.pending_orders,
      hint: 'En cuenta corriente, todavía fuera del saldo',
    },
  ];
  const aging = [
    ...AGING_BUCKETS.map((bucket) => ({
      key: bucket,
      label: AGING_LABELS[bucket],
      value: summary.aging[bucket],
    })),
    { key: 'credit', label: 'A favor', value: summary.aging.credit },
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="min-w-0 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-5"
          >
            <dt className="text-sm text-stone-600">{figure.label}</dt>
            <dd
              className={`mt-1 text-lg font-bold whitespace-nowrap tabular-nums sm:text-2xl ${
                figure.tone === 'danger' ? 'text-red-700' : 'text-stone-900'
              }`}
            >
              {money(figure.value)}
            </dd>
            {figure.hint ? <dd className="mt-0.5 text-xs text-stone-600">{figure.hint}</dd> : null}
          </div>
        ))}
      </dl>
      <section
        aria-label="Antigüedad de la deuda"
        className="rounded-2xl border border-stone-200 bg-white shadow-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-200 px-5 py-3">
          <h2 className="font-bold text-stone-900">Antigüedad de la deuda</h2>
          <p className="text-xs text-stone-600">
            Al {dayText(summary.as_of)}, por días desde cada comprobante
          </p>
        </div>
        <dl className="grid grid-cols-2 divide-stone-100 sm:grid-cols-5 sm:divide-x">
          {aging.map((bucket) => (
            <div key={bucket.key} className="px-5 py-3">
              <dt className="text-xs text-stone-600">{bucket.label}</dt>
              <dd className="font-semibold text-stone-900 tabular-nums">{money(bucket.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
