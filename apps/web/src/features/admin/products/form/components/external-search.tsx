import type { ExternalProduct } from '@mayorista/shared/sync';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ImageOff, Link2, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { externalSearchQueryOptions, failureOf } from '../api/external-sync';
import { money } from '../lib/external-diff';

export const TERM_REQUIRED = 'Ingresa un término de búsqueda';
export const SEARCH_FAILED = 'Error al buscar productos en el sistema externo';
export const SELECT_REQUIRED = 'Selecciona un producto para vincular';
export const LINK_FAILED = 'Error al vincular el producto';

type Props = {
  /** Takes the chosen product (its SKU and the sync flag go into the form); throws when it cannot. */
  onLink: (product: ExternalProduct) => void;
};

/**
 * Text search in the supplier's inventory (10 per page) and 'Vincular'. This sits inside the product
 * form, so it has no <form> of its own: Enter in the search box searches instead of saving.
 */
export function ExternalSearch({ onLink }: Props) {
  const id = useId();
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState({ term: '', page: 1 });
  const [selected, setSelected] = useState<ExternalProduct | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const query = useQuery({
    ...externalSearchQueryOptions(submitted.term, submitted.page),
    placeholderData: keepPreviousData,
  });
  const page = query.data;

  const search = () => {
    const wanted = term.trim();
    setSelected(null);
    if (!wanted) {
      setMessage(TERM_REQUIRED);
      return;
    }
    setMessage(null);
    if (wanted === submitted.term && submitted.page === 1) void query.refetch();
    else setSubmitted({ term: wanted, page: 1 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  const link = () => {
    if (!selected) {
      setMessage(SELECT_REQUIRED);
      return;
    }
    try {
      onLink(selected);
      setMessage(null);
      setSelected(null);
      setSubmitted({ term: '', page: 1 });
    } catch {
      setMessage(LINK_FAILED);
    }
  };

  const failure = query.isError ? failureOf(query.error) : null;
  const searching = query.isFetching && submitted.term !== '';

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-stone-900">
        Buscar en el sistema externo
      </h3>
      <div className="flex gap-2">
        <label htmlFor={`${id}-term`} className="sr-only">
          Término de búsqueda en el sistema externo
        </label>
        <input
          id={`${id}-term`}
          type="search"
          className="form-input min-w-0"
          placeholder="Nombre, marca o SKU"
          autoComplete="off"
          value={term}
          aria-invalid={message === TERM_REQUIRED || undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="btn-secondary shrink-0 px-3"
          onClick={search}
          disabled={searching}
          aria-busy={searching || undefined}
        >
          {searching ? <Spinner className="size-4" /> : <Search aria-hidden="true" className="size-4" />}
          Buscar
        </button>
      </div>

      <div aria-live="polite">
        {message ? (
          <p id={`${id}-message`} role="alert" className="text-sm text-red-700">
            {message}
          </p>
        ) : null}
        {searching && !page ? (
          <p className="flex items-center gap-2 text-sm text-stone-700">
            <Spinner className="size-4" /> Buscando en el sistema externo...
          </p>
        ) : null}
        {failure ? (
          <div role="alert" className="text-sm text-red-700">
            <p>{SEARCH_FAILED}</p>
            {failure.message && failure.message !== SEARCH_FAILED ? (
              <p className="text-xs text-stone-700">{failure.message}</p>
            ) : null}
          </div>
        ) : null}
        {page && submitted.term && page.results.length === 0 ? (
          <p className="text-sm text-stone-700">
            No se encontraron productos para «{submitted.term}» en el sistema externo.
          </p>
        ) : null}
      </div>

      {page && submitted.term && page.results.length > 0 ? (
        <div className="space-y-3">
          <fieldset className="min-w-0" aria-busy={searching || undefined}>
            <legend className="mb-2 text-xs text-stone-600">
              {page.count === 1 ? '1 resultado' : `${page.count} resultados`} · página {page.current_page} de{' '}
              {page.total_pages}
            </legend>
            <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
              {page.results.map((product) => {
                const optionId = `${id}-r${product.id}`;
                const checked = selected?.id === product.id;
                return (
                  <li key={product.id} className={checked ? 'bg-brand-50' : undefined}>
                    <label htmlFor={optionId} className="flex cursor-pointer items-center gap-3 px-3 py-2.5">
                      <input
                        id={optionId}
                        type="radio"
                        name={`${id}-result`}
                        className="size-4 shrink-0 accent-brand-700"
                        checked={checked}
                        onChange={() => {
                          setSelected(product);
                          setMessage(null);
                        }}
                      />
                      {product.image ? (
                        <img
                          src={product.image}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                          className="size-12 shrink-0 rounded-lg border border-stone-200 bg-white object-contain"
                        />
                      ) : (
                        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-stone-100">
                          <ImageOff aria-hidden="true" className="size-5 text-stone-400" />
                        </span>
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="line-clamp-2 text-sm font-medium text-stone-900">
                          {product.name}
                        </span>
                        <span className="block text-xs break-words text-stone-600">
                          {product.brand || 'Sin marca'}
                          <span className="sr-only">, SKU </span>
                          <span className="block font-mono sm:ml-2 sm:inline">
                            {product.sku || 'sin SKU'}
                          </span>
                        </span>
                      </span>
                      <span className="shrink-0 text-right text-xs text-stone-700">
                        <span className="block text-sm font-semibold text-stone-900 tabular-nums">
                          {money(product.price)}
                        </span>
                        Stock {product.stock}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <Pagination
            page={page.current_page}
            pageCount={page.total_pages}
            onPageChange={(next) => {
              setSelected(null);
              setSubmitted({ term: submitted.term, page: next });
            }}
          />
          <button type="button" className="btn-primary w-full sm:w-auto" onClick={link}>
            <Link2 aria-hidden="true" className="size-4" /> Vincular
          </button>
        </div>
      ) : null}
    </section>
  );
}
