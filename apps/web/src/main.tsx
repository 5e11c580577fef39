import '@/lib/boot';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
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
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        duration={3000}
        offset={{ bottom: 88, right: 16 }}
        mobileOffset={{ bottom: 84, right: 12, left: 12 }}
        richColors
        closeButton
      />
    </QueryClientProvider>
  </StrictMode>,
);

hideSplashSoon();
