import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { StockAlertButton } from '@/features/stock-alerts';
import { addToCart } from '@/lib/add-to-cart';
import { fitQuantity, quantityRuleOf } from '@/lib/quantity-rule';
import { useSession } from '@/lib/session';
import {
  effectiveStock,
  isOptionSoldOut,
  PURCHASE_LABELS,
  purchaseState,
  type SelectedVariants,
} from '@/lib/variants';
import type { Product } from '../types';
import { QuantityBreaks } from './quantity-breaks';
import { QuantitySelector } from './quantity-selector';

type BuyerPurchaseProps = {
  product: Product;
  selected: SelectedVariants;
  /** The unit price of the chosen combination without a tier; null while it loads. */
  basePrice: number | null;
  /** 'Caja x 12' when not sold by the single unit. */
  unit: string | null;
};

/**
 * What only a buyer sees of the product page, loaded for buyers only: the stock, the quantity (from
 * the product's minimum, by its step), the add-to-cart button and the quantity breaks (decision 052).
 */
export function BuyerPurchase({ product, selected, basePrice, unit }: BuyerPurchaseProps) {
  const rule = quantityRuleOf(product);
  const [quantity, setQuantity] = useState(rule.minQuantity);
  const stock = effectiveStock(product, selected);
  const state = purchaseState(product, stock);
  const shownQuantity = fitQuantity(rule, quantity, stock);
  const tiers = chosenTiers(product, selected);
  const { isAdmin } = useSession();

  // The cart checks the rules (every variant chosen, availability, stock) and shows the toasts.
  const add = () => {
    if (state !== 'available') return;
    addToCart({
      product,
      quantity: shownQuantity,
      selectedVariants: product.has_variants && product.variants.length > 0 ? selected : null,
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className={`text-sm ${stock > 0 ? 'text-stone-600' : 'font-medium text-red-700'}`}>
        {stock > 0 ? `Stock disponible: ${stock}` : PURCHASE_LABELS['out-of-stock']}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <QuantitySelector
          value={shownQuantity}
          stock={stock}
          rule={rule}
          unit={unit}
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
      {state === 'out-of-stock' && !isAdmin && (
        <StockAlertButton productId={product.id} optionId={soldOutOption(product, selected)} />
      )}
      {tiers.length > 0 && (
        <QuantityBreaks
          tiers={tiers}
          minQuantity={rule.minQuantity}
          basePrice={basePrice}
          quantity={shownQuantity}
          unitLabel={unit}
        />
      )}
    </div>
  );
}

/**
 * What a stock alert waits for (issue 29 item 6): the product when it has no stock at all (any option
 * coming back will do), else the chosen option without stock.
 */
function soldOutOption(product: Product, selected: SelectedVariants): number | null {
  if (!product.has_variants || !(Number(product.stock) > 0)) return null;
  for (const variant of product.variants) {
    const option = variant.options.find((candidate) => candidate.name === selected[variant.variant_name]);
    if (option && isOptionSoldOut(option)) return option.id;
  }
  return null;
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
