import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { RouteError } from '@/components/layout/route-error';
import { GuestOnly, RequireAuth } from '@/components/route-guards';
import { bannersQueryOptions } from '@/features/home/api/get-banners';
import { featuredProductsQueryOptions } from '@/features/home/api/get-featured-products';
import { latestProductsQueryOptions } from '@/features/home/api/get-latest-products';
import { queryClient } from '@/lib/query-client';

/** Route modules load lazily (one chunk per screen); the shell above stays in the first chunk. */
const placeholder =
  (
    name:
      | 'CartPlaceholderPage'
      | 'SettingsPlaceholderPage'
      | 'ContactPlaceholderPage'
      | 'AboutPlaceholderPage'
      | 'RegisterPlaceholderPage',
  ) =>
  async () => ({ Component: (await import('@/features/system/pages/placeholder-pages'))[name] });

const loginPage = async () => ({ Component: (await import('@/features/auth/pages/login-page')).default });

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            // Start the home data while its chunk downloads.
            loader: () => {
              void queryClient.prefetchQuery(bannersQueryOptions());
              void queryClient.prefetchQuery(latestProductsQueryOptions());
              void queryClient.prefetchQuery(featuredProductsQueryOptions());
              return null;
            },
            lazy: async () => ({ Component: (await import('@/features/home/pages/home-page')).default }),
          },
          {
            path: 'productos',
            lazy: async () => ({
              Component: (await import('@/features/catalog/pages/product-list-page')).default,
            }),
          },
          {
            path: 'producto/:id',
            lazy: async () => ({
              Component: (await import('@/features/catalog/pages/product-detail-page')).default,
            }),
          },
          { path: 'iniciar-sesion', lazy: loginPage },
          { path: 'login', lazy: loginPage },
          { path: 'carrito', lazy: placeholder('CartPlaceholderPage') },
          { path: 'contacto', lazy: placeholder('ContactPlaceholderPage') },
          { path: 'nosotros', lazy: placeholder('AboutPlaceholderPage') },
          {
            Component: GuestOnly,
            children: [{ path: 'crear-cuenta', lazy: placeholder('RegisterPlaceholderPage') }],
          },
          {
            path: 'configuracion',
            Component: RequireAuth,
            children: [
              { index: true, lazy: placeholder('SettingsPlaceholderPage') },
              { path: '*', lazy: placeholder('SettingsPlaceholderPage') },
            ],
          },
          {
            path: '404',
            lazy: async () => ({
              Component: (await import('@/features/system/pages/not-found-page')).default,
            }),
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
