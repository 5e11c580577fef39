import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const LIST_SEARCH_DEBOUNCE_MS = 400;

type CatalogSearchProps = {
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
};

/** Search box of the list: writes ?search= 400 ms after typing stops, or at once on Enter. */
export function CatalogSearch({ value, onSearch }: CatalogSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, LIST_SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  // The URL changed elsewhere (navbar search, clear filters): show it.
  useEffect(() => {
    setText(value);
  }, [value]);

  useEffect(() => {
    const { value: current, onSearch: search } = latest.current;
    if (debounced.trim() !== current) search(debounced);
  }, [debounced]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search form; <search> is not yet announced everywhere
    <form role="search" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Buscar en el catálogo
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Buscar productos…"
        maxLength={200}
        autoComplete="off"
        className="form-input pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label="Borrar búsqueda"
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
