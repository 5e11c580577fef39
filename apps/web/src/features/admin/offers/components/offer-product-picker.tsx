import { useState } from 'react';
import { useProductSearch } from '@/api/product-search';
import { ProductSearchResults } from '@/components/product-search-results';
import { MoneyCell } from '@/components/ui/money-cell';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { OFFER_MESSAGES } from '../lib/offer-form';

/** Backoffice §9: the offer picker shows up to 50 results. */
export const OFFER_PICKER_LIMIT = 50;

export type PickedProduct = { id: number; name: string; brand: string | null };

type OfferProductPickerProps = {
  selected: ReadonlyMap<number, PickedProduct>;
  onToggle: (product: PickedProduct, checked: boolean) => void;
};

/** Products of the offer (backoffice §2.6): search by name or brand, up to 50 results, checkboxes. */
export function OfferProductPicker({ selected, onToggle }: OfferProductPickerProps) {
  const [draft, setDraft] = useState('');
  const term = useDebouncedValue(draft.trim(), 300);
  const search = useProductSearch(term, OFFER_PICKER_LIMIT);
  const chosen = [...selected.values()];

  const body = (
    <ProductSearchResults term={term} search={search} failed={OFFER_MESSAGES.productsFailed}>
      {(results) => (
        <ul
          aria-label="Productos encontrados"
          className={`max-h-64 divide-y divide-stone-100 overflow-y-auto ${search.isFetching ? 'opacity-60' : ''}`}
        >
          {results.slice(0, OFFER_PICKER_LIMIT).map((product) => (
            <li key={product.id}>
              <label className="flex cursor-pointer items-center gap-3 px-1 py-2 hover:bg-stone-50">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-brand-700"
                  checked={selected.has(product.id)}
                  onChange={(event) =>
                    onToggle(
                      { id: product.id, name: product.name, brand: product.brand_name },
                      event.target.checked,
                    )
                  }
                />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-medium text-stone-900">{product.name}</span>
                  <span className="block truncate text-xs text-stone-600">
                    {product.brand_name ?? 'Sin marca'}
                    {product.final_price !== undefined ? (
                      <>
                        {' · '}
                        <MoneyCell value={product.final_price} />
                      </>
                    ) : null}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </ProductSearchResults>
  );

  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">Productos</legend>
      <SearchField
        label="Buscar productos por nombre o marca"
        value={draft}
        onChange={setDraft}
        placeholder="Buscar por nombre o marca"
      />
      {body}
      <p className="text-sm font-medium text-stone-700" aria-live="polite">
        {chosen.length === 1 ? '1 producto seleccionado' : `${chosen.length} productos seleccionados`}
      </p>
      {chosen.length > 0 ? (
        <ul aria-label="Productos seleccionados" className="flex flex-wrap gap-2">
          {chosen.map((product) => (
            <li
              key={product.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-xs text-stone-800"
            >
              <span className="truncate">{product.name}</span>
              <button
                type="button"
                className="rounded-full px-1.5 text-stone-600 hover:bg-stone-200 hover:text-stone-900"
                aria-label={`Quitar ${product.name}`}
                onClick={() => onToggle(product, false)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
