import type { PageModule } from '@/lib/page-module';

/** The account feature's public surface (decision 048): its screen, loaded by the panel's page table. */
export const ACCOUNT_PAGES = {
  account: () => import('./pages/account-page'),
} satisfies Record<string, () => Promise<PageModule>>;
