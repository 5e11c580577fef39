import type { Offer, OfferList } from '@mayorista/shared/marketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { offerKeys } from './offer-keys';

/** GET /marketing/offers/: each offer with its status by the server's clock and its products priced now. */
export async function getOffers(signal?: AbortSignal): Promise<Offer[]> {
  const data = await apiGet<OfferList | Offer[]>('/marketing/offers/', { signal });
  return Array.isArray(data) ? data : (data?.results ?? []);
}

export const offersQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.lists(), queryFn: ({ signal }) => getOffers(signal), staleTime: 0 });

export const useOffers = () => useQuery(offersQueryOptions());
