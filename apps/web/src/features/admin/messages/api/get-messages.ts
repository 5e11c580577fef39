import type { Page } from '@mayorista/shared/api';
import type { ContactMessageItem } from '@mayorista/shared/contact';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { type MessageQuery, serverParams } from '../lib/messages';
import { messageKeys } from './message-keys';

/** GET /contact-messages/ (newest first): a page, or a plain array from an older server (backoffice §7). */
export async function getMessages(
  query: MessageQuery,
  signal?: AbortSignal,
): Promise<Page<ContactMessageItem>> {
  const data = await apiGet<Page<ContactMessageItem> | ContactMessageItem[]>('/contact-messages/', {
    params: serverParams(query),
    signal,
  });
  if (Array.isArray(data))
    return { count: data.length, next: null, previous: null, current_page: 1, total_pages: 1, results: data };
  return data;
}

export const messagesQueryOptions = (query: MessageQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => getMessages(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMessages = (query: MessageQuery) => useQuery(messagesQueryOptions(query));
