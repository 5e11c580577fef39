import type { AccountSummary } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { PAYMENT_METHOD_LABELS } from '@mayorista/shared/orders';
import { useId } from 'react';
import { accountSaleWarning, type SalePaymentMethod } from '../lib/sale';

/**
 * 'Forma de pago' of the new sale: cash, or the customer's cuenta corriente when it is enabled (issue
 * 32). Past the customer's credit or with debts overdue the staff may still sell on account: the
 * screen says so, and the server records it in Actividad.
 */
export function PaymentChoice({
  method,
  onChange,
  account,
  total,
}: {
  method: SalePaymentMethod;
  onChange: (method: SalePaymentMethod) => void;
  /** The chosen customer's account; undefined while it loads or without a customer. */
  account: AccountSummary | undefined;
  /** The sale's total as quoted (undefined before the first quote). */
  total: number | undefined;
}) {
  const id = useId();
  if (!account?.terms.enabled) {
    return (
      <div>
        <p className="text-sm font-medium text-stone-800">Forma de pago</p>
        <p className="mt-1 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-800">
          {PAYMENT_METHOD_LABELS.cash}
        </p>
      </div>
    );
  }
  const warning = method === 'account' ? accountSaleWarning(account, total ?? 0) : null;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">Forma de pago</legend>
      <div className="mt-1 flex flex-col gap-2">
        {(['cash', 'account'] as const).map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-stone-200 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50/60"
          >
            <input
              type="radio"
              name={`${id}-payment`}
              value={value}
              checked={method === value}
              onChange={() => onChange(value)}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span>
              <span className="font-medium text-stone-900">{PAYMENT_METHOD_LABELS[value]}</span>
              {value === 'account' ? (
                <span className="block text-xs text-stone-600">
                  Crédito disponible {formatAmount2(account.available_credit)} ·{' '}
                  {account.terms.payment_terms_days} días
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {warning ? (
        <p
          role="status"
          className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {warning}
        </p>
      ) : null}
    </fieldset>
  );
}
