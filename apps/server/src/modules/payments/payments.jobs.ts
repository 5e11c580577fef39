/**
 * The payment jobs (decision 054), on the job runner of lib/jobs.ts (each run claimed once across
 * every process sharing the database):
 * - expiry every 5 minutes: online orders unpaid past PAYMENT_PENDING_HOURS are cancelled (after
 *   asking Mercado Pago once more), their stock returns and their buyer gets an e-mail;
 * - reconciliation every 15 minutes: Mercado Pago is asked about every online order still waiting,
 *   so a notification that never came cannot leave a paid order unpaid.
 * Both take the clock from their caller (`now`), so tests run them at any time.
 */
import type { JobDefinition } from '../../lib/jobs.ts';
import type { MercadoPago } from './mercadopago-client.ts';
import { expireUnpaidOrders, type PaymentsDeps, reconcileUnpaidOrders } from './payments.service.ts';

export const PAYMENT_EXPIRY_JOB = 'payment-expiry';
export const PAYMENT_RECONCILIATION_JOB = 'payment-reconciliation';

export function paymentExpiryJob(deps: PaymentsDeps, now: () => Date = () => new Date()): JobDefinition {
  return {
    name: PAYMENT_EXPIRY_JOB,
    everyMs: 5 * 60_000,
    run: async () => {
      const result = await expireUnpaidOrders(deps, now());
      if (result.expired || result.paid)
        deps.log.info(result, `Pagos vencidos: ${result.expired} pedidos cancelados, ${result.paid} pagados`);
    },
  };
}

export function paymentReconciliationJob(deps: PaymentsDeps & { mp: MercadoPago }): JobDefinition {
  return {
    name: PAYMENT_RECONCILIATION_JOB,
    everyMs: 15 * 60_000,
    run: async () => {
      const result = await reconcileUnpaidOrders(deps);
      if (result.paid || result.failed)
        deps.log.info(result, `Conciliación de pagos: ${result.asked} pedidos, ${result.paid} pagados`);
    },
  };
}
