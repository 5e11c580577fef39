import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { RouteError } from '@/components/layout/route-error';
import { RequireAuth } from '@/components/route-guards';
import { bannersQueryOptions } from '@/features/home/api/get-banners';
import { featuredProductsQueryOptions } from '@/features/home/api/get-featured-products';
import { latestProductsQueryOptions } from '@/features/home/api/get-latest-products';
import { queryClient } from '@/lib/query-client';

/** Route modules load lazily (one chunk per screen); the shell above stays in the first chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** An admin screen another issue builds: 'Disponible próximamente' inside the /configuracion shell. */
const comingSoon = (path: string, title: string): RouteObject => ({
  path,
  handle: { title },
  lazy: page(() => import('@/features/settings/pages/coming-soon-page')),
});

/** Admin check before any admin screen (accounts §2 navigation guards); its code loads with them. */
const adminGuard = async () => {
  const guard = await import('@/features/settings/admin-guard');
  return { loader: guard.adminGuardLoader, Component: guard.AdminOutlet };
};

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
          {
            // Also answers /carrito/ (the router ignores a trailing slash).
            path: 'carrito',
            lazy: async () => ({ Component: (await import('@/features/cart/pages/cart-page')).default }),
          },
          { path: 'contacto', lazy: page(() => import('@/features/contact/pages/contact-page')) },
          { path: 'nosotros', lazy: page(() => import('@/features/about/pages/about-page')) },
          // The page itself sends a logged-in visitor away (but not right after verifying a new account).
          { path: 'crear-cuenta', lazy: page(() => import('@/features/auth/pages/register-page')) },
          {
            path: 'payment/result',
            Component: RequireAuth,
            children: [
              { index: true, lazy: page(() => import('@/features/system/pages/payment-result-page')) },
            ],
          },
          {
            path: 'configuracion',
            Component: RequireAuth,
            children: [
              {
                lazy: page(() => import('@/features/settings/pages/settings-layout')),
                children: [
                  { index: true, lazy: page(() => import('@/features/settings/pages/dashboard-page')) },
                  { path: 'mi-cuenta', lazy: page(() => import('@/features/account/pages/account-page')) },
                  { path: 'mis-pedidos', lazy: page(() => import('@/features/orders/pages/my-orders-page')) },
                  { path: 'my-orders', element: <Navigate to="/configuracion/mis-pedidos" replace /> },
                  {
                    path: 'pedidos/:id',
                    lazy: page(() => import('@/features/orders/pages/order-details-page')),
                  },
                  {
                    lazy: adminGuard,
                    children: [
                      {
                        path: 'aprobar-cuentas',
                        lazy: page(() => import('@/features/admin/approvals/pages/approvals-page')),
                      },
                      {
                        path: 'clientes',
                        lazy: page(() => import('@/features/admin/customers/pages/customers-page')),
                      },
                      {
                        path: 'clientes/crear',
                        lazy: page(() => import('@/features/admin/customers/pages/create-customer-page')),
                      },
                      {
                        path: 'clientes/:id',
                        lazy: page(() => import('@/features/admin/customers/pages/customer-profile-page')),
                      },
                      {
                        path: 'invitation-codes',
                        lazy: page(
                          () => import('@/features/admin/invitation-codes/pages/invitation-codes-page'),
                        ),
                      },
                      comingSoon('general', 'General'),
                      comingSoon('admin', 'General'),
                      comingSoon('stats', 'Métricas'),
                      comingSoon('mensajes', 'Mensajes'),
                      comingSoon('actividad', 'Actividad'),
                      comingSoon('store', 'Tienda'),
                      comingSoon('ventas', 'Ventas'),
                      comingSoon('ventas/nueva', 'Nueva venta'),
                      comingSoon('distributor-orders', 'Pedidos distribuidor'),
                      comingSoon('productos', 'Productos'),
                      comingSoon('productos/agregar', 'Agregar producto'),
                      comingSoon('productos/editar/:productId', 'Editar producto'),
                      comingSoon('productos/destacados', 'Destacados'),
                      comingSoon('productos/order', 'Orden de productos'),
                      comingSoon('productos/bulk-price', 'Actualizar precios'),
                      comingSoon('products', 'Productos'),
                      comingSoon('categorias', 'Categorías'),
                      comingSoon('categories', 'Categorías'),
                      comingSoon('marcas', 'Marcas'),
                      comingSoon('carousel', 'Carrusel'),
                      comingSoon('blog', 'Blog'),
                      comingSoon('cupones', 'Cupones'),
                      comingSoon('ofertas', 'Ofertas'),
                    ],
                  },
                ],
              },
              {
                // Print views open on their own, outside the shell (login and admin).
                lazy: adminGuard,
                children: [
                  comingSoon('ventas/:id/imprimir', 'Nota de venta'),
                  comingSoon('distributor-orders/:id/imprimir', 'Remito'),
                ],
              },
              { path: '*', element: <Navigate to="/" replace /> },
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
