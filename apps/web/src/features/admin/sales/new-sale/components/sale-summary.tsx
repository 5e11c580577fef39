import type { CartQuote } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { type ReactNode, useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { minimumOrderNotice } from '../lib/sale';

/** Payment (cash or cuenta corriente), the optional coupon checked by the server, and the quote's totals. */
export function SaleSummary({
  quote,
  quoting,
  quoteError,
  onRetryQuote,
  coupon,
  onCoupon,
  couponError,
  payment,
}: {
  quote: CartQuote | undefined;
  quoting: boolean;
  quoteError: string | null;
  onRetryQuote: () => void;
  coupon: string;
  onCoupon: (code: string) => void;
  couponError?: string;
  /** 'Forma de pago': cash, or the customer's cuenta corriente. */
  payment: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState(coupon);
  const serverCouponError = coupon && quote?.coupon_error ? quote.coupon_error : undefined;
  const shownCouponError = couponError ?? serverCouponError;
  const apply = () => onCoupon(draft.trim());
  const belowMinimum = minimumOrderNotice(quote);

  return (
    <div className="flex flex-col gap-4">
      {payment}
      <div>
        <label htmlFor={`${id}-coupon`} className="text-sm font-medium text-stone-800">
          Cupón (opcional)
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-coupon`}
            className="form-input min-w-0 grow uppercase"
            autoComplete="off"
            value={draft}
            aria-invalid={shownCouponError ? true : undefined}
            aria-describedby={shownCouponError ? `${id}-coupon-error` : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
          />
          {coupon ? (
            <button
              type="button"
              className="btn-secondary shrink-0"
              onClick={() => {
                setDraft('');
                onCoupon('');
              }}
            >
              Quitar
            </button>
          ) : (
            <button type="button" className="btn-secondary shrink-0" onClick={apply} disabled={!draft.trim()}>
              Aplicar
            </button>
          )}
        </div>
        {shownCouponError ? (
          <p id={`${id}-coupon-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {shownCouponError}
          </p>
        ) : quote?.coupon_code ? (
          <p className="mt-1.5 text-sm text-emerald-700">Cupón {quote.coupon_code} aplicado</p>
        ) : null}
      </div>
      <dl className="flex flex-col gap-1.5 border-t border-stone-200 pt-3 text-sm" aria-busy={quoting}>
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">Subtotal</dt>
          <dd className="font-medium text-stone-900">{quote ? formatPrice(quote.subtotal) : '—'}</dd>
        </div>
        {quote?.coupon_discount ? (
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">Cupón {quote.coupon_code}</dt>
            <dd className="font-medium text-emerald-700">−{formatPrice(quote.coupon_discount)}</dd>
          </div>
        ) : null}
        <div className="flex items-center justify-between gap-3 text-base">
          <dt className="font-semibold text-stone-900">Total</dt>
          <dd className="flex items-center gap-2 text-lg font-bold text-stone-900">
            {quoting ? <Spinner className="size-4" /> : null}
            {quote ? formatPrice(quote.total) : '—'}
          </dd>
        </div>
      </dl>
      {belowMinimum ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {belowMinimum}
        </p>
      ) : null}
      {quoteError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {quoteError}
          <button type="button" className="btn-secondary px-3 py-1.5" onClick={onRetryQuote}>
            Reintentar
          </button>
        </div>
      ) : null}
      <p className="text-xs text-stone-600">
        Los precios y el cupón los calcula el servidor, igual que en la compra.
      </p>
    </div>
  );
}
