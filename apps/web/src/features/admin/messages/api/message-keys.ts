import type { MessageQuery } from '../lib/messages';

export const messageKeys = {
  all: ['admin', 'contact-messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (query: MessageQuery) => [...messageKeys.lists(), query] as const,
};
