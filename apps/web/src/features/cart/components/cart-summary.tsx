import type { CartQuote } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { IvaSummary } from '@/components/iva-summary';
import { PRICE_LOCKED_MESSAGE } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';

type CartSummaryProps = {
  units: number;
  /** The server's totals; undefined while they load, or without a session. */
  quote: CartQuote | undefined;
  /** False without a session: no amount is shown, only the lock message. */
  showPrices: boolean;
  /** A Responsable Inscripto buyer: the IVA is broken out into net and IVA per rate (issue 31). */
  ivaDetailed?: boolean;
  couponBox: ReactNode;
  children: ReactNode;
};

/** Subtotal, coupon and total of the cart (storefront §2), as the server quoted them. */
export function CartSummary({
  units,
  quote,
  showPrices,
  ivaDetailed = false,
  couponBox,
  children,
}: CartSummaryProps) {
  const amount = (value: number | undefined) =>
    value === undefined ? <Skeleton className="h-5 w-20" /> : formatPrice(value);
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="cart-summary-title" className="text-lg font-bold text-stone-900">
        Resumen del pedido
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">
            Subtotal ({units} {units === 1 ? 'unidad' : 'unidades'})
          </dt>
          {showPrices && (
            <dd className="font-semibold whitespace-nowrap text-stone-900">{amount(quote?.subtotal)}</dd>
          )}
        </div>
        {showPrices && quote?.coupon_code && (
          <div className="flex justify-between gap-3 text-brand-800">
            <dt>Descuento ({quote.coupon_code})</dt>
            <dd className="font-semibold whitespace-nowrap">- {formatPrice(quote.coupon_discount)}</dd>
          </div>
        )}
        {showPrices && quote?.coupon_error && (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            {quote.coupon_error}
          </p>
        )}
      </dl>
      {showPrices ? (
        <>
          {couponBox}
          <div className="flex items-baseline justify-between gap-3 border-t border-stone-200 pt-4">
            <span className="text-base font-semibold text-stone-900">Total</span>
            <span className="text-2xl font-bold whitespace-nowrap text-stone-900" data-testid="cart-total">
              {amount(quote?.total)}
            </span>
          </div>
          <p className="-mt-3 text-xs text-stone-500">
            Precios de referencia: el total final se confirma al registrar el pedido.
          </p>
          {quote ? <IvaSummary iva={quote.iva} detailed={ivaDetailed} /> : null}
        </>
      ) : (
        <p className="flex items-center gap-1.5 border-t border-stone-200 pt-4 text-sm text-stone-600">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {PRICE_LOCKED_MESSAGE}
        </p>
      )}
      <div className="flex flex-col gap-2">{children}</div>
    </section>
  );
}
