/**
 * The journeys run in E2E_WORKERS workers side by side (decision 051); each worker has a stack of its
 * own — the app server with its own PGlite data, the SMTP sink it mails to, the supplier it syncs
 * from, the Mercado Pago double it takes online payments through — so a journey never sees another
 * worker's changes, exactly as with one worker. A worker's
 * stack is chosen by its parallel index (0..workers-1: never two running workers with the same one).
 */
/** Two in CI (two cores: while one worker's browser renders, the other's server answers); one by default. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
const basePort = Number(process.env.E2E_PORT ?? 3100);

export type StackPorts = {
  app: number;
  smtp: number;
  mailbox: number;
  supplier: number;
  mercadopago: number;
};

export function stackPorts(index: number): StackPorts {
  return {
    app: basePort + index,
    smtp: basePort + 25 + 2 * index,
    mailbox: basePort + 26 + 2 * index,
    supplier: basePort + 50 + index,
    mercadopago: basePort + 75 + index,
  };
}

/** The Mercado Pago double's keys (test values): the app and the double of a stack share them. */
export const MP_TEST_ACCESS_TOKEN = 'TEST-e2e-access-token';
export const MP_TEST_WEBHOOK_SECRET = 'e2e-webhook-secret';

/** The Mercado Pago double of the worker's stack (its control endpoint: how the next webhooks go). */
export const mercadoPagoUrl = (index: number) => `http://127.0.0.1:${stackPorts(index).mercadopago}`;
