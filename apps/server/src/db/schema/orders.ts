import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { money, percent } from './columns.ts';
import { products, users } from './tables.ts';

export const ORDER_STATUSES = [
  'pending',
  'payment_pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 50 }).notNull(),
    type: varchar('type', { length: 20 }).$type<'percentage' | 'fixed'>().notNull(),
    value: money('value').notNull(),
    maxAmount: money('max_amount'),
    minPurchase: money('min_purchase').notNull().default(0),
    maxUses: integer('max_uses'),
    used: integer('used').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_idx').on(t.code)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull().default('pending'),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull().default('pending'),
    paymentMethod: varchar('payment_method', { length: 20 })
      .$type<'cash' | 'online' | 'account'>()
      .notNull()
      .default('cash'),
    /** The approved Mercado Pago payment that paid the order (issue 30, decision 054). */
    paymentId: varchar('payment_id', { length: 40 }),
    /** The provider's status_detail of the last payment seen (e.g. accredited, cc_rejected_other_reason). */
    paymentStatusDetail: varchar('payment_status_detail', { length: 80 }).notNull().default(''),
    /** An online order still unpaid at this time is cancelled by the expiry job (PAYMENT_PENDING_HOURS). */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    deliveryType: varchar('delivery_type', { length: 20 }).$type<'delivery' | 'pickup'>().notNull(),
    deliveryTime: varchar('delivery_time', { length: 100 }).notNull().default(''),
    shippingMethod: varchar('shipping_method', { length: 100 }).notNull().default(''),
    recipientName: varchar('recipient_name', { length: 200 }).notNull(),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    customerPhone: varchar('customer_phone', { length: 30 }).notNull(),
    customerDniCuit: varchar('customer_dni_cuit', { length: 20 }).notNull().default(''),
    shippingAddress: text('shipping_address').notNull(),
    shippingStreet: varchar('shipping_street', { length: 200 }).notNull().default(''),
    shippingNumber: varchar('shipping_number', { length: 20 }).notNull().default(''),
    shippingCity: varchar('shipping_city', { length: 100 }).notNull().default(''),
    shippingPostalCode: varchar('shipping_postal_code', { length: 10 }).notNull().default(''),
    subtotal: money('subtotal').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: varchar('coupon_code', { length: 50 }),
    couponDiscount: money('coupon_discount').notNull().default(0),
    shippingCost: money('shipping_cost').notNull().default(0),
    total: money('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'payment_pending'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    /** The SKU the line was sold with: its variant option's, else the product's (decision 040). */
    sku: varchar('sku', { length: 64 }),
    productImage: text('product_image'),
    selectedVariants: jsonb('selected_variants').$type<Record<string, string> | null>(),
    optionIds: jsonb('option_ids').$type<number[]>().notNull().default([]),
    variantDisplay: text('variant_display').notNull().default(''),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    discount: percent('discount').notNull().default(0),
    priceAtTime: money('price_at_time').notNull(),
    costPrice: money('cost_price'),
    isOwnProduct: boolean('is_own_product').notNull().default(true),
    /** What priced the line (decision 052): the buyer's list (kept after the list is deleted) and the tier. */
    priceListId: integer('price_list_id'),
    priceListName: varchar('price_list_name', { length: 100 }).notNull().default(''),
    tierMinQuantity: integer('tier_min_quantity'),
    tierDiscount: percent('tier_discount').notNull().default(0),
    /** The unit it was sold in ('Caja x 12' on the sales note). */
    saleUnit: varchar('sale_unit', { length: 20 }).notNull().default('unidad'),
    unitsPerPack: integer('units_per_pack').notNull().default(1),
    /** The product's IVA rate when it was sold (issue 31): the invoice breaks the line out with it. */
    ivaRate: percent('iva_rate').notNull().default(21),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    purchaseAmount: money('purchase_amount').notNull(),
    amount: money('amount').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_usages_coupon_idx').on(t.couponId)],
);

export const distributorOrders = pgTable('distributor_orders', {
  id: serial('id').primaryKey(),
  originalOrderId: integer('original_order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  paymentStatus: varchar('payment_status', { length: 20 })
    .$type<'pending' | 'paid' | 'cancelled'>()
    .notNull()
    .default('pending'),
  total: money('total').notNull(),
  /** The supplier's discount frozen when the order is paid or cancelled; null while pending (decision 040). */
  discountPercentage: percent('discount_percentage'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

export const distributorOrderItems = pgTable('distributor_order_items', {
  id: serial('id').primaryKey(),
  distributorOrderId: integer('distributor_order_id')
    .notNull()
    .references(() => distributorOrders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  productName: varchar('product_name', { length: 200 }).notNull(),
  variantDisplay: text('variant_display').notNull().default(''),
  quantity: integer('quantity').notNull(),
  costPrice: money('cost_price'),
  price: money('price').notNull(),
  priceAtTime: money('price_at_time').notNull(),
});

/** A logged-in user opened the checkout form (for the abandoned-carts statistic). */
export const checkoutEvents = pgTable(
  'checkout_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The user ordered within 24 hours after it (set by the order's transaction): not abandoned. */
    ordered: boolean('ordered').notNull().default(false),
  },
  (t) => [
    index('checkout_events_user_idx').on(t.userId, t.createdAt),
    index('checkout_events_created_idx').on(t.createdAt),
  ],
);

/**
 * The sales of each store day per buyer (orders not cancelled, decision 040): kept by the order
 * writes in their transaction, read by the dashboards. A row whose buyer was deleted keeps its
 * figures with a null user.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orders: integer('orders').notNull(),
    revenue: money('revenue').notNull(),
  },
  (t) => [
    uniqueIndex('sales_days_day_user_idx').on(t.day, t.userId),
    index('sales_days_user_idx').on(t.userId, t.day),
  ],
);

/**
 * Each buyer's sales in all (orders not cancelled, decision 040): how many, their total and the last
 * store day with one; kept with the daily sales, for the inactive customers.
 */
export const salesBuyers = pgTable('sales_buyers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orders: integer('orders').notNull(),
  revenue: money('revenue').notNull(),
  lastDay: date('last_day', { mode: 'string' }),
});

/** The units and amount sold of each product per store day (orders not cancelled, decision 040). */
export const salesDayProducts = pgTable(
  'sales_day_products',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    units: integer('units').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('sales_day_products_day_product_idx').on(t.day, t.productId)],
);
