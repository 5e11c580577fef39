import { describe, expect, it } from 'vitest';
import { CouponInputSchema, CouponUpdateSchema, CouponValidateSchema } from './marketing.ts';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0] ?? '')] ??= issue.message;
  return fields;
}

describe('coupon contract', () => {
  it('validates the coupon request: code required, subtotal or cart_total', () => {
    expect(CouponValidateSchema.parse({ code: ' abc ', cart_total: '1200.5' })).toEqual({
      code: 'abc',
      subtotal: 1200.5,
    });
    expect(CouponValidateSchema.parse({ code: 'abc', subtotal: 10 })).toEqual({ code: 'abc', subtotal: 10 });
    expect(fieldErrors(CouponValidateSchema.safeParse({ code: '' }))).toEqual({
      code: 'Ingresa un código de cupón',
    });
    expect(fieldErrors(CouponValidateSchema.safeParse({ code: 'A\u0000' }))).toEqual({
      code: 'El texto contiene caracteres no permitidos.',
    });
  });

  it('validates the admin coupon form', () => {
    const coupon = CouponInputSchema.parse({
      code: 'VERANO',
      type: 'percentage',
      value: 15,
      max_amount: '',
      max_uses: '',
      expires_at: '2030-01-31T23:59:59.000Z',
    });
    expect(coupon).toMatchObject({ max_amount: null, max_uses: null, min_purchase: 0, active: true });
    expect(
      fieldErrors(
        CouponInputSchema.safeParse({ code: '', type: 'percentage', value: 150, expires_at: '2030-01-01' }),
      ),
    ).toEqual({ code: 'El código es requerido', value: 'El porcentaje no puede ser mayor a 100' });
  });

  it('answers a body that is not an object with a validation error instead of throwing', () => {
    for (const body of [null, 7, 'VERANO', []]) {
      expect(() => CouponInputSchema.safeParse(body)).not.toThrow();
      expect(CouponInputSchema.safeParse(body).success).toBe(false);
      expect(CouponUpdateSchema.safeParse(body).success).toBe(false);
    }
  });
});
