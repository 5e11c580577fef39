import type { Coupon } from '@mayorista/shared/marketing';
import { z } from 'zod';
import { ApiError, errorMessage } from '@/api/errors';
import { toDateInput } from '@/lib/dates';
import type { CouponBody } from '../api/save-coupon';

/** Backoffice §8 (Coupons), verbatim. */
export const COUPON_MESSAGES = {
  loadFailed: 'Error al cargar la lista de cupones',
  usagesFailed: 'Error al cargar la información de usuarios',
  created: 'Cupón creado correctamente',
  updated: 'Cupón actualizado correctamente',
  saveFailed: 'Error al guardar el cupón',
  deleted: 'Cupón eliminado correctamente',
  deleteFailed: 'Error al eliminar el cupón',
  confirmDelete: '¿Estás seguro de eliminar este cupón?',
} as const;

/** Backoffice §9: a new coupon is valid for 30 days. */
export const COUPON_DEFAULT_DAYS = 30;

const number = (text: string) => Number(text.replace(',', '.'));
const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(number(text));

/** The modal's values: amounts as the inputs' text, so an empty field stays empty. */
export const couponFormSchema = (today: string) =>
  z
    .object({
      code: z
        .string()
        .trim()
        .min(1, { message: 'El código es requerido' })
        .max(50, { message: 'El código no puede tener más de 50 caracteres' })
        .regex(/^[\w-]+$/, {
          message: 'El código solo puede tener letras, números, guiones y guiones bajos',
        }),
      type: z.enum(['percentage', 'fixed']),
      value: z.string(),
      max_amount: z.string(),
      min_purchase: z.string(),
      max_uses: z.string(),
      expires_date: z
        .string()
        .min(1, { message: 'La fecha de vencimiento es requerida' })
        .refine((value) => value >= today, {
          message: 'La fecha de vencimiento no puede ser anterior a hoy',
        }),
      active: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!isNumber(values.value)) issue('value', 'El valor es requerido');
      else if (number(values.value) < 0) issue('value', 'El valor no puede ser negativo');
      else if (values.type === 'percentage' && number(values.value) > 100)
        issue('value', 'El porcentaje no puede ser mayor a 100');
      if (values.type === 'percentage' && values.max_amount.trim() !== '') {
        if (!isNumber(values.max_amount)) issue('max_amount', 'Monto inválido');
        else if (number(values.max_amount) < 0) issue('max_amount', 'El monto máximo no puede ser negativo');
      }
      if (!isNumber(values.min_purchase)) issue('min_purchase', 'La compra mínima es requerida');
      else if (number(values.min_purchase) < 0)
        issue('min_purchase', 'La compra mínima no puede ser negativa');
      if (values.max_uses.trim() !== '') {
        const uses = number(values.max_uses);
        if (!isNumber(values.max_uses) || !Number.isInteger(uses)) issue('max_uses', 'Cantidad inválida');
        else if (uses < 0) issue('max_uses', 'Los usos máximos no pueden ser negativos');
      }
    });

export type CouponFormValues = z.input<ReturnType<typeof couponFormSchema>>;

/** Defaults of backoffice §5 and §9: percentage, value 0, active, expiring 30 days ahead. */
export function couponDefaults(now = new Date()): CouponFormValues {
  const expiry = new Date(now.getFullYear(), now.getMonth(), now.getDate() + COUPON_DEFAULT_DAYS);
  return {
    code: '',
    type: 'percentage',
    value: '0',
    max_amount: '',
    min_purchase: '0',
    max_uses: '',
    expires_date: toDateInput(expiry),
    active: true,
  };
}

export function couponToForm(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    type: coupon.type,
    value: String(coupon.value),
    max_amount: coupon.max_amount == null ? '' : String(coupon.max_amount),
    min_purchase: String(coupon.min_purchase),
    max_uses: coupon.max_uses == null ? '' : String(coupon.max_uses),
    expires_date: toDateInput(new Date(coupon.expires_at)),
    active: coupon.active,
  };
}

/** The end of that day in the viewer's time zone, as an ISO instant (backoffice §5). */
export function endOfDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();
}

/** The body for the server: max_amount only for percentage, empty max_uses = unlimited (null). */
export function couponBody(values: CouponFormValues): CouponBody {
  const percentage = values.type === 'percentage';
  return {
    code: values.code.trim(),
    type: values.type,
    value: number(values.value),
    max_amount: percentage && values.max_amount.trim() !== '' ? number(values.max_amount) : null,
    min_purchase: number(values.min_purchase),
    max_uses: values.max_uses.trim() === '' ? null : number(values.max_uses),
    expires_at: endOfDay(values.expires_date),
    active: values.active,
  };
}

/** 'Error al guardar el cupón', replaced by the first server field error as 'field: message', or by its detail. */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return COUPON_MESSAGES.saveFailed;
  if (error.kind !== 'http') return errorMessage(error, COUPON_MESSAGES.saveFailed);
  if (error.body && typeof error.body === 'object' && !Array.isArray(error.body)) {
    const body = error.body as Record<string, unknown>;
    for (const [field, value] of Object.entries(body)) {
      if (field === 'detail' || field === 'code') continue;
      const first = Array.isArray(value) ? value[0] : undefined;
      if (typeof first === 'string') return field === 'non_field_errors' ? first : `${field}: ${first}`;
    }
    if (typeof body.detail === 'string' && body.detail.trim()) return body.detail;
  }
  return COUPON_MESSAGES.saveFailed;
}

export const usesLabel = (coupon: Pick<Coupon, 'used' | 'max_uses'>) =>
  `${coupon.used}/${coupon.max_uses == null ? 'Ilimitado' : coupon.max_uses}`;
