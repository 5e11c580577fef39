import type { AppInstance } from '../../app-instance.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import { type PaymentsApp, type PaymentsHooks, paymentsDeps } from './payments.deps.ts';
import { paymentExpiryJob, paymentReconciliationJob } from './payments.jobs.ts';
import { paymentsRoutes as paymentRoutes } from './payments.routes.ts';
import { checkoutAtCreation, paymentDueAt } from './payments.service.ts';
import { webhookRoutes } from './webhook.routes.ts';

/**
 * Online payment with Mercado Pago (issue 30, decision 054). Each part keeps its routes in its own
 * file and is registered here: app.ts registers only this, and hands orders `onlineCheckout` and the
 * scheduler `paymentJobs` (orders cannot import this module: this one reads orders).
 */
export async function paymentsRoutes(app: AppInstance, hooks: PaymentsHooks) {
  await app.register(paymentRoutes, hooks);
  await app.register(webhookRoutes, hooks);
}

/**
 * What checkout needs to sell online, handed to orders by app.ts: the deadline of a new online order
 * and, once its transaction committed, its preference. null: online payment is off.
 */
export function onlineCheckout(app: PaymentsApp) {
  if (!app.config.mercadoPago) return null;
  const deps = paymentsDeps(app);
  return {
    dueAt: () => paymentDueAt(app.config),
    checkout: (orderId: number) => checkoutAtCreation(deps, orderId),
  };
}
export type OnlineCheckout = NonNullable<ReturnType<typeof onlineCheckout>>;

/** The scheduled jobs: expiry always (orders may wait from a time Mercado Pago was on), reconciliation with Mercado Pago. */
export function paymentJobs(app: PaymentsApp, hooks: PaymentsHooks = {}): JobDefinition[] {
  const deps = paymentsDeps(app, hooks);
  return [paymentExpiryJob(deps), ...(deps.mp ? [paymentReconciliationJob({ ...deps, mp: deps.mp })] : [])];
}
