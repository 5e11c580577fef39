/**
 * The coupons contract (storefront §4, backoffice §2.5 and §5): the validation call of the cart, the
 * admin form and the coupon, check and usage responses. The coupon math lives in orders.ts, beside
 * the order totals it feeds.
 */
import { z } from 'zod';
import { COUPON_TYPES, MESSAGES } from './orders.ts';
import { safeText } from './text.ts';

/** POST /api/marketing/coupons/validate/: `subtotal` (or the older `cart_total`) is the cart subtotal. */
export const CouponValidateSchema = z
  .object({
    code: safeText(MESSAGES.couponEmpty)
      .trim()
      .min(1, { message: MESSAGES.couponEmpty })
      .max(50, { message: 'Cupón inválido' }),
    subtotal: z.coerce.number({ error: 'Monto inválido' }).min(0, { message: 'Monto inválido' }).optional(),
    cart_total: z.coerce.number({ error: 'Monto inválido' }).min(0, { message: 'Monto inválido' }).optional(),
  })
  .transform(({ code, subtotal, cart_total }) => ({ code, subtotal: subtotal ?? cart_total ?? 0 }));
export type CouponValidate = z.infer<typeof CouponValidateSchema>;

/** An empty form field ('' or null) means "not set". */
const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? null : value), schema);

const couponFields = {
  code: safeText('El código es requerido')
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

/** Runs even when other fields fail, so also on a body that is not an object (null, a number). */
function checkPercentage(value: { type?: unknown; value?: unknown } | null, ctx: z.RefinementCtx) {
  if (typeof value !== 'object' || value === null) return;
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
export type CouponInput = z.infer<typeof CouponInputSchema>;

/** Editing: any subset of the fields; the merged coupon is validated again with CouponInputSchema. */
export const CouponUpdateSchema = z.object(couponFields).partial();
export type CouponUpdate = z.infer<typeof CouponUpdateSchema>;

export const CouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  max_amount: z.number().nullable(),
  min_purchase: z.number(),
  max_uses: z.number().nullable(),
  used: z.number(),
  expires_at: z.string(),
  active: z.boolean(),
  is_valid: z.boolean().describe('Activo, sin vencer y con usos disponibles'),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;
export const CouponListSchema = z.array(CouponSchema);

/** The answer of a valid coupon: the discount it takes off the given subtotal. */
export const CouponCheckSchema = z.object({
  code: z.string(),
  discount: z.number(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  max_amount: z.number().nullable(),
  min_purchase: z.number(),
  valid: z.literal(true),
});
export type CouponCheck = z.infer<typeof CouponCheckSchema>;

export const CouponUsageSchema = z.object({
  id: z.number(),
  user: z
    .object({
      id: z.number(),
      username: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    })
    .nullable(),
  used_at: z.string(),
  order_id: z.number().nullable(),
  purchase_amount: z.number(),
  amount: z.number(),
});
export type CouponUsage = z.infer<typeof CouponUsageSchema>;
export const CouponUsageListSchema = z.array(CouponUsageSchema);

// ---- Offers (backoffice §2.6, §3, §5): a discount on some products inside a time window ----

export const OFFER_STATUSES = ['Pendiente', 'Activa', 'Finalizada'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Pendiente before the start, Activa between start and end (both included), Finalizada after the end. */
export function offerStatus(start: Date | string, end: Date | string, now: Date = new Date()): OfferStatus {
  const at = now.getTime();
  if (at < new Date(start).getTime()) return 'Pendiente';
  if (at > new Date(end).getTime()) return 'Finalizada';
  return 'Activa';
}

const offerFields = {
  name: safeText('El nombre es requerido')
    .trim()
    .min(1, { message: 'El nombre es requerido' })
    .max(200, { message: 'El nombre no puede tener más de 200 caracteres' }),
  discount: z.coerce
    .number({ error: 'El descuento es requerido' })
    .min(0, { message: 'El descuento no puede ser negativo' })
    .max(100, { message: 'El descuento no puede ser mayor a 100' }),
  start_date: z.coerce.date({ error: 'La fecha de inicio es requerida' }),
  end_date: z.coerce.date({ error: 'La fecha de fin es requerida' }),
  products: z
    .array(
      z.coerce
        .number({ error: 'Producto inválido' })
        .int({ message: 'Producto inválido' })
        .positive({ message: 'Producto inválido' }),
      {
        error: 'Los productos deben ser una lista de ids',
      },
    )
    .max(1000, { message: 'Demasiados productos' })
    .default([]),
};

function checkWindow(value: { start_date?: unknown; end_date?: unknown } | null, ctx: z.RefinementCtx) {
  if (typeof value !== 'object' || value === null) return;
  const { start_date: start, end_date: end } = value;
  if (start instanceof Date && end instanceof Date && end.getTime() <= start.getTime())
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'La fecha de fin debe ser posterior a la fecha de inicio',
    });
}

/** POST and PUT /api/marketing/offers/ (PUT replaces the offer and its product list). */
export const OfferInputSchema = z.object(offerFields).superRefine(checkWindow, { when: () => true });
export type OfferInput = z.infer<typeof OfferInputSchema>;

export const OfferProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().describe('Precio base en pesos'),
  total_discount: z
    .number()
    .describe('Descuento efectivo ahora (el mayor entre el propio y las ofertas activas)'),
  final_price: z.number().describe('Precio final en pesos ahora'),
});
export type OfferProduct = z.infer<typeof OfferProductSchema>;

export const OfferSchema = z.object({
  id: z.number(),
  name: z.string(),
  discount: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(OFFER_STATUSES).describe('Según el reloj del servidor al responder'),
  products: z.array(z.number()),
  product_details: z.array(OfferProductSchema),
  created_at: z.string(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OfferListSchema = z.object({ results: z.array(OfferSchema), count: z.number() });
export type OfferList = z.infer<typeof OfferListSchema>;
