/**
 * What other modules may use of payments besides its services (decision 047): the deps of this app's
 * payments (the Mercado Pago client of its configuration, the hooks given), for the cuenta
 * corriente's 'Pagar saldo' routes, which make a preference and read payments back as checkout does.
 */
export { type PaymentsApp, type PaymentsHooks, paymentsDeps } from './payments.deps.ts';
