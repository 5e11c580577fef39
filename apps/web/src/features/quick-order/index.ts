import type { PageModule } from '@/lib/page-module';

/** The quick order feature's public surface (decision 053): its screen, for the route registry. */
export const QUICK_ORDER_PAGES = {
  quickOrder: () => import('./pages/quick-order-page'),
} satisfies Record<string, () => Promise<PageModule>>;
