/**
 * Cuenta corriente (issue 32, decision 056): the arithmetic of a customer's ledger, in whole cents.
 * One function per rule, used by the server (posting, checkout, statements, receivables) and the
 * screens. Zod-free, so the storefront's checkout can read the messages without the schemas.
 *
 * - Balance = sum of the entries' amounts (debits positive, credits negative).
 * - A debit's open amount = its amount - what credits paid of it (allocations); a credit's open amount
 *   (saldo a favor) = -its amount - what it paid. Posting keeps credits allocated: a credit pays open
 *   debits at once, and a new debit takes open credits at once, so a customer has open debits or open
 *   credit, never both; then balance = open debits - open credit.
 * - Aging: open debits by days since the document's date, in four buckets; open credit apart. The
 *   buckets plus the credit (negative) sum to the balance.
 * - Overdue: open amount of debits whose due date is before today.
 * - Available credit = limit - balance - orders on account not yet in the ledger.
 */
import { formatAmount2 } from './format.ts';

const storeDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Argentina/Buenos_Aires', // ACTIVITY_TIME_ZONE (activity.ts imports zod)
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The store's calendar day of an instant ('2026-11-29', America/Argentina/Buenos_Aires). */
export function storeDayOf(now: Date = new Date()): string {
  return storeDayFormat.format(now);
}

/** A debit still (partly) unpaid. Dates are store days ('2026-11-29'). */
export type OpenDebit = { id: number; entryDate: string; dueDate: string | null; openCents: number };

export type Allocation = { debitId: number; cents: number };

/**
 * What a credit of `creditCents` pays: first the `chosen` debits (in the order given), then the other
 * open debits oldest first (entry date, then id). Never more than a debit's open amount. What is left
 * stays as open credit (saldo a favor).
 */
export function allocateCredit(
  creditCents: number,
  openDebits: readonly OpenDebit[],
  chosen: readonly number[] = [],
): { allocations: Allocation[]; leftoverCents: number } {
  if (!Number.isInteger(creditCents) || creditCents < 0) throw new Error('credit must be whole cents >= 0');
  const byId = new Map(openDebits.map((debit) => [debit.id, debit]));
  const first = chosen.map((id) => byId.get(id)).filter((debit): debit is OpenDebit => Boolean(debit));
  const rest = [...openDebits].filter((debit) => !chosen.includes(debit.id)).sort(oldestFirst);
  const allocations: Allocation[] = [];
  let left = creditCents;
  for (const debit of [...new Set([...first, ...rest])]) {
    if (left === 0) break;
    const cents = Math.min(left, debit.openCents);
    if (cents <= 0) continue;
    allocations.push({ debitId: debit.id, cents });
    left -= cents;
  }
  return { allocations, leftoverCents: left };
}

export function oldestFirst(a: OpenDebit, b: OpenDebit): number {
  return a.entryDate < b.entryDate ? -1 : a.entryDate > b.entryDate ? 1 : a.id - b.id;
}

/** Days from `from` to `to` (store days 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const AGING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = {
  d0_30: '0-30 días',
  d31_60: '31-60 días',
  d61_90: '61-90 días',
  d90_plus: 'Más de 90 días',
};

/** Open debits by age (days since the document's date) plus open credit as a negative `credit`. */
export type AgingCents = Record<AgingBucket, number> & { credit: number };

export function agingBucketOf(ageDays: number): AgingBucket {
  if (ageDays <= 30) return 'd0_30';
  if (ageDays <= 60) return 'd31_60';
  if (ageDays <= 90) return 'd61_90';
  return 'd90_plus';
}

export function agingOf(
  openDebits: readonly OpenDebit[],
  openCreditCents: number,
  today: string,
): AgingCents {
  const aging: AgingCents = {
    d0_30: 0,
    d31_60: 0,
    d61_90: 0,
    d90_plus: 0,
    credit: -Math.abs(openCreditCents),
  };
  for (const debit of openDebits)
    aging[agingBucketOf(daysBetween(debit.entryDate, today))] += debit.openCents;
  return aging;
}

/** Sum of the buckets and the credit: equals the balance when the ledger's credits are allocated. */
export function agingTotal(aging: AgingCents): number {
  return aging.d0_30 + aging.d31_60 + aging.d61_90 + aging.d90_plus + aging.credit;
}

/** Whether a debit is overdue on `today` (due the day before or earlier). */
export function isOverdue(debit: Pick<OpenDebit, 'dueDate' | 'openCents'>, today: string): boolean {
  return debit.openCents > 0 && debit.dueDate !== null && debit.dueDate < today;
}

export function overdueCents(openDebits: readonly OpenDebit[], today: string): number {
  return openDebits.reduce((sum, debit) => sum + (isOverdue(debit, today) ? debit.openCents : 0), 0);
}

/** Limit - balance - orders on account not yet in the ledger; negative when already over. */
export function availableCreditCents(input: {
  limitCents: number;
  balanceCents: number;
  pendingCents: number;
}): number {
  return input.limitCents - input.balanceCents - input.pendingCents;
}

/** A debit's due date: its document's date plus the customer's payment terms. */
export function dueDateOf(entryDate: string, paymentTermsDays: number): string {
  return addDays(entryDate, paymentTermsDays);
}

/** Why an order on account is refused (null = it may pass), in the order the buyer should read them. */
export function accountRefusal(input: {
  enabled: boolean;
  overdueCents: number;
  availableCents: number;
  orderCents: number;
}): string | null {
  if (!input.enabled) return ACCOUNT_MESSAGES.notEnabled;
  const available = ACCOUNT_MESSAGES.available(Math.max(0, input.availableCents) / 100);
  if (input.overdueCents > 0) return `${ACCOUNT_MESSAGES.overdue} ${available}`;
  if (input.orderCents > input.availableCents) return `${ACCOUNT_MESSAGES.overLimit} ${available}`;
  return null;
}

export const ACCOUNT_MESSAGES = {
  notEnabled: 'Tu cuenta corriente no está habilitada. Elige otra forma de pago.',
  overdue: 'Tienes deuda vencida en tu cuenta corriente: regulariza el pago para volver a comprar en cuenta.',
  overLimit: 'Este pedido supera tu crédito disponible en cuenta corriente.',
  available: (amount: number) => `Tu crédito disponible es ${formatAmount2(amount)}.`,
  staffOverride: 'Venta en cuenta corriente fuera del crédito del cliente, autorizada por el personal.',
} as const;

/** Ledger entry kinds and their names on screens and statements. */
export const LEDGER_KINDS = ['invoice', 'order', 'receipt', 'credit_note', 'adjustment', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  invoice: 'Factura',
  order: 'Pedido',
  receipt: 'Recibo',
  credit_note: 'Nota de crédito',
  adjustment: 'Ajuste',
  reversal: 'Anulación',
};

export const RECEIPT_METHODS = ['cash', 'transfer', 'cheque', 'echeq', 'mercadopago', 'withholding'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];
export const RECEIPT_METHOD_LABELS: Record<ReceiptMethod, string> = {
  cash: 'Efectivo',
  transfer: 'Transferencia',
  cheque: 'Cheque',
  echeq: 'eCheq',
  mercadopago: 'Mercado Pago',
  withholding: 'Retención',
};

export const WITHHOLDING_TYPES = ['iva', 'ganancias', 'iibb', 'suss'] as const;
export type WithholdingType = (typeof WITHHOLDING_TYPES)[number];
export const WITHHOLDING_LABELS: Record<WithholdingType, string> = {
  iva: 'IVA',
  ganancias: 'Ganancias',
  iibb: 'Ingresos Brutos',
  suss: 'SUSS',
};

/** 'Recibo 0001-00000042'. */
export function receiptTitle(pointOfSale: number, number: number): string {
  return `Recibo ${String(pointOfSale).padStart(4, '0')}-${String(number).padStart(8, '0')}`;
}
