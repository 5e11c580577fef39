import { useReadMessages } from '../lib/read-state';
import { useMessages } from './get-messages';

/**
 * How many of the newest inbox messages (not archived, first page of 100) this browser has not
 * opened: the page header shows it; a sidebar badge can call the same hook.
 */
export function useUnreadMessagesCount(): number | undefined {
  const inbox = useMessages({ search: '', filter: 'Todos', page: 1 });
  const { read } = useReadMessages();
  if (!inbox.data) return undefined;
  return inbox.data.results.filter((message) => !read.has(message.id)).length;
}
