import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { accountPaymentRequests } from './current-accounts.ts';
import { orders } from './orders.ts';

/**
 * Every Mercado Pago payment seen for an order (issue 30, decision 054), as read back from the
 * provider (a webhook's body is never trusted). One row per provider payment id: the same
 * notification twice, or two at once, upsert the same row, and the order moves to paid once (its
 * UPDATE is conditional on `payment_pending`). A refund keeps its id on the payment it refunded.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The order it pays; null for a 'Pagar saldo' payment of a cuenta corriente (issue 32). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The cuenta corriente payment request it pays (external_reference `cc-{id}`, decision 056). */
    accountRequestId: integer('account_request_id').references(() => accountPaymentRequests.id, {
      onDelete: 'restrict',
    }),
    provider: varchar('provider', { length: 20 }).notNull().default('mercadopago'),
    providerPaymentId: varchar('provider_payment_id', { length: 40 }).notNull(),
    /** The provider's status: approved, pending, in_process, rejected, cancelled, refunded, ... */
    status: varchar('status', { length: 30 }).notNull(),
    statusDetail: varchar('status_detail', { length: 80 }).notNull().default(''),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The provider's payment_method_id (visa, account_money, ...). */
    method: varchar('method', { length: 40 }).notNull().default(''),
    refundId: varchar('refund_id', { length: 40 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
    check('payments_pays_something', sql`${t.orderId} is not null or ${t.accountRequestId} is not null`),
  ],
);
