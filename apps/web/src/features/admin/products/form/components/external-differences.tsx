import type { ExternalProduct } from '@mayorista/shared/sync';
import { ArrowLeftRight, Check, ExternalLink, GitMerge } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { findBrand, useBrandChoices } from '../api/form-brands';
import {
  type DiffField,
  externalDiffs,
  type FieldDiff,
  MISSING_LISTED,
  mergeMissingOptions,
  missingExternalOptions,
  money,
  moreVariants,
  priceText,
  takeOptionStocks,
} from '../lib/external-diff';
import type { ProductFormValues } from '../lib/product-form-values';

export const MERGE_FAILED = 'Error al sincronizar las variantes faltantes';
export const MERGED = (count: number) =>
  count === 1
    ? 'Se agregó 1 variante del sistema externo: revísala y guarda los cambios.'
    : `Se agregaron ${count} variantes del sistema externo: revísalas y guarda los cambios.`;
const USD_NOTE =
  'El precio externo está en pesos (ARS) y este producto en dólares (USD): no se convierte. Al usarlo, el producto pasa a ARS.';
const VARIANT_STOCK_NOTE = 'Con variantes, se toma el stock de cada opción con el mismo SKU.';
const NO_OPTION_MATCH = 'Ninguna opción coincide por SKU: agrega las variantes faltantes.';
const dirty = { shouldDirty: true, shouldValidate: true } as const;

/** Local vs external for name, brand, price and stock, each with an action; then the missing options. */
export function ExternalDifferences({ product }: { product: ExternalProduct }) {
  const id = useId();
  const { watch, setValue, getValues } = useFormContext<ProductFormValues>();
  const brands = useBrandChoices();
  const [mergeError, setMergeError] = useState(false);
  const [name, brand, price, currency, stock, hasVariants, variants] = watch([
    'name',
    'brand',
    'price',
    'currency',
    'stock',
    'has_variants',
    'variants',
  ]);
  const values = { name, brand, price, currency, stock, has_variants: hasVariants, variants };
  const diffs = externalDiffs(values, product);
  const differing = diffs.filter((diff) => diff.differs);
  const missing = missingExternalOptions(values, product);
  const externalBrand = product.brand?.trim() ?? '';
  const storeBrand = externalBrand && brands.data ? findBrand(brands.data, externalBrand) : undefined;
  const optionMatches = hasVariants ? takeOptionStocks(variants, product).matched : 0;

  /** Whether the field's action can run now, and why not. */
  const blocked = (field: DiffField): string | null => {
    if (field === 'brand' && externalBrand && !storeBrand)
      return brands.isPending
        ? 'Cargando las marcas...'
        : `La marca «${externalBrand}» no existe en la tienda.`;
    if (field === 'price' && product.price == null) return 'El sistema externo no informa el precio.';
    if (field === 'stock' && hasVariants && optionMatches === 0) return NO_OPTION_MATCH;
    return null;
  };

  const take = (field: DiffField) => {
    if (blocked(field)) return;
    if (field === 'name') setValue('name', product.name, dirty);
    if (field === 'brand') setValue('brand', storeBrand?.name ?? '', dirty);
    if (field === 'price' && product.price != null) {
      if (getValues('currency') !== 'ARS') setValue('currency', 'ARS', dirty);
      setValue('price', priceText(product.price), dirty);
    }
    if (field === 'stock') {
      if (getValues('has_variants'))
        setValue('variants', takeOptionStocks(getValues('variants'), product).variants, dirty);
      else setValue('stock', String(product.stock), dirty);
    }
  };

  const takeAll = () => {
    for (const diff of differing) take(diff.field);
  };

  const merge = () => {
    setMergeError(false);
    try {
      const merged = mergeMissingOptions(getValues(), missing, {
        currency: getValues('currency') ?? 'ARS',
        externalPrice: product.price,
      });
      setValue('has_variants', true, { shouldDirty: true });
      setValue('variants', merged, dirty);
      notify.success(MERGED(missing.length));
    } catch {
      setMergeError(true);
      notify.error(MERGE_FAILED);
    }
  };

  const note = (diff: FieldDiff) => {
    if (diff.field === 'price' && currency === 'USD') return USD_NOTE;
    if (diff.field === 'stock' && hasVariants) return VARIANT_STOCK_NOTE;
    return null;
  };

  return (
    <div className="space-y-5">
      <section aria-labelledby={`${id}-diffs`}>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${id}-diffs`} className="text-sm font-semibold text-stone-900">
            Diferencias con el sistema externo
          </h3>
          {differing.filter((diff) => !blocked(diff.field)).length > 1 ? (
            <button type="button" className="btn-secondary px-3 py-1.5" onClick={takeAll}>
              <ArrowLeftRight aria-hidden="true" className="size-4" /> Usar todos los valores externos
            </button>
          ) : null}
        </div>
        {differing.length === 0 ? (
          <p className="mb-2 flex items-center gap-1.5 text-sm text-brand-800">
            <Check aria-hidden="true" className="size-4" /> Sin diferencias: los datos coinciden con el
            sistema externo.
          </p>
        ) : null}
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {diffs.map((diff) => {
            const reason = diff.differs ? blocked(diff.field) : null;
            const hint = diff.differs ? note(diff) : null;
            return (
              <li
                key={diff.field}
                data-field={diff.field}
                data-differs={diff.differs || undefined}
                className={`grid grid-cols-2 gap-x-3 gap-y-1 px-3 py-2.5 text-sm sm:grid-cols-[6rem_minmax(0,1fr)_minmax(0,1fr)_8.5rem] sm:items-center ${
                  diff.differs ? 'bg-accent-50/60' : ''
                }`}
              >
                <span className="col-span-2 font-semibold text-stone-900 sm:col-span-1">{diff.label}</span>
                <span className="min-w-0">
                  <span className="block text-xs text-stone-600">Local</span>
                  <span className="break-words text-stone-900">{diff.local}</span>
                </span>
                <span className="min-w-0">
                  <span className="block text-xs text-stone-600">Externo</span>
                  <span className={`break-words ${diff.differs ? 'font-semibold text-stone-900' : ''}`}>
                    {diff.external}
                  </span>
                </span>
                <span className="col-span-2 sm:col-span-1 sm:text-right">
                  {diff.differs ? (
                    <button
                      type="button"
                      className="btn-secondary w-full px-3 py-1.5 sm:w-auto"
                      disabled={reason !== null}
                      aria-describedby={reason || hint ? `${id}-${diff.field}-note` : undefined}
                      onClick={() => take(diff.field)}
                    >
                      Usar externo
                      <span className="sr-only"> ({diff.label.toLowerCase()})</span>
                    </button>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-brand-800">
                      <Check aria-hidden="true" className="size-3.5" /> Coincide
                    </span>
                  )}
                </span>
                {reason || hint ? (
                  <p
                    id={`${id}-${diff.field}-note`}
                    className="col-span-2 text-xs text-stone-700 sm:col-span-4"
                  >
                    {reason ?? hint}
                    {diff.field === 'brand' && reason && !brands.isPending ? (
                      <>
                        {' '}
                        <a
                          href={paths.adminBrands}
                          target="_blank"
                          rel="noopener"
                          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
                        >
                          Crear la marca <ExternalLink aria-hidden="true" className="size-3" />
                          <span className="sr-only">(se abre en otra pestaña)</span>
                        </a>{' '}
                        y después elígela en Marca.
                      </>
                    ) : null}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      {missing.length > 0 ? (
        <section aria-labelledby={`${id}-missing`} className="rounded-xl border border-sky-200 bg-sky-50 p-3">
          <h3 id={`${id}-missing`} className="text-sm font-semibold text-sky-900">
            Variantes del sistema externo que faltan aquí ({missing.length})
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-stone-800">
            {missing.slice(0, MISSING_LISTED).map((option) => (
              <li key={option.sku} className="flex flex-wrap gap-x-2">
                <span className="font-medium">
                  {option.variant_name}: {option.name}
                </span>
                <span className="font-mono text-xs leading-5 text-stone-600">{option.sku}</span>
                <span className="text-stone-700">
                  Stock {option.stock}
                  {option.price != null ? ` · ${money(option.price)}` : ''}
                </span>
              </li>
            ))}
          </ul>
          {missing.length > MISSING_LISTED ? (
            <p className="mt-1 text-sm text-stone-700">{moreVariants(missing.length - MISSING_LISTED)}</p>
          ) : null}
          {mergeError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {MERGE_FAILED}
            </p>
          ) : null}
          <button type="button" className="btn-secondary mt-3 w-full px-3 py-2 sm:w-auto" onClick={merge}>
            <GitMerge aria-hidden="true" className="size-4" />
            {missing.length === 1
              ? 'Agregar la variante faltante'
              : `Agregar las ${missing.length} variantes faltantes`}
          </button>
        </section>
      ) : null}
    </div>
  );
}
