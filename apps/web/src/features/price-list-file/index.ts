import type { PageModule } from '@/lib/page-module';

/** 'Descargar lista de precios' (issue 29 item 4): its screen, loaded by the panel's page table (decision 048). */
export const PRICE_LIST_FILE_PAGES = {
  priceListFile: () => import('./pages/price-list-file-page'),
} satisfies Record<string, () => Promise<PageModule>>;
