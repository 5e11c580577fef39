import type { ContactMessageInput } from '@mayorista/shared/accounts';
import type { ContactMessageSent } from '@mayorista/shared/contact';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

export function sendContactMessage(input: ContactMessageInput) {
  return apiPost<ContactMessageSent>('/contact-messages/', input);
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
