import { ACCOUNT_MESSAGES } from '@mayorista/shared/current-account-rules';
import { type AdminSale, type AdminSaleCreate, SALE_MESSAGES } from '@mayorista/shared/orders';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError, fieldErrors } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { getUser } from '../auth/auth.service.ts';
import { type AccountSales, createOrder, getOrder } from './orders.service.ts';

/** The buyer a staff sale is for: an approved customer account (never staff). */
async function saleCustomer(db: Db, id: number): Promise<NonNullable<Viewer>> {
  const user = await getUser(db, id).catch((error) => {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  });
  if (!user || user.isStaff) throw fieldErrors({ customer_id: [SALE_MESSAGES.customerNotFound] });
  if (!user.isActive) throw fieldErrors({ customer_id: [SALE_MESSAGES.customerInactive] });
  return {
    userId: user.id,
    username: user.username,
    isStaff: false,
    isBlocked: user.isBlocked,
    priceListId: user.priceListId,
  };
}

/**
 * A sale entered by staff (decision 023): the customer's order made by checkout's own createOrder
 * (server prices with the customer's price list, stock locked and taken, coupon, one distributor
 * order for supplier goods; a blocked customer is refused with checkout's 403), plus an activity
 * entry in the same transaction. Under the list's minimum order the sale passes with the message as
 * a warning (staff decide, decision 052). On cuenta corriente (issue 32) staff may sell past the
 * customer's credit or with debts overdue, never to an account that is not enabled: the override is
 * recorded in Actividad with the figures, in the same transaction. Answers the order as staff see it
 * and the buyer's username (for the e-mails).
 */
export async function createSaleForCustomer(
  db: Db,
  actor: NonNullable<Viewer>,
  input: AdminSaleCreate,
  account?: AccountSales,
): Promise<{ order: AdminSale; buyer: string; hasSupplierGoods: boolean }> {
  const customer = await saleCustomer(db, input.customer_id);
  const { customer_id: _customerId, ...checkout } = input;
  const created = await db.transaction(async (tx) => {
    const result = await createOrder(tx, customer, checkout, {
      belowMinimum: 'warn',
      account,
      accountOverride: 'allow',
    });
    if (result.accountOverride)
      await recordActivity(tx, {
        userId: actor.userId,
        action: 'update',
        entity: 'order',
        entityId: result.order.id,
        summary: `${ACCOUNT_MESSAGES.staffOverride} ${result.accountOverride.refusal}`,
        details: {
          customer_id: customer.userId,
          customer: customer.username,
          account_override: true,
          ...result.accountOverride.figures,
        },
      });
    await recordActivity(tx, {
      userId: actor.userId,
      action: 'create',
      entity: 'order',
      entityId: result.order.id,
      summary: `Venta creada por ${actor.username}`,
      details: {
        customer_id: customer.userId,
        customer: customer.username,
        total: result.order.total,
        ...(result.minOrderWarning ? { min_order_warning: result.minOrderWarning } : {}),
      },
    });
    return result;
  });
  return {
    order: {
      ...(await getOrder(db, created.order.id, actor)),
      min_order_warning: created.minOrderWarning,
      account_warning: created.accountOverride
        ? `${ACCOUNT_MESSAGES.staffOverride} ${created.accountOverride.refusal}`
        : null,
    },
    buyer: customer.username,
    hasSupplierGoods: created.hasSupplierGoods,
  };
}
