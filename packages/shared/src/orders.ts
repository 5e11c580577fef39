/**
 * Cart, checkout and orders: the checkout form and order payload schemas with the spec's Spanish
 * messages (storefront §5), the coupon math (storefront §9) and the order status labels (accounts §4).
 * Used by the server (which validates and computes) and by the web app (which displays).
 */
import { z } from 'zod';
import { CART_MAX_QUANTITY } from './cart.ts';
import { formatPrice } from './format.ts';
import { roundMoney } from './pricing.ts';

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
  zipInvalid: 'Ingresa un código postal válido (4 o 5 dígitos)',
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
  z.string({ error: required }).trim().min(1, { message: required }).max(max, { message: MESSAGES.tooLong });

const optionalText = (max: number) =>
  z.string({ error: 'Debe ser texto' }).trim().max(max, { message: MESSAGES.tooLong }).optional();

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
  shipping_postal_code: optionalText(10),
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

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** For delivery: street, number, zip (4 or 5 digits) and city are required. Runs even when other fields fail. */
function checkDeliveryAddress(value: AddressFields, ctx: z.RefinementCtx) {
  if (value.delivery_type !== 'delivery') return;
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
  if (!blank(zip) && !/^\d{4,5}$/.test(String(zip).trim())) {
    ctx.addIssue({ code: 'custom', path: ['shipping_postal_code'], message: MESSAGES.zipInvalid });
  }
}

/** The checkout form of /carrito (storefront §5). `shipping_details` is the optional free text. */
export const CheckoutFormSchema = z
  .object({ ...contactFields, shipping_details: optionalText(200) })
  .superRefine(checkDeliveryAddress, { when: () => true });
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;

export const SelectedVariantsSchema = z.record(z.string(), z.string()).nullable().optional();

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
  /** Sent by the web app; ignored by the server, which recomputes every price. */
  price: z.unknown().optional(),
  selected_variants: SelectedVariantsSchema,
  variant_display: z.string().max(500, { message: MESSAGES.tooLong }).nullable().optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** The order payload of storefront §3 (POST /api/orders/). */
export const OrderCreateSchema = z
  .object({
    ...contactFields,
    shipping_address: optionalText(500),
    coupon_code: z.string().trim().max(50, { message: MESSAGES.tooLong }).nullable().optional(),
    products: z
      .array(OrderLineSchema, { error: MESSAGES.cartEmpty })
      .min(1, { message: MESSAGES.cartEmpty })
      .max(ORDER_MAX_LINES, { message: MESSAGES.tooManyLines }),
  })
  .superRefine(checkDeliveryAddress, { when: () => true });
export type OrderCreate = z.infer<typeof OrderCreateSchema>;

export const CouponValidateSchema = z
  .object({
    code: z
      .string({ error: MESSAGES.couponEmpty })
      .trim()
      .min(1, { message: MESSAGES.couponEmpty })
      .max(50, { message: 'Cupón inválido' }),
    subtotal: z.coerce.number({ error: 'Monto inválido' }).min(0, { message: 'Monto inválido' }).optional(),
    cart_total: z.coerce.number({ error: 'Monto inválido' }).min(0, { message: 'Monto inválido' }).optional(),
  })
  .transform(({ code, subtotal, cart_total }) => ({ code, subtotal: subtotal ?? cart_total ?? 0 }));

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

export const COUPON_MESSAGES = {
  invalid: 'Cupón inválido',
  expired: 'El cupón ha expirado',
  exhausted: 'El cupón alcanzó su límite de usos',
  belowMinimum: (min: number) => `El monto mínimo de compra para este cupón es ${formatPrice(min)}`,
} as const;

/** An empty form field ('' or null) means "not set". */
const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? null : value), schema);

const couponFields = {
  code: z
    .string({ error: 'El código es requerido' })
    .trim()
    .min(1, { message: 'El código es requerido' })
    .max(50, { message: 'El código no puede tener más de 50 caracteres' })
    .refine((value) => value.length === 0 || /^[\w-]+$/.test(value), {
      message: 'El código solo puede tener letras, números, guiones y guiones bajos',
    }),
  type: z.enum(COUPON_TYPES, { error: 'El tipo debe ser percentage o fixed' }),
  value: z.coerce
    .number({ error: 'El valor es requerido' })
    .min(0, { message: 'El valor no puede ser negativo' })
    .max(999_999_999, { message: 'El valor es demasiado grande' }),
  max_amount: emptyAsNull(
    z.coerce
      .number({ error: 'Monto inválido' })
      .min(0, { message: 'El monto máximo no puede ser negativo' })
      .max(999_999_999, { message: 'El monto es demasiado grande' })
      .nullable(),
  ).optional(),
  min_purchase: z.coerce
    .number({ error: 'Monto inválido' })
    .min(0, { message: 'La compra mínima no puede ser negativa' })
    .max(999_999_999, { message: 'El monto es demasiado grande' }),
  max_uses: emptyAsNull(
    z.coerce
      .number({ error: 'Cantidad inválida' })
      .int({ message: 'Cantidad inválida' })
      .min(0, { message: 'Los usos máximos no pueden ser negativos' })
      .max(1_000_000, { message: 'Cantidad inválida' })
      .nullable(),
  ).optional(),
  expires_at: z.coerce.date({ error: 'La fecha de vencimiento es requerida' }),
  active: z.boolean({ error: 'Debe ser true o false' }),
};

function checkPercentage(value: { type?: unknown; value?: unknown }, ctx: z.RefinementCtx) {
  if (value.type === 'percentage' && Number(value.value) > 100)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'El porcentaje no puede ser mayor a 100' });
}

/**
 * The admin coupon form (backoffice §5). Dates are ISO strings; `max_uses` null means unlimited,
 * `max_amount` null (or 0) means no cap.
 */
export const CouponInputSchema = z
  .object({
    ...couponFields,
    min_purchase: couponFields.min_purchase.default(0),
    active: couponFields.active.default(true),
  })
  .superRefine(checkPercentage, { when: () => true });
/** Editing: any subset of the fields; the merged coupon is validated again with CouponInputSchema. */
export const CouponUpdateSchema = z.object(couponFields).partial();
export type CouponInput = z.infer<typeof CouponInputSchema>;

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

/** GET /api/orders/: own orders for buyers, all for staff (who may also filter by customer). */
export const OrderListQuerySchema = z.object({
  page: queryPositiveInt('page').optional(),
  page_size: queryPositiveInt('page_size')
    .refine((value) => value <= ORDERS_PAGE_SIZE_MAX, {
      message: `page_size no puede ser mayor a ${ORDERS_PAGE_SIZE_MAX}`,
    })
    .optional(),
  status: statusFilter.optional(),
  include_items: queryBoolean.optional(),
  search: z.string().trim().max(200, { message: MESSAGES.tooLong }).optional(),
  customer_id: queryPositiveInt('customer_id').optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const MyOrdersQuerySchema = z.object({ status: statusFilter.optional() });
