/**
 * A local double of Mercado Pago (decision 054), on loopback, speaking the REST calls the store
 * makes with Mercado Pago's field names and shapes:
 *   POST /checkout/preferences, GET /v1/payments/{id}, GET /v1/payments/search, POST /v1/payments/{id}/refunds
 * plus the buyer's side of Checkout Pro: the preference's init_point is a plain Spanish page of this
 * double with the items, the total and 'Aprobar', 'Rechazar', 'Dejar pendiente'. Each button creates
 * a payment, sends the signed webhook to the preference's notification_url (as Mercado Pago does:
 * `?data.id=..&type=payment`, `x-signature: ts=..,v1=..`, `x-request-id`) and redirects the browser to
 * the matching back_url with Mercado Pago's query parameters.
 *
 * Controls (`POST /__control` with JSON, or `double.control` in tests): how the webhook goes (once,
 * twice at once, late, never, with a bad signature), refusing the next preferences or refunds, and an
 * amount off by some cents. Tests start it on port 0; `npm run dev:mercadopago` on MP_DOUBLE_PORT.
 * Run directly (`node --import tsx mercadopago-double.ts`) it starts from the environment.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { toCents } from '@mayorista/shared/order-totals';
import { type MpPreferenceRequest, MpPreferenceRequestSchema } from '@mayorista/shared/payments';
import { signatureHeader } from './webhook-signature.ts';

export type WebhookMode = 'once' | 'twice' | 'late' | 'never' | 'bad_signature';

export type DoubleControl = {
  /** How the webhook of the next payments is sent (default once). */
  webhook: WebhookMode;
  /** Delay of a 'late' webhook (default 2 s). */
  lateMs: number;
  /** Refuse the next preferences (500, as an outage would). */
  refusePreferences: boolean;
  /** Refuse the next refunds (400, as Mercado Pago does for a payment it will not refund). */
  refuseRefunds: boolean;
  /** Cents added to the amount of the next payments (a payment of the wrong amount). */
  amountDeltaCents: number;
  /** Currency of the next payments (default the preference's). */
  currency: string | null;
};

const DEFAULT_CONTROL: DoubleControl = {
  webhook: 'once',
  lateMs: 2_000,
  refusePreferences: false,
  refuseRefunds: false,
  amountDeltaCents: 0,
  currency: null,
};

type Preference = MpPreferenceRequest & {
  id: string;
  init_point: string;
  sandbox_init_point: string;
  date_created: string;
  collector_id: number;
  client_id: string;
};

type Payment = {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  payment_method_id: string;
  payment_type_id: string;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  live_mode: boolean;
  description: string;
  collector_id: number;
  operation_type: 'regular_payment';
  installments: number;
  payer: { email: string | null; id: string | null };
  metadata: Record<string, unknown>;
  order: { id: string; type: 'mercadopago' };
  refunds: Refund[];
  /** Where this payment's notifications go (the preference's notification_url). Not answered. */
  notificationUrl: string | null;
  preferenceId: string | null;
};

type Refund = {
  id: number;
  payment_id: number;
  amount: number;
  status: string;
  source: { id: string; name: string; type: 'collector' };
  date_created: string;
  refund_mode: 'standard';
  adjustment_amount: number;
  unique_sequence_number: null;
  reason: null;
  labels: string[];
  metadata: Record<string, unknown>;
};

export type Outcome = 'approve' | 'reject' | 'pending';

export type SentWebhook = { url: string; status: number | null; requestId: string; dataId: string };

export type MercadoPagoDouble = {
  url: string;
  control: DoubleControl;
  preferences: Map<string, Preference>;
  payments: Map<number, Payment>;
  /** Every API call received: method, path, the idempotency key (tests check POSTs carry one). */
  calls: { method: string; path: string; idempotencyKey: string | null; authorized: boolean }[];
  webhooks: SentWebhook[];
  /** The buyer pressing a button of the checkout page: the payment, its webhooks sent (or scheduled). */
  pay(preferenceId: string, outcome: Outcome): Promise<{ payment: Payment; redirect: string }>;
  /** A payment made without a webhook reaching the store (reconciliation finds it by external_reference). */
  createPayment(input: {
    externalReference: string;
    amount: number;
    status?: 'approved' | 'rejected' | 'pending';
    currency?: string;
  }): Payment;
  /** Waits for the webhooks under way (twice, late). */
  settle(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
};

const COLLECTOR_ID = 202809963;
const STATUS_OF: Record<
  Outcome,
  { status: string; detail: string; back: 'success' | 'failure' | 'pending' }
> = {
  approve: { status: 'approved', detail: 'accredited', back: 'success' },
  reject: { status: 'rejected', detail: 'cc_rejected_other_reason', back: 'failure' },
  pending: { status: 'pending', detail: 'pending_waiting_payment', back: 'pending' },
};

const money = (centsValue: number) => Number((centsValue / 100).toFixed(2));

/** The page's heading: an order ('Pagar pedido #12') or a cuenta corriente's balance (`cc-{id}`). */
const whatIsPaid = (reference: string) =>
  reference.startsWith('cc-') ? 'Pagar saldo de cuenta corriente' : `Pagar pedido #${reference}`;

/** Mercado Pago's dates: ISO with milliseconds and the -03:00 offset of Argentina. */
function mpDate(at = Date.now()): string {
  return `${new Date(at - 3 * 3600_000).toISOString().slice(0, 23)}-03:00`;
}

/** Money as Argentina writes it: '$ 12.345,67'. */
const pesos = (centsValue: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(centsValue / 100)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Mercado Pago's error body: `{message, error, status, cause}`. */
const mpError = (res: ServerResponse, status: number, error: string, message: string) =>
  send(res, status, { message, error, status, cause: [] });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const preferenceTotal = (preference: MpPreferenceRequest) =>
  preference.items.reduce((sum, item) => sum + toCents(item.unit_price) * item.quantity, 0);

function checkoutPage(preference: Preference, expired: boolean): string {
  const rows = preference.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)}</td><td class="n">${item.quantity}</td>` +
        `<td class="n">${pesos(toCents(item.unit_price))}</td>` +
        `<td class="n">${pesos(toCents(item.unit_price) * item.quantity)}</td></tr>`,
    )
    .join('');
  const total = pesos(preferenceTotal(preference));
  const button = (outcome: Outcome, label: string) =>
    `<button type="submit" name="outcome" value="${outcome}">${label}</button>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mercado Pago (simulado): ${escapeHtml(whatIsPaid(preference.external_reference))}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}table{width:100%;border-collapse:collapse;margin:1rem 0}
td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left}.n{text-align:right;white-space:nowrap}
.total{font-size:1.2rem;font-weight:700}form{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font-size:1rem;padding:.75rem 1.25rem;border-radius:.5rem;border:1px solid #009ee3;background:#fff;color:#00659a;cursor:pointer}
button[value=approve]{background:#009ee3;color:#fff}.note{color:#6b7280;font-size:.9rem}
@media (max-width:480px){td,th{padding:.4rem .25rem;font-size:.85rem}}
</style></head><body>
<p class="note">Simulador local de Mercado Pago: ningún pago es real.</p>
<h1>${escapeHtml(whatIsPaid(preference.external_reference))}</h1>
<table><thead><tr><th>Producto</th><th class="n">Cant.</th><th class="n">Precio</th><th class="n">Subtotal</th></tr></thead>
<tbody>${rows}</tbody></table>
<p class="total">Total: ${total}</p>
${
  expired
    ? '<p role="alert">Esta preferencia de pago venció: vuelve a la tienda para generar otra.</p>'
    : `<form method="post" action="/checkout/v1/pay">
<input type="hidden" name="pref_id" value="${escapeHtml(preference.id)}">
${button('approve', 'Aprobar')}${button('reject', 'Rechazar')}${button('pending', 'Dejar pendiente')}
</form>`
}
</body></html>`;
}

/** The payment as GET /v1/payments/{id} answers it (without the double's own fields). */
function publicPayment(payment: Payment) {
  const { notificationUrl: _url, preferenceId: _preference, ...rest } = payment;
  return rest;
}

export async function startMercadoPagoDouble(options: {
  webhookSecret: string;
  /** When set, every API call must carry `Authorization: Bearer <accessToken>` (401 otherwise). */
  accessToken?: string;
  host?: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<MercadoPagoDouble> {
  const log = options.log ?? (() => {});
  const control: DoubleControl = { ...DEFAULT_CONTROL };
  const preferences = new Map<string, Preference>();
  const payments = new Map<number, Payment>();
  const byIdempotencyKey = new Map<string, unknown>();
  const calls: MercadoPagoDouble['calls'] = [];
  const webhooks: SentWebhook[] = [];
  const underWay = new Set<Promise<unknown>>();
  let nextPaymentId = 1_310_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
  let nextRefundId = 2_000_000_000;
  let nextNotificationId = 120_000_000_000;
  let baseUrl = '';

  const track = <T>(promise: Promise<T>) => {
    underWay.add(promise);
    void promise.finally(() => underWay.delete(promise));
    return promise;
  };

  async function deliver(payment: Payment, action: string, signature: 'good' | 'bad') {
    if (!payment.notificationUrl) return;
    const url = new URL(payment.notificationUrl);
    url.searchParams.set('data.id', String(payment.id));
    url.searchParams.set('type', 'payment');
    const requestId = randomUUID();
    const ts = String(Date.now());
    const dataId = String(payment.id);
    const secret = signature === 'good' ? options.webhookSecret : `${options.webhookSecret}-otro`;
    const sent: SentWebhook = { url: url.toString(), status: null, requestId, dataId };
    webhooks.push(sent);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signatureHeader(secret, { dataId, requestId, ts }),
        },
        body: JSON.stringify({
          action,
          api_version: 'v1',
          data: { id: dataId },
          date_created: mpDate(),
          id: nextNotificationId++,
          live_mode: false,
          type: 'payment',
          user_id: String(COLLECTOR_ID),
        }),
        signal: AbortSignal.timeout(22_000),
      });
      sent.status = response.status;
      await response.body?.cancel();
      log(`webhook ${action} del pago ${dataId}: HTTP ${response.status}`);
    } catch (error) {
      log(`webhook ${action} del pago ${dataId}: sin respuesta (${(error as Error).message})`);
    }
  }

  /** Sends a payment's notification as the control says. */
  function notify(payment: Payment, action: string): Promise<void> {
    switch (control.webhook) {
      case 'never':
        return Promise.resolve();
      case 'bad_signature':
        return track(deliver(payment, action, 'bad'));
      case 'twice':
        return track(
          Promise.all([deliver(payment, action, 'good'), deliver(payment, action, 'good')]).then(() => {}),
        );
      case 'late':
        track(
          new Promise((resolve) => setTimeout(resolve, control.lateMs)).then(() =>
            deliver(payment, action, 'good'),
          ),
        );
        return Promise.resolve();
      default:
        return track(deliver(payment, action, 'good'));
    }
  }

  function newPayment(input: {
    externalReference: string | null;
    amountCents: number;
    currency: string;
    status: string;
    statusDetail: string;
    notificationUrl: string | null;
    preferenceId: string | null;
    description: string;
    email?: string | null;
  }): Payment {
    const now = mpDate();
    const pending = input.status === 'pending';
    const payment: Payment = {
      id: nextPaymentId++,
      status: input.status,
      status_detail: input.statusDetail,
      external_reference: input.externalReference,
      transaction_amount: money(input.amountCents + control.amountDeltaCents),
      transaction_amount_refunded: 0,
      currency_id: control.currency ?? input.currency,
      payment_method_id: pending ? 'rapipago' : 'visa',
      payment_type_id: pending ? 'ticket' : 'credit_card',
      date_created: now,
      date_approved: input.status === 'approved' ? now : null,
      date_last_updated: now,
      live_mode: false,
      description: input.description,
      collector_id: COLLECTOR_ID,
      operation_type: 'regular_payment',
      installments: 1,
      payer: { email: input.email ?? null, id: null },
      metadata: {},
      order: { id: String(8_000_000_000 + payments.size), type: 'mercadopago' },
      refunds: [],
      notificationUrl: input.notificationUrl,
      preferenceId: input.preferenceId,
    };
    payments.set(payment.id, payment);
    return payment;
  }

  async function pay(preferenceId: string, outcome: Outcome) {
    const preference = preferences.get(preferenceId);
    if (!preference) throw new Error(`preferencia ${preferenceId} desconocida`);
    const result = STATUS_OF[outcome];
    const payment = newPayment({
      externalReference: preference.external_reference,
      amountCents: preferenceTotal(preference),
      currency: preference.items[0]?.currency_id ?? 'ARS',
      status: result.status,
      statusDetail: result.detail,
      notificationUrl: preference.notification_url ?? null,
      preferenceId,
      description: preference.items
        .map((item) => item.title)
        .join(', ')
        .slice(0, 250),
      email: preference.payer?.email ?? null,
    });
    await notify(payment, 'payment.created');
    const back = new URL(preference.back_urls[result.back]);
    const query: Record<string, string> = {
      collection_id: String(payment.id),
      collection_status: payment.status,
      payment_id: String(payment.id),
      status: payment.status,
      external_reference: preference.external_reference,
      payment_type: payment.payment_type_id,
      merchant_order_id: payment.order.id,
      preference_id: preferenceId,
      site_id: 'MLA',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    };
    for (const [key, value] of Object.entries(query)) back.searchParams.set(key, value);
    return { payment, redirect: back.toString() };
  }

  const authorized = (req: IncomingMessage) =>
    !options.accessToken || req.headers.authorization === `Bearer ${options.accessToken}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', baseUrl);
    const method = req.method ?? 'GET';
    const path = url.pathname;

    // The buyer's side (a browser): no token.
    if (method === 'GET' && path === '/checkout/v1/redirect') {
      const preference = preferences.get(url.searchParams.get('pref_id') ?? '');
      if (!preference) {
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          '<!doctype html><html lang="es"><body><p>Preferencia de pago inexistente.</p></body></html>',
        );
      }
      const expired = Boolean(
        preference.expires &&
          preference.expiration_date_to &&
          Date.parse(preference.expiration_date_to) < Date.now(),
      );
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(checkoutPage(preference, expired));
    }
    if (method === 'POST' && path === '/checkout/v1/pay') {
      const form = new URLSearchParams(await readBody(req));
      const outcome = form.get('outcome') as Outcome;
      const preferenceId = form.get('pref_id') ?? '';
      if (!preferences.has(preferenceId) || !(outcome in STATUS_OF))
        return mpError(res, 400, 'bad_request', 'invalid pay');
      const { redirect } = await pay(preferenceId, outcome);
      res.writeHead(302, { location: redirect });
      return res.end();
    }
    if (path === '/__control') {
      if (method === 'POST') {
        const body = JSON.parse((await readBody(req)) || '{}') as Partial<DoubleControl> & {
          reset?: boolean;
        };
        if (body.reset) Object.assign(control, DEFAULT_CONTROL);
        for (const key of Object.keys(DEFAULT_CONTROL) as (keyof DoubleControl)[])
          if (key in body) Object.assign(control, { [key]: body[key] });
      }
      return send(res, 200, control);
    }

    // The API: token required.
    const ok = authorized(req);
    const key = (req.headers['x-idempotency-key'] as string | undefined) ?? null;
    calls.push({ method, path, idempotencyKey: key, authorized: ok });
    if (!ok) return mpError(res, 401, 'unauthorized', 'invalid access token');

    if (method === 'POST' && path === '/checkout/preferences') {
      if (control.refusePreferences) return mpError(res, 500, 'internal_error', 'internal error');
      if (key && byIdempotencyKey.has(key)) return send(res, 201, byIdempotencyKey.get(key));
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return mpError(res, 400, 'bad_request', 'invalid json');
      }
      const parsed = MpPreferenceRequestSchema.safeParse(body);
      if (!parsed.success)
        return mpError(res, 400, 'bad_request', parsed.error.issues[0]?.message ?? 'invalid');
      const id = `${COLLECTOR_ID}-${randomUUID()}`;
      const init = `${baseUrl}/checkout/v1/redirect?pref_id=${id}`;
      const preference: Preference = {
        ...parsed.data,
        id,
        init_point: init,
        sandbox_init_point: init,
        date_created: mpDate(),
        collector_id: COLLECTOR_ID,
        client_id: '6295877106812064',
      };
      preferences.set(id, preference);
      const answer = {
        ...preference,
        operation_type: 'regular_payment',
        site_id: 'MLA',
        marketplace: 'NONE',
      };
      if (key) byIdempotencyKey.set(key, answer);
      return send(res, 201, answer);
    }
    if (method === 'GET' && path === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference');
      const found = [...payments.values()].filter(
        (payment) => !reference || payment.external_reference === reference,
      );
      found.sort((a, b) => a.id - b.id);
      if (url.searchParams.get('criteria') === 'desc') found.reverse();
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 30) || 30, 1000);
      const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
      return send(res, 200, {
        paging: { total: found.length, limit, offset },
        results: found.slice(offset, offset + limit).map(publicPayment),
      });
    }
    const refundMatch = path.match(/^\/v1\/payments\/(\d+)\/refunds$/);
    if (method === 'POST' && refundMatch) {
      const payment = payments.get(Number(refundMatch[1]));
      if (!payment) return mpError(res, 404, 'not_found', 'Payment not found');
      if (key && byIdempotencyKey.has(key)) return send(res, 201, byIdempotencyKey.get(key));
      if (control.refuseRefunds) return mpError(res, 400, 'bad_request', 'Payment cannot be refunded');
      if (payment.status !== 'approved') return mpError(res, 400, 'bad_request', 'Invalid payment status');
      await readBody(req);
      const refund: Refund = {
        id: nextRefundId++,
        payment_id: payment.id,
        amount: payment.transaction_amount,
        status: 'approved',
        source: { id: String(COLLECTOR_ID), name: 'Tienda', type: 'collector' },
        date_created: mpDate(),
        refund_mode: 'standard',
        adjustment_amount: 0,
        unique_sequence_number: null,
        reason: null,
        labels: [],
        metadata: {},
      };
      payment.refunds.push(refund);
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
      payment.transaction_amount_refunded = refund.amount;
      payment.date_last_updated = mpDate();
      if (key) byIdempotencyKey.set(key, refund);
      void notify(payment, 'payment.updated');
      return send(res, 201, refund);
    }
    const paymentMatch = path.match(/^\/v1\/payments\/(\d+)$/);
    if (method === 'GET' && paymentMatch) {
      const payment = payments.get(Number(paymentMatch[1]));
      if (!payment) return mpError(res, 404, 'not_found', 'Payment not found');
      return send(res, 200, publicPayment(payment));
    }
    return mpError(res, 404, 'not_found', 'resource not found');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`error: ${(error as Error).message}`);
      if (!res.headersSent) mpError(res, 500, 'internal_error', 'internal error');
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;

  return {
    url: baseUrl,
    control,
    preferences,
    payments,
    calls,
    webhooks,
    pay,
    createPayment(input) {
      const status = input.status ?? 'approved';
      const outcome: Outcome =
        status === 'approved' ? 'approve' : status === 'rejected' ? 'reject' : 'pending';
      const preference = [...preferences.values()].find(
        (p) => p.external_reference === input.externalReference,
      );
      return newPayment({
        externalReference: input.externalReference,
        amountCents: toCents(input.amount),
        currency: input.currency ?? 'ARS',
        status,
        statusDetail: STATUS_OF[outcome].detail,
        notificationUrl: preference?.notification_url ?? null,
        preferenceId: preference?.id ?? null,
        description: `Pedido ${input.externalReference}`,
      });
    },
    async settle() {
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },
    reset() {
      Object.assign(control, DEFAULT_CONTROL);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run dev:mercadopago` (scripts/dev-mercadopago.mjs) runs this file.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Values given in the environment are not printed back (they may be someone's real ones).
  const given = Boolean(process.env.MP_ACCESS_TOKEN && process.env.MP_WEBHOOK_SECRET);
  const secret = process.env.MP_WEBHOOK_SECRET || 'secreto-local-de-webhooks';
  const token = process.env.MP_ACCESS_TOKEN || 'TEST-token-local';
  const double = await startMercadoPagoDouble({
    webhookSecret: secret,
    accessToken: token,
    host: process.env.MP_DOUBLE_HOST ?? '127.0.0.1',
    port: Number(process.env.MP_DOUBLE_PORT ?? 3002),
    log: (line) => console.log(`[mercadopago] ${line}`),
  });
  const credentials = given
    ? 'MP_ACCESS_TOKEN=<el mismo> MP_WEBHOOK_SECRET=<el mismo>'
    : `MP_ACCESS_TOKEN=${token} MP_WEBHOOK_SECRET=${secret}`;
  console.log(
    `Mercado Pago de prueba en ${double.url} (ningún pago es real).\n` +
      'Para usarlo en la tienda:\n' +
      `  MP_API_URL=${double.url} ${credentials} PUBLIC_URL=http://localhost:3000 npm start\n` +
      `Controles: curl -X POST ${double.url}/__control -H 'content-type: application/json' -d '{"webhook":"twice"}'\n` +
      '  webhook: once | twice | late | never | bad_signature; lateMs; refusePreferences; refuseRefunds;\n' +
      '  amountDeltaCents; currency; {"reset":true} vuelve a los valores de siempre.',
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void double.close().then(() => process.exit(0)));
}
