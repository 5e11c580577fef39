import type { Product } from '@mayorista/shared/catalog';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { usePickedProduct, useProductSearch } from '@/api/product-search';
import { ProductSearchResults } from '@/components/product-search-results';
import { Field, inputA11y } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSavePriceOverrides } from '../api/price-overrides';
import { PRICE_LIST_TEXTS, parsePrice } from '../lib/messages';

const PICKER_SIZE = 8;

type AddOverrideModalProps = { listId: number; listName: string; open: boolean; onClose: () => void };

/** 'Agregar precio especial': find a product, choose it or one of its options, type the list's price. */
export function AddOverrideModal({ listId, listName, open, onClose }: AddOverrideModalProps) {
  const save = useSavePriceOverrides(listId);
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={save.isPending}
      size="lg"
      title="Agregar precio especial"
      description={`Un precio fijo en la lista ${listName}, en lugar del ajuste.`}
    >
      <AddOverrideBody save={save} onClose={onClose} />
    </Modal>
  );
}

function AddOverrideBody({
  save,
  onClose,
}: {
  save: ReturnType<typeof useSavePriceOverrides>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState('');
  const term = useDebouncedValue(draft.trim(), 300);
  const search = useProductSearch(term, PICKER_SIZE);
  const [chosen, setChosen] = useState<Product | null>(null);

  if (chosen)
    return <OverrideForm product={chosen} save={save} onBack={() => setChosen(null)} onDone={onClose} />;
  return (
    <div className="space-y-3">
      <SearchField
        label="Buscar producto por nombre o SKU"
        value={draft}
        onChange={setDraft}
        placeholder="Buscar por nombre o SKU"
      />
      <div aria-live="polite">
        <ProductSearchResults term={term} search={search} failed={PRICE_LIST_TEXTS.searchFailed}>
          {(products) => (
            <ul aria-label="Productos encontrados" className="flex flex-col gap-1.5">
              {products.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className="flex w-full flex-col rounded-lg border border-stone-200 bg-white px-3 py-2 text-left text-sm hover:border-brand-600 focus-visible:border-brand-600"
                    onClick={() => setChosen(product)}
                  >
                    <span className="font-semibold break-words text-stone-900">{product.name}</span>
                    <span className="text-xs text-stone-600">
                      {product.sku ? `SKU ${product.sku}` : 'Sin SKU'}
                      {product.has_variants ? ' · con variantes' : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ProductSearchResults>
      </div>
    </div>
  );
}

function OverrideForm({
  product: listed,
  save,
  onBack,
  onDone,
}: {
  product: Product;
  save: ReturnType<typeof useSavePriceOverrides>;
  onBack: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const detail = usePickedProduct(listed.id);
  const product = detail.data ?? listed;
  const options = product.has_variants
    ? product.variants.flatMap((variant) =>
        variant.options.map((option) => ({
          id: option.id,
          label: `${variant.variant_name}: ${option.name}`,
        })),
      )
    : [];
  const [option, setOption] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const value = parsePrice(price);
    if (value === null || Number.isNaN(value)) {
      setError(PRICE_LIST_TEXTS.invalidPrice);
      document.getElementById(`${id}-price`)?.focus();
      return;
    }
    try {
      await save.mutateAsync([{ product: product.id, option: option ? Number(option) : null, price: value }]);
      notify.success(PRICE_LIST_TEXTS.overrideSaved);
      onDone();
    } catch (failure) {
      const message = errorMessage(failure, PRICE_LIST_TEXTS.overrideFailed);
      setError(message);
      notify.error(message);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Precio especial" className="space-y-4">
      <div className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm">
        <p className="font-semibold break-words text-stone-900">{product.name}</p>
        <p className="text-xs text-stone-600">{product.sku ? `SKU ${product.sku}` : 'Sin SKU'}</p>
      </div>
      {product.has_variants && detail.isPending ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" /> Cargando opciones…
        </p>
      ) : null}
      {detail.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {PRICE_LIST_TEXTS.productFailed}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {options.length ? (
          <Field id={`${id}-option`} label="Aplica a">
            <select
              id={`${id}-option`}
              className="form-input"
              value={option}
              onChange={(event) => setOption(event.target.value)}
            >
              <option value="">Todo el producto</option>
              {options.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field id={`${id}-price`} label="Precio especial ($)" required error={error}>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Por ejemplo: 1250,50"
            className="form-input"
            value={price}
            onChange={(event) => {
              setPrice(event.target.value);
              setError(undefined);
            }}
            {...inputA11y(`${id}-price`, error)}
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onBack} disabled={save.isPending}>
          Elegir otro producto
        </button>
        <button
          type="submit"
          className="btn-primary"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? <Spinner className="size-4" /> : null}
          Guardar precio especial
        </button>
      </div>
    </form>
  );
}
