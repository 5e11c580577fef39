import type { PageModule } from '@/lib/page-module';

/** The orders feature's public surface (decision 048): its screens, loaded by the panel's page table. */
export const ORDERS_PAGES = {
  myOrders: () => import('./pages/my-orders-page'),
  orderDetails: () => import('./pages/order-details-page'),
} satisfies Record<string, () => Promise<PageModule>>;

/** /payment/result (issue 30): a storefront screen outside the panel, loaded by features/system/other-pages.ts. */
export const PAYMENT_RESULT_PAGE = (): Promise<PageModule> => import('./pages/payment-result-page');
