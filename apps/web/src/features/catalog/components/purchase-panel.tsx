import { validQuantity } from '@mayorista/shared/sale-units';
import { Lock, LogIn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useCartQuote } from '@/api/cart-quote';
import { PRICE_LOCKED_MESSAGE, Price } from '@/components/ui/price';
import type { PriceSource } from '@/components/ui/price-view';
import { Skeleton } from '@/components/ui/skeleton';
import { loginUrl, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { unitLabel } from '@/lib/unit-label';
import { preselectVariants, type SelectedVariants, selectedOptionPrice } from '@/lib/variants';
import type { Product } from '../types';
import { VariantSelector } from './variant-selector';

/** The buyer's quantity, cart button and tiers: loaded for buyers only, so visitors never download them. */
const BuyerPurchase = lazy(() =>
  import('./buyer-purchase').then((module) => ({ default: module.BuyerPurchase })),
);

export const LOGIN_TO_BUY = 'Inicia sesión para comprar';

/**
 * Price (with the sale unit), variants, and for buyers the quantity, the add-to-cart button and the
 * quantity breaks (storefront §4, §5; decision 052). Mount it with `key={product.id}` so each product
 * starts from its own preselection and minimum.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const { isLoggedIn } = useSession();
  const variants = product.has_variants ? (product.variants ?? []) : [];
  const [selected, setSelected] = useState<SelectedVariants>(() => preselectVariants(variants));
  const unit = unitLabel(product);
  const loginHref = loginUrl(paths.product(product.id));
  const price = useChosenPrice(product, variants, selected, isLoggedIn);

  const choose = (variantName: string, optionName: string) =>
    setSelected((current) => ({ ...current, [variantName]: optionName }));

  return (
    <div className="flex flex-col gap-5">
      <div className="rounded-xl border border-stone-200 bg-white p-4">
        {!isLoggedIn ? (
          <Link
            to={loginHref}
            className="flex items-center gap-2 text-base font-medium text-brand-800 hover:underline"
          >
            <Lock className="size-5 shrink-0" aria-hidden="true" />
            {PRICE_LOCKED_MESSAGE}
          </Link>
        ) : price === 'loading' ? (
          <Skeleton className="h-9 w-40" />
        ) : (
          price?.final_price != null && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Price product={price} size="lg" />
              {unit && <span className="text-sm font-medium text-stone-600">por {unit}</span>}
            </div>
          )
        )}
        {!isLoggedIn && unit && <p className="mt-2 text-sm text-stone-600">Se vende por {unit}</p>}
      </div>

      {variants.length > 0 && <VariantSelector variants={variants} selected={selected} onChange={choose} />}

      {isLoggedIn ? (
        <Suspense fallback={<BuyerPurchaseSkeleton />}>
          <BuyerPurchase
            product={product}
            selected={selected}
            basePrice={price !== 'loading' ? (price?.final_price ?? null) : null}
            unit={unit}
          />
        </Suspense>
      ) : (
        <Link to={loginHref} className="btn-primary h-11 w-full text-base sm:w-fit">
          <LogIn className="size-5" aria-hidden="true" />
          {LOGIN_TO_BUY}
        </Link>
      )}
    </div>
  );
}

function BuyerPurchaseSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Cargando compra">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-11 w-full sm:w-96" />
    </div>
  );
}

/**
 * The price of the chosen combination, as the server computed it: the product's own without
 * variants, the chosen option's with one variant group, and a quote of the line with more groups.
 */
function useChosenPrice(
  product: Product,
  variants: Product['variants'],
  selected: SelectedVariants,
  isLoggedIn: boolean,
): PriceSource | 'loading' | null {
  const quoted = variants.length > 1;
  // Quoted at the product's first valid quantity: the server refuses a line under its minimum.
  const quantity = validQuantity(
    { minQuantity: product.min_quantity, quantityStep: product.quantity_step },
    1,
  );
  const quote = useCartQuote(
    { items: [{ product: product.id, quantity, variants: selected }] },
    isLoggedIn && quoted,
  );
  if (!quoted) return variants.length === 1 ? selectedOptionPrice(product, selected) : product;
  const line = quote.data?.lines[0];
  if (!line) return quote.isPending ? 'loading' : null;
  return {
    final_price: line.final_price,
    price_in_ars: line.price,
    total_discount: line.discount,
    currency: product.currency,
  };
}
