import type {
  AdminProduct,
  AdminQuantityBreak,
  ProductCreate,
  ProductUpdate,
} from '@mayorista/shared/product-admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/api/client';
import { emitProductEvent } from '../lib/product-events';
import { adminProductKeys } from './admin-product-keys';

/**
 * GET /api/products/{id}/ as staff read it (with cost_price and sync_with_external), with every
 * quantity break of the product from GET /api/products/{id}/quantity-breaks/: the product answer
 * carries a buyer's tiers only, and a form that started without them would remove them on save.
 */
export const adminProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: async ({ signal }) => {
      const [product, tiers] = await Promise.all([
        apiGet<AdminProduct>(`/products/${id}/`, { signal }),
        apiGet<{ quantity_breaks: AdminQuantityBreak[] }>(`/products/${id}/quantity-breaks/`, { signal }),
      ]);
      return { ...product, quantity_breaks: tiers.quantity_breaks };
    },
  });

export const useAdminProduct = (id: number, enabled = true) =>
  useQuery({ ...adminProductQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });

export const createProduct = (input: ProductCreate) => apiPost<AdminProduct>('/products/', input);

/** PATCH /api/products/{id}/: only the fields sent change (backoffice §7). */
export const updateProduct = (id: number, patch: ProductUpdate) =>
  apiPatch<AdminProduct>(`/products/${id}/`, patch);

export const deleteProduct = (id: number) => apiDelete<void>(`/products/${id}/`);

/** After any product write: the admin lists and that product's detail are stale, and other screens hear of it. */
function useProductWriteDone() {
  const queryClient = useQueryClient();
  return (kind: 'productCreated' | 'productUpdated' | 'productDeleted', product: { id: number }) => {
    void queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
    if (kind === 'productDeleted')
      queryClient.removeQueries({ queryKey: adminProductKeys.detail(product.id) });
    else void queryClient.invalidateQueries({ queryKey: adminProductKeys.detail(product.id) });
    // The storefront's own product queries (catalog feature) start with 'products'.
    void queryClient.invalidateQueries({ queryKey: ['products'] });
    emitProductEvent(kind, product.id);
  };
}

export function useCreateProduct() {
  const done = useProductWriteDone();
  return useMutation({ mutationFn: createProduct, onSuccess: (product) => done('productCreated', product) });
}

export function useUpdateProduct() {
  const done = useProductWriteDone();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ProductUpdate }) => updateProduct(id, patch),
    onSuccess: (product) => done('productUpdated', product),
  });
}

export function useDeleteProduct() {
  const done = useProductWriteDone();
  return useMutation({ mutationFn: deleteProduct, onSuccess: (_data, id) => done('productDeleted', { id }) });
}
