import { formatPrice } from '@mayorista/shared/format';
import { COUPON_MESSAGES as COUPON_RULES } from '@mayorista/shared/orders';
import type { ReactNode } from 'react';
import type { AppliedCoupon, cartTotals } from '../lib/checkout';

type CartSummaryProps = {
  units: number;
  totals: ReturnType<typeof cartTotals>;
  coupon: AppliedCoupon | null;
  couponBox: ReactNode;
  children: ReactNode;
};

/** Subtotal, coupon and total of the cart (storefront §2); the prices are indicative, the server recomputes. */
export function CartSummary({ units, totals, coupon, couponBox, children }: CartSummaryProps) {
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
          <dd className="font-semibold whitespace-nowrap text-stone-900">{formatPrice(totals.subtotal)}</dd>
        </div>
        {coupon && !totals.belowMinimum && (
          <div className="flex justify-between gap-3 text-brand-800">
            <dt>Descuento ({coupon.code})</dt>
            <dd className="font-semibold whitespace-nowrap">- {formatPrice(totals.discount)}</dd>
          </div>
        )}
        {coupon && totals.belowMinimum && (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            {COUPON_RULES.belowMinimum(coupon.min_purchase)}
          </p>
        )}
      </dl>
      {couponBox}
      <div className="flex items-baseline justify-between gap-3 border-t border-stone-200 pt-4">
        <span className="text-base font-semibold text-stone-900">Total</span>
        <span className="text-2xl font-bold whitespace-nowrap text-stone-900" data-testid="cart-total">
          {formatPrice(totals.total)}
        </span>
      </div>
      <p className="-mt-3 text-xs text-stone-500">
        Precios de referencia: el total final se confirma al registrar el pedido.
      </p>
      <div className="flex flex-col gap-2">{children}</div>
    </section>
  );
}
