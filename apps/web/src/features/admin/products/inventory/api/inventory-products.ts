import type { Page } from '@mayorista/shared/api';
import type { Product } from '@mayorista/shared/catalog';
import type { AdminProduct } from '@mayorista/shared/product-admin';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, PRODUCT_LIST_TIMEOUT_MS } from '@/api/client';
import { adminProductKeys } from '../../api/admin-product-keys';
import type { InventoryListQuery } from '../lib/filters';

/** Backoffice §8 Inventory: the list failed without a message of its own. */
export const INVENTORY_LOAD_FAILED = 'Error al cargar los productos';

/**
 * GET /api/products/ as staff (hidden products and cost prices included), 12 to a page. The key sits
 * under adminProductKeys.lists(), so every product write (admin-product.ts) refreshes it.
 */
export const inventoryQueryOptions = (query: InventoryListQuery) =>
  queryOptions({
    queryKey: adminProductKeys.list({ screen: 'inventory', ...query }),
    queryFn: ({ signal }) =>
      apiGet<Page<Product>>('/products/', { params: query, signal, timeoutMs: PRODUCT_LIST_TIMEOUT_MS }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useInventoryProducts = (query: InventoryListQuery) => useQuery(inventoryQueryOptions(query));

/**
 * Puts a product the server just answered into every cached admin list that shows it (the row updates at
 * once). The list's rows carry no tiers (the admin answer's `quantity_breaks` are staff's, not a buyer's).
 */
export function useReplaceInventoryRow() {
  const queryClient = useQueryClient();
  return ({ quantity_breaks: _tiers, ...product }: AdminProduct) =>
    queryClient.setQueriesData<Page<Product>>({ queryKey: adminProductKeys.lists() }, (page) =>
      page && Array.isArray(page.results)
        ? {
            ...page,
            results: page.results.map((row) => (row.id === product.id ? { ...row, ...product } : row)),
          }
        : page,
    );
}
