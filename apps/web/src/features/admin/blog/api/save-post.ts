import type { BlogPost, BlogPostCreate, BlogPostUpdate } from '@mayorista/shared/blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '@/api/client';
import { blogAdminKeys } from './blog-keys';

export type SavePostArgs = { id?: undefined; body: BlogPostCreate } | { id: number; body: BlogPostUpdate };

/** POST /blog/admin/posts/ or PATCH /blog/admin/posts/{id}/. */
export const savePost = (args: SavePostArgs) =>
  args.id === undefined
    ? apiPost<BlogPost>('/blog/admin/posts/', args.body)
    : apiPatch<BlogPost>(`/blog/admin/posts/${args.id}/`, args.body);

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogAdminKeys.lists() }),
  });
}
