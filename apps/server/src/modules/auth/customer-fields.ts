/**
 * The customer fields of an account between the API and the users table, written once (decision
 * 049): registration, the admin's create customer and the profile change write them with
 * customerColumns; the profile and the admin's account screens read them with customerValues. The
 * fields themselves (labels, lengths) are CUSTOMER_FIELDS of the shared accounts contract.
 */
import { CUSTOMER_FIELDS, type CustomerField } from '@mayorista/shared/accounts';
import type { users } from '../../db/schema/index.ts';

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
