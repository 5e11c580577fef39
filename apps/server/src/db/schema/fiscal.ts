import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, percent, updatedAt } from './columns.ts';
import { orderItems, orders } from './orders.ts';
import { users } from './tables.ts';

/**
 * The store's fiscal identity (issue 31, decision 055): one row (id 1). The ARCA certificate and
 * key are never here: they are files named by ARCA_CERT and ARCA_KEY. The row is also the lock that
 * serialises numbering (SELECT ... FOR UPDATE across processes).
 */
export const fiscalSettings = pgTable('fiscal_settings', {
  id: integer('id').primaryKey().default(1),
  cuit: varchar('cuit', { length: 11 }).notNull().default(''),
  businessName: varchar('business_name', { length: 200 }).notNull().default(''),
  /** responsable_inscripto, monotributo or exento. */
  ivaCondition: varchar('iva_condition', { length: 30 }).notNull().default('responsable_inscripto'),
  iibb: varchar('iibb', { length: 30 }).notNull().default(''),
  activityStart: date('activity_start', { mode: 'string' }),
  pointOfSale: integer('point_of_sale').notNull().default(1),
  /** homologacion or produccion. */
  environment: varchar('environment', { length: 20 }).notNull().default('homologacion'),
  /** Invoice by itself: off, paid (when an order is paid) or delivered. */
  autoInvoice: varchar('auto_invoice', { length: 20 }).notNull().default('off'),
  updatedAt: updatedAt(),
});

/**
 * Invoices and credit notes (issue 31, decision 055). Numbered per point of sale and voucher type
 * without gaps or repeats: `number` is kept from just before the voucher is sent to ARCA; it stays
 * with the CAE ('autorizada'), is released on a rejection ('rechazada', null), and on a 'pendiente'
 * row means "sent, answer not known": it is looked up (FECompConsultar) before any other is sent.
 * Never edited after authorisation; a correction is a credit note (`related_invoice_id`).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The buyer (Mis comprobantes shows only their own). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** invoice or credit_note. */
    kind: varchar('kind', { length: 20 }).notNull(),
    letter: varchar('letter', { length: 1 }).notNull(),
    /** ARCA CbteTipo: 1/6/11 Factura A/B/C, 3/8/13 Nota de Crédito A/B/C. */
    voucherType: integer('voucher_type').notNull(),
    pointOfSale: integer('point_of_sale').notNull(),
    number: integer('number'),
    /** pendiente, autorizada or rechazada. */
    state: varchar('state', { length: 20 }).notNull().default('pendiente'),
    cae: varchar('cae', { length: 14 }),
    caeDueDate: date('cae_due_date', { mode: 'string' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** ARCA DocTipo (80 CUIT, 86 CUIL, 96 DNI, 99 sin identificar) and number. */
    receiverDocType: integer('receiver_doc_type').notNull(),
    receiverDocNumber: varchar('receiver_doc_number', { length: 11 }).notNull().default('0'),
    receiverIvaCondition: varchar('receiver_iva_condition', { length: 30 }).notNull(),
    receiverName: varchar('receiver_name', { length: 200 }).notNull().default(''),
    receiverAddress: text('receiver_address').notNull().default(''),
    net: money('net').notNull(),
    iva: money('iva').notNull(),
    exempt: money('exempt').notNull().default(0),
    total: money('total').notNull(),
    /** Net and IVA per rate: [{ rate, net, iva }], summing to net and iva to the cent. */
    ivaBreakdown: jsonb('iva_breakdown').$type<{ rate: number; net: number; iva: number }[]>().notNull(),
    /** ARCA's observations and errors of the last attempt, in Spanish. */
    observations: text('observations').notNull().default(''),
    /** A credit note's invoice. */
    relatedInvoiceId: integer('related_invoice_id').references((): AnyPgColumn => invoices.id),
    /** Issued by the local double: 'Comprobante de prueba - sin validez fiscal'. */
    test: boolean('test').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Test documents (the double, homologación) and real ones are numbered apart: a store going live
    // on the point of sale it tested with starts again at 1 in producción.
    uniqueIndex('invoices_number_idx')
      .on(t.test, t.pointOfSale, t.voucherType, t.number)
      .where(sql`${t.number} is not null`),
    uniqueIndex('invoices_one_per_order_idx').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index('invoices_user_idx').on(t.userId, t.issueDate),
    index('invoices_issue_date_idx').on(t.issueDate),
    index('invoices_related_idx').on(t.relatedInvoiceId),
  ],
);

/** The lines of an invoice or credit note, from the order's lines (sum of totals = the document's total). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    sku: varchar('sku', { length: 64 }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    /** Price per unit, IVA included, as sold. */
    unitPrice: money('unit_price').notNull(),
    ivaRate: percent('iva_rate').notNull(),
    net: money('net').notNull(),
    iva: money('iva').notNull(),
    total: money('total').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId)],
);
