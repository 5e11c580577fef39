/** es-AR display rules of storefront §9: whole numbers, dots for thousands, '$' or 'U$S'. */

const wholeNumber = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0, minimumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

export function formatPrice(
  value: number | string | null | undefined,
  currency: 'ARS' | 'USD' = 'ARS',
): string {
  const amount = Number(value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  const prefix = currency === 'USD' ? 'U$S' : '$';
  return `${prefix} ${wholeNumber.format(Math.round(safe))}`;
}

export function formatAmount2(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  return `$ ${twoDecimals.format(Number.isFinite(amount) ? amount : 0)}`;
}

// One formatter for every call: toLocaleDateString builds a new one each time (costly in order mails).
const dayMonthYear = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric' });

export function formatDate(value: string | Date): string {
  return dayMonthYear.format(typeof value === 'string' ? new Date(value) : value);
}
