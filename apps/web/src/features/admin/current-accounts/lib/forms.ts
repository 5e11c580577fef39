/**
 * The cuenta corriente forms of the back office: the shared contract's schemas (same rules and
 * messages as the server) over the text the inputs hold, and what the receipt form shows while it
 * is typed (its total and what it will pay, by the ledger's own allocation rule).
 */
import {
  allocateCredit,
  type ReceiptMethod,
  storeDayOf,
  type WithholdingType,
} from '@mayorista/shared/current-account-rules';
import {
  ACCOUNT_FORM_MESSAGES,
  ACCOUNT_LIMITS,
  type AccountSettings,
  AccountSettingsSchema,
  type AccountTerms,
  type AccountTermsUpdate,
  AccountTermsUpdateSchema,
  type AdjustmentCreate,
  AdjustmentCreateSchema,
  type LedgerEntry,
  type ReceiptCreate,
  ReceiptCreateSchema,
  ReceiptLineInputSchema,
} from '@mayorista/shared/current-accounts';
import { fromCents, toCents } from '@mayorista/shared/order-totals';
import { z } from 'zod';

/** An input's text as a number: empty is missing (the schema's 'Ingresa ...' message), not zero. */
export const numberOf = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;

const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(numberOf, schema);

/** A number as an input's text ('' for none). */
export const textOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

// Terms -------------------------------------------------------------------------------------------

export type TermsFormValues = { enabled: boolean; credit_limit: string; payment_terms_days: string };
/** The inputs' text in, the contract's body out (as are the other form schemas here). */
export const TermsFormSchema = AccountTermsUpdateSchema.extend({
  credit_limit: numeric(AccountTermsUpdateSchema.shape.credit_limit),
  payment_terms_days: numeric(AccountTermsUpdateSchema.shape.payment_terms_days),
}) as unknown as z.ZodType<AccountTermsUpdate, TermsFormValues>;

export const termsFormValues = (terms: AccountTerms): TermsFormValues => ({
  enabled: terms.enabled,
  credit_limit: textOf(terms.credit_limit),
  payment_terms_days: textOf(terms.payment_terms_days),
});

// Adjustment --------------------------------------------------------------------------------------

export type AdjustmentDirection = 'debit' | 'credit';

export type AdjustmentFormValues = {
  direction: AdjustmentDirection;
  amount: string;
  reason: string;
  entry_date: string;
};

export const AdjustmentFormSchema = z
  .object({
    direction: z.enum(['debit', 'credit']),
    amount: numeric(ReceiptLineInputSchema.shape.amount),
    reason: AdjustmentCreateSchema.shape.reason,
    entry_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: ACCOUNT_FORM_MESSAGES.dateInvalid }),
  })
  .transform(({ direction, amount, reason, entry_date }) => ({
    // A debit raises what the customer owes; a credit lowers it.
    amount: direction === 'credit' ? -amount : amount,
    reason,
    entry_date,
  })) as unknown as z.ZodType<AdjustmentCreate, AdjustmentFormValues>;

export const emptyAdjustment = (today = storeDayOf()): AdjustmentFormValues => ({
  direction: 'debit',
  amount: '',
  reason: '',
  entry_date: today,
});

// Receipt -----------------------------------------------------------------------------------------

export type ReceiptLineValues = {
  method: ReceiptMethod;
  amount: string;
  reference: string;
  bank: string;
  cheque_date: string;
  withholding_type: WithholdingType | '';
};

export type ReceiptFormValues = {
  issue_date: string;
  lines: ReceiptLineValues[];
  /** Debits to pay first, in the order they were ticked; the rest goes to the oldest. */
  apply_to: number[];
  notes: string;
};

export const isCheque = (method: ReceiptMethod) => method === 'cheque' || method === 'echeq';

/** A line as the contract takes it: only the fields its method has (a cheque's bank, a withholding's type). */
function lineInput(value: unknown) {
  if (!value || typeof value !== 'object') return value;
  const line = value as Partial<ReceiptLineValues>;
  const method = line.method as ReceiptMethod;
  const cheque = isCheque(method);
  return {
    method,
    amount: numberOf(line.amount),
    reference: line.reference ?? '',
    bank: cheque ? (line.bank ?? '') : '',
    cheque_date: cheque ? line.cheque_date || null : null,
    withholding_type: method === 'withholding' ? line.withholding_type || null : null,
  };
}

export const ReceiptFormSchema = ReceiptCreateSchema.extend({
  issue_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: ACCOUNT_FORM_MESSAGES.dateInvalid }),
  lines: z
    .array(z.preprocess(lineInput, ReceiptLineInputSchema), { error: ACCOUNT_FORM_MESSAGES.linesRequired })
    .min(1, { message: ACCOUNT_FORM_MESSAGES.linesRequired })
    .max(ACCOUNT_LIMITS.receiptLinesMax),
}) as unknown as z.ZodType<ReceiptCreate, ReceiptFormValues>;

export const emptyReceiptLine = (method: ReceiptMethod = 'transfer'): ReceiptLineValues => ({
  method,
  amount: '',
  reference: '',
  bank: '',
  cheque_date: '',
  withholding_type: '',
});

export const emptyReceipt = (today = storeDayOf()): ReceiptFormValues => ({
  issue_date: today,
  lines: [emptyReceiptLine()],
  apply_to: [],
  notes: '',
});

/** The receipt's total as typed: the sum of the lines that hold a valid amount, in whole cents. */
export function receiptTotalCents(lines: readonly Pick<ReceiptLineValues, 'amount'>[]): number {
  return lines.reduce((sum, line) => {
    const amount = Number(line.amount);
    return line.amount.trim() && Number.isFinite(amount) && amount > 0 ? sum + toCents(amount) : sum;
  }, 0);
}

export type ReceiptPreview = {
  total: number;
  /** What each open debit gets, by entry id (pesos). */
  applied: Map<number, number>;
  /** Left in favour of the customer. */
  unapplied: number;
};

/** What a receipt of `totalCents` pays, as the server will post it (chosen debits first, then oldest). */
export function previewReceipt(
  totalCents: number,
  openDebits: readonly LedgerEntry[],
  chosen: readonly number[],
): ReceiptPreview {
  const { allocations, leftoverCents } = allocateCredit(
    totalCents,
    openDebits.map((debit) => ({
      id: debit.id,
      entryDate: debit.entry_date,
      dueDate: debit.due_date,
      openCents: toCents(debit.open_amount),
    })),
    chosen,
  );
  return {
    total: fromCents(totalCents),
    applied: new Map(allocations.map((allocation) => [allocation.debitId, fromCents(allocation.cents)])),
    unapplied: fromCents(leftoverCents),
  };
}

/** Ticking a debit puts it at the end of the chosen ones; unticking takes it out. */
export const toggleChosen = (chosen: readonly number[], id: number): number[] =>
  chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id];

// Reminder settings -------------------------------------------------------------------------------

const whole = (schema: z.ZodNumber, message: string) =>
  numeric(z.number({ error: message }).int({ message }).pipe(schema));

export const SETTINGS_MESSAGES = {
  daysBefore: 'Indica entre 0 y 60 días',
  repeat: 'Indica entre 0 y 90 días',
  pointOfSale: 'Indica un punto de venta entre 1 y 99999',
} as const;

export type SettingsFormValues = {
  reminder_days_before: string;
  overdue_reminders: boolean;
  overdue_repeat_days: string;
  receipt_point_of_sale: string;
};

export const SettingsFormSchema = AccountSettingsSchema.extend({
  reminder_days_before: whole(
    z
      .number()
      .min(0, { message: SETTINGS_MESSAGES.daysBefore })
      .max(60, { message: SETTINGS_MESSAGES.daysBefore }),
    SETTINGS_MESSAGES.daysBefore,
  ),
  overdue_repeat_days: whole(
    z.number().min(0, { message: SETTINGS_MESSAGES.repeat }).max(90, { message: SETTINGS_MESSAGES.repeat }),
    SETTINGS_MESSAGES.repeat,
  ),
  receipt_point_of_sale: whole(
    z
      .number()
      .min(1, { message: SETTINGS_MESSAGES.pointOfSale })
      .max(99_999, { message: SETTINGS_MESSAGES.pointOfSale }),
    SETTINGS_MESSAGES.pointOfSale,
  ),
}) as unknown as z.ZodType<AccountSettings, SettingsFormValues>;

export const settingsFormValues = (settings: AccountSettings): SettingsFormValues => ({
  reminder_days_before: textOf(settings.reminder_days_before),
  overdue_reminders: settings.overdue_reminders,
  overdue_repeat_days: textOf(settings.overdue_repeat_days),
  receipt_point_of_sale: textOf(settings.receipt_point_of_sale),
});
