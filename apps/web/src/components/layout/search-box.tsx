import type { Suggestion } from '@mayorista/shared/catalog';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS, useSuggestions } from '@/api/product-suggestions';
import { paths, productsUrl } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Search } from './shell-icons';

const HIDE_DELAY_MS = 200;

/** The options' code loads when the box is first focused (suggestions need 2 characters typed anyway). */
const loadOptions = () => import('./search-suggestions');
const SuggestionOptions = lazy(() => loadOptions().then((module) => ({ default: module.SuggestionOptions })));

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
          void loadOptions();
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
          {suggestions.length ? (
            <Suspense fallback={null}>
              <SuggestionOptions
                items={suggestions}
                listId={listId}
                active={active}
                onPick={goTo}
                onHover={setActive}
              />
            </Suspense>
          ) : null}
        </div>
        {suggestions.length === 0 && !isFetching ? (
          <p className="px-4 py-3 text-sm text-stone-500">No se encontraron productos</p>
        ) : null}
      </div>
    </form>
  );
}
