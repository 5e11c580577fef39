import type { PageModule } from '@/lib/page-module';

/** The cart feature's public surface (decision 048): its screen, loaded by features/system/other-pages.ts. */
export const CART_PAGES = {
  cart: () => import('./pages/cart-page'),
} satisfies Record<string, () => Promise<PageModule>>;
