import '@/lib/boot';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { queryClient } from '@/lib/query-client';
import { hideSplashSoon } from '@/lib/splash';
import { router } from '@/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DeferredToaster />
    </QueryClientProvider>
  </StrictMode>,
);

hideSplashSoon();
