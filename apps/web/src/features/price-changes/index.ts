import type { PageModule } from '@/lib/page-module';

/** 'Cambios de precio' (issue 29 item 5): its screen, loaded by the panel's page table (decision 048). */
export const PRICE_CHANGES_PAGES = {
  priceChanges: () => import('./pages/price-changes-page'),
} satisfies Record<string, () => Promise<PageModule>>;
