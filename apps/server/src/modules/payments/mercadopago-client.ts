/**
 * The Mercado Pago client (decision 054): the four calls the store makes, over fetch, against
 * MP_API_URL (Mercado Pago's API, or the local double). Bearer token, a timeout per call and an
 * X-Idempotency-Key on every POST. Answers are read through the zod shapes of the shared contract.
 *
 * The token is only ever put in the Authorization header of these calls: errors carry the call's
 * name and status, never a header or an answer's body (an error body could echo the request).
 */
import {
  type MpPayment,
  MpPaymentSchema,
  type MpPaymentSearch,
  MpPaymentSearchSchema,
  type MpPreference,
  type MpPreferenceRequest,
  MpPreferenceSchema,
  type MpRefund,
  MpRefundSchema,
} from '@mayorista/shared/payments';
import type { z } from 'zod';

export const MP_TIMEOUT_MS = 10_000;

/**
 * A call that failed: `status` is Mercado Pago's HTTP status (0: no answer, a timeout or a bad
 * answer). The message names the call only.
 */
export class MercadoPagoError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly reason: 'status' | 'timeout' | 'network' | 'bad_answer',
  ) {
    super(`Mercado Pago ${call}: ${reason === 'status' ? `HTTP ${status}` : reason}`);
    this.name = 'MercadoPagoError';
  }
}

/** The outside payment service, as the store uses it: the real client and the double both speak it. */
export type MercadoPago = {
  createPreference(body: MpPreferenceRequest, idempotencyKey: string): Promise<MpPreference>;
  /** null when Mercado Pago does not know the payment (404). */
  getPayment(id: string): Promise<MpPayment | null>;
  /** The payments of one order (external_reference), newest first. */
  searchPayments(externalReference: string): Promise<MpPayment[]>;
  /** Refunds a payment in full. The same key twice refunds once. */
  refundPayment(paymentId: string, idempotencyKey: string): Promise<MpRefund>;
};

export function createMercadoPagoClient(options: {
  apiUrl: string;
  accessToken: string;
  timeoutMs?: number;
}): MercadoPago {
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? MP_TIMEOUT_MS;

  async function call<T>(
    name: string,
    schema: z.ZodType<T>,
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string; allow404?: boolean },
  ): Promise<T | null> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.accessToken}`,
      accept: 'application/json',
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotencyKey) headers['x-idempotency-key'] = init.idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = (error as { name?: string })?.name === 'TimeoutError';
      throw new MercadoPagoError(name, 0, timedOut ? 'timeout' : 'network');
    }
    if (response.status === 404 && init.allow404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MercadoPagoError(name, response.status, 'status');
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new MercadoPagoError(name, response.status, 'bad_answer');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new MercadoPagoError(name, response.status, 'bad_answer');
    return parsed.data;
  }

  return {
    async createPreference(body, idempotencyKey) {
      return (await call('preferencia', MpPreferenceSchema, '/checkout/preferences', {
        method: 'POST',
        body,
        idempotencyKey,
      }))!;
    },
    async getPayment(id) {
      return call('pago', MpPaymentSchema, `/v1/payments/${encodeURIComponent(id)}`, {
        method: 'GET',
        allow404: true,
      });
    },
    async searchPayments(externalReference) {
      const query = new URLSearchParams({
        external_reference: externalReference,
        sort: 'date_created',
        criteria: 'desc',
        limit: '50',
      });
      const page = (await call('búsqueda de pagos', MpPaymentSearchSchema, `/v1/payments/search?${query}`, {
        method: 'GET',
      })) as MpPaymentSearch;
      return page.results;
    },
    async refundPayment(paymentId, idempotencyKey) {
      return (await call(
        'reembolso',
        MpRefundSchema,
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        {
          method: 'POST',
          body: {},
          idempotencyKey,
        },
      ))!;
    },
  };
}
