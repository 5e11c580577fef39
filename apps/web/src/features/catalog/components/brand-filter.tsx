import { Check } from 'lucide-react';
import { useState } from 'react';
import { SUBCATEGORY_LIMIT, showMoreLabel, visibleChildren } from '../lib/categories';
import type { Brand } from '../types';

type BrandFilterProps = {
  brands: Brand[];
  selected: string | null;
  onSelect: (name: string | null) => void;
};

export function BrandFilter({ brands, selected, onSelect }: BrandFilterProps) {
  const [showAll, setShowAll] = useState(false);
  const selectedKey = selected?.toLowerCase() ?? null;
  const chosenIndex = brands.findIndex((brand) => brand.name.toLowerCase() === selectedKey);
  // A chosen brand beyond the first eight keeps the list open so it stays visible.
  const { items, hidden } = visibleChildren(brands, showAll || chosenIndex >= SUBCATEGORY_LIMIT);

  return (
    <div>
      <ul className="flex flex-col gap-0.5">
        {items.map((brand) => {
          const active = brand.name.toLowerCase() === selectedKey;
          return (
            <li key={brand.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(active ? null : brand.name)}
                className={`flex min-h-9 w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm transition-colors ${
                  active ? 'bg-brand-50 font-semibold text-brand-900' : 'text-stone-700 hover:bg-stone-100'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-4 shrink-0 items-center justify-center rounded border ${
                    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white'
                  }`}
                >
                  {active && <Check className="size-3" strokeWidth={3} />}
                </span>
                <span className="min-w-0 break-words">{brand.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {brands.length > SUBCATEGORY_LIMIT && chosenIndex < SUBCATEGORY_LIMIT && (
        <button
          type="button"
          onClick={() => setShowAll((value) => !value)}
          className="mt-1 px-2 py-1 text-xs font-semibold text-brand-800 hover:underline"
        >
          {hidden > 0 ? showMoreLabel(hidden) : 'Ver menos'}
        </button>
      )}
    </div>
  );
}
