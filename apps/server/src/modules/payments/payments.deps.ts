import type { AppInstance } from '../../app-instance.ts';
import { createMercadoPagoClient, type MercadoPago } from './mercadopago-client.ts';
import type { AccountPaymentHooks, PaymentsDeps } from './payments.service.ts';

/** The client for this app's configuration: null while Mercado Pago is not configured (cash only). */
export function mercadoPagoOf(app: Pick<AppInstance, 'config'>): MercadoPago | null {
  const mp = app.config.mercadoPago;
  return mp
    ? createMercadoPagoClient({ apiUrl: mp.apiUrl, accessToken: mp.accessToken, timeoutMs: mp.timeoutMs })
    : null;
}

export type PaymentsApp = Pick<AppInstance, 'db' | 'config' | 'log' | 'mailer' | 'caches'>;

/**
 * What app.ts hands this module from others: invoicing's auto-invoice once a payment pays an order,
 * and the cuenta corriente's balance payments (a `cc-` payment becomes a receipt).
 */
export type PaymentsHooks = { orderPaid?: (orderId: number) => void; accountPayments?: AccountPaymentHooks };

export function paymentsDeps(app: PaymentsApp, hooks: PaymentsHooks = {}): PaymentsDeps {
  return {
    orderPaid: hooks.orderPaid ?? (() => {}),
    accountPayments: hooks.accountPayments,
    db: app.db,
    config: app.config,
    log: app.log,
    mailer: app.mailer,
    mp: mercadoPagoOf(app),
    stockMoved: () => app.caches.move('stock'),
  };
}
