import type { ContactMessageItem, ContactMessageUpdate } from '@mayorista/shared/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/api/client';
import { messageKeys } from './message-keys';

/** PATCH /contact-messages/{id}/ with {respondido: true} or {archivado: true}. */
export const updateMessage = ({ id, changes }: { id: number; changes: ContactMessageUpdate }) =>
  apiPatch<ContactMessageItem>(`/contact-messages/${id}/`, changes);

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
  });
}
