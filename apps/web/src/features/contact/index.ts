import type { PageModule } from '@/lib/page-module';

/** The contact feature's public surface (decision 048): its screen, loaded by features/system/other-pages.ts. */
export const CONTACT_PAGES = {
  contact: () => import('./pages/contact-page'),
} satisfies Record<string, () => Promise<PageModule>>;
