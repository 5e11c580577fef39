import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { blogAdminKeys } from './blog-keys';

export const deletePost = (id: number) => apiDelete<null>(`/blog/admin/posts/${id}/`);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogAdminKeys.lists() }),
  });
}
