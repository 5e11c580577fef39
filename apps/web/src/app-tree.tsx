import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { DeferredToaster } from '@/components/layout/deferred-toaster';

/**
 * The tree around the router, the same in the browser (main.tsx) and in the server's render
 * (entry-server.tsx): hydration needs both to build the same elements.
 */
export function AppTree({
  queryClient,
  onMounted,
  children,
}: {
  queryClient: QueryClient;
  /** Runs once the tree is in the page (after hydration, for the server's markup). */
  onMounted?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster />
        <Mounted run={onMounted} />
      </QueryClientProvider>
    </StrictMode>
  );
}

function Mounted({ run }: { run?: () => void }) {
  useEffect(() => run?.(), [run]);
  return null;
}
