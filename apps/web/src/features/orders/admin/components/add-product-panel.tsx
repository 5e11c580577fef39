import type { Product, Variant } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { CART_MAX_QUANTITY } from '@mayorista/shared/orders';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddOrderItem } from '../api/add-order-item';
import { useProduct } from '../api/get-product';
import { useProductSearch } from '../api/search-products';
import { serverReason } from '../lib/errors';
import { DESK_MESSAGES } from '../lib/order-desk';
import { ChangeError } from './desk-card';

/** Options a buyer could pick: available ones (without stock they show, disabled). */
const selectable = (variant: Variant) => variant.options.filter((option) => option.is_available);

/**
 * 'Agregar producto': search by name or SKU, pick a product, one option per variant group and the
 * quantity; the server adds it at today's price (or grows the same choice already in the order).
 */
export function AddProductPanel({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const results = useProductSearch(term);
  const [chosen, setChosen] = useState<Product | null>(null);
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-brand-200 bg-brand-50/40 p-3 sm:p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-stone-900">
          Agregar producto
        </h3>
        <button
          type="button"
          className="rounded-lg p-1.5 text-stone-600 hover:bg-stone-100"
          onClick={onClose}
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Cerrar agregar producto</span>
        </button>
      </div>
      {chosen ? (
        <ChosenProduct orderId={orderId} product={chosen} onBack={() => setChosen(null)} onAdded={onClose} />
      ) : (
        <>
          <SearchField
            label="Buscar producto por nombre o SKU"
            placeholder="Nombre o SKU"
            value={search}
            onChange={setSearch}
          />
          <div className="mt-3" aria-live="polite">
            {term.trim().length < 2 ? (
              <p className="text-sm text-stone-600">Escribe al menos 2 letras del nombre o el SKU.</p>
            ) : results.isPending ? (
              <p className="flex items-center gap-2 text-sm text-stone-600">
                <Spinner className="size-4" /> Buscando…
              </p>
            ) : results.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
                {DESK_MESSAGES.searchFailed}
                <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => results.refetch()}>
                  Reintentar
                </button>
              </div>
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
                        <span className="block font-semibold text-stone-900">{product.name}</span>
                        <span className="block text-xs text-stone-600">
                          {product.sku ? `SKU ${product.sku} · ` : ''}Stock {product.stock}
                          {product.has_variants ? ' · con variantes' : ''}
                        </span>
                      </span>
                      {product.final_price !== undefined ? (
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
        </>
      )}
    </section>
  );
}

function ChosenProduct({
  orderId,
  product: listed,
  onBack,
  onAdded,
}: {
  orderId: number;
  product: Product;
  onBack: () => void;
  onAdded: () => void;
}) {
  const detail = useProduct(listed.id);
  const product = detail.data ?? listed;
  const add = useAddOrderItem(orderId);
  const [quantity, setQuantity] = useState(1);
  const [options, setOptions] = useState<Record<number, number>>({});
  const groups = product.has_variants ? product.variants.filter((variant) => variant.options.length) : [];
  const missing = groups.some((variant) => options[variant.id] === undefined);
  const quantityOk = Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_MAX_QUANTITY;
  const quantityId = useId();

  const submit = () => {
    if (missing || !quantityOk) return;
    add.mutate(
      {
        product: product.id,
        quantity,
        ...(groups.length ? { option_ids: groups.map((variant) => options[variant.id]) } : {}),
      },
      {
        onSuccess: () => {
          notify.success(`${product.name} se agregó al pedido`);
          onAdded();
        },
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm">
        <p className="font-semibold text-stone-900">{product.name}</p>
        <p className="text-xs text-stone-600">
          {product.sku ? `SKU ${product.sku} · ` : ''}Stock {product.stock}
          {product.final_price !== undefined ? ` · ${formatPrice(product.final_price)} c/u` : ''}
        </p>
      </div>
      {detail.isPending && product.has_variants ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" /> Cargando variantes…
        </p>
      ) : null}
      {detail.isError ? <ChangeError title={DESK_MESSAGES.productFailed} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {groups.map((variant) => (
          <div key={variant.id} className="flex flex-col gap-1">
            <label htmlFor={`${quantityId}-v${variant.id}`} className="text-sm font-medium text-stone-700">
              {variant.variant_name}
            </label>
            <select
              id={`${quantityId}-v${variant.id}`}
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
          <label htmlFor={quantityId} className="text-sm font-medium text-stone-700">
            Cantidad
          </label>
          <input
            id={quantityId}
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
      {add.isError ? <ChangeError title={DESK_MESSAGES.addFailed} detail={serverReason(add.error)} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onBack} disabled={add.isPending}>
          Elegir otro producto
        </button>
        <button
          type="submit"
          className="btn-primary"
          disabled={missing || !quantityOk || add.isPending}
          aria-busy={add.isPending || undefined}
        >
          {add.isPending ? <Spinner className="size-4" /> : null}
          Agregar al pedido
        </button>
      </div>
    </form>
  );
}
