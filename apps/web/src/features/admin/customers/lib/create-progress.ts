import { CreateCustomerSchema } from '@mayorista/shared/accounts';

const REQUIRED = ['username', 'email', 'password'] as const;

/** The create-customer progress of accounts §2: the share of the 3 required fields that are valid, 0–100. */
export function createCustomerProgress(values: Partial<Record<(typeof REQUIRED)[number], unknown>>): number {
  const valid = REQUIRED.filter(
    (name) => CreateCustomerSchema.shape[name].safeParse(values[name]).success,
  ).length;
  return Math.round((valid / REQUIRED.length) * 100);
}
