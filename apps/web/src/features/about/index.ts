import type { PageModule } from '@/lib/page-module';

/** The about feature's public surface (decision 048): its screen, loaded by features/system/other-pages.ts. */
export const ABOUT_PAGES = {
  about: () => import('./pages/about-page'),
} satisfies Record<string, () => Promise<PageModule>>;
