import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { invoices } from './fiscal.ts';
import { orders } from './orders.ts';
import { users } from './tables.ts';

/**
 * Cuenta corriente (issue 32, decision 056). A customer's terms: one row per customer, made the first
 * time staff edit them. The row is also the lock of the account: every write to the customer's ledger
 * and every order on account takes `SELECT ... FOR UPDATE` on it first, so two orders at once cannot
 * both pass the credit limit and two receipts never allocate the same debit twice.
 */
export const customerAccounts = pgTable('customer_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  enabled: boolean('enabled').notNull().default(false),
  creditLimit: money('credit_limit').notNull().default(0),
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  updatedAt: updatedAt(),
});

/**
 * The ledger: append-only (a trigger refuses UPDATE and DELETE). `amount` is signed: a debit is
 * positive (the customer owes more: an invoice, an order on account when the store does not invoice,
 * the reversal of a credit), a credit negative (a receipt, a credit note, the reversal of a debit).
 * Adjustments are either. Balance = sum(amount). A correction is a new entry that names the entry it
 * reverses (`reverses_entry_id`, once each).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** invoice, order, receipt, credit_note, adjustment or reversal. */
    kind: varchar('kind', { length: 20 }).notNull(),
    amount: money('amount').notNull(),
    /** The store's calendar day of the document (America/Argentina/Buenos_Aires). */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** Debits only: entry_date + the customer's payment terms when posted. */
    dueDate: date('due_date', { mode: 'string' }),
    /** The document as people name it: 'Factura A 0001-00000012', 'Pedido #123', 'Recibo 0001-00000004'. */
    description: text('description').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    receiptId: integer('receipt_id').references((): AnyPgColumn => receipts.id, { onDelete: 'restrict' }),
    reversesEntryId: integer('reverses_entry_id').references((): AnyPgColumn => ledgerEntries.id, {
      onDelete: 'restrict',
    }),
    /** Why (adjustments and reversals: required; others ''). */
    reason: text('reason').notNull().default(''),
    /** Who posted it (no foreign key: the row outlives a deleted staff account, and is never updated). */
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 150 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_user_idx').on(t.userId, t.entryDate, t.id),
    index('ledger_entries_due_idx').on(t.dueDate).where(sql`${t.dueDate} is not null`),
    // One entry per document: posting twice (a retried hook, two processes) finds the first.
    uniqueIndex('ledger_entries_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null and ${t.kind} in ('invoice', 'credit_note')`),
    uniqueIndex('ledger_entries_order_idx').on(t.orderId).where(sql`${t.kind} = 'order'`),
    uniqueIndex('ledger_entries_receipt_idx').on(t.receiptId).where(sql`${t.kind} = 'receipt'`),
    uniqueIndex('ledger_entries_reverses_idx')
      .on(t.reversesEntryId)
      .where(sql`${t.reversesEntryId} is not null`),
  ],
);

/**
 * What each credit paid of each debit (append-only). Open amount of a debit = amount - sum of its
 * allocations; open credit of a credit = -amount - sum of its allocations. A negative allocation
 * undoes part of an earlier one (a receipt reversed opens its debits again).
 */
export const ledgerAllocations = pgTable(
  'ledger_allocations',
  {
    id: serial('id').primaryKey(),
    creditEntryId: integer('credit_entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    debitEntryId: integer('debit_entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_allocations_credit_idx').on(t.creditEntryId),
    index('ledger_allocations_debit_idx').on(t.debitEntryId),
  ],
);

/**
 * A receipt (recibo): numbered per point of sale without gaps or repeats (the counter row is taken in
 * the same transaction), never edited; annulled by a reversal entry. Its lines sum to its total.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    pointOfSale: integer('point_of_sale').notNull(),
    number: integer('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    total: money('total').notNull(),
    notes: text('notes').notNull().default(''),
    /** staff (recorded in the back office) or mercadopago ('Pagar saldo'). */
    source: varchar('source', { length: 20 }).notNull().default('staff'),
    /** The Mercado Pago payment that made it: one receipt per payment. */
    providerPaymentId: varchar('provider_payment_id', { length: 40 }),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 150 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_number_idx').on(t.pointOfSale, t.number),
    uniqueIndex('receipts_payment_idx')
      .on(t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    index('receipts_user_idx').on(t.userId, t.issueDate),
  ],
);

/**
 * How a receipt was paid: cash, transfer, cheque, echeq, mercadopago, or withholding (retención: the
 * customer paid that part to the tax office and hands the certificate).
 */
export const receiptLines = pgTable(
  'receipt_lines',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'restrict' }),
    method: varchar('method', { length: 20 }).notNull(),
    amount: money('amount').notNull(),
    /** Transfer or operation number, cheque or eCheq number, withholding certificate number. */
    reference: varchar('reference', { length: 100 }).notNull().default(''),
    bank: varchar('bank', { length: 100 }).notNull().default(''),
    /** Cheque and eCheq: the date it can be cashed. */
    chequeDate: date('cheque_date', { mode: 'string' }),
    /** Withholding: iva, ganancias, iibb or suss. */
    withholdingType: varchar('withholding_type', { length: 20 }).notNull().default(''),
  },
  (t) => [
    check('receipt_lines_amount_positive', sql`${t.amount} > 0`),
    index('receipt_lines_receipt_idx').on(t.receiptId),
  ],
);

/** Gapless counters of documents numbered here (receipts: key 'receipt:{point of sale}'). */
export const documentCounters = pgTable('document_counters', {
  key: varchar('key', { length: 40 }).primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * 'Pagar saldo': a buyer pays their balance, or chosen debits, with Mercado Pago. The preference's
 * external_reference is `cc-{id}`; a verified payment of exactly `amount` makes one receipt.
 */
export const accountPaymentRequests = pgTable(
  'account_payment_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    /** The debits chosen; [] = the oldest open debits first. */
    entryIds: jsonb('entry_ids').$type<number[]>().notNull().default([]),
    /** pending, paid or expired. */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    receiptId: integer('receipt_id').references(() => receipts.id, { onDelete: 'restrict' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_payment_requests_user_idx').on(t.userId, t.createdAt)],
);

/** Reminder settings of the store (one row, id 1). */
export const accountSettings = pgTable('account_settings', {
  id: integer('id').primaryKey().default(1),
  /** Days before a due date to remind; 0 = no reminder before. */
  reminderDaysBefore: integer('reminder_days_before').notNull().default(3),
  /** Remind when a debit is overdue, again every `overdue_repeat_days` (0 = once). */
  overdueReminders: boolean('overdue_reminders').notNull().default(true),
  overdueRepeatDays: integer('overdue_repeat_days').notNull().default(7),
  /** Point of sale printed on receipts. */
  receiptPointOfSale: integer('receipt_point_of_sale').notNull().default(1),
  updatedAt: updatedAt(),
});

/** Each reminder sent (kind before_due or overdue, on a store day): unique, so two processes send one. */
export const accountReminders = pgTable(
  'account_reminders',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_reminders_once_idx').on(t.entryId, t.kind, t.sentOn)],
);
