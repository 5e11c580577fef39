import type { PageModule } from '@/lib/page-module';

/** The blog feature's public surface (decision 048): its screens, loaded by features/system/other-pages.ts. */
export const BLOG_PAGES = {
  blogList: () => import('./pages/blog-list-page'),
  blogPost: () => import('./pages/blog-post-page'),
} satisfies Record<string, () => Promise<PageModule>>;
