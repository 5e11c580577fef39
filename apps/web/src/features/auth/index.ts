import type { PageModule } from '@/lib/page-module';

/** The auth feature's public surface (decision 048): its screens, loaded by features/system/other-pages.ts. */
export const AUTH_PAGES = {
  firstAdmin: () => import('./pages/first-admin-page'),
  login: () => import('./pages/login-page'),
  loginLink: () => import('./pages/login-link-page'),
  register: () => import('./pages/register-page'),
} satisfies Record<string, () => Promise<PageModule>>;
