/**
 * Cuenta corriente (issue 32, decision 056): what the routes take and answer. Amounts are pesos with
 * two decimals (numbers); the arithmetic is current-account-rules.ts's, in whole cents.
 */
import { z } from 'zod';
import { PageSchema } from './api.ts';
import { positiveInt } from './catalog.ts';
import { LEDGER_KINDS, RECEIPT_METHODS, WITHHOLDING_TYPES } from './current-account-rules.ts';

export const ACCOUNT_LIMITS = {
  creditLimitMax: 999_999_999,
  termsDaysMax: 365,
  receiptLinesMax: 20,
  reasonMax: 300,
  /** A statement covers at most this many days. */
  statementDaysMax: 3_660,
  /** A statement without `from` starts this many days before `to`. */
  statementDaysDefault: 90,
  /** Entries per page (GET /api/accounts/{id}/entries/) and receivables rows per page. */
  entriesPageSize: 20,
  receivablesPageSize: 20,
  /** The latest entries GET /api/me/account/ answers in `recent`. */
  recentEntries: 10,
} as const;

export const ACCOUNT_FORM_MESSAGES = {
  amountInvalid: 'Ingresa un importe válido',
  amountPositive: 'El importe debe ser mayor a cero',
  amountCents: 'El importe admite hasta dos decimales',
  adjustmentZero: 'El ajuste no puede ser cero',
  reasonRequired: 'Indica el motivo',
  limitInvalid: 'Ingresa un límite de crédito válido (0 o más)',
  termsInvalid: `Los días de plazo deben estar entre 0 y ${ACCOUNT_LIMITS.termsDaysMax}`,
  linesRequired: 'Agrega al menos una forma de pago',
  chequeNeeds: 'Indica número, banco y fecha del cheque',
  withholdingNeeds: 'Indica el tipo de retención y el número de certificado',
  dateInvalid: 'Fecha inválida',
  periodInvalid: 'El período no es válido',
  periodTooLong: `El período puede tener hasta ${ACCOUNT_LIMITS.statementDaysMax} días`,
  dateInFuture: 'La fecha no puede ser posterior a hoy',
} as const;

/** What the routes answer when they refuse (400, 404, 409), in Spanish. */
export const ACCOUNT_API_MESSAGES = {
  customerNotFound: 'Cliente no encontrado.',
  receiptNotFound: 'Recibo no encontrado.',
  entryNotFound: 'Movimiento no encontrado.',
  applyToInvalid: 'Solo puedes imputar el recibo a comprobantes impagos de este cliente.',
  invoiceReversal: 'Las facturas se corrigen con una nota de crédito.',
  orderReversal: 'Los pedidos se anulan cancelándolos.',
  reversalOnlyEntries: 'Solo se anulan recibos y ajustes.',
  alreadyReversed: 'Este movimiento ya fue anulado.',
  customerHasAccount:
    'El cliente tiene movimientos en cuenta corriente: no se puede eliminar. Puedes bloquearlo.',
} as const;

/** /api/accounts/{customer_id}/... */
export const CustomerParamSchema = z.object({ customer_id: positiveInt('customer_id') });
/** /api/accounts/entries/{entry_id}/reverse/ */
export const EntryParamSchema = z.object({ entry_id: positiveInt('entry_id') });

/** A real calendar day 'YYYY-MM-DD' (no 2026-02-30), years 1900 to 9999. */
function isStoreDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1900-01-01') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const storeDay = z.string().refine(isStoreDay, { message: ACCOUNT_FORM_MESSAGES.dateInvalid });
const money = z.number();
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const positiveAmount = z
  .number({ error: ACCOUNT_FORM_MESSAGES.amountInvalid })
  .positive({ message: ACCOUNT_FORM_MESSAGES.amountPositive })
  .max(ACCOUNT_LIMITS.creditLimitMax, { message: ACCOUNT_FORM_MESSAGES.amountInvalid })
  .refine(hasCents, { message: ACCOUNT_FORM_MESSAGES.amountCents });

export const AgingSchema = z.object({
  d0_30: money,
  d31_60: money,
  d61_90: money,
  d90_plus: money,
  /** Open credit (saldo a favor), zero or negative. */
  credit: money,
});
export type Aging = z.infer<typeof AgingSchema>;

export const AccountTermsSchema = z.object({
  enabled: z.boolean(),
  credit_limit: money,
  payment_terms_days: z.number().int(),
});
export type AccountTerms = z.infer<typeof AccountTermsSchema>;

/** PUT /api/accounts/{customer_id}/terms/ (staff; recorded in Actividad). */
export const AccountTermsUpdateSchema = z.object({
  enabled: z.boolean(),
  credit_limit: z
    .number({ error: ACCOUNT_FORM_MESSAGES.limitInvalid })
    .min(0, { message: ACCOUNT_FORM_MESSAGES.limitInvalid })
    .max(ACCOUNT_LIMITS.creditLimitMax, { message: ACCOUNT_FORM_MESSAGES.limitInvalid })
    .refine(hasCents, { message: ACCOUNT_FORM_MESSAGES.amountCents }),
  payment_terms_days: z
    .number({ error: ACCOUNT_FORM_MESSAGES.termsInvalid })
    .int({ message: ACCOUNT_FORM_MESSAGES.termsInvalid })
    .min(0, { message: ACCOUNT_FORM_MESSAGES.termsInvalid })
    .max(ACCOUNT_LIMITS.termsDaysMax, { message: ACCOUNT_FORM_MESSAGES.termsInvalid }),
});
export type AccountTermsUpdate = z.infer<typeof AccountTermsUpdateSchema>;

/** The account as both sides see it (GET /api/accounts/{id}/ for staff, GET /api/me/account/ for the buyer). */
export const AccountSummarySchema = z.object({
  customer: z.object({
    id: z.number(),
    username: z.string(),
    business_name: z.string(),
    email: z.string(),
  }),
  terms: AccountTermsSchema,
  /** Sum of every entry. */
  balance: money,
  /** Orders on account, not cancelled, not yet in the ledger (not invoiced yet). */
  pending_orders: money,
  /** Limit - balance - pending_orders (negative when over). */
  available_credit: money,
  overdue: money,
  aging: AgingSchema,
  /** The store day the figures are of. */
  as_of: storeDay,
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

export const LedgerEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  description: z.string(),
  entry_date: storeDay,
  due_date: storeDay.nullable(),
  /** Signed: debit positive, credit negative. */
  amount: money,
  /** Debits: what is still unpaid; credits: what is not yet applied (saldo a favor), as a positive number. */
  open_amount: money,
  overdue: z.boolean(),
  invoice_id: z.number().nullable(),
  order_id: z.number().nullable(),
  receipt_id: z.number().nullable(),
  reverses_entry_id: z.number().nullable(),
  /** Another entry reverses this one. */
  reversed: z.boolean(),
  reason: z.string(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** GET /api/accounts/{customer_id}/entries/?page= (staff): newest first (entry date, then id). */
export const LedgerEntriesQuerySchema = z.object({ page: positiveInt('page').optional() });
export const LedgerEntryPageSchema = PageSchema(LedgerEntrySchema);
export type LedgerEntryPage = z.infer<typeof LedgerEntryPageSchema>;

/** ?from=&to= (store days, both included; default: the last 90 days) and format json|pdf|xlsx. */
export const StatementQuerySchema = z.object({
  from: storeDay.optional(),
  to: storeDay.optional(),
  format: z.enum(['json', 'pdf', 'xlsx']).optional(),
});
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

export const StatementLineSchema = LedgerEntrySchema.extend({
  debit: money,
  credit: money,
  /** Running balance after this entry. */
  balance: money,
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

/** One function makes it for both sides: the buyer's and the staff's figures are the same. */
export const StatementSchema = z.object({
  summary: AccountSummarySchema,
  from: storeDay,
  to: storeDay,
  opening_balance: money,
  total_debits: money,
  total_credits: money,
  closing_balance: money,
  lines: z.array(StatementLineSchema),
});
export type Statement = z.infer<typeof StatementSchema>;

/** GET /api/me/account/: the summary, the open debits (with due dates) and the latest entries. */
export const MyAccountSchema = z.object({
  summary: AccountSummarySchema,
  open_debits: z.array(LedgerEntrySchema),
  recent: z.array(LedgerEntrySchema),
  /** 'Pagar saldo' with Mercado Pago is possible (configured, balance > 0). */
  can_pay_online: z.boolean(),
});
export type MyAccount = z.infer<typeof MyAccountSchema>;

export const ReceiptLineInputSchema = z
  .object({
    method: z.enum(RECEIPT_METHODS, { error: 'Forma de pago inválida' }),
    amount: positiveAmount,
    reference: z.string().trim().max(100).optional().default(''),
    bank: z.string().trim().max(100).optional().default(''),
    cheque_date: storeDay.nullable().optional(),
    withholding_type: z.enum(WITHHOLDING_TYPES).nullable().optional(),
  })
  .superRefine((line, ctx) => {
    if (
      (line.method === 'cheque' || line.method === 'echeq') &&
      (!line.reference || !line.bank || !line.cheque_date)
    )
      ctx.addIssue({ code: 'custom', message: ACCOUNT_FORM_MESSAGES.chequeNeeds, path: ['reference'] });
    if (line.method === 'withholding' && (!line.withholding_type || !line.reference))
      ctx.addIssue({
        code: 'custom',
        message: ACCOUNT_FORM_MESSAGES.withholdingNeeds,
        path: ['withholding_type'],
      });
  });
export type ReceiptLineInput = z.infer<typeof ReceiptLineInputSchema>;

/** POST /api/accounts/{customer_id}/receipts/ (staff). */
export const ReceiptCreateSchema = z.object({
  issue_date: storeDay.optional(),
  lines: z
    .array(ReceiptLineInputSchema, { error: ACCOUNT_FORM_MESSAGES.linesRequired })
    .min(1, { message: ACCOUNT_FORM_MESSAGES.linesRequired })
    .max(ACCOUNT_LIMITS.receiptLinesMax),
  /** Debits to pay first, in this order; the rest goes to the oldest open debits. */
  apply_to: z.array(z.number().int().positive()).max(500).optional().default([]),
  notes: z.string().trim().max(500).optional().default(''),
});
export type ReceiptCreate = z.infer<typeof ReceiptCreateSchema>;

export const ReceiptSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  point_of_sale: z.number(),
  number: z.number(),
  /** 'Recibo 0001-00000042'. */
  title: z.string(),
  issue_date: storeDay,
  total: money,
  notes: z.string(),
  source: z.enum(['staff', 'mercadopago']),
  provider_payment_id: z.string().nullable(),
  lines: z.array(
    z.object({
      method: z.enum(RECEIPT_METHODS),
      amount: money,
      reference: z.string(),
      bank: z.string(),
      cheque_date: storeDay.nullable(),
      withholding_type: z.string(),
    }),
  ),
  /** What it paid: the debit, its description and the amount. */
  applied: z.array(z.object({ entry_id: z.number(), description: z.string(), amount: money })),
  /** Left as credit in favour of the customer. */
  unapplied: money,
  annulled: z.boolean(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** POST /api/accounts/{customer_id}/adjustments/ (staff): signed amount, reason required. */
export const AdjustmentCreateSchema = z.object({
  amount: z
    .number({ error: ACCOUNT_FORM_MESSAGES.amountInvalid })
    .refine((value) => value !== 0, { message: ACCOUNT_FORM_MESSAGES.adjustmentZero })
    .refine((value) => Math.abs(value) <= ACCOUNT_LIMITS.creditLimitMax, {
      message: ACCOUNT_FORM_MESSAGES.amountInvalid,
    })
    .refine(hasCents, { message: ACCOUNT_FORM_MESSAGES.amountCents }),
  reason: z
    .string({ error: ACCOUNT_FORM_MESSAGES.reasonRequired })
    .trim()
    .min(1, { message: ACCOUNT_FORM_MESSAGES.reasonRequired })
    .max(ACCOUNT_LIMITS.reasonMax),
  entry_date: storeDay.optional(),
});
export type AdjustmentCreate = z.infer<typeof AdjustmentCreateSchema>;

/** POST /api/accounts/entries/{entry_id}/reverse/ (staff): receipts and adjustments only. */
export const ReversalCreateSchema = z.object({
  reason: z
    .string({ error: ACCOUNT_FORM_MESSAGES.reasonRequired })
    .trim()
    .min(1, { message: ACCOUNT_FORM_MESSAGES.reasonRequired })
    .max(ACCOUNT_LIMITS.reasonMax),
});
export type ReversalCreate = z.infer<typeof ReversalCreateSchema>;

/** GET /api/receivables/ (staff): one row per customer with an account or a non-zero balance. */
export const RECEIVABLES_SORTS = [
  'balance',
  'overdue',
  'available_credit',
  'name',
  'oldest_due_date',
] as const;
export const ReceivablesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  only: z.enum(['all', 'with_balance', 'overdue']).optional(),
  sort: z.enum(RECEIVABLES_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: positiveInt('page').optional(),
  format: z.enum(['json', 'csv', 'xlsx']).optional(),
});
export type ReceivablesQuery = z.infer<typeof ReceivablesQuerySchema>;

export const ReceivableRowSchema = z.object({
  customer_id: z.number(),
  username: z.string(),
  business_name: z.string(),
  enabled: z.boolean(),
  credit_limit: money,
  payment_terms_days: z.number(),
  balance: money,
  overdue: money,
  available_credit: money,
  aging: AgingSchema,
  /** The oldest due date among open debits. */
  oldest_due_date: storeDay.nullable(),
});
export type ReceivableRow = z.infer<typeof ReceivableRowSchema>;

/** A page of rows (DRF-style, like the other admin lists) with the totals of the whole filter. */
export const ReceivablesSchema = PageSchema(ReceivableRowSchema).extend({
  totals: z.object({ balance: money, overdue: money, aging: AgingSchema }),
  as_of: storeDay,
});
export type Receivables = z.infer<typeof ReceivablesSchema>;

/** GET /api/receivables/summary/ (staff; dashboards): receivables and overdue totals. */
export const ReceivablesSummarySchema = z.object({
  receivables: money,
  overdue: money,
  customers_with_balance: z.number(),
  customers_overdue: z.number(),
});
export type ReceivablesSummary = z.infer<typeof ReceivablesSummarySchema>;

/** GET/PUT /api/account-settings/ (staff): the reminders. */
export const AccountSettingsSchema = z.object({
  reminder_days_before: z.number().int().min(0).max(60),
  overdue_reminders: z.boolean(),
  overdue_repeat_days: z.number().int().min(0).max(90),
  receipt_point_of_sale: z.number().int().min(1).max(99_999),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

/** POST /api/me/account/payments/ (buyer, 'Pagar saldo'): chosen debits, or [] for the whole balance. */
export const AccountPaymentCreateSchema = z.object({
  entry_ids: z.array(z.number().int().positive()).max(200).optional().default([]),
});
export const AccountPaymentCreatedSchema = z.object({
  id: z.number(),
  amount: money,
  payment_url: z.string(),
});
/** GET /api/me/account/payments/{id}/: pending until Mercado Pago confirms; paid names its receipt. */
export const AccountPaymentStatusSchema = z.object({
  id: z.number(),
  amount: money,
  status: z.enum(['pending', 'paid', 'expired']),
  receipt_id: z.number().nullable(),
  receipt_title: z.string().nullable(),
});
