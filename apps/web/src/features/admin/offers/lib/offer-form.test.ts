import { offerStatus } from '@mayorista/shared/marketing';
import { describe, expect, it } from 'vitest';
import { offerBody, offerDefaults, offerFormSchema } from './offer-form';

const issues = (values: Record<string, string>) => {
  const result = offerFormSchema.safeParse({ ...offerDefaults(new Date(2026, 0, 1, 10, 0)), ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('offer form', () => {
  it('requires the name, a discount from 0 to 100 and an end after the start', () => {
    expect(issues({ name: 'Hot Sale' })).toEqual({});
    expect(issues({ name: ' ' }).name).toBe('El nombre es requerido');
    expect(issues({ name: 'x', discount: '' }).discount).toBe('El descuento es requerido');
    expect(issues({ name: 'x', discount: '100.01' }).discount).toBe('El descuento debe estar entre 0 y 100');
    expect(issues({ name: 'x', discount: '-1' }).discount).toBe('El descuento debe estar entre 0 y 100');
    expect(issues({ name: 'x', discount: '0' })).toEqual({});
    expect(issues({ name: 'x', start_date: '' }).start_date).toBe('La fecha de inicio es requerida');
    expect(issues({ name: 'x', start_date: '2026-01-02T10:00', end_date: '2026-01-02T10:00' }).end_date).toBe(
      'La fecha de fin debe ser posterior a la fecha de inicio',
    );
  });

  it('sends ISO instants and the picked product ids', () => {
    const body = offerBody(
      { name: ' Hot Sale ', discount: '12,5', start_date: '2026-01-02T10:00', end_date: '2026-01-09T10:00' },
      [4, 9],
    );
    expect(body).toEqual({
      name: 'Hot Sale',
      discount: 12.5,
      start_date: new Date(2026, 0, 2, 10, 0).toISOString(),
      end_date: new Date(2026, 0, 9, 10, 0).toISOString(),
      products: [4, 9],
    });
  });

  it('names the status by the clock: Pendiente, Activa (both ends included), Finalizada', () => {
    const start = '2026-01-02T10:00:00.000Z';
    const end = '2026-01-09T10:00:00.000Z';
    expect(offerStatus(start, end, new Date('2026-01-02T09:59:59.999Z'))).toBe('Pendiente');
    expect(offerStatus(start, end, new Date(start))).toBe('Activa');
    expect(offerStatus(start, end, new Date(end))).toBe('Activa');
    expect(offerStatus(start, end, new Date('2026-01-09T10:00:00.001Z'))).toBe('Finalizada');
  });
});
