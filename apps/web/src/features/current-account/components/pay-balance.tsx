import type { LedgerEntry } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { CircleAlert, CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { leaveSiteTo } from '@/lib/leave-site';
import { useCreateAccountPayment } from '../api/account-payments';
import { ACCOUNT_TEXTS, chosenAmount, dayLabel, dueState } from '../lib/current-account';

type PayBalanceProps = {
  balance: number;
  openDebits: LedgerEntry[];
  today: string;
};

/**
 * 'Pagar saldo' (issue 32): the whole balance or the debits the buyer ticks, confirmed with the amount;
 * the server opens a Mercado Pago payment of exactly that and the browser goes to its checkout page.
 * Back from it, the page reads the payment (?pago=) until its receipt is in.
 */
export function PayBalance({ balance, openDebits, today }: PayBalanceProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        <CreditCard aria-hidden="true" className="size-4" />
        {ACCOUNT_TEXTS.payButton}
      </button>
      {open ? (
        <PayDialog balance={balance} openDebits={openDebits} today={today} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function PayDialog({ balance, openDebits, today, onClose }: PayBalanceProps & { onClose: () => void }) {
  const id = useId();
  const [mode, setMode] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<number[]>([]);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = useCreateAccountPayment();
  const busy = pay.isPending || leaving;
  const amount = mode === 'all' ? balance : chosenAmount(openDebits, chosen);
  const nothing = !(amount > 0);

  const confirm = () => {
    setError(null);
    if (nothing) {
      setError(ACCOUNT_TEXTS.payNothing);
      return;
    }
    pay.mutate(
      mode === 'all' ? [] : openDebits.map((entry) => entry.id).filter((entryId) => chosen.includes(entryId)),
      {
        onSuccess: ({ payment_url }) => {
          if (leaveSiteTo(payment_url)) setLeaving(true);
          else setError(ACCOUNT_TEXTS.payFailed);
        },
        onError: (failure) => setError(errorMessage(failure, ACCOUNT_TEXTS.payFailed)),
      },
    );
  };

  const toggle = (entryId: number) =>
    setChosen((current) =>
      current.includes(entryId) ? current.filter((item) => item !== entryId) : [...current, entryId],
    );

  return (
    <Modal
      open
      onClose={onClose}
      busy={busy}
      title={ACCOUNT_TEXTS.payTitle}
      description="Pagas con tarjeta, dinero en cuenta u otros medios de Mercado Pago. El pago se acredita solo y te damos el recibo."
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={confirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? <Spinner className="size-4" /> : <CreditCard aria-hidden="true" className="size-4" />}
            {busy ? 'Abriendo Mercado Pago…' : `Pagar ${formatAmount2(nothing ? 0 : amount)}`}
          </button>
        </>
      }
    >
      <fieldset disabled={busy}>
        <legend className="mb-3 text-sm font-semibold text-stone-800">¿Qué quieres pagar?</legend>
        <div className="flex flex-col gap-2">
          <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input
              type="radio"
              name={`${id}-mode`}
              className="mt-1 size-4 accent-brand-700"
              checked={mode === 'all'}
              onChange={() => setMode('all')}
            />
            <span className="text-sm">
              <span className="block font-semibold text-stone-900">Todo el saldo</span>
              <span className="text-stone-600 tabular-nums">{formatAmount2(balance)}</span>
            </span>
          </label>
          <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input
              type="radio"
              name={`${id}-mode`}
              className="mt-1 size-4 accent-brand-700"
              checked={mode === 'chosen'}
              onChange={() => setMode('chosen')}
            />
            <span className="text-sm">
              <span className="block font-semibold text-stone-900">Elegir comprobantes</span>
              <span className="text-stone-600">Marca los que quieres pagar ahora.</span>
            </span>
          </label>
        </div>
      </fieldset>

      {mode === 'chosen' ? (
        <fieldset disabled={busy} className="mt-4">
          <legend className="mb-2 text-sm font-semibold text-stone-800">Comprobantes por pagar</legend>
          <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
            {openDebits.map((entry) => {
              const state = dueState(entry, today);
              return (
                <li key={entry.id}>
                  <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 accent-brand-700"
                      checked={chosen.includes(entry.id)}
                      onChange={() => toggle(entry.id)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-stone-900">{entry.description}</span>
                      <span
                        className={`text-xs ${entry.overdue ? 'font-semibold text-red-700' : 'text-stone-600'}`}
                      >
                        {state.label}
                        {entry.due_date ? ` · ${dayLabel(entry.due_date)}` : ''}
                      </span>
                    </span>
                    <span className="font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                      {formatAmount2(entry.open_amount)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      <p className="mt-4 flex items-baseline justify-between gap-3 border-t border-stone-200 pt-3 text-sm">
        <span className="text-stone-700">Total a pagar</span>
        <strong className="text-lg text-stone-900 tabular-nums" aria-live="polite">
          {formatAmount2(nothing ? 0 : amount)}
        </strong>
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
