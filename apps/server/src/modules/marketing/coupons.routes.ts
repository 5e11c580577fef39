import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  COUPON_TYPES,
  CouponInputSchema,
  CouponUpdateSchema,
  CouponValidateSchema,
} from '@mayorista/shared/orders';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import { validationFieldErrors } from '../../lib/validation.ts';
import {
  createCoupon,
  deleteCoupon,
  listCoupons,
  listCouponUsages,
  updateCoupon,
  validateCoupon,
} from './coupons.service.ts';

const ErrorSchema = z.object({ detail: z.string() });
const FieldErrorsSchema = z.record(z.string(), z.any());

const CouponSchema = z.object({
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
  is_valid: z.boolean(),
  created_at: z.string(),
});

const CouponCheckSchema = z.object({
  code: z.string(),
  discount: z.number(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  max_amount: z.number().nullable(),
  min_purchase: z.number(),
  valid: z.literal(true),
});

const CouponUsageSchema = z.object({
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

const tags = ['cupones'];

export async function couponsRoutes(app: AppInstance) {
  app.post(
    '/marketing/coupons/validate/',
    {
      config: { role: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Valida un cupón contra el subtotal del carrito',
        body: CouponValidateSchema,
        response: { 200: CouponCheckSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      if (request.validationError) {
        const [message] = Object.values(validationFieldErrors(request.validationError))[0] ?? [];
        throw new AppError('invalid', message ?? 'Cupón inválido');
      }
      return validateCoupon(app.db, request.body.code, request.body.subtotal);
    },
  );

  app.get(
    '/marketing/coupons/',
    {
      config: { role: 'staff' },
      schema: { tags, summary: 'Cupones (administración)', response: { 200: z.array(CouponSchema) } },
    },
    async () => listCoupons(app.db),
  );

  app.post(
    '/marketing/coupons/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Crea un cupón',
        body: CouponInputSchema,
        response: { 201: CouponSchema, 400: FieldErrorsSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCoupon(app.db, request.body, request.viewer!.userId)),
  );

  app.put(
    '/marketing/coupons/:id/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Modifica un cupón (cualquier subconjunto de campos)',
        params: IdParamSchema,
        body: CouponUpdateSchema,
        response: { 200: CouponSchema, 400: FieldErrorsSchema, 404: ErrorSchema },
      },
    },
    async (request) =>
      updateCoupon(
        app.db,
        request.params.id,
        request.body as Record<string, unknown>,
        request.viewer!.userId,
      ),
  );

  app.delete(
    '/marketing/coupons/:id/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Elimina un cupón',
        params: IdParamSchema,
        response: { 204: z.null(), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteCoupon(app.db, request.params.id, request.viewer!.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/marketing/coupons/:id/usages/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Usos de un cupón',
        params: IdParamSchema,
        response: { 200: z.array(CouponUsageSchema), 404: ErrorSchema },
      },
    },
    async (request) => listCouponUsages(app.db, request.params.id),
  );
}
