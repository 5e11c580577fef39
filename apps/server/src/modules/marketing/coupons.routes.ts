import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  CouponCheckSchema,
  CouponInputSchema,
  CouponListSchema,
  CouponSchema,
  CouponUpdateSchema,
  CouponUsageListSchema,
  CouponValidateSchema,
} from '@mayorista/shared/marketing';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
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

const tags = ['cupones'];

export async function couponsRoutes(app: AppInstance) {
  app.post(
    '/marketing/coupons/validate/',
    {
      config: { role: 'public', rateLimit: { max: 30, timeWindow: '1 minute' }, changes: [] },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Valida un cupón contra el subtotal del carrito',
        body: CouponValidateSchema,
        response: { 200: CouponCheckSchema, ...errorResponses },
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
      schema: {
        tags,
        summary: 'Cupones (administración), más nuevos primero',
        response: { 200: CouponListSchema, ...errorResponses },
      },
    },
    async () => listCoupons(app.db),
  );

  app.post(
    '/marketing/coupons/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Crea un cupón',
        body: CouponInputSchema,
        response: { 201: CouponSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCoupon(app.db, request.body, request.viewer!.userId)),
  );

  app.put(
    '/marketing/coupons/:id/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Modifica un cupón (cualquier subconjunto de campos)',
        params: IdParamSchema,
        body: CouponUpdateSchema,
        response: { 200: CouponSchema, ...errorResponses },
      },
    },
    async (request) => updateCoupon(app.db, request.params.id, request.body, request.viewer!.userId),
  );

  app.delete(
    '/marketing/coupons/:id/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Elimina un cupón',
        params: IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
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
        response: { 200: CouponUsageListSchema, ...errorResponses },
      },
    },
    async (request) => listCouponUsages(app.db, request.params.id),
  );
}
