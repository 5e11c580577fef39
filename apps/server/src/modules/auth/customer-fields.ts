/**
 * The customer fields of an account between the API and the users table, written once (decision
 * 049): registration, the admin's create customer and the profile change write them with
 * customerColumns; the profile and the admin's account screens read them with customerValues. The
 * fields themselves (labels, lengths) are CUSTOMER_FIELDS of the shared accounts contract.
 */
import { CUSTOMER_FIELDS, type CustomerField } from '@mayorista/shared/accounts';
import {
  ivaConditionLabel,
  normalizeCuit,
  normalizeDni,
  type TaxProfile,
  type TaxProfileField,
  taxProfileProblems,
} from '@mayorista/shared/tax-profile';
import type { users } from '../../db/schema/index.ts';
import { fieldErrors } from '../../lib/errors.ts';

type UserRow = typeof users.$inferSelect;
type UserColumns = Partial<typeof users.$inferInsert>;

/** Each customer field's column of users. */
const COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  business_name: 'businessName',
  business_type: 'businessType',
  business_address: 'businessAddress',
  phone_number: 'phoneNumber',
  dni: 'dni',
  cuit: 'cuit',
  iva_condition: 'ivaCondition',
  instagram: 'instagram',
  facebook: 'facebook',
  extra_info: 'extraInfo',
} as const satisfies Record<CustomerField, keyof UserRow>;

export const ALL_CUSTOMER_FIELDS = Object.keys(CUSTOMER_FIELDS) as CustomerField[];

/**
 * The users columns of the customer fields an input carries. `missing: 'empty'` writes '' for a
 * field the input lacks (a new account); `'keep'` leaves it out (a change touches only what it
 * carries).
 */
export function customerColumns(
  input: Partial<Record<CustomerField, string | null | undefined>>,
  missing: 'empty' | 'keep',
): UserColumns {
  const columns: Record<string, string> = {};
  for (const field of ALL_CUSTOMER_FIELDS) {
    const value = input[field];
    if (value != null) columns[COLUMNS[field]] = value;
    else if (missing === 'empty') columns[COLUMNS[field]] = '';
  }
  return columns as UserColumns;
}

/** The given customer fields of a user, as the API names them. */
export function customerValues<F extends CustomerField>(
  user: Pick<UserRow, (typeof COLUMNS)[F]>,
  fields: readonly F[],
): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, user[COLUMNS[field]]])) as Record<F, string>;
}

type TaxColumns = Pick<UserRow, 'cuit' | 'dni' | 'ivaCondition'>;

/**
 * The tax fields a change sets (issue 31), checked against what the account stores: only what
 * changes is checked (an old CUIT typed as free text stays, and the other fields still save), and
 * only what changes is written; a 400 names the field ('CUIT inválido'). `summary` says the change
 * for the activity log ('' when nothing changes).
 */
export function taxProfileChanges(
  user: TaxColumns,
  input: Partial<Record<TaxProfileField, string | undefined>>,
): { columns: UserColumns; summary: string } {
  const previous: TaxProfile = { cuit: user.cuit, dni: user.dni, iva_condition: user.ivaCondition };
  const next: TaxProfile = {
    cuit: input.cuit ?? previous.cuit,
    dni: input.dni ?? previous.dni,
    iva_condition: input.iva_condition ?? previous.iva_condition,
  };
  const problems = Object.entries(taxProfileProblems(next, previous));
  if (problems.length)
    throw fieldErrors(Object.fromEntries(problems.map(([field, text]) => [field, [text]])));
  const columns: UserColumns = {};
  const said: string[] = [];
  const shown = (value: string) => value || 'sin informar';
  if (normalizeCuit(next.cuit) !== normalizeCuit(previous.cuit)) {
    columns.cuit = next.cuit;
    said.push(`CUIT: ${shown(previous.cuit)} → ${shown(next.cuit)}`);
  }
  if (normalizeDni(next.dni) !== normalizeDni(previous.dni)) {
    columns.dni = next.dni;
    said.push(`DNI: ${shown(previous.dni)} → ${shown(next.dni)}`);
  }
  if (next.iva_condition !== previous.iva_condition) {
    columns.ivaCondition = next.iva_condition;
    said.push(
      `condición frente al IVA: ${ivaConditionLabel(previous.iva_condition)} → ${ivaConditionLabel(next.iva_condition)}`,
    );
  }
  return { columns, summary: said.join(', ') };
}
