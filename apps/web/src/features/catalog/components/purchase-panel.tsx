import { Lock, LogIn, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCartQuote } from '@/api/cart-quote';
import { PRICE_LOCKED_MESSAGE, Price } from '@/components/ui/price';
import type { PriceSource } from '@/components/ui/price-view';
import { Skeleton } from '@/components/ui/skeleton';
import { addToCart } from '@/lib/add-to-cart';
import { loginUrl, paths } from '@/lib/paths';
import { fitQuantity, quantityRuleOf, unitLabelOf } from '@/lib/quantity-rule';
import { useSession } from '@/lib/session';
import {
  effectiveStock,
  PURCHASE_LABELS,
  preselectVariants,
  purchaseState,
  type SelectedVariants,
  selectedOptionPrice,
} from '@/lib/variants';
import type { Product } from '../types';
import { QuantityBreaks } from './quantity-breaks';
import { QuantitySelector } from './quantity-selector';
import { VariantSelector } from './variant-selector';

export const LOGIN_TO_BUY = 'Inicia sesión para comprar';

/**
 * Price, variants, quantity (by the product's sale unit and rule), the quantity breaks and the
 * add-to-cart button of the product page (storefront §4, §5; decision 052). Mount it with
 * `key={product.id}` so each product starts from its own preselection and minimum.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const { isLoggedIn } = useSession();
  const variants = product.has_variants ? (product.variants ?? []) : [];
  const [selected, setSelected] = useState<SelectedVariants>(() => preselectVariants(variants));
  const rule = quantityRuleOf(product);
  const unit = unitLabelOf(rule);
  const [quantity, setQuantity] = useState(rule.minQuantity);

  const stock = effectiveStock(product, selected);
  const state = purchaseState(product, stock);
  const shownQuantity = fitQuantity(rule, quantity, stock);
  const loginHref = loginUrl(paths.product(product.id));
  const price = useChosenPrice(product, variants, selected, isLoggedIn);
  const tiers = chosenTiers(product, selected);

  const choose = (variantName: string, optionName: string) => {
    const next = { ...selected, [variantName]: optionName };
    setSelected(next);
    setQuantity((value) => fitQuantity(rule, value, effectiveStock(product, next)));
  };

  // The cart checks the rules (every variant chosen, availability, stock) and shows the toasts.
  const add = () => {
    if (state !== 'available') return;
    addToCart({
      product,
      quantity: shownQuantity,
      selectedVariants: variants.length > 0 ? selected : null,
    });
  };

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
        <div className="flex flex-col gap-4">
          <p className={`text-sm ${stock > 0 ? 'text-stone-600' : 'font-medium text-red-700'}`}>
            {stock > 0 ? `Stock disponible: ${stock}` : PURCHASE_LABELS['out-of-stock']}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <QuantitySelector
              value={shownQuantity}
              stock={stock}
              rule={rule}
              productName={product.name}
              onChange={setQuantity}
              disabled={state !== 'available'}
            />
            <button
              type="button"
              onClick={add}
              disabled={state !== 'available'}
              className="btn-primary h-11 min-w-52 flex-1 text-base sm:flex-none"
            >
              {state === 'available' && <ShoppingCart className="size-5" aria-hidden="true" />}
              {PURCHASE_LABELS[state]}
            </button>
          </div>
          {tiers.length > 0 && (
            <QuantityBreaks
              tiers={tiers}
              minQuantity={rule.minQuantity}
              basePrice={price !== 'loading' ? (price?.final_price ?? null) : null}
              quantity={shownQuantity}
              unitLabel={unit}
            />
          )}
        </div>
      ) : (
        <Link to={loginHref} className="btn-primary h-11 w-full text-base sm:w-fit">
          <LogIn className="size-5" aria-hidden="true" />
          {LOGIN_TO_BUY}
        </Link>
      )}
    </div>
  );
}

/** The buyer's tiers that can apply to the chosen combination: the product's and the chosen options'. */
function chosenTiers(product: Product, selected: SelectedVariants) {
  const chosen = new Set(
    (product.has_variants ? product.variants : []).flatMap((variant) =>
      variant.options
        .filter((option) => option.name === selected[variant.variant_name])
        .map((option) => option.id),
    ),
  );
  return (product.quantity_breaks ?? []).filter((tier) => tier.option == null || chosen.has(tier.option));
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
  const quote = useCartQuote(
    { items: [{ product: product.id, quantity: 1, variants: selected }] },
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
