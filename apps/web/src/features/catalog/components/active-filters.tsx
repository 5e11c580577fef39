import { X } from 'lucide-react';
import type { FilterKey, FilterTag } from '../lib/filters';

type ActiveFiltersProps = {
  tags: FilterTag[];
  onRemove: (key: FilterKey) => void;
  onClear: () => void;
};

export const CLEAR_FILTERS_LABEL = 'Limpiar filtros';

export function ActiveFilters({ tags, onRemove, onClear }: ActiveFiltersProps) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">Filtros activos:</span>
      <ul className="contents">
        {tags.map((tag) => (
          <li key={tag.key}>
            <span className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
              {tag.label}
              <button
                type="button"
                onClick={() => onRemove(tag.key)}
                aria-label={`Quitar filtro ${tag.label}`}
                className="flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="rounded px-1 text-sm font-semibold text-stone-600 underline-offset-2 hover:text-red-700 hover:underline"
      >
        {CLEAR_FILTERS_LABEL}
      </button>
    </div>
  );
}
