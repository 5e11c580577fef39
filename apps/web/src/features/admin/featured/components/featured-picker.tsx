import type { Product } from '@mayorista/shared/catalog';
import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { useProductSearch } from '@/api/product-search';
import { ProductSearchResults } from '@/components/product-search-results';
import { Modal } from '@/components/ui/modal';
import { MoneyCell } from '@/components/ui/money-cell';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddFeatured } from '../api/featured-writes';
import { FEATURED_TEXTS } from '../lib/messages';
import { ProductThumb } from './product-thumb';

export const SEARCH_DEBOUNCE_MS = 300;
/** The featured picker shows the first 10 matches. */
export const FEATURED_PICKER_SIZE = 10;

type FeaturedPickerProps = {
  open: boolean;
  onClose: () => void;
  /** Products already featured: shown as such, not offered again. */
  featuredIds: ReadonlySet<number>;
};

/** 'Agregar producto destacado': searches the catalogue (debounced) and features the chosen product. */
export function FeaturedPicker({ open, onClose, featuredIds }: FeaturedPickerProps) {
  const add = useAddFeatured();
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={add.isPending}
      size="lg"
      title="Agregar producto destacado"
      description="Busca por nombre, SKU o marca. El producto se agrega al final de la lista."
    >
      {open ? <PickerBody add={add} onClose={onClose} featuredIds={featuredIds} /> : null}
    </Modal>
  );
}

function PickerBody({
  add,
  onClose,
  featuredIds,
}: {
  add: ReturnType<typeof useAddFeatured>;
  onClose: () => void;
  featuredIds: ReadonlySet<number>;
}) {
  const [draft, setDraft] = useState('');
  const term = useDebouncedValue(draft.trim(), SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(term, FEATURED_PICKER_SIZE);
  const [adding, setAdding] = useState<number | null>(null);

  const choose = async (product: Product) => {
    setAdding(product.id);
    try {
      await add.mutateAsync(product.id);
      notify.success(FEATURED_TEXTS.added);
      onClose();
    } catch {
      notify.error(FEATURED_TEXTS.addFailed);
    } finally {
      setAdding(null);
    }
  };

  const body = (
    <ProductSearchResults term={term} search={search} failed={FEATURED_TEXTS.searchFailed} roomy>
      {(results) => (
        <ul
          aria-label="Resultados de la búsqueda"
          className={`divide-y divide-stone-100 ${search.isFetching ? 'opacity-60' : ''}`}
        >
          {results.map((product) => {
            const featured = featuredIds.has(product.id);
            return (
              <li key={product.id} className="flex items-center gap-3 py-2.5">
                <ProductThumb image={product.image_small ?? product.image} size="size-11" />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-medium text-stone-900">{product.name}</p>
                  <p className="truncate text-xs text-stone-600">
                    {product.brand_name ?? 'Sin marca'}
                    {product.sku ? ` · ${product.sku}` : ''}
                    {product.final_price !== undefined ? (
                      <>
                        {' · '}
                        <MoneyCell value={product.final_price} />
                      </>
                    ) : null}
                  </p>
                </div>
                {featured ? (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800">
                    <Check aria-hidden="true" className="size-4" /> Destacado
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn-primary shrink-0 px-3 py-2"
                    aria-label={`Agregar ${product.name}`}
                    disabled={add.isPending}
                    onClick={() => choose(product)}
                  >
                    {adding === product.id ? (
                      <Spinner className="size-4" />
                    ) : (
                      <Plus aria-hidden="true" className="size-4" />
                    )}
                    Agregar
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ProductSearchResults>
  );

  return (
    <div className="space-y-3">
      <SearchField
        label="Buscar productos"
        value={draft}
        onChange={setDraft}
        placeholder="Buscar productos..."
      />
      <div aria-live="polite">{body}</div>
    </div>
  );
}
