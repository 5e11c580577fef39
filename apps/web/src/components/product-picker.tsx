import type { Option, Product, Variant } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { CART_MAX_QUANTITY } from '@mayorista/shared/orders';
import { type ReactNode, useId, useState } from 'react';
import { PRODUCT_SEARCH_MIN, usePickedProduct, useProductSearch } from '@/api/product-search';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { quantityHint, quantityRuleOf } from '@/lib/quantity-rule';
import { unitLabel } from '@/lib/unit-label';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** The staff pickers show this many results. */
export const PRODUCT_PICKER_SIZE = 8;
/** Backoffice §9: the search waits 300 ms after the last key. */
export const PRODUCT_PICKER_DEBOUNCE_MS = 300;

/** What the staff picked: the product, one option per variant group (in the product's order) and the quantity. */
export type ProductPick = {
  product: Product;
  options: { variant: Variant; option: Option }[];
  quantity: number;
};

type ProductPickerProps = {
  placeholder: string;
  /** The search's failure, from its error (the server's words or the screen's). */
  searchFailed: (error: unknown) => string;
  /** The chosen product's variants could not be read. */
  productFailed: string;
  /** The add button ('Agregar a la venta'). */
  submitLabel: string;
  /** Accessible name of the chosen product's form. */
  formLabel?: string;
  /** The chosen product in a tinted box of its own (when the picker is not in one already); otherwise its name and stock on white. */
  framed?: boolean;
  /** The add is being saved: the buttons wait. */
  pending?: boolean;
  /** The last add's failure, under the fields. */
  error?: ReactNode;
  /** After the add the picker starts over (false when the screen closes it once the add is saved). */
  resetOnAdd?: boolean;
  onAdd: (pick: ProductPick) => void;
};

/** Options a buyer could pick: available ones (without stock they show, disabled). */
const selectable = (variant: Variant) => variant.options.filter((option) => option.is_available);

/** A failure with 'Reintentar'. */
function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
      {message}
      <button type="button" className="btn-secondary px-3 py-1.5" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}

/**
 * The staff's product picker (new sale, order desk; decision 048): search by name or SKU, choose a
 * product, one option per variant group and the quantity, and add it.
 */
export function ProductPicker({ resetOnAdd = true, onAdd, ...props }: ProductPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, PRODUCT_PICKER_DEBOUNCE_MS);
  const results = useProductSearch(term, PRODUCT_PICKER_SIZE);
  const [chosen, setChosen] = useState<Product | null>(null);

  if (chosen)
    return (
      <ChosenProduct
        {...props}
        product={chosen}
        onBack={() => setChosen(null)}
        onAdd={(pick) => {
          onAdd(pick);
          if (!resetOnAdd) return;
          setChosen(null);
          setSearch('');
        }}
      />
    );

  return (
    <div className="flex flex-col gap-3">
      <SearchField
        label="Buscar producto por nombre o SKU"
        placeholder={props.placeholder}
        value={search}
        onChange={setSearch}
      />
      <div aria-live="polite">
        {term.trim().length < PRODUCT_SEARCH_MIN ? (
          <p className="text-sm text-stone-600">Escribe al menos 2 letras del nombre o el SKU.</p>
        ) : results.isPending ? (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner className="size-4" /> Buscando…
          </p>
        ) : results.isError ? (
          <RetryAlert message={props.searchFailed(results.error)} onRetry={() => results.refetch()} />
        ) : results.data.length === 0 ? (
          <p className="text-sm text-stone-600">No hay productos que coincidan con «{term.trim()}».</p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {results.data.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 text-left text-sm hover:border-brand-600 focus-visible:border-brand-600"
                  onClick={() => setChosen(product)}
                >
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-stone-900">{product.name}</span>
                    <span
                      className={`block text-xs ${product.stock < 1 ? 'text-red-700' : 'text-stone-600'}`}
                    >
                      {product.sku ? `SKU ${product.sku} · ` : ''}
                      {product.stock < 1 ? 'Sin stock' : `Stock ${product.stock}`}
                      {product.has_variants ? ' · con variantes' : ''}
                    </span>
                  </span>
                  {product.final_price != null ? (
                    <span className="shrink-0 font-semibold whitespace-nowrap text-stone-900">
                      {formatPrice(product.final_price)}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ChosenProduct({
  product: listed,
  productFailed,
  submitLabel,
  formLabel,
  framed,
  pending = false,
  error,
  onBack,
  onAdd,
}: Omit<ProductPickerProps, 'placeholder' | 'searchFailed' | 'resetOnAdd'> & {
  product: Product;
  onBack: () => void;
}) {
  const detail = usePickedProduct(listed.id);
  const product = detail.data ?? listed;
  // Starts at the product's minimum; the input steps by its rule (decision 052), the server checks it.
  const rule = quantityRuleOf(product);
  const [quantity, setQuantity] = useState(rule.minQuantity);
  const ruleText = [unitLabel(product), quantityHint(rule)].filter(Boolean).join(' · ');
  const [options, setOptions] = useState<Record<number, number>>({});
  const groups = product.has_variants ? product.variants.filter((variant) => variant.options.length) : [];
  const missing = groups.some((variant) => options[variant.id] === undefined);
  const quantityOk = Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_MAX_QUANTITY;
  const id = useId();
  const waiting = product.has_variants && detail.isPending;
  const blocked = missing || !quantityOk || waiting || pending;

  const submit = () => {
    if (blocked) return;
    onAdd({
      product,
      options: groups.map((variant) => ({
        variant,
        option: variant.options.find((option) => option.id === options[variant.id]) as Option,
      })),
      quantity,
    });
  };

  return (
    <form
      aria-label={formLabel}
      className={
        framed
          ? 'flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/40 p-3'
          : 'flex flex-col gap-3'
      }
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        submit();
      }}
    >
      {/* Inside a tinted panel (not framed) the product stands out on white. */}
      <div className={framed ? 'text-sm' : 'rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm'}>
        <p className="font-semibold break-words text-stone-900">{product.name}</p>
        <p className="text-xs text-stone-600">
          {product.sku ? `SKU ${product.sku} · ` : ''}Stock {product.stock}
          {product.final_price != null ? ` · ${formatPrice(product.final_price)} c/u` : ''}
        </p>
      </div>
      {waiting ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" /> Cargando variantes…
        </p>
      ) : null}
      {detail.isError ? <RetryAlert message={productFailed} onRetry={() => detail.refetch()} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {groups.map((variant) => (
          <div key={variant.id} className="flex flex-col gap-1">
            <label htmlFor={`${id}-v${variant.id}`} className="text-sm font-medium text-stone-700">
              {variant.variant_name}
            </label>
            <select
              id={`${id}-v${variant.id}`}
              className="form-input"
              required
              value={options[variant.id] ?? ''}
              onChange={(event) =>
                setOptions((current) => ({ ...current, [variant.id]: Number(event.target.value) }))
              }
            >
              <option value="" disabled>
                Elige {variant.variant_name.toLowerCase()}
              </option>
              {selectable(variant).map((option) => (
                <option key={option.id} value={option.id} disabled={option.stock < 1}>
                  {option.name}
                  {option.stock < 1 ? ' (sin stock)' : ` (stock ${option.stock})`}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-quantity`} className="text-sm font-medium text-stone-700">
            Cantidad
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={rule.minQuantity}
            max={CART_MAX_QUANTITY}
            step={rule.quantityStep}
            aria-describedby={ruleText ? `${id}-rule` : undefined}
            className="form-input sm:w-32"
            value={Number.isNaN(quantity) ? '' : quantity}
            aria-invalid={!quantityOk || undefined}
            onChange={(event) => setQuantity(event.target.valueAsNumber)}
          />
          {ruleText ? (
            <p id={`${id}-rule`} className="text-xs text-stone-600">
              {ruleText}
            </p>
          ) : null}
        </div>
      </div>
      {error}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onBack} disabled={pending}>
          Elegir otro producto
        </button>
        <button type="submit" className="btn-primary" disabled={blocked} aria-busy={pending || undefined}>
          {pending ? <Spinner className="size-4" /> : null}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
