export const offerKeys = {
  all: ['admin', 'offers'] as const,
  lists: () => [...offerKeys.all, 'list'] as const,
};
