/**
 * The orders contract: the checkout form and order payload schemas with the spec's Spanish messages
 * (storefront §5), the order and distributor-order responses, the list queries, the coupon math
 * (storefront §9) and the order status labels (accounts §4). The server validates and serializes
 * with these schemas; the web app imports their types.
 */
import { z } from 'zod';
import { PageSchema } from './api.ts';
import { CART_MAX_QUANTITY } from './cart.ts';
import { formatAmount2, formatPrice } from './format.ts';
import { roundMoney } from './pricing.ts';
import { QUANTITY_MESSAGES } from './sale-units.ts';
import { safeText } from './text.ts';

export { CART_MAX_QUANTITY };
export const ORDER_MAX_LINES = 100;
export const PICKUP_ADDRESS = 'Coordinar entrega';

export const ORDER_STATUSES = [
  'pending',
  'payment_pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  payment_pending: 'Pendiente',
  paid: 'Pagado',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/**
 * How an order is paid (DOMAIN.md "Orders", issue 30): cash or transfer coordinated with the seller,
 * online through Mercado Pago (only while it is configured), or on the customer's cuenta corriente
 * (issue 32: only customers whose account is enabled, within their credit limit).
 */
export const PAYMENT_METHODS = ['cash', 'online', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The method's name on every screen and in the sales export. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Efectivo o transferencia',
  online: 'Mercado Pago',
  account: 'Cuenta corriente',
};

export const MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameShort: 'El nombre debe tener al menos 3 caracteres',
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'Ingresa un teléfono válido',
  emailRequired: 'El email es requerido',
  emailInvalid: 'Ingresa un email válido',
  deliveryTypeRequired: 'Selecciona un método de entrega',
  streetRequired: 'La calle es requerida',
  numberRequired: 'El número es requerido',
  zipRequired: 'El código postal es requerido',
  zipInvalid: 'Ingresa un código postal válido (por ejemplo 1884 o B1884ABC)',
  cityRequired: 'La ciudad es requerida',
  cartEmpty: 'El carrito está vacío',
  tooManyLines: `El pedido no puede tener más de ${ORDER_MAX_LINES} productos`,
  quantityInvalid: `La cantidad debe ser un número entero entre 1 y ${CART_MAX_QUANTITY}`,
  productInvalid: 'Producto inválido',
  couponEmpty: 'Ingresa un código de cupón',
  tooLong: 'El texto es demasiado largo',
} as const;

/**
 * A string that is required: `required` when missing or blank, trimmed, at most `max` characters.
 * Later checks accept '' instead of aborting, so the object-level address check still runs.
 */
const requiredText = (required: string, max: number) =>
  safeText(required).trim().min(1, { message: required }).max(max, { message: MESSAGES.tooLong });

const optionalText = (max: number) =>
  safeText('Debe ser texto').trim().max(max, { message: MESSAGES.tooLong }).optional();

const phoneDigits = (value: string) => value.replace(/[\s().-]/g, '');

/** Fields shared by the checkout form and the order payload. */
const contactFields = {
  recipient_name: requiredText(MESSAGES.nameRequired, 200).refine(
    (value) => value.length === 0 || value.length >= 3,
    { message: MESSAGES.nameShort },
  ),
  customer_phone: requiredText(MESSAGES.phoneRequired, 30).refine(
    (value) => value.length === 0 || /^\d{10}$/.test(phoneDigits(value)),
    { message: MESSAGES.phoneInvalid },
  ),
  customer_email: requiredText(MESSAGES.emailRequired, 254).pipe(z.email({ message: MESSAGES.emailInvalid })),
  delivery_type: z.enum(DELIVERY_TYPES, { error: MESSAGES.deliveryTypeRequired }),
  shipping_street: optionalText(200),
  shipping_number: optionalText(20),
  shipping_postal_code: optionalText(10).transform((value) => value?.toUpperCase()),
  shipping_city: optionalText(100),
  customer_dni_cuit: optionalText(20),
  delivery_time: optionalText(100),
  shipping_method: optionalText(100),
};

type AddressFields = {
  delivery_type?: unknown;
  shipping_street?: unknown;
  shipping_number?: unknown;
  shipping_postal_code?: unknown;
  shipping_city?: unknown;
};

/**
 * An Argentine postal code: the 4 digits of the old code (5 are accepted, as the stored addresses
 * read them), or a full CPA, a province letter + 4 digits + 3 letters ('B1884ABC'), any case.
 */
const isPostalCode = (value: string) => /^(\d{4,5}|[A-Z]\d{4}[A-Z]{3})$/i.test(value.trim());

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * For delivery: street, number, zip and city are required. Runs even when other
 * fields fail, so also on a body that is not an object at all (null, an array, a number).
 */
function checkDeliveryAddress(value: AddressFields | null, ctx: z.RefinementCtx) {
  if (typeof value !== 'object' || value === null || value.delivery_type !== 'delivery') return;
  const required: [keyof AddressFields, string][] = [
    ['shipping_street', MESSAGES.streetRequired],
    ['shipping_number', MESSAGES.numberRequired],
    ['shipping_postal_code', MESSAGES.zipRequired],
    ['shipping_city', MESSAGES.cityRequired],
  ];
  for (const [field, message] of required) {
    if (blank(value[field])) ctx.addIssue({ code: 'custom', path: [field], message });
  }
  const zip = value.shipping_postal_code;
  if (!blank(zip) && !isPostalCode(String(zip))) {
    ctx.addIssue({ code: 'custom', path: ['shipping_postal_code'], message: MESSAGES.zipInvalid });
  }
}

/** The checkout form of /carrito (storefront §5). `shipping_details` is the optional free text. */
export const CheckoutFormSchema = z
  .object({ ...contactFields, shipping_details: optionalText(200) })
  .superRefine(checkDeliveryAddress, { when: () => true });
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;

export const VARIANT_GROUPS_MAX = 20;

/** The buyer's choice per variant group: `{Talle: 'XL'}`. */
export const SelectedVariantsSchema = z
  .record(
    safeText().max(100, { message: MESSAGES.tooLong }),
    safeText().max(100, { message: MESSAGES.tooLong }),
  )
  .refine((value) => Object.keys(value).length <= VARIANT_GROUPS_MAX, { message: 'Demasiadas variantes' })
  .nullable()
  .optional();

export const OrderLineSchema = z.object({
  product_id: z
    .number({ error: MESSAGES.productInvalid })
    .int({ message: MESSAGES.productInvalid })
    .positive({ message: MESSAGES.productInvalid }),
  quantity: z
    .number({ error: MESSAGES.quantityInvalid })
    .int({ message: MESSAGES.quantityInvalid })
    .min(1, { message: MESSAGES.quantityInvalid })
    .max(CART_MAX_QUANTITY, { message: MESSAGES.quantityInvalid }),
  /** Part of the storefront payload; ignored by the server, which recomputes every price. */
  price: z
    .number({ error: 'Precio inválido' })
    .nullable()
    .optional()
    .describe('Ignorado: el servidor recalcula cada precio'),
  selected_variants: SelectedVariantsSchema,
  variant_display: safeText().max(500, { message: MESSAGES.tooLong }).nullable().optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** The order payload of storefront §3 (POST /api/orders/). */
export const OrderCreateSchema = z
  .object({
    ...contactFields,
    shipping_address: optionalText(500),
    coupon_code: safeText().trim().max(50, { message: MESSAGES.tooLong }).nullable().optional(),
    products: z
      .array(OrderLineSchema, { error: MESSAGES.cartEmpty })
      .min(1, { message: MESSAGES.cartEmpty })
      .max(ORDER_MAX_LINES, { message: MESSAGES.tooManyLines }),
    payment_method: z
      .enum(PAYMENT_METHODS, { error: 'Forma de pago inválida' })
      .optional()
      .describe(
        'cash (por defecto), online (Mercado Pago; 400 si no está configurado) o account (cuenta corriente; 400 si la cuenta no está habilitada, excede el crédito o tiene deuda vencida)',
      ),
  })
  .superRefine(checkDeliveryAddress, { when: () => true });
export type OrderCreate = z.infer<typeof OrderCreateSchema>;

export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export type CouponMath = { type: CouponType; value: number; max_amount: number | null };

/**
 * The amount a coupon takes off a subtotal: a percentage capped at max_amount when one is set (a cap
 * of 0 or null means no cap), or a fixed value; never more than the subtotal, rounded to cents.
 */
export function couponDiscount(coupon: CouponMath, subtotal: number): number {
  const base = Math.max(0, subtotal);
  let discount = coupon.type === 'percentage' ? (base * coupon.value) / 100 : coupon.value;
  if (coupon.type === 'percentage' && coupon.max_amount != null && coupon.max_amount > 0)
    discount = Math.min(discount, coupon.max_amount);
  return roundMoney(Math.min(Math.max(discount, 0), base));
}

/** The 403 of an order by a blocked buyer; the cart and the checkout say it first (issue 26 item 11). */
export const BLOCKED_CUSTOMER_MESSAGE =
  'Tu cuenta está bloqueada. No puedes realizar pedidos. Contacta a la tienda.';

/** The 429 past ORDER_RATE_LIMIT orders (or checkout starts) of one buyer in 10 minutes (issue 26 item 23). */
export const TOO_MANY_ORDERS =
  'Hiciste demasiados pedidos en poco tiempo. Intenta nuevamente en unos minutos.';

export const COUPON_MESSAGES = {
  invalid: 'Cupón inválido',
  expired: 'El cupón ha expirado',
  exhausted: 'El cupón alcanzó su límite de usos',
  belowMinimum: (min: number) => `El monto mínimo de compra para este cupón es ${formatPrice(min)}`,
} as const;

/** The address of an order as the checkout and the staff sale forms hold it. */
export type ShippingInput = {
  delivery_type?: DeliveryType | null;
  shipping_street?: string | null;
  shipping_number?: string | null;
  shipping_city?: string | null;
  shipping_postal_code?: string | null;
  /** Free text after the address (the forms' "details": floor, flat, references). */
  shipping_details?: string | null;
};

/**
 * The one shipping-address builder (decision 049). Delivery: 'street number, city (zip)' plus
 * ' - details'; pickup: 'Coordinar entrega'.
 */
export function shippingAddress(values: ShippingInput): string {
  if (values.delivery_type === 'pickup') return PICKUP_ADDRESS;
  const street = [values.shipping_street, values.shipping_number].filter(Boolean).join(' ');
  const place = [street, values.shipping_city].filter(Boolean).join(', ');
  const withZip = values.shipping_postal_code ? `${place} (${values.shipping_postal_code})` : place;
  return values.shipping_details ? `${withZip} - ${values.shipping_details}` : withZip;
}

/**
 * The shipping fields of an order (the payloads of the checkout and of a staff sale, and the order's
 * columns): the address text (the one given, else built by shippingAddress) and its parts; a pickup
 * has the store's words and no parts.
 */
export function shippingFields(values: ShippingInput & { shipping_address?: string | null }) {
  const pickup = values.delivery_type === 'pickup';
  return {
    shipping_address: (!pickup && values.shipping_address) || shippingAddress(values),
    shipping_street: pickup ? '' : (values.shipping_street ?? ''),
    shipping_number: pickup ? '' : (values.shipping_number ?? ''),
    shipping_city: pickup ? '' : (values.shipping_city ?? ''),
    shipping_postal_code: pickup ? '' : (values.shipping_postal_code ?? ''),
  };
}

/**
 * The zip code inside a free-text address (to prefill the checkout form): a 4- or 5-digit group in
 * parentheses, else the digits of an Argentine CPA ('B1884ABC') or a 'CP' label, else the first
 * standalone 4- or 5-digit group; '' when there is none.
 */
export function parseZipFromAddress(address: string | null | undefined): string {
  if (!address) return '';
  const patterns = [
    /\(\s*(\d{4,5})\s*\)/,
    /\b[A-Za-z](\d{4})[A-Za-z]{3}\b/,
    /\bC\.?\s?P\.?\s*:?\s*(\d{4,5})\b/i,
    /(?<!\d)(\d{4,5})(?!\d)/,
  ];
  for (const pattern of patterns) {
    const match = address.match(pattern);
    if (match) return match[1];
  }
  return '';
}

/**
 * A free-text address such as 'Calle 14 1450, Berazategui (1884), Buenos Aires' split into street,
 * number, city and zip (4 or 5 digits, parseZipFromAddress); parts it cannot tell stay ''.
 */
export function splitAddress(address: string | null | undefined) {
  const zip = parseZipFromAddress(address);
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const streetPart = parts[0] ?? '';
  const numbered = streetPart.match(/^(.+?)\s+(\d+\s?[A-Za-z]?|s\/n)$/i);
  const cleanCity = (text: string) =>
    text
      .replace(/\(\s*\d{4,5}\s*\)/g, '')
      .replace(/\bC\.?\s?P\.?\s*:?\s*\d{4,5}\b/gi, '')
      .replace(/\b[A-Za-z]?\d{4,5}[A-Za-z]{0,3}\b/g, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
  const city = parts
    .slice(1)
    .map(cleanCity)
    .find((part) => part.length > 0);
  return {
    street: numbered ? numbered[1].trim() : streetPart,
    number: numbered ? numbered[2].trim() : '',
    city: city ?? '',
    zip,
  };
}

/** What an account gives the checkout's contact and address (the buyer's profile, a sale's customer). */
export type AccountContact = {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone_number?: string | null;
  dni?: string | null;
  cuit?: string | null;
  business_address?: string | null;
};

/**
 * The contact and address of an order prefilled from an account (storefront §4 step 2, and the
 * customer of a staff sale; decision 049): the person's name, else `fallbackName`; the phone's
 * digits; the CUIT, else the DNI; the business address split into its parts (splitAddress).
 */
export function contactFromAccount(account: AccountContact, fallbackName: string) {
  const name = [account.first_name, account.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const address = splitAddress(account.business_address);
  return {
    recipient_name: name || fallbackName,
    customer_phone: (account.phone_number ?? '').replace(/\D/g, ''),
    customer_email: account.email?.trim() ?? '',
    customer_dni_cuit: account.cuit?.trim() || account.dni?.trim() || '',
    shipping_street: address.street,
    shipping_number: address.number,
    shipping_postal_code: address.zip,
    shipping_city: address.city,
  };
}

const queryBoolean = z
  .enum(['true', 'false', '1', '0', 'True', 'False'], { message: 'Debe ser true o false' })
  .transform((value) => value === 'true' || value === 'True' || value === '1');
const queryPositiveInt = (label: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message: `${label} debe ser un número entero positivo` })
    .transform(Number)
    .refine((value) => value >= 1, { message: `${label} debe ser un número entero positivo` });
const statusFilter = z.enum(ORDER_STATUSES, { message: 'Estado de pedido inválido' });

export const ORDERS_PAGE_SIZE_DEFAULT = 20;
export const ORDERS_PAGE_SIZE_MAX = 100;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30), from year 1900 on (PostgreSQL has no year 0). */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    date.getUTCFullYear() >= 1900
  );
}

const queryDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} debe ser una fecha AAAA-MM-DD` })
    .refine(isCalendarDay, { message: `${label} debe ser una fecha AAAA-MM-DD` });

/** Payment status of an order: cash orders get it from the admin (DOMAIN.md "Orders"). */
export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
export const ORDER_PAYMENT_STATUS_LABELS: Record<OrderPaymentStatus, string> = {
  pending: 'Pendiente',
  paid: 'Pagado',
  refunded: 'Reembolsado',
};

/**
 * The status flow of DOMAIN.md: pending -> paid -> shipped -> delivered; pending or paid -> cancelled
 * (payment_pending, an online payment awaited, moves like pending). Anything else answers 400.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  payment_pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/**
 * An order on cuenta corriente (issue 32, decision 056) is a sale at once and is never paid by itself:
 * its debit is paid by receipts in the ledger. So it skips 'paid': pending -> shipped -> delivered,
 * pending -> cancelled; its payment status stays 'pending'.
 */
export const ACCOUNT_ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['shipped', 'cancelled'],
  payment_pending: [],
  paid: [],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The legal next statuses of an order by its payment method (the one rule of server and screens). */
export function nextOrderStatuses(order: {
  status: OrderStatus;
  payment_method: string;
}): readonly OrderStatus[] {
  return (order.payment_method === 'account' ? ACCOUNT_ORDER_TRANSITIONS : ORDER_TRANSITIONS)[order.status];
}

const orderListFields = {
  status: statusFilter.optional(),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES, { message: 'Estado de pago inválido' }).optional(),
  payment_method: z.enum(PAYMENT_METHODS, { message: 'Medio de pago inválido' }).optional(),
  delivery_type: z.enum(DELIVERY_TYPES, { message: 'Tipo de entrega inválido' }).optional(),
  date_from: queryDate('date_from').optional(),
  date_to: queryDate('date_to').optional(),
  search: safeText().trim().max(200, { message: MESSAGES.tooLong }).optional(),
  customer_id: queryPositiveInt('customer_id').optional(),
};

const datesInOrder = (query: { date_from?: string; date_to?: string }) =>
  !query.date_from || !query.date_to || query.date_from <= query.date_to;
const DATES_OUT_OF_ORDER = {
  path: ['date_to'],
  message: 'La fecha de fin no puede ser anterior a la de inicio',
};

/**
 * GET /api/orders/: own orders for buyers, all for staff, who may also filter by customer, payment
 * status, delivery type and store calendar days (America/Argentina/Buenos_Aires, both ends included).
 * `search` matches the customer's e-mail or name (and the order number).
 */
export const OrderListQuerySchema = z
  .object({
    page: queryPositiveInt('page').optional(),
    page_size: queryPositiveInt('page_size')
      .refine((value) => value <= ORDERS_PAGE_SIZE_MAX, {
        message: `page_size no puede ser mayor a ${ORDERS_PAGE_SIZE_MAX}`,
      })
      .optional(),
    include_items: queryBoolean.optional(),
    ...orderListFields,
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const ORDER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type OrderExportFormat = (typeof ORDER_EXPORT_FORMATS)[number];

/** GET /api/orders/export/: the filtered set of the sales history as CSV (UTF-8 with BOM) or XLSX. */
export const OrderExportQuerySchema = z
  .object({
    format: z.enum(ORDER_EXPORT_FORMATS, { message: 'Formato inválido: csv o xlsx' }).default('csv'),
    ...orderListFields,
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;

export const MyOrdersQuerySchema = z.object({ status: statusFilter.optional() });
export type MyOrdersQuery = z.infer<typeof MyOrdersQuerySchema>;

// ---- Responses ----

export const OrderItemSchema = z.object({
  id: z.number(),
  product: z.number().nullable(),
  product_name: z.string(),
  sku: z
    .string()
    .nullable()
    .describe('Código con el que se vendió (el de la opción elegida, o el del producto)'),
  variant_display: z.string(),
  selected_variants: z.record(z.string(), z.string()).nullable(),
  quantity: z.number(),
  price: z.number().describe('Precio unitario base (ARS), antes del descuento'),
  discount: z.number().describe('Descuento aplicado (%)'),
  price_at_time: z.number().describe('Precio unitario final cobrado'),
  subtotal: z.number(),
  product_details: z.object({ id: z.number().nullable(), name: z.string(), image: z.string().nullable() }),
  cost_price: z.number().nullable().optional().describe('Solo para administradores'),
  price_list_id: z
    .number()
    .nullable()
    .describe('Lista de precios con la que se vendió (puede ya no existir)'),
  price_list_name: z.string(),
  tier_min_quantity: z.number().nullable().describe('Escalón por cantidad aplicado (desde); null si ninguno'),
  tier_discount: z.number().describe('Descuento del escalón aplicado (%), 0 si ninguno'),
  sale_unit: z.string(),
  units_per_pack: z.number(),
  unit_label: z.string().describe("La unidad en que se vendió, p. ej. 'Caja x 12'"),
  iva_rate: z.number().describe('Alícuota de IVA contenida en el precio (%), la del producto al venderlo'),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** An order as its buyer and staff see it (`items` in details, my-orders and `include_items` pages). */
export const OrderSchema = z.object({
  id: z.number(),
  user: z.number().nullable(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  created_at: z.string(),
  payment_status: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  delivery_type: z.enum(DELIVERY_TYPES),
  delivery_time: z.string(),
  shipping_method: z.string(),
  recipient_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  customer_dni_cuit: z.string(),
  shipping_address: z.string(),
  shipping_street: z.string(),
  shipping_number: z.string(),
  shipping_city: z.string(),
  shipping_postal_code: z.string(),
  subtotal: z.number(),
  coupon_code: z.string().nullable(),
  coupon_discount: z.number(),
  shipping_cost: z.number(),
  total: z.number(),
  original_order: z.null(),
  payment_id: z.string().nullable().describe('El pago de Mercado Pago que pagó el pedido (online)'),
  payment_status_detail: z
    .string()
    .describe("status_detail del último pago online informado (p. ej. 'accredited'); '' si ninguno"),
  payment_due_at: z
    .string()
    .nullable()
    .describe('Pedido online sin pagar: se cancela si no se paga antes de esta fecha'),
  items: z.array(OrderItemSchema).optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/** The totals of the whole filtered set (every page): how many orders and the sum of their totals. */
export const OrderTotalsSchema = z.object({ count: z.number(), total: z.number() });
export type OrderTotals = z.infer<typeof OrderTotalsSchema>;

export const OrderPageSchema = PageSchema(OrderSchema).extend({ totals: OrderTotalsSchema });
export type OrderPage = z.infer<typeof OrderPageSchema>;
export const MyOrdersSchema = z.array(OrderSchema);

// ---- Distributor orders (backoffice §2.9): the store's orders to the external supplier ----

export const DISTRIBUTOR_PAYMENT_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type DistributorPaymentStatus = (typeof DISTRIBUTOR_PAYMENT_STATUSES)[number];
export const DISTRIBUTOR_PAYMENT_STATUS_LABELS: Record<DistributorPaymentStatus, string> = {
  pending: 'Pendiente',
  paid: 'Pagado',
  cancelled: 'Cancelado',
};
export const DISTRIBUTOR_ORDERS_PAGE_SIZE = 10;

/** GET /api/orders/distributor/: dates are calendar days of the store, both ends included. */
export const DistributorOrderListQuerySchema = z
  .object({
    payment_status: z.enum(DISTRIBUTOR_PAYMENT_STATUSES, { message: 'Estado de pago inválido' }).optional(),
    start_date: queryDate('start_date').optional(),
    end_date: queryDate('end_date').optional(),
    search: safeText().trim().max(200, { message: MESSAGES.tooLong }).optional(),
    page: queryPositiveInt('page').optional(),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    path: ['end_date'],
    message: 'La fecha de fin no puede ser anterior a la de inicio',
  });
export type DistributorOrderListQuery = z.infer<typeof DistributorOrderListQuerySchema>;

export const DistributorOrderItemSchema = z.object({
  id: z.number(),
  product_name: z.string(),
  variant_display: z.string(),
  quantity: z.number(),
  cost_price: z.number().nullable(),
  price: z.number(),
  price_at_time: z.number().describe('Precio al proveedor: cost_price, o price cuando no tiene costo'),
  product: z.object({ id: z.number(), image: z.string().nullable() }).nullable(),
  sku: z.string().nullable().describe('Código del producto (el SKU de hoy; null si se borró)'),
});
export type DistributorOrderItem = z.infer<typeof DistributorOrderItemSchema>;

export const DistributorOrderSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  original_order: z.number(),
  payment_status: z.enum(DISTRIBUTOR_PAYMENT_STATUSES),
  paid_at: z.string().nullable(),
  total: z.number().describe('Suma de price_at_time por cantidad, sin el descuento del proveedor'),
  discount_percentage: z
    .number()
    .describe(
      'Descuento del proveedor (0 a 100): el vigente mientras está pendiente, el que tenía al pagarse o cancelarse',
    ),
  discounted_total: z.number().describe('total x (1 - descuento / 100), redondeado a centavos'),
  items: z.array(DistributorOrderItemSchema),
});
export type DistributorOrder = z.infer<typeof DistributorOrderSchema>;

export const DistributorOrderPageSchema = PageSchema(DistributorOrderSchema);
/** GET /api/orders/distributor/ answers the page inside `data` (backoffice §7: data.results, data.count). */
export const DistributorOrderListSchema = z.object({ data: DistributorOrderPageSchema });
export type DistributorOrderList = z.infer<typeof DistributorOrderListSchema>;

/** The supplier's order total with its discount (backoffice §9): total x (1 - d/100), in cents. */
export function distributorDiscountedTotal(total: number, discountPercentage: number): number {
  if (!(discountPercentage > 0)) return roundMoney(total);
  return roundMoney((Math.round(total * 100) * (10000 - Math.round(discountPercentage * 100))) / 1e6);
}

export const DISTRIBUTOR_DISCOUNT_MESSAGE = 'El descuento debe estar entre 0% y 100%';

/** Two decimals at most (step 0.01), read through cents so 12.34 passes and 12.345 does not. */
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const DistributorDiscountSchema = z.object({ discount_percentage: z.number() });
export type DistributorDiscount = z.infer<typeof DistributorDiscountSchema>;

/** POST /api/distributor-discount/update/: 0 to 100 inclusive, step 0.01 (backoffice §5). */
export const DistributorDiscountUpdateSchema = z.object({
  discount_percentage: z
    .number({ error: DISTRIBUTOR_DISCOUNT_MESSAGE })
    .min(0, { message: DISTRIBUTOR_DISCOUNT_MESSAGE })
    .max(100, { message: DISTRIBUTOR_DISCOUNT_MESSAGE })
    .refine(hasCents, { message: DISTRIBUTOR_DISCOUNT_MESSAGE }),
});
export type DistributorDiscountUpdate = z.infer<typeof DistributorDiscountUpdateSchema>;

// ---- Order changes by staff (DOMAIN.md "Order changes by staff"; decision 022) ----

export const ORDER_CHANGE_MESSAGES = {
  nothingToChange: 'Indica el estado o el estado de pago',
  notPending: 'Solo se pueden modificar los productos de un pedido pendiente',
  itemNotInOrder: (id: number) => `El producto #${id} no pertenece a este pedido`,
  repeatedItem: 'Cada producto del pedido puede aparecer una sola vez',
  emptyOrder: 'El pedido debe conservar al menos un producto. Para anularlo, cancélalo.',
  itemsRequired: 'Indica al menos un producto',
  itemQuantityInvalid: `La cantidad debe ser un número entero entre 0 y ${CART_MAX_QUANTITY}`,
  optionInvalid: 'Opción inválida',
  statusMove: (from: string, to: string) => `No se puede cambiar el estado del pedido de ${from} a ${to}`,
  paymentMove: (from: string, to: string) => `No se puede cambiar el estado de pago de ${from} a ${to}`,
  paymentWithStatus: (payment: string, status: string) =>
    `Un pedido ${status.toLowerCase()} no puede tener el pago ${payment.toLowerCase()}`,
  shippingNotice: 'Solo se puede avisar el envío de un pedido pagado, enviado o entregado',
  shippingNoticeFailed: 'Error al enviar la notificación de envío',
  shippingNoticeNoEmail:
    'El comprador no tiene un email verificado: no se envió el aviso. Avísale por otro medio.',
  shippingNoticeSent: (email: string) => `Notificación de envío enviada a ${email}`,
  /** Staff cannot mark an online order paid by hand: only a verified payment does (DOMAIN "Payments"). */
  onlinePaidByPayment: 'Un pedido online se marca pagado solo cuando Mercado Pago confirma el pago.',
  /** Nor record its refund by hand: 'Reembolsar' gives the money back through Mercado Pago. */
  onlineRefundThroughProvider: 'Un pago online se reembolsa con Reembolsar, a través de Mercado Pago.',
  /** An order on cuenta corriente is paid in the ledger (a receipt), never marked paid by hand (issue 32). */
  accountPaidByReceipt: 'Un pedido en cuenta corriente se cobra con un recibo.',
  /** A refund asked for an order not paid online (cash or transfer, coordinated with the seller). */
  onlinePaymentOff:
    'Este pedido no se pagó online con Mercado Pago: el reembolso se coordina con el comprador.',
  onlyPendingDistributor: 'Solo se pueden marcar como pagadas las órdenes pendientes',
} as const;

const positiveId = (message: string) =>
  z.number({ error: message }).int({ message }).positive({ message }).max(2_147_483_647, { message });

/** PUT /api/orders/{id}/: status and/or payment status along the flow (other fields are ignored). */
export const OrderUpdateSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Estado de pedido inválido' }).optional(),
    payment_status: z.enum(ORDER_PAYMENT_STATUSES, { error: 'Estado de pago inválido' }).optional(),
  })
  .refine((body) => body.status !== undefined || body.payment_status !== undefined, {
    path: ['non_field_errors'],
    message: ORDER_CHANGE_MESSAGES.nothingToChange,
  });
export type OrderUpdate = z.infer<typeof OrderUpdateSchema>;

/** PATCH /api/orders/{id}/items/: new quantities of the order's lines; 0 removes the line. */
export const OrderItemsUpdateSchema = z.object({
  items: z
    .array(
      z.object({
        id: positiveId(MESSAGES.productInvalid),
        quantity: z
          .number({ error: ORDER_CHANGE_MESSAGES.itemQuantityInvalid })
          .int({ message: ORDER_CHANGE_MESSAGES.itemQuantityInvalid })
          .min(0, { message: ORDER_CHANGE_MESSAGES.itemQuantityInvalid })
          .max(CART_MAX_QUANTITY, { message: ORDER_CHANGE_MESSAGES.itemQuantityInvalid }),
      }),
      { error: ORDER_CHANGE_MESSAGES.itemsRequired },
    )
    .min(1, { message: ORDER_CHANGE_MESSAGES.itemsRequired })
    .max(ORDER_MAX_LINES, { message: MESSAGES.tooManyLines })
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: ORDER_CHANGE_MESSAGES.repeatedItem,
    }),
});
export type OrderItemsUpdate = z.infer<typeof OrderItemsUpdateSchema>;

/**
 * POST /api/orders/{id}/add_item/: a product (with one option per variant group, by id, or by names
 * as at checkout) at today's price; the same choice already in the order grows that line instead.
 */
export const OrderAddItemSchema = z.object({
  product: positiveId(MESSAGES.productInvalid),
  quantity: OrderLineSchema.shape.quantity,
  option_ids: z
    .array(positiveId(ORDER_CHANGE_MESSAGES.optionInvalid), { error: ORDER_CHANGE_MESSAGES.optionInvalid })
    .max(VARIANT_GROUPS_MAX, { message: 'Demasiadas variantes' })
    .optional(),
  selected_variants: SelectedVariantsSchema,
});
export type OrderAddItem = z.infer<typeof OrderAddItemSchema>;

/** One entry of an order's timeline: who changed what, and when (oldest first). */
export const OrderTimelineEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  user_id: z.number().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  summary: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntrySchema>;
export const OrderTimelineSchema = z.array(OrderTimelineEntrySchema);

export const ShippingNoticeSchema = z.object({ detail: z.string(), email: z.string() });
export type ShippingNotice = z.infer<typeof ShippingNoticeSchema>;

// ---- New sale by staff (issue 10 item 3, decision 023) ----

export const SALE_MESSAGES = {
  customerRequired: 'Selecciona un cliente',
  customerNotFound: 'Cliente no encontrado',
  customerInactive: 'La cuenta del cliente no está activa. Apruébala antes de venderle.',
  created: (id: number) => `Venta #${id} creada correctamente`,
  failed: 'Error al crear la orden',
} as const;

/**
 * POST /api/orders/admin-create/: the checkout payload of the customer's order plus `customer_id`,
 * the buyer the order is created for (staff only). Same rules as checkout.
 */
export const AdminSaleCreateSchema = z
  .object({
    customer_id: z
      .number({ error: SALE_MESSAGES.customerRequired })
      .int({ message: SALE_MESSAGES.customerRequired })
      .positive({ message: SALE_MESSAGES.customerRequired }),
    ...contactFields,
    shipping_address: optionalText(500),
    coupon_code: safeText().trim().max(50, { message: MESSAGES.tooLong }).nullable().optional(),
    products: z
      .array(OrderLineSchema, { error: MESSAGES.cartEmpty })
      .min(1, { message: MESSAGES.cartEmpty })
      .max(ORDER_MAX_LINES, { message: MESSAGES.tooManyLines }),
    payment_method: z
      .enum(['cash', 'account'], { error: 'Forma de pago inválida' })
      .optional()
      .describe(
        'cash (por defecto) o account (cuenta corriente: solo clientes con la cuenta habilitada; el personal puede vender por encima del crédito o con deuda vencida, y queda registrado)',
      ),
  })
  .superRefine(checkDeliveryAddress, { when: () => true });
export type AdminSaleCreate = z.infer<typeof AdminSaleCreateSchema>;

/**
 * The answer of a staff new sale: the order, and the list's minimum-order message when its subtotal
 * is under it (staff may sell under the minimum: decision 052).
 */
export const AdminSaleSchema = OrderSchema.extend({
  min_order_warning: z.string().nullable(),
  /**
   * A sale on cuenta corriente past the customer's credit or with debts overdue, allowed because staff
   * made it (issue 32): what the checkout would have said. Recorded in Actividad with the figures.
   */
  account_warning: z.string().nullable().optional(),
});
export type AdminSale = z.infer<typeof AdminSaleSchema>;

/** 'El pedido mínimo para tu lista de precios es de $ 150.000,00': the amount as the notes write money. */
export const minimumOrderMessage = (amount: number) =>
  QUANTITY_MESSAGES.minimumOrder(formatAmount2(amount).replace(/^\$ /, ''));
