import { formatDate, formatPrice } from '@mayorista/shared/format';

export { dash } from '@/lib/text';

export const moneyText = (value: number | null | undefined) => formatPrice(value ?? 0);

export const dateText = (value: string | null | undefined) => (value ? formatDate(value) : '-');

/** The name to show for a customer: full name, else business, else username. */
export function customerName(customer: { name?: string; business_name?: string; username: string }): string {
  return customer.name?.trim() || customer.business_name?.trim() || customer.username;
}
