import { SALE_CATEGORY_NAME } from '@mayorista/shared/catalog-constants';
import { Tag } from 'lucide-react';
import { useId } from 'react';

type SaleToggleProps = {
  checked: boolean;
  /** Number of products on sale; undefined while unknown. */
  count?: number;
  onChange: (value: boolean) => void;
};

/** 'En oferta' switch with the count of products on sale. */
export function SaleToggle({ checked, count, onChange }: SaleToggleProps) {
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2.5">
      <span id={labelId} className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <Tag className="size-4 text-red-600" aria-hidden="true" />
        {SALE_CATEGORY_NAME}
        {count !== undefined && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
            {count}
            <span className="sr-only"> productos</span>
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-brand-700' : 'bg-stone-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
