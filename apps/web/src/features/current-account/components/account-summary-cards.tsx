import type { AccountSummary } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import type { ReactNode } from 'react';
import { balanceFigure } from '@/api/my-account';
import { termsLabel } from '../lib/current-account';

type CardProps = {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  tone?: 'danger';
  /** Saldo and Crédito disponible: wider, larger figures (a row each on a phone). */
  main?: boolean;
  className?: string;
};

/** The figure never breaks between '$' and its digits (nor inside them: the cards are sized for it). */
const keepTogether = (text: string) => text.replace(' ', '\u00a0');

function Card({ label, value, note, tone, main, className = '' }: CardProps) {
  return (
    <div
      className={`min-w-0 rounded-2xl border bg-white p-3 shadow-sm sm:p-4 ${tone === 'danger' ? 'border-red-200' : 'border-stone-200'} ${main ? 'col-span-2 sm:col-span-3' : 'sm:col-span-2'} ${className}`}
    >
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd
        className={`mt-1 font-bold tabular-nums ${main ? 'text-2xl sm:text-3xl' : 'text-base sm:text-xl'} ${tone === 'danger' ? 'text-red-700' : 'text-stone-900'}`}
      >
        {typeof value === 'string' ? keepTogether(value) : value}
      </dd>
      {note ? <dd className="mt-1 text-xs text-stone-600">{note}</dd> : null}
    </div>
  );
}

/** Saldo, Crédito disponible, Vencido, Límite and Plazo, as the server counts them. */
export function AccountSummaryCards({ summary }: { summary: AccountSummary }) {
  const { terms } = summary;
  const balance = balanceFigure(summary.balance);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-6 sm:gap-4">
      <Card
        main
        label={balance.label}
        value={formatAmount2(balance.amount)}
        note={balance.label === 'Saldo a favor' ? 'Se descuenta de tus próximas compras.' : undefined}
      />
      <Card
        main
        label="Crédito disponible"
        value={formatAmount2(Math.max(0, summary.available_credit))}
        note={
          summary.pending_orders > 0
            ? `Descuenta ${formatAmount2(summary.pending_orders)} de pedidos aún sin facturar.`
            : undefined
        }
      />
      <Card
        label="Vencido"
        value={formatAmount2(summary.overdue)}
        tone={summary.overdue > 0 ? 'danger' : undefined}
        note={summary.overdue > 0 ? 'Tienes comprobantes vencidos.' : 'Nada vencido.'}
      />
      <Card label="Límite" value={formatAmount2(terms.credit_limit)} />
      <Card
        label="Plazo"
        value={termsLabel(terms.payment_terms_days)}
        note="Desde la fecha de cada comprobante."
        className="col-span-2"
      />
    </dl>
  );
}
