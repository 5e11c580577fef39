import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { messageKeys } from './message-keys';

export const deleteMessage = (id: number) => apiDelete<null>(`/contact-messages/${id}/`);

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
  });
}
