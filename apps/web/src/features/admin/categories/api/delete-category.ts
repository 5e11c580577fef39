import type { CategoryDeleteResult } from '@mayorista/shared/catalog-admin';
import { useMutation } from '@tanstack/react-query';
import { ApiError, buildUrl, NETWORK_MESSAGE, serverMessage } from '@/api/client';
import { getAccessToken } from '@/lib/session';
import { useCategoryWriteDone } from './save-category';

/**
 * DELETE /api/categories/{id}/ with X-Delete-Operation: TRUE: the category and all its subcategories;
 * their products stay, 'Sin categoría' (decision 018). The app's client (api/client.ts) takes no
 * extra headers yet, so this one call goes through fetch with the same token and error type.
 */
export async function deleteCategory(id: number): Promise<CategoryDeleteResult> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(`/categories/${id}/`), {
      method: 'DELETE',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'X-Delete-Operation': 'TRUE',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError(NETWORK_MESSAGE, 0, undefined, 'network');
  }
  const text = await response.text().catch(() => '');
  let body: unknown = text || undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // A plain-text or HTML answer stays as text.
  }
  if (!response.ok)
    throw new ApiError(serverMessage(body) ?? `Error ${response.status}`, response.status, body, 'http');
  return body as CategoryDeleteResult;
}

export function useDeleteCategory() {
  const done = useCategoryWriteDone();
  return useMutation({ mutationFn: deleteCategory, onSuccess: done });
}
