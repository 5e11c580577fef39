import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * The buyer's tax identity (issue 31, decision 055): CUIT/CUIL with its check digit, DNI, the IVA
 * condition, and the IVA rate a product's price contains. Written once for the registration, the
 * account settings, the staff customer forms, the product form and file, and the invoices.
 */

export const CUIT_INVALID = 'CUIT inválido';
export const DNI_INVALID = 'El DNI debe tener 7 u 8 dígitos';

/** ARCA's weights for the first ten digits of a CUIT/CUIL. */
const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * The prefixes ARCA assigns: 20 (men), 27 (women), 23 and 24 (people, when 20 or 27 would give a
 * check digit of 10, or repeated numbers), 30 and 33/34 (companies, likewise).
 */
export const CUIT_PREFIXES = ['20', '23', '24', '27', '30', '33', '34'] as const;

/** What a person types: '20-30111222-3', '20 30111222 3', '20.30111222.3' -> '20301112223'. */
export function normalizeCuit(value: string): string {
  return value.trim().replace(/[-\s.]/g, '');
}

/**
 * The check digit of the first ten digits: 11 minus the weighted sum mod 11, 11 -> 0. A result of
 * 10 has no digit: ARCA never issues that number and gives the person or company a 23/33 prefix
 * instead, whose own sum yields a digit (9 or 4). Null for 10 or for anything but ten digits.
 */
export function cuitCheckDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(firstTen[i]) * CUIT_WEIGHTS[i];
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return null;
  return digit;
}

/** 11 digits (separators allowed), a known prefix and the right check digit. */
export function isValidCuit(value: string): boolean {
  const digits = normalizeCuit(value);
  if (!/^\d{11}$/.test(digits)) return false;
  if (!(CUIT_PREFIXES as readonly string[]).includes(digits.slice(0, 2))) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** '20301112223' -> '20-30111222-3' (as the invoices and the screens print it); anything else as is. */
export function formatCuit(value: string): string {
  const digits = normalizeCuit(value);
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits[10]}` : value;
}

/** '30.111.222' or '30 111 222' -> '30111222'. */
export function normalizeDni(value: string): string {
  return value.trim().replace(/[\s.]/g, '');
}

/** A DNI is 7 or 8 digits (dots and spaces allowed). */
export function isValidDni(value: string): boolean {
  return /^\d{7,8}$/.test(normalizeDni(value));
}

/** The buyer's IVA condition; '' (not given) is invoiced as Consumidor Final. */
export const IVA_CONDITIONS = ['responsable_inscripto', 'monotributo', 'exento', 'consumidor_final'] as const;
export type IvaCondition = (typeof IVA_CONDITIONS)[number];

export const IVA_CONDITION_LABELS: Readonly<Record<IvaCondition, string>> = {
  responsable_inscripto: 'Responsable Inscripto',
  monotributo: 'Monotributista',
  exento: 'Exento',
  consumidor_final: 'Consumidor Final',
};

export const IVA_CONDITION_INVALID = 'La condición frente al IVA no es válida';

/** The label of a stored condition; '' and unknown values read as 'Sin informar'. */
export function ivaConditionLabel(value: string): string {
  return (IVA_CONDITION_LABELS as Record<string, string>)[value] ?? 'Sin informar';
}

/** Every condition but Consumidor Final is a taxpayer ARCA knows by CUIT: the invoice needs it. */
export function requiresCuit(condition: string): boolean {
  return condition === 'responsable_inscripto' || condition === 'monotributo' || condition === 'exento';
}

/** The rates a product's price may contain (issue 31); 21 unless told. */
export const PRODUCT_IVA_RATES = [21, 10.5, 27, 0] as const;
export type ProductIvaRate = (typeof PRODUCT_IVA_RATES)[number];
export const DEFAULT_IVA_RATE: ProductIvaRate = 21;
export const IVA_RATE_INVALID = 'La alícuota de IVA debe ser 21, 10,5, 27 o 0';

export function isProductIvaRate(value: number): value is ProductIvaRate {
  return (PRODUCT_IVA_RATES as readonly number[]).includes(value);
}

/** '10,5 %' as the screens print a rate. */
export function ivaRateLabel(rate: number): string {
  return `${String(rate).replace('.', ',')} %`;
}

/** A product's IVA rate in a form or a body: one of the four. */
export const IvaRateSchema = z
  .number({ message: IVA_RATE_INVALID })
  .refine(isProductIvaRate, { message: IVA_RATE_INVALID });

/** A stored or given IVA condition: one of the four, or '' for not given. */
export const IvaConditionSchema = z.union([z.enum(IVA_CONDITIONS), z.literal('')], {
  message: IVA_CONDITION_INVALID,
});

/** A buyer's tax data as a form holds it and the users row stores it ('' = not given). */
export type TaxProfile = { cuit: string; dni: string; iva_condition: string };
export type TaxProfileField = keyof TaxProfile;

const EMPTY_PROFILE: TaxProfile = { cuit: '', dni: '', iva_condition: '' };

/**
 * What is wrong with a tax profile, field by field (the first message each). Only what changes is
 * checked against `previous`, so a customer whose CUIT was typed as free text before this rule still
 * saves their other fields; a new account has no previous and is checked whole. The CUIT is checked
 * when it changes, or when the condition changes to one that needs it. Values are compared normalized.
 */
export function taxProfileProblems(
  next: TaxProfile,
  previous: TaxProfile = EMPTY_PROFILE,
): Partial<Record<TaxProfileField, string>> {
  const problems: Partial<Record<TaxProfileField, string>> = {};
  const cuit = normalizeCuit(next.cuit);
  const cuitChanged = cuit !== normalizeCuit(previous.cuit);
  const conditionChanged = next.iva_condition !== previous.iva_condition;
  if (
    conditionChanged &&
    next.iva_condition !== '' &&
    !IVA_CONDITIONS.includes(next.iva_condition as IvaCondition)
  ) {
    problems.iva_condition = IVA_CONDITION_INVALID;
  }
  if ((cuitChanged || conditionChanged) && requiresCuit(next.iva_condition)) {
    if (cuit === '') {
      problems.cuit = `El CUIT es obligatorio para ${ivaConditionLabel(next.iva_condition)}`;
    } else if (!isValidCuit(cuit)) {
      problems.cuit = CUIT_INVALID;
    }
  } else if (cuitChanged && cuit !== '' && !isValidCuit(cuit)) {
    problems.cuit = CUIT_INVALID;
  }
  const dni = normalizeDni(next.dni);
  if (dni !== normalizeDni(previous.dni) && dni !== '' && !isValidDni(dni)) problems.dni = DNI_INVALID;
  return problems;
}

/**
 * The tax fields as the forms send them: trimmed, bounded text (the check digit is `taxProfileProblems`'
 * job, which knows what changed). CUIT without separators, DNI without dots.
 */
export const cuitText = safeText()
  .trim()
  .max(20, { message: 'No puede tener más de 20 caracteres' })
  .transform(normalizeCuit);
export const dniText = safeText()
  .trim()
  .max(20, { message: 'No puede tener más de 20 caracteres' })
  .transform(normalizeDni);
