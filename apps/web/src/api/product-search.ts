import type { Product } from '@mayorista/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, PRODUCT_LIST_TIMEOUT_MS } from '@/api/client';

/** At least this many letters before a staff picker searches. */
export const PRODUCT_SEARCH_MIN = 2;

/** The staff pickers' queries (new sale, order desk, offers, featured): one search, one product read. */
export const productPickerKeys = {
  all: ['admin', 'product-picker'] as const,
  search: (term: string, pageSize: number) => [...productPickerKeys.all, 'search', term, pageSize] as const,
  product: (id: number) => [...productPickerKeys.all, 'product', id] as const,
};

/** GET /api/products/?search= (name, SKU or brand; staff see hidden ones too): the first `pageSize` products. */
export async function searchProducts(
  term: string,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Product[]> {
  const data = await apiGet<{ results?: Product[] } | null>('/products/', {
    params: { search: term, page_size: pageSize },
    signal,
    timeoutMs: PRODUCT_LIST_TIMEOUT_MS,
  });
  return Array.isArray(data?.results) ? data.results : [];
}

export const productSearchQueryOptions = (term: string, pageSize: number) =>
  queryOptions({
    queryKey: productPickerKeys.search(term, pageSize),
    queryFn: ({ signal }) => searchProducts(term, pageSize, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The products matching the typed text (trimmed), once it has 2 letters; the last answer stays while typing. */
export function useProductSearch(search: string, pageSize: number) {
  const term = search.trim();
  return useQuery({
    ...productSearchQueryOptions(term, pageSize),
    enabled: term.length >= PRODUCT_SEARCH_MIN,
  });
}

/** GET /api/products/{id}/: the chosen product with its variant groups and options as they are now. */
export const getProduct = (id: number, signal?: AbortSignal) =>
  apiGet<Product>(`/products/${id}/`, { signal });

export const pickedProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productPickerKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 10_000,
  });

export function usePickedProduct(id: number | null) {
  return useQuery({ ...pickedProductQueryOptions(id ?? 0), enabled: id !== null });
}
