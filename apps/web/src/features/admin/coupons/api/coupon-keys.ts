export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  usages: (id: number) => [...couponKeys.all, 'usages', id] as const,
};
