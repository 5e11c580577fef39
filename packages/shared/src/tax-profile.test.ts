import { describe, expect, it } from 'vitest';
import {
  CUIT_INVALID,
  cuitCheckDigit,
  DNI_INVALID,
  formatCuit,
  IVA_CONDITION_LABELS,
  IvaConditionSchema,
  IvaRateSchema,
  isValidCuit,
  isValidDni,
  ivaConditionLabel,
  ivaRateLabel,
  PRODUCT_IVA_RATES,
  taxProfileProblems,
} from './tax-profile.ts';

describe('CUIT/CUIL check digit', () => {
  it('accepts numbers ARCA issues, with or without separators', () => {
    // YPF's CUIT, a known public one.
    expect(isValidCuit('30-54668997-9')).toBe(true);
    expect(isValidCuit('30546689979')).toBe(true);
    expect(isValidCuit('20-30111222-0')).toBe(true);
    expect(isValidCuit('27 30111222 5')).toBe(true);
    expect(isValidCuit('20.17254359.7')).toBe(true);
    expect(isValidCuit('24-30111222-6')).toBe(true);
    expect(isValidCuit('34-30111222-1')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length, letters and unknown prefixes', () => {
    expect(isValidCuit('20-30111222-1')).toBe(false);
    expect(isValidCuit('30-54668997-8')).toBe(false);
    expect(isValidCuit('2030111222')).toBe(false);
    expect(isValidCuit('203011122200')).toBe(false);
    expect(isValidCuit('20-3011122a-0')).toBe(false);
    expect(isValidCuit('')).toBe(false);
    // 21 is not a prefix ARCA uses, although the digit is right for its sum.
    expect(cuitCheckDigit('2130111222')).not.toBeNull();
    expect(isValidCuit(`2130111222${cuitCheckDigit('2130111222')}`)).toBe(false);
  });

  it('has no number when the sum gives 10: ARCA issues a 23 or 33 prefix instead', () => {
    // A man with DNI 30111228: 20 would need a digit of 10, so his CUIL is 23-30111228-9.
    expect(cuitCheckDigit('2030111228')).toBeNull();
    for (let digit = 0; digit <= 9; digit++) expect(isValidCuit(`2030111228${digit}`)).toBe(false);
    expect(isValidCuit('23-30111228-9')).toBe(true);
    // A woman with DNI 30111225: 27 would need 10, so 23 with a 4.
    expect(cuitCheckDigit('2730111225')).toBeNull();
    expect(isValidCuit('23-30111225-4')).toBe(true);
    expect(isValidCuit('23-30111225-9')).toBe(false);
    // A company: 30 would need 10, so 33 with a 9.
    expect(cuitCheckDigit('3030111234')).toBeNull();
    expect(isValidCuit('33-30111234-9')).toBe(true);
    expect(isValidCuit('33-30111234-4')).toBe(false);
  });

  it('weights 5,4,3,2,7,6,5,4,3,2 and 11 minus the sum mod 11 (11 gives 0)', () => {
    // 2*5+0*4+3*3+0*2+1*7+1*6+1*5+2*4+2*3+2*2 = 55, 55 mod 11 = 0 -> 11 -> 0.
    expect(cuitCheckDigit('2030111222')).toBe(0);
    // 2*5+7*4+3*3+0+7+6+5+8+6+4 = 83, mod 11 = 6 -> 5.
    expect(cuitCheckDigit('2730111222')).toBe(5);
    expect(cuitCheckDigit('203011122')).toBeNull();
  });

  it('prints the CUIT with its dashes', () => {
    expect(formatCuit('30546689979')).toBe('30-54668997-9');
    expect(formatCuit('texto libre')).toBe('texto libre');
  });
});

describe('DNI', () => {
  it('is 7 or 8 digits, dots allowed', () => {
    expect(isValidDni('30111222')).toBe(true);
    expect(isValidDni('30.111.222')).toBe(true);
    expect(isValidDni('5111222')).toBe(true);
    expect(isValidDni('511122')).toBe(false);
    expect(isValidDni('301112223')).toBe(false);
    expect(isValidDni('30111A22')).toBe(false);
  });
});

describe('IVA conditions and rates', () => {
  it('labels each condition as ARCA names it', () => {
    expect(IVA_CONDITION_LABELS).toEqual({
      responsable_inscripto: 'Responsable Inscripto',
      monotributo: 'Monotributista',
      exento: 'Exento',
      consumidor_final: 'Consumidor Final',
    });
    expect(ivaConditionLabel('')).toBe('Sin informar');
    expect(IvaConditionSchema.safeParse('').success).toBe(true);
    expect(IvaConditionSchema.safeParse('monotributo').success).toBe(true);
    expect(IvaConditionSchema.safeParse('monotributista').success).toBe(false);
  });

  it('takes the four product rates, 21 first', () => {
    expect(PRODUCT_IVA_RATES).toEqual([21, 10.5, 27, 0]);
    for (const rate of PRODUCT_IVA_RATES) expect(IvaRateSchema.safeParse(rate).success).toBe(true);
    expect(IvaRateSchema.safeParse(10).success).toBe(false);
    expect(IvaRateSchema.safeParse('21').success).toBe(false);
    expect(ivaRateLabel(10.5)).toBe('10,5 %');
  });
});

describe('taxProfileProblems', () => {
  const empty = { cuit: '', dni: '', iva_condition: '' };

  it('checks a new profile whole', () => {
    expect(taxProfileProblems(empty)).toEqual({});
    expect(taxProfileProblems({ cuit: '20-30111222-1', dni: '', iva_condition: '' })).toEqual({
      cuit: CUIT_INVALID,
    });
    expect(taxProfileProblems({ cuit: '', dni: '', iva_condition: 'responsable_inscripto' })).toEqual({
      cuit: 'El CUIT es obligatorio para Responsable Inscripto',
    });
    expect(taxProfileProblems({ cuit: '', dni: '', iva_condition: 'monotributo' })).toEqual({
      cuit: 'El CUIT es obligatorio para Monotributista',
    });
    expect(taxProfileProblems({ cuit: '20301112220', dni: '', iva_condition: 'exento' })).toEqual({});
    expect(taxProfileProblems({ cuit: '', dni: '123', iva_condition: 'consumidor_final' })).toEqual({
      dni: DNI_INVALID,
    });
    expect(taxProfileProblems({ cuit: '', dni: '30111222', iva_condition: 'consumidor_final' })).toEqual({});
    expect(taxProfileProblems({ cuit: '', dni: '', iva_condition: 'otra' })).toEqual({
      iva_condition: 'La condición frente al IVA no es válida',
    });
  });

  it('leaves what did not change: an old free-text CUIT saves with the other fields', () => {
    const old = { cuit: '20-3011 (ver)', dni: 'pasaporte', iva_condition: '' };
    expect(taxProfileProblems(old, old)).toEqual({});
    expect(taxProfileProblems({ ...old, cuit: '20 3011 (ver)' }, old)).toEqual({});
    expect(taxProfileProblems({ ...old, cuit: '20301112221' }, old)).toEqual({ cuit: CUIT_INVALID });
    expect(taxProfileProblems({ ...old, dni: '30111222' }, old)).toEqual({});
    // A condition that needs the CUIT checks the one already stored.
    expect(taxProfileProblems({ ...old, iva_condition: 'responsable_inscripto' }, old)).toEqual({
      cuit: CUIT_INVALID,
    });
    expect(taxProfileProblems({ ...old, iva_condition: 'consumidor_final' }, old)).toEqual({});
  });
});
