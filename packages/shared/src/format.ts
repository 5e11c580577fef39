/** es-AR display rules of storefront §9: whole numbers, dots for thousands, '$' or 'U$S'. */

/**
 * One formatter per format for every call (toLocaleString builds a new one each time: costly in order
 * mails), made on first use: building one loads the locale's data, which a page that shows no price
 * (an anonymous visitor's) should not pay for while it starts.
 */
function formatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const wholeNumber = formatter(
  () => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0, minimumFractionDigits: 0 }),
);
const twoDecimals = formatter(
  () => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2, minimumFractionDigits: 2 }),
);
const dayMonthYear = formatter(
  () => new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);

export function formatPrice(
  value: number | string | null | undefined,
  currency: 'ARS' | 'USD' = 'ARS',
): string {
  const amount = Number(value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  const prefix = currency === 'USD' ? 'U$S' : '$';
  return `${prefix} ${wholeNumber().format(Math.round(safe))}`;
}

export function formatAmount2(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  return `$ ${twoDecimals().format(Number.isFinite(amount) ? amount : 0)}`;
}

export function formatDate(value: string | Date): string {
  return dayMonthYear().format(typeof value === 'string' ? new Date(value) : value);
}
