import type { Suggestion } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { ImageOff, Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS, useSuggestions } from '@/api/product-suggestions';
import { paths, productsUrl } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const HIDE_DELAY_MS = 200;
const LOCKED_PRICE = 'Inicia sesión para ver el precio';

function suggestionPrice(item: Suggestion): string {
  const value = item.final_price ?? item.price;
  return value === null || value === undefined ? LOCKED_PRICE : formatPrice(value);
}

/** Navbar search with suggestions (storefront §2, §5, §9): 2+ characters, 300 ms debounce, 200 ms hide on blur. */
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-sugerencias`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<number | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  const term = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const enabled = term.length >= SUGGESTION_MIN_CHARS && text.trim().length >= SUGGESTION_MIN_CHARS;
  const { data, isFetching } = useSuggestions(enabled ? term : '');
  const suggestions = enabled ? (data ?? []) : [];
  const showList = open && enabled && (suggestions.length > 0 || !isFetching);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search term resets the highlighted option
  useEffect(() => setActive(-1), [term]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const goTo = (item: Suggestion) => {
    close();
    setText('');
    inputRef.current?.blur();
    navigate(paths.product(item.id));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (!search) return;
    close();
    inputRef.current?.blur();
    navigate(productsUrl({ search }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && showList && active >= 0 && suggestions[active]) {
      event.preventDefault();
      goTo(suggestions[active]);
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        close();
      } else if (text) {
        setText('');
      }
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search form; <search> is not yet announced everywhere
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Buscar productos
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        placeholder="Buscar productos, marcas…"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          window.clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = window.setTimeout(close, HIDE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-stone-300 bg-stone-50 pr-12 pl-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-600/20 focus:outline-none sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Buscar"
        className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-brand-800 text-white transition-colors hover:bg-brand-900"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>

      <div
        className={`absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-xl ${showList ? '' : 'hidden'}`}
      >
        <div
          id={listId}
          role="listbox"
          aria-label="Sugerencias de productos"
          className="max-h-[60vh] overflow-y-auto py-1"
        >
          {suggestions.map((item, index) => {
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
                onClick={() => goTo(item)}
                onMouseEnter={() => setActive(index)}
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
          })}
        </div>
        {suggestions.length === 0 && !isFetching ? (
          <p className="px-4 py-3 text-sm text-stone-500">No se encontraron productos</p>
        ) : null}
      </div>
    </form>
  );
}
