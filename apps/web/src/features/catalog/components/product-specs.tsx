import { Check } from 'lucide-react';
import type { Product } from '../types';

/** SKU, volume, dimensions and the features list; nothing when the product has none. */
export function ProductSpecs({ product }: { product: Product }) {
  const rows = [
    { label: 'SKU', value: product.sku },
    { label: 'Volumen', value: product.volume },
    { label: 'Dimensiones', value: product.dimensions },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value?.trim()));
  const features = (product.features ?? []).filter((feature) => feature.trim());

  if (rows.length === 0 && features.length === 0) return null;

  return (
    <div className="flex flex-col gap-4 border-t border-stone-200 pt-5">
      {rows.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-medium text-stone-500">{row.label}</dt>
              <dd className="break-words text-stone-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {features.length > 0 && (
        <div>
          <h2 className="mb-2 text-sm font-semibold text-stone-800">Características</h2>
          <ul className="flex flex-col gap-1.5 text-sm text-stone-700">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
