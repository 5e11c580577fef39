import type { PageModule } from '@/lib/page-module';

/** The cuenta corriente's buyer screen (issue 32, decision 056), loaded by the panel's page table. */
export const CURRENT_ACCOUNT_PAGES = {
  myCurrentAccount: () => import('./pages/my-current-account-page'),
} satisfies Record<string, () => Promise<PageModule>>;
