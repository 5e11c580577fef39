import type { Page } from '@mayorista/shared/api';
import type { ContactMessageItem } from '@mayorista/shared/contact';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { useReadMessages } from '@/lib/message-read-state';

/** Under the inbox's own key (['admin', 'contact-messages', ...]), so its writes refresh the count too. */
const unreadKey = ['admin', 'contact-messages', 'list', 'unread-count'] as const;

/**
 * How many of the newest 100 inbox messages (not archived) this browser has not opened (backoffice §3:
 * 'read' is a local flag). The Mensajes page header and the sidebar badge show it; `enabled` false
 * for non-admins, who never call the inbox.
 */
export function useUnreadMessagesCount(enabled = true): number | undefined {
  const inbox = useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) =>
      apiGet<Page<ContactMessageItem> | ContactMessageItem[]>('/contact-messages/', {
        params: { page: 1, page_size: 100, archivado: false },
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
  const { read } = useReadMessages();
  if (!inbox.data) return undefined;
  const messages = Array.isArray(inbox.data) ? inbox.data : inbox.data.results;
  return messages.filter((message) => !read.has(message.id)).length;
}
