import type { Product, Variant } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { CART_MAX_QUANTITY } from '@mayorista/shared/orders';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/client';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSaleProduct } from '../api/get-product';
import { useSaleProductSearch } from '../api/search-products';
import { NEW_SALE_MESSAGES, type SaleLine } from '../lib/sale';
import { RetryError } from './section-card';

const selectable = (variant: Variant) => variant.options.filter((option) => option.is_available);

/** Search a product by name or SKU, pick its options and the quantity, and add it to the sale. */
export function ProductPicker({ onAdd }: { onAdd: (line: Omit<SaleLine, 'key'>) => void }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const results = useSaleProductSearch(term);
  const [chosen, setChosen] = useState<Product | null>(null);

  if (chosen)
    return (
      <ChosenProduct
        product={chosen}
        onBack={() => setChosen(null)}
        onAdd={(line) => {
          onAdd(line);
          setChosen(null);
          setSearch('');
        }}
      />
    );

  return (
    <div className="flex flex-col gap-3">
      <SearchField
        label="Buscar producto por nombre o SKU"
        placeholder="Nombre o SKU del producto"
        value={search}
        onChange={setSearch}
      />
      <div aria-live="polite">
        {term.trim().length < 2 ? (
          <p className="text-sm text-stone-600">Escribe al menos 2 letras del nombre o el SKU.</p>
        ) : results.isPending ? (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner className="size-4" /> Buscando…
          </p>
        ) : results.isError ? (
          <RetryError
            message={errorMessage(results.error, NEW_SALE_MESSAGES.productsFailed)}
            onRetry={() => results.refetch()}
          />
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
  onBack,
  onAdd,
}: {
  product: Product;
  onBack: () => void;
  onAdd: (line: Omit<SaleLine, 'key'>) => void;
}) {
  const detail = useSaleProduct(listed.id);
  const product = detail.data ?? listed;
  const [quantity, setQuantity] = useState(1);
  const [options, setOptions] = useState<Record<number, number>>({});
  const groups = product.has_variants ? product.variants.filter((variant) => variant.options.length) : [];
  const missing = groups.some((variant) => options[variant.id] === undefined);
  const quantityOk = Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_MAX_QUANTITY;
  const id = useId();
  const waiting = product.has_variants && detail.isPending;

  const submit = () => {
    if (missing || !quantityOk || waiting) return;
    const picked = groups.map((variant) => ({
      group: variant.variant_name,
      option: variant.options.find((option) => option.id === options[variant.id])!.name,
    }));
    onAdd({
      productId: product.id,
      name: product.name,
      sku: product.sku,
      selected: picked.length ? Object.fromEntries(picked.map((pick) => [pick.group, pick.option])) : null,
      variantDisplay: picked.map((pick) => `${pick.group}: ${pick.option}`).join(', '),
      quantity,
    });
  };

  return (
    <form
      aria-label="Agregar producto a la venta"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        submit();
      }}
    >
      <div className="text-sm">
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
      {detail.isError ? (
        <RetryError message={NEW_SALE_MESSAGES.productFailed} onRetry={() => detail.refetch()} />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {groups.map((variant) => (
          <div key={variant.id} className="flex flex-col gap-1">
            <label htmlFor={`${id}-v${variant.id}`} className="text-sm font-medium text-stone-700">
              {variant.variant_name}
            </label>
            <select
              id={`${id}-v${variant.id}`}
              className="form-input"
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
            min={1}
            max={CART_MAX_QUANTITY}
            step={1}
            className="form-input sm:w-32"
            value={Number.isNaN(quantity) ? '' : quantity}
            aria-invalid={!quantityOk || undefined}
            onChange={(event) => setQuantity(event.target.valueAsNumber)}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onBack}>
          Elegir otro producto
        </button>
        <button type="submit" className="btn-primary" disabled={missing || !quantityOk || waiting}>
          Agregar a la venta
        </button>
      </div>
    </form>
  );
}
