import type { PageModule } from '@/lib/page-module';

/** The orders feature's public surface (decision 048): its screens, loaded by the panel's page table. */
export const ORDERS_PAGES = {
  myOrders: () => import('./pages/my-orders-page'),
  orderDetails: () => import('./pages/order-details-page'),
} satisfies Record<string, () => Promise<PageModule>>;
