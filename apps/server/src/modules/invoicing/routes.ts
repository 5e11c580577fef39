import type { AppInstance } from '../../app-instance.ts';
import { fiscalSettingsRoutes } from './fiscal-settings.routes.ts';
import { invoiceListRoutes } from './invoice-list.routes.ts';
import { invoicePdfRoutes } from './invoice-pdf.routes.ts';
import { invoiceRoutes } from './invoices.routes.ts';

/**
 * Invoicing (issue 31, decision 055): the store's fiscal settings, invoices and credit notes. Each part
 * of the module keeps its routes in its own file and is registered here, one line each: app.ts
 * registers only this.
 */
export async function invoicingRoutes(app: AppInstance) {
  await app.register(fiscalSettingsRoutes);
  await app.register(invoiceListRoutes);
  await app.register(invoicePdfRoutes);
  // Issuing with a CAE: invoices and credit notes (items 3-5).
  await app.register(invoiceRoutes);
}
