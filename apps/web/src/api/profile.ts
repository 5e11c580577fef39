import type { Profile } from '@mayorista/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

export type { Profile };

/** GET /api/auth/profile/: the account screen edits it, the cart reads whether the buyer is blocked. */
export const profileKeys = {
  all: ['account'] as const,
  profile: () => [...profileKeys.all, 'profile'] as const,
};

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.profile(),
    queryFn: ({ signal }) => apiGet<Profile>('/auth/profile/', { signal }),
    staleTime: 0,
  });

export const useProfile = (enabled = true) => useQuery({ ...profileQueryOptions(), enabled });
