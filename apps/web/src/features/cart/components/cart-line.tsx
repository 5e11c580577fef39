import type { CartQuoteLine } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { ImageOff, Minus, Plus, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { type CartItem, type CartResult, cartLineKey } from '@/lib/cart-storage';
import { paths } from '@/lib/paths';
import { highestQuantity, quantityHint, quantityRuleOf } from '@/lib/quantity-rule';
import { notify } from '@/lib/toast';
import { unitLabel } from '@/lib/unit-label';

type CartLineProps = {
  item: CartItem;
  /** The server's prices for this line; absent without a session (no price is shown then). */
  quote?: CartQuoteLine;
  onQuantity: (key: string, value: number) => CartResult;
  onRemove: (key: string) => void;
  disabled?: boolean;
};

const stepButton =
  'grid size-9 place-items-center text-stone-700 transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

/** 'Precio por cantidad: desde 12, 5 % menos' when a quantity break priced the line. */
export function tierText(quote: CartQuoteLine | undefined): string | null {
  if (quote?.tier_min_quantity == null || !quote.tier_discount) return null;
  const discount = String(quote.tier_discount).replace('.', ',');
  return `Precio por cantidad: desde ${quote.tier_min_quantity}, ${discount} % menos`;
}

/**
 * One cart line (storefront §2): image, name, brand, variant text, sale unit, unit price and the tier
 * that priced it, the quantity stepper (by the product's rule, decision 052) and delete.
 */
export function CartLine({ item, quote, onQuantity, onRemove, disabled = false }: CartLineProps) {
  const id = useId();
  const key = cartLineKey(item);
  const rule = quantityRuleOf(item);
  const max = Math.max(rule.minQuantity, highestQuantity(rule, item.stock));
  // The server's unit once the line is quoted; the one kept with the line before.
  const unit = unitLabel(quote ?? item);
  const details = [unit, quantityHint(rule)].filter(Boolean).join(' · ');
  const tier = tierText(quote);
  // What the buyer is typing, so the field can be emptied and retyped; committed on blur.
  const [draft, setDraft] = useState<string | null>(null);

  const change = (value: number) => {
    const result = onQuantity(key, value);
    if (!result.ok) notify.error(result.message);
    else if (result.notice) notify.error(result.notice);
  };

  const step = (direction: 1 | -1) => {
    setDraft(null);
    change(item.quantity + direction * rule.quantityStep);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };

  const remove = () => {
    try {
      onRemove(key);
    } catch {
      notify.error('Error al actualizar la cantidad');
    }
  };

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <Link
        to={paths.product(item.id)}
        className="size-20 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-white sm:size-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            className="size-full object-contain p-1"
          />
        ) : (
          <span className="grid size-full place-items-center bg-stone-100 text-stone-400">
            <ImageOff className="size-6" />
          </span>
        )}
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
        <div className="min-w-0 flex-1">
          {item.brand && (
            <p className="truncate text-xs font-medium tracking-wide text-stone-500 uppercase">
              {item.brand}
            </p>
          )}
          <h3 className="text-sm leading-5 font-semibold text-stone-900 sm:text-base">
            <Link to={paths.product(item.id)} className="hover:text-brand-800 hover:underline">
              {item.name}
            </Link>
          </h3>
          {item.variant_display && <p className="mt-0.5 text-sm text-stone-600">{item.variant_display}</p>}
          {details && <p className="mt-0.5 text-sm text-stone-600">{details}</p>}
          {quote?.final_price != null && (
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-stone-900">{formatPrice(quote.final_price)}</span>
              {quote.price != null && quote.price > quote.final_price && (
                <s className="text-xs text-stone-500">
                  <span className="sr-only">Precio anterior: </span>
                  {formatPrice(quote.price)}
                </s>
              )}
              <span className="text-xs text-stone-500">{unit ? `por ${unit}` : 'c/u'}</span>
            </p>
          )}
          {tier && <p className="mt-0.5 text-sm font-medium text-brand-800">{tier}</p>}
          {quote?.error && (
            <p role="status" className="mt-1 text-sm text-red-700">
              {quote.error}
            </p>
          )}
        </div>

        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <div className="flex items-center gap-2">
            <label htmlFor={id} className="sr-only">
              {`Cantidad de ${item.name}`}
            </label>
            <div className="inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
              <button
                type="button"
                className={stepButton}
                onClick={() => step(-1)}
                disabled={disabled || item.quantity <= rule.minQuantity}
                aria-label={`Disminuir cantidad de ${item.name}`}
                aria-controls={id}
              >
                <Minus className="size-4" aria-hidden="true" />
              </button>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={rule.minQuantity}
                max={max}
                step={rule.quantityStep}
                value={draft ?? item.quantity}
                disabled={disabled}
                onKeyDown={onKeyDown}
                onChange={(event) => {
                  setDraft(event.target.value);
                  if (Number.isFinite(event.target.valueAsNumber)) change(event.target.valueAsNumber);
                }}
                onBlur={() => setDraft(null)}
                className="h-9 w-12 border-x border-stone-300 text-center text-base font-semibold text-stone-900 [appearance:textfield] focus:outline-none focus-visible:bg-brand-50 disabled:bg-stone-50 sm:text-sm [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
              />
              <button
                type="button"
                className={stepButton}
                onClick={() => step(1)}
                disabled={disabled || item.quantity + rule.quantityStep > max}
                aria-label={`Aumentar cantidad de ${item.name}`}
                aria-controls={id}
              >
                <Plus className="size-4" aria-hidden="true" />
              </button>
            </div>
            <button
              type="button"
              onClick={remove}
              disabled={disabled}
              className="grid size-9 place-items-center rounded-lg text-stone-500 transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
              aria-label={`Eliminar ${item.name} del carrito`}
            >
              <Trash2 className="size-5" aria-hidden="true" />
            </button>
          </div>
          {quote?.subtotal != null && (
            <p className="ml-auto text-right text-base font-bold whitespace-nowrap text-stone-900">
              <span className="sr-only">Subtotal: </span>
              {formatPrice(quote.subtotal)}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
