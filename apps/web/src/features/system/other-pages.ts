import { ABOUT_PAGES } from '@/features/about';
import { AUTH_PAGES } from '@/features/auth';
import { BLOG_PAGES } from '@/features/blog';
import { CART_PAGES } from '@/features/cart';
import { CONTACT_PAGES } from '@/features/contact';
import { PAYMENT_RESULT_PAGE } from '@/features/orders';
import type { PageModule } from '@/lib/page-module';

/**
 * The chunks of the public screens other than home, list and product (the three whose chunks the
 * server's HTML preloads), by name. The route registry (app-routes.ts) reaches them through this
 * module, which loads when the page is idle or with the first of them: their names and preload lists
 * stay out of the storefront's first script. Other features' screens come through their index.
 */
export const OTHER_PAGES = {
  ...ABOUT_PAGES,
  ...AUTH_PAGES,
  ...BLOG_PAGES,
  ...CART_PAGES,
  ...CONTACT_PAGES,
  notFound: () => import('./pages/not-found-page'),
  paymentResult: PAYMENT_RESULT_PAGE,
} satisfies Record<string, () => Promise<PageModule>>;

export type OtherPageName = keyof typeof OTHER_PAGES;
