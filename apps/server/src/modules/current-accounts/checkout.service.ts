/**
 * Selling on cuenta corriente (issue 32, decision 056): what the orders module is handed by app.ts
 * (orders cannot import this module, which reads orders).
 *
 * - At checkout and in a staff sale, inside the order's transaction once its total is known: the
 *   account's lock, then enabled, overdue, balance and pending orders -> `accountRefusal`. Two orders
 *   at once wait for each other on the lock, so they cannot both pass the limit.
 * - The order recorded: when the store does not invoice (fiscal settings incomplete) the order itself
 *   is the debit ('Pedido #N'), in the same transaction; otherwise the invoice posts it.
 * - A staff change: cancelling reverses the order's own debit (and its adjustments); a new total of a
 *   pending order with a debit posts the difference as an adjustment.
 */
import {
  accountRefusal,
  availableCreditCents,
  overdueCents,
  storeDayOf,
} from '@mayorista/shared/current-account-rules';
import { formatAmount2 } from '@mayorista/shared/format';
import { fromCents, toCents } from '@mayorista/shared/order-totals';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { getFiscalSettings, isFiscalSettingsComplete } from '../invoicing/fiscal-settings.service.ts';
import type { AccountOrderHooks, AccountOrders } from '../orders/order-changes.service.ts';
import type { AccountSales } from '../orders/orders.service.ts';
import { pendingAccountOrdersCents } from './account.service.ts';
import { type AccountTermsRow, lockAccount, openItems, postEntry, reverseEntry } from './ledger.service.ts';

type EntryRow = typeof ledgerEntries.$inferSelect;
type Clock = { now?: () => Date };

export const orderDescription = (orderId: number) => `Pedido #${orderId}`;

/** The account's figures under its lock, and whether a sale of `totalCents` passes. */
export async function checkAccountSale(
  tx: Db,
  sale: { userId: number; totalCents: number },
  today: string,
): ReturnType<AccountSales['check']> {
  const terms = await lockAccount(tx, sale.userId);
  const open = await openItems(tx, sale.userId);
  const balance = open.balanceCents;
  const pending = await pendingAccountOrdersCents(tx, sale.userId);
  const overdue = overdueCents(open.debits, today);
  const available = availableCreditCents({
    limitCents: terms.creditLimitCents,
    balanceCents: balance,
    pendingCents: pending,
  });
  return {
    enabled: terms.enabled,
    refusal: accountRefusal({
      enabled: terms.enabled,
      overdueCents: overdue,
      availableCents: available,
      orderCents: sale.totalCents,
    }),
    figures: {
      order_total: fromCents(sale.totalCents),
      credit_limit: fromCents(terms.creditLimitCents),
      balance: fromCents(balance),
      pending_orders: fromCents(pending),
      available_credit: fromCents(available),
      overdue: fromCents(overdue),
    },
  };
}

/** The store invoices when its fiscal settings are complete (CUIT and razón social). */
export async function storeInvoices(db: Db): Promise<boolean> {
  return isFiscalSettingsComplete(await getFiscalSettings(db));
}

/** The order's own entries still standing: its 'order' debit and the adjustments of its changes. */
export async function ownOrderEntries(tx: Db, orderId: number): Promise<EntryRow[]> {
  const reversal = sql`(select 1 from ${ledgerEntries} r where r.reverses_entry_id = ${ledgerEntries.id})`;
  return tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.orderId, orderId),
        inArray(ledgerEntries.kind, ['order', 'adjustment']),
        isNull(ledgerEntries.reversesEntryId),
        sql`not exists ${reversal}`,
      ),
    )
    .orderBy(ledgerEntries.id);
}

/** Reverses the order's own entries (account locked); answers the cents reversed (0: none). */
export async function reverseOwnOrderEntries(
  tx: Db,
  terms: AccountTermsRow,
  orderId: number,
  input: { reason: string; actor: { userId: number; username: string } | null; entryDate?: string },
): Promise<number> {
  let reversed = 0;
  for (const entry of await ownOrderEntries(tx, orderId)) {
    await reverseEntry(tx, terms, entry, {
      reason: input.reason,
      description: `Anulación de ${entry.description}`,
      actor: input.actor,
      entryDate: input.entryDate,
    });
    reversed += toCents(Number(entry.amount));
  }
  return reversed;
}

export function accountSales(clock: Clock = {}): AccountSales {
  const today = () => storeDayOf(clock.now?.() ?? new Date());
  return {
    check: (tx, sale) => checkAccountSale(tx, sale, today()),
    recorded: async (tx, order) => {
      if (await storeInvoices(tx)) return;
      // The lock is already held (check ran first in this transaction): this takes the terms again.
      const terms = await lockAccount(tx, order.userId);
      await postEntry(tx, terms, {
        userId: order.userId,
        kind: 'order',
        amountCents: order.totalCents,
        entryDate: today(),
        description: orderDescription(order.id),
        orderId: order.id,
      });
    },
  };
}

export function accountOrderChanges(clock: Clock = {}): AccountOrderHooks {
  const today = () => storeDayOf(clock.now?.() ?? new Date());
  return {
    cancelled: async (tx, order, actor) => {
      if (order.userId == null) return null;
      const terms = await lockAccount(tx, order.userId);
      const cents = await reverseOwnOrderEntries(tx, terms, order.id, {
        reason: 'Pedido cancelado',
        actor: actor ? { userId: actor.userId, username: actor.username } : null,
        entryDate: today(),
      });
      return cents === 0 ? null : `débito en cuenta corriente anulado (${formatAmount2(fromCents(cents))})`;
    },
    totalChanged: async (tx, order, before, after, actor) => {
      if (order.userId == null) return null;
      const terms = await lockAccount(tx, order.userId);
      const own = await ownOrderEntries(tx, order.id);
      if (!own.some((entry) => entry.kind === 'order')) return null;
      const difference = toCents(after) - toCents(before);
      if (difference === 0) return null;
      await postEntry(tx, terms, {
        userId: order.userId,
        kind: 'adjustment',
        amountCents: difference,
        entryDate: today(),
        description: `${orderDescription(order.id)} modificado`,
        orderId: order.id,
        reason: `Total del pedido: ${formatAmount2(before)} → ${formatAmount2(after)}`,
        actor: { userId: actor.userId, username: actor.username },
      });
      return `Cuenta corriente: ajuste de ${formatAmount2(fromCents(difference))} por el nuevo total`;
    },
  };
}

/** What app.ts hands the orders module (with invoicing's auto-invoice for a sale on account). */
export function accountOrders(options: Clock & { saleMade?: (orderId: number) => void } = {}): AccountOrders {
  return {
    sales: accountSales(options),
    changes: accountOrderChanges(options),
    saleMade: options.saleMade,
  };
}
