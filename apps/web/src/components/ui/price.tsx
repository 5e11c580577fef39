import { formatPrice } from '@mayorista/shared/format';
import { Lock } from 'lucide-react';
import { type PriceSource, priceView } from './price-view';

export const PRICE_LOCKED_MESSAGE = 'Inicia sesión para ver el precio';

type PriceProps = {
  /** The server's price fields: a product, a variant option (with the product's discount) or a quote. */
  product: PriceSource;
  size?: 'sm' | 'md' | 'lg';
  /** Cards show the discount on the image instead. */
  showDiscountBadge?: boolean;
  className?: string;
};

const finalSize = { sm: 'text-lg', md: 'text-xl', lg: 'text-3xl' } as const;

/**
 * Final price, the original struck through and '-N%' when discounted, 'U$S' when the price is
 * converted from dollars; the lock message when the payload carries no price (anonymous callers).
 */
export function Price({ product, size = 'md', showDiscountBadge = true, className = '' }: PriceProps) {
  const view = priceView(product);

  if (!view) {
    return (
      <p className={`flex items-center gap-1.5 text-sm text-stone-600 ${className}`}>
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        <span>{PRICE_LOCKED_MESSAGE}</span>
      </p>
    );
  }

  return (
    <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <span className={`font-bold text-stone-900 ${finalSize[size]}`}>
        {view.original != null && <span className="sr-only">Precio con descuento: </span>}
        {formatPrice(view.final)}
      </span>
      {view.original != null && (
        <s className="text-sm text-stone-500">
          <span className="sr-only">Precio anterior: </span>
          {formatPrice(view.original)}
        </s>
      )}
      {showDiscountBadge && view.discountPercent > 0 && (
        <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
          -{view.discountPercent}%
        </span>
      )}
      {view.convertedFromUsd && (
        <span
          className="rounded border border-sky-700 px-1.5 py-0.5 text-xs font-semibold text-sky-800"
          title="Precio en dólares convertido a pesos"
        >
          U$S
        </span>
      )}
    </div>
  );
}
