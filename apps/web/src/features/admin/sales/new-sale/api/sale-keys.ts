/** Query keys of the new-sale screen. */
export const newSaleKeys = {
  all: ['admin', 'new-sale'] as const,
  customers: (search: string) => [...newSaleKeys.all, 'customers', search] as const,
  customer: (id: number) => [...newSaleKeys.all, 'customer', id] as const,
  quote: (input: unknown) => [...newSaleKeys.all, 'quote', input] as const,
};
