import type { Suggestion } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { ImageOff } from 'lucide-react';

const LOCKED_PRICE = 'Inicia sesión para ver el precio';

function suggestionPrice(item: Suggestion): string {
  const value = item.final_price ?? item.price;
  return value === null || value === undefined ? LOCKED_PRICE : formatPrice(value);
}

type SuggestionOptionsProps = {
  items: Suggestion[];
  listId: string;
  active: number;
  onPick: (item: Suggestion) => void;
  onHover: (index: number) => void;
};

/**
 * The options of the navbar search's listbox (search-box.tsx). Its code loads when the search box is
 * first focused, not with the storefront's first script.
 */
export function SuggestionOptions({ items, listId, active, onPick, onHover }: SuggestionOptionsProps) {
  return items.map((item, index) => {
    const price = suggestionPrice(item);
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, focus stays in the input (aria-activedescendant)
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard is handled by the input (arrows and Enter)
      <div
        key={item.id}
        id={`${listId}-${index}`}
        role="option"
        aria-selected={index === active}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onPick(item)}
        onMouseEnter={() => onHover(index)}
        className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-brand-50' : ''}`}
      >
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            decoding="async"
            className="size-11 shrink-0 rounded-md border border-stone-100 bg-white object-contain"
          />
        ) : (
          <span className="grid size-11 shrink-0 place-items-center rounded-md bg-stone-100 text-stone-400">
            <ImageOff aria-hidden="true" className="size-5" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-stone-900">{item.name}</span>
          <span
            className={`block text-xs ${price === LOCKED_PRICE ? 'text-stone-500' : 'font-semibold text-brand-800'}`}
          >
            {price}
          </span>
        </span>
      </div>
    );
  });
}
