/**
 * What the invoicing module reads of an order (issue 31, decision 055): the order's amounts, its
 * buyer and recipient, and its lines with the IVA rate each was sold with. Invoicing owns no order
 * table: it asks here.
 */

import type { OrderStatus } from '@mayorista/shared/orders';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

export type OrderForInvoice = {
  id: number;
  userId: number | null;
  status: OrderStatus;
  subtotal: number;
  couponDiscount: number;
  shippingCost: number;
  total: number;
  recipientName: string;
  /** What the buyer typed at checkout as DNI or CUIT ('' when nothing). */
  customerDniCuit: string;
  shippingAddress: string;
  lines: {
    id: number;
    sku: string | null;
    productName: string;
    variantDisplay: string;
    quantity: number;
    /** Per unit, IVA included, as sold. */
    priceAtTime: number;
    ivaRate: number;
  }[];
};

export async function orderForInvoice(db: Db, orderId: number): Promise<OrderForInvoice | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({
      id: orderItems.id,
      sku: orderItems.sku,
      productName: orderItems.productName,
      variantDisplay: orderItems.variantDisplay,
      quantity: orderItems.quantity,
      priceAtTime: orderItems.priceAtTime,
      ivaRate: orderItems.ivaRate,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return {
    id: order.id,
    userId: order.userId,
    status: order.status,
    subtotal: Number(order.subtotal),
    couponDiscount: Number(order.couponDiscount),
    shippingCost: Number(order.shippingCost),
    total: Number(order.total),
    recipientName: order.recipientName,
    customerDniCuit: order.customerDniCuit,
    shippingAddress: order.shippingAddress,
    lines: lines.map((line) => ({
      ...line,
      quantity: Number(line.quantity),
      priceAtTime: Number(line.priceAtTime),
      ivaRate: Number(line.ivaRate),
    })),
  };
}
