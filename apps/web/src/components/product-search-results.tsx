import type { Product } from '@mayorista/shared/catalog';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PRODUCT_SEARCH_MIN } from '@/api/product-search';
import { Spinner } from '@/components/ui/spinner';

type ProductSearchResultsProps = {
  /** The settled, trimmed text. */
  term: string;
  search: Pick<UseQueryResult<Product[]>, 'data' | 'isError' | 'isPending' | 'refetch'>;
  /** The screen's words for a failed search. */
  failed: string;
  /** More room around the states (a modal of its own rather than a field of a form). */
  roomy?: boolean;
  /** The results, drawn by the screen (checkboxes, add buttons...). */
  children: (products: Product[]) => ReactNode;
};

/**
 * The states of a staff product search in a modal (offers, featured; decision 048): too short, failed
 * with 'Reintentar', searching, nothing found, or the screen's list of results.
 */
export function ProductSearchResults({ term, search, failed, roomy, children }: ProductSearchResultsProps) {
  const pad = roomy ? 'py-6' : 'py-4';
  const results = search.data ?? [];
  if (term.length < PRODUCT_SEARCH_MIN)
    return (
      <p className={`${pad} text-center text-sm text-stone-600`}>Escribe al menos 2 letras para buscar.</p>
    );
  if (search.isError)
    return (
      <div role="alert" className={`${pad} text-center text-sm`}>
        <p className="font-semibold text-red-700">{failed}</p>
        <button
          type="button"
          className={`btn-secondary ${roomy ? 'mt-3' : 'mt-2'}`}
          onClick={() => search.refetch()}
        >
          Reintentar
        </button>
      </div>
    );
  if (search.isPending)
    return (
      <p role="status" className={`flex items-center justify-center gap-2 ${pad} text-sm text-stone-600`}>
        <Spinner className="size-4" /> Buscando...
      </p>
    );
  if (results.length === 0)
    return <p className={`${pad} text-center text-sm text-stone-600`}>No se encontraron productos.</p>;
  return children(results);
}
