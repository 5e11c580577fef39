/** What 'Mi cuenta corriente' (issue 32) says and the little arithmetic it shows, in whole cents. */
import { addDays, daysBetween, LEDGER_KIND_LABELS } from '@mayorista/shared/current-account-rules';
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_LIMITS, type LedgerEntry } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { fromCents, toCents } from '@mayorista/shared/order-totals';

export const ACCOUNT_TEXTS = {
  title: 'Mi cuenta corriente',
  description: 'Tu saldo, tu crédito disponible, los comprobantes por pagar y tus movimientos.',
  loading: 'Cargando tu cuenta corriente...',
  loadFailed: 'No pudimos cargar tu cuenta corriente.',
  empty: 'Aún no tienes movimientos en tu cuenta corriente.',
  notEnabled:
    'Tu cuenta corriente no está habilitada: no puedes comprar en cuenta. Si quieres hacerlo, consúltanos.',
  noOpenDebits: 'No tienes comprobantes pendientes de pago.',
  pdfFailed: 'No pudimos descargar el PDF. Inténtalo nuevamente.',
  statementFailed: 'No pudimos descargar el resumen de cuenta. Inténtalo nuevamente.',
  payButton: 'Pagar saldo',
  payTitle: 'Pagar saldo con Mercado Pago',
  payFailed: 'No pudimos abrir el pago de Mercado Pago. Inténtalo nuevamente en unos minutos.',
  payNothing: 'Elige al menos un comprobante para pagar.',
  paymentWaiting: 'Estamos esperando la confirmación de Mercado Pago…',
  paymentStillWaiting:
    'Mercado Pago todavía no confirmó el pago. Cuando se acredite, verás el recibo en tus movimientos.',
  paymentExpired: 'El pago no se completó. Puedes intentarlo de nuevo con "Pagar saldo".',
  paymentNotFound: 'No encontramos ese pago.',
  paymentFailed: 'No pudimos consultar el estado del pago.',
} as const;

/** 'Pago acreditado: Recibo 0001-00000042'. */
export const paymentPaidText = (receiptTitle: string | null) =>
  `Pago acreditado${receiptTitle ? `: ${receiptTitle}` : ''}`;

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY'. */
export const dayLabel = (value: string) => value.split('-').reverse().join('/');

/** An amount with its sign before the '$': '- $ 1.500,00' for a credit. */
export const signedAmount = (value: number) =>
  value < 0 ? `- ${formatAmount2(-value)}` : formatAmount2(value);

/** 'Plazo 30 días' (or 'Contado' without days). */
export const termsLabel = (days: number) =>
  days === 0 ? 'Contado' : `${days} ${days === 1 ? 'día' : 'días'}`;

export const kindLabel = (entry: Pick<LedgerEntry, 'kind'>) => LEDGER_KIND_LABELS[entry.kind] ?? entry.kind;

/** Where an open debit stands on `today`: 'Vencida', 'Vence hoy', 'Vence en N días' (words, not colour). */
export function dueState(
  entry: Pick<LedgerEntry, 'due_date' | 'overdue'>,
  today: string,
): { label: string; tone: 'danger' | 'warning' | 'neutral' } {
  if (entry.overdue) return { label: 'Vencida', tone: 'danger' };
  if (!entry.due_date) return { label: 'Sin vencimiento', tone: 'neutral' };
  const days = daysBetween(today, entry.due_date);
  if (days <= 0) return { label: 'Vence hoy', tone: 'warning' };
  return { label: `Vence en ${days} ${days === 1 ? 'día' : 'días'}`, tone: 'neutral' };
}

/** What 'Pagar saldo' asks for: the chosen debits' open amounts, summed in cents. */
export function chosenAmount(
  openDebits: readonly Pick<LedgerEntry, 'id' | 'open_amount'>[],
  ids: readonly number[],
) {
  const cents = openDebits
    .filter((entry) => ids.includes(entry.id))
    .reduce((sum, entry) => sum + toCents(entry.open_amount), 0);
  return fromCents(cents);
}

/** The statement's period when the page opens: the server's default, the 90 days up to the store's day. */
export function defaultPeriod(today: string): { from: string; to: string } {
  return { from: addDays(today, -ACCOUNT_LIMITS.statementDaysDefault), to: today };
}

/** Why a statement period cannot be asked for (the server's own words), or null when it can. */
export function periodProblem(from: string, to: string, today: string): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(to)) return ACCOUNT_FORM_MESSAGES.dateInvalid;
  if (from > to) return ACCOUNT_FORM_MESSAGES.periodInvalid;
  if (to > today) return ACCOUNT_FORM_MESSAGES.dateInFuture;
  if (daysBetween(from, to) > ACCOUNT_LIMITS.statementDaysMax) return ACCOUNT_FORM_MESSAGES.periodTooLong;
  return null;
}

/** 'cuenta-corriente-2026-09-01-a-2026-11-29.pdf' when the server names none. */
export const statementFileName = (from: string, to: string, format: 'pdf' | 'xlsx') =>
  `cuenta-corriente-${from}-a-${to}.${format}`;

/** 'recibo-0001-00000042.pdf' from the receipt's title. */
export const receiptFileName = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;
