/**
 * The invoicing of one app (decision 055): its issuers (the in-process double, or ARCA's client when a
 * certificate is configured) and what other modules are handed by app.ts, such as the auto-invoice
 * after an order's status change. One per app (keyed by its config), so two apps in one test process
 * never share a double, and a test reaches the app's double to inject faults.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { autoInvoice, type InvoicingDeps } from './invoices.service.ts';
import { createIssuers, type Issuers } from './issuer.ts';

export type Invoicing = {
  issuers: Issuers;
  deps: InvoicingDeps;
  /**
   * An order reached `status`: invoice it if the settings say so (auto_invoice). Runs after the
   * caller's answer, never throws, never holds the status change: failures are logged.
   */
  orderStatusChanged: (orderId: number, status: string) => void;
  /**
   * What runs after a document is authorised (app.ts: the cuenta corriente's posting, issue 32).
   * Set once when the app is built; documents authorised before it is set post nothing (the catch-up
   * of the reminders job posts them).
   */
  onDocumentAuthorised: (hook: (invoiceId: number) => Promise<void>) => void;
};

const instances = new WeakMap<Config, Invoicing>();

export function invoicingOf(app: { db: Db; config: Config; log: FastifyBaseLogger }): Invoicing {
  let invoicing = instances.get(app.config);
  if (!invoicing) {
    const issuers = createIssuers(app.db, app.config);
    const deps: InvoicingDeps = { db: app.db, issuers, log: app.log };
    invoicing = {
      issuers,
      deps,
      onDocumentAuthorised: (hook) => {
        deps.documentAuthorised = hook;
      },
      orderStatusChanged: (orderId, status) => {
        if (status !== 'paid' && status !== 'delivered') return;
        setImmediate(() => void autoInvoice(deps, orderId, status));
      },
    };
    instances.set(app.config, invoicing);
  }
  return invoicing;
}
