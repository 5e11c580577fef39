import type { ContactMessageInput } from '@mayorista/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

export type ContactMessageResponse = {
  id?: number;
  message?: string;
  email_status?: { confirmation_sent?: boolean } | null;
};

export function sendContactMessage(input: ContactMessageInput) {
  return apiPost<ContactMessageResponse>('/contact-messages/', input);
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
