import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';

/** The query client's defaults, also those of the server's render (entry-server.tsx). */
export const QUERY_DEFAULTS = {
  queries: {
    staleTime: 60_000,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    // The client already retries timeouts; retry once more only for network and server failures.
    retry: (failureCount: number, error: Error) => {
      if (error instanceof ApiError && error.kind === 'http' && error.status < 500) return false;
      return failureCount < 1;
    },
  },
  mutations: { retry: false },
};

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
