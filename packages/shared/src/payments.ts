/**
 * Online payment with Mercado Pago (issue 30, decision 054): the store's payment routes and the
 * shapes of Mercado Pago's REST API that the server reads and the local double answers. The server
 * validates and serializes with these; the web imports their types. Amounts are ARS with cents.
 */
import { z } from 'zod';
import { ORDER_STATUSES, OrderSchema, PAYMENT_METHODS } from './orders.ts';

// The texts and the currency, without zod (the cart imports them): payment-messages.ts.
export { PAYMENT_CURRENCY, PAYMENT_MESSAGES } from './payment-messages.ts';

/** GET /api/payments/config/ (public): whether the checkout offers 'Pagar online con Mercado Pago'. */
export const PaymentsConfigSchema = z.object({
  online: z.boolean().describe('true cuando Mercado Pago está configurado (MP_ACCESS_TOKEN)'),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/**
 * The answer of POST /api/orders/: the order plus, for an online order, where the browser goes to pay
 * (the preference's init_point) or, when the preference could not be created, why not.
 */
export const OrderCreatedSchema = OrderSchema.extend({
  payment_url: z
    .string()
    .nullable()
    .describe(
      'Pedido online: la dirección de pago de Mercado Pago (init_point); null en efectivo o si falló',
    ),
  payment_message: z
    .string()
    .nullable()
    .describe('Pedido online cuya preferencia no se pudo crear: el pedido queda pendiente de pago'),
});
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/** POST /api/payments/checkout/{order_id}/ ('Pagar ahora'): a new preference for the same order. */
export const PaymentCheckoutSchema = z.object({ payment_url: z.string() });
export type PaymentCheckout = z.infer<typeof PaymentCheckoutSchema>;

/**
 * The payment state the buyer reads on /payment/result: approved (paid), pending (awaiting or in
 * process), rejected (the last attempt failed; payable again), refunded, expired (unpaid past its
 * deadline, cancelled), none (a cash order).
 */
export const PAYMENT_STATES = ['approved', 'pending', 'rejected', 'refunded', 'expired', 'none'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** GET /api/payments/status/{order_id}/ (its buyer, or staff). */
export const PaymentStatusSchema = z.object({
  order_id: z.number(),
  order_status: z.enum(ORDER_STATUSES),
  payment_status: z.string().describe('pending, paid o refunded (el del pedido)'),
  payment_method: z.enum(PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  status_detail: z
    .string()
    .describe(
      "El status_detail del último pago que informó Mercado Pago (p. ej. 'accredited'); '' si ninguno",
    ),
  payment_id: z.string().nullable().describe('El pago de Mercado Pago que pagó el pedido'),
  total: z.number(),
  can_pay: z.boolean().describe("true: el pedido espera un pago online ('Pagar ahora')"),
  payment_due_at: z.string().nullable().describe('Hasta cuándo puede pagarse antes de cancelarse'),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

const orderId = z
  .number({ error: 'Pedido inválido' })
  .int({ message: 'Pedido inválido' })
  .positive({ message: 'Pedido inválido' })
  .max(2_147_483_647, { message: 'Pedido inválido' });

/** POST /api/payments/refund/ (staff): a paid online order, refunded in full. */
export const RefundRequestSchema = z.object({ order_id: orderId });
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/** Answer of a refund: `{detail}` and the order as it is now (cancelled, payment refunded). */
export const RefundResultSchema = z.object({ detail: z.string(), order: OrderSchema });
export type RefundResult = z.infer<typeof RefundResultSchema>;

// ---- Mercado Pago's REST API (the calls the store makes; the double answers the same) ----

/** An item of a Checkout Pro preference. */
export const MpPreferenceItemSchema = z.object({
  id: z.string().optional(),
  title: z.string(),
  quantity: z.number().int().positive(),
  unit_price: z.number(),
  currency_id: z.string().optional(),
  description: z.string().optional(),
});
export type MpPreferenceItem = z.infer<typeof MpPreferenceItemSchema>;

/** POST {MP_API_URL}/checkout/preferences: the body the store sends. */
export const MpPreferenceRequestSchema = z.object({
  items: z.array(MpPreferenceItemSchema).min(1),
  payer: z.object({ email: z.string().optional(), name: z.string().optional() }).optional(),
  back_urls: z.object({ success: z.string(), failure: z.string(), pending: z.string() }),
  auto_return: z.enum(['approved', 'all']).optional(),
  notification_url: z.string().optional(),
  external_reference: z.string(),
  expires: z.boolean().optional(),
  expiration_date_from: z.string().optional(),
  expiration_date_to: z.string().optional(),
  statement_descriptor: z.string().optional(),
  binary_mode: z.boolean().optional(),
});
export type MpPreferenceRequest = z.infer<typeof MpPreferenceRequestSchema>;

/** The preference Mercado Pago answers (the fields the store reads; others pass through). */
export const MpPreferenceSchema = z.looseObject({
  id: z.string(),
  init_point: z.string(),
  sandbox_init_point: z.string().optional(),
  external_reference: z.string().nullish(),
  date_created: z.string().optional(),
});
export type MpPreference = z.infer<typeof MpPreferenceSchema>;

/** Mercado Pago's payment statuses (GET /v1/payments/{id}). */
export const MP_PAYMENT_STATUSES = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;

/** A payment as GET /v1/payments/{id} answers it (the fields the store reads). */
export const MpPaymentSchema = z.looseObject({
  id: z.number(),
  status: z.string(),
  status_detail: z.string().nullish(),
  external_reference: z.string().nullish(),
  transaction_amount: z.number(),
  transaction_amount_refunded: z.number().optional(),
  currency_id: z.string(),
  payment_method_id: z.string().nullish(),
  payment_type_id: z.string().nullish(),
  date_created: z.string().nullish(),
  date_approved: z.string().nullish(),
  date_last_updated: z.string().nullish(),
  live_mode: z.boolean().optional(),
});
export type MpPayment = z.infer<typeof MpPaymentSchema>;

/** GET /v1/payments/search?external_reference=...: a page of payments. */
export const MpPaymentSearchSchema = z.looseObject({
  paging: z.object({ total: z.number(), limit: z.number(), offset: z.number() }),
  results: z.array(MpPaymentSchema),
});
export type MpPaymentSearch = z.infer<typeof MpPaymentSearchSchema>;

/** POST /v1/payments/{id}/refunds: the refund Mercado Pago answers (an empty body refunds in full). */
export const MpRefundSchema = z.looseObject({
  id: z.number(),
  payment_id: z.number(),
  amount: z.number(),
  status: z.string(),
  date_created: z.string().nullish(),
});
export type MpRefund = z.infer<typeof MpRefundSchema>;

/** The webhook's JSON body. Never trusted: only `data.id` (from the query, signed) names the payment to read back. */
export const MpNotificationSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  type: z.string().optional(),
  action: z.string().optional(),
  data: z
    .object({ id: z.union([z.string(), z.number()]) })
    .partial()
    .optional(),
});
export type MpNotification = z.infer<typeof MpNotificationSchema>;

/** The webhook's query: `?data.id=123&type=payment` (Mercado Pago signs data.id from here). */
export const MpNotificationQuerySchema = z.looseObject({
  'data.id': z.string().max(64).optional(),
  type: z.string().max(40).optional(),
  topic: z.string().max(40).optional(),
  id: z.string().max(64).optional(),
});
export type MpNotificationQuery = z.infer<typeof MpNotificationQuerySchema>;
