import type { PageModule } from '@/lib/page-module';

/**
 * The invoices feature's public surface (issue 31, decision 048): 'Mis comprobantes' and the admin's
 * 'Comprobantes', loaded by the panel's page table, and what the orders screens show of an order's
 * documents (the desk's 'Facturación' card, the buyer's PDF links).
 */
export const INVOICES_PAGES = {
  myInvoices: () => import('./pages/my-invoices-page'),
  adminInvoices: () => import('./pages/admin-invoices-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export { OrderInvoiceLinks } from './components/order-invoice-links';
export { OrderInvoicesCard } from './components/order-invoices-card';
