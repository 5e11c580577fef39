import { formatAmount2 } from '@mayorista/shared/format';

/** Amounts of an account carry their cents ('$ 12.345,60'), as its documents print them. */
export const money = (value: number | null | undefined) => formatAmount2(value ?? 0);

/** A store day 'YYYY-MM-DD' as 'DD/MM/YYYY' ('-' for none). */
export const dayText = (value: string | null | undefined) =>
  value ? value.split('-').reverse().join('/') : '-';
