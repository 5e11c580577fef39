import { ACCOUNT_PAGES } from '@/features/account';
import { ADMIN_PAGES } from '@/features/admin';
import { CURRENT_ACCOUNT_PAGES } from '@/features/current-account';
import { FAVORITES_PAGES } from '@/features/favorites';
import { INVOICES_PAGES } from '@/features/invoices';
import { ORDERS_PAGES } from '@/features/orders';
import { PRICE_CHANGES_PAGES } from '@/features/price-changes';
import { PRICE_LIST_FILE_PAGES } from '@/features/price-list-file';
import type { PageModule } from '@/lib/page-module';

/**
 * The chunks of the /configuracion screens (the panel: the account's and the admin's), by name. The
 * route registry (app-routes.ts) and the router reach them through this module, which loads with the
 * first panel screen: the names and preload lists of some thirty-five chunks stay out of the
 * storefront's first script. Other features' screens come through their index (decision 048); the
 * panel's layout is loaded by the router itself (router.tsx), so the sidebar's registry is no circle.
 */
export const PANEL_PAGES = {
  ...ACCOUNT_PAGES,
  ...ADMIN_PAGES,
  ...ORDERS_PAGES,
  ...FAVORITES_PAGES,
  ...PRICE_CHANGES_PAGES,
  ...PRICE_LIST_FILE_PAGES,
  ...INVOICES_PAGES,
  ...CURRENT_ACCOUNT_PAGES,
  dashboard: () => import('./pages/dashboard-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PanelPageName = keyof typeof PANEL_PAGES;
