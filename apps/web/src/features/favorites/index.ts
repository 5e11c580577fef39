import type { PageModule } from '@/lib/page-module';

/**
 * The buyer's usual products (issue 29 item 3, decision 053): 'Mis favoritos' and 'Lo que más
 * compras', loaded by the panel's page table (decision 048).
 */
export const FAVORITES_PAGES = {
  favorites: () => import('./pages/favorites-page'),
  frequentProducts: () => import('./pages/frequent-products-page'),
} satisfies Record<string, () => Promise<PageModule>>;
