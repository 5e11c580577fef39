import { ACCOUNT_MESSAGES } from '@mayorista/shared/current-account-rules';
import { lineAmount, linesSubtotal, orderTotals, toCents } from '@mayorista/shared/order-totals';
import {
  BLOCKED_CUSTOMER_MESSAGE,
  type MyOrdersQuery,
  minimumOrderMessage,
  ORDER_STATUS_LABELS,
  ORDERS_PAGE_SIZE_DEFAULT,
  type Order,
  type OrderCreate,
  type OrderItem,
  type OrderListQuery,
  type OrderPage,
  shippingFields,
} from '@mayorista/shared/orders';
import { PAYMENT_MESSAGES } from '@mayorista/shared/payments';
import { roundMoney } from '@mayorista/shared/pricing';
import { saleUnitLabel } from '@mayorista/shared/sale-units';
import { and, count, desc, eq, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedRows } from '../../db/client.ts';
import {
  checkoutEvents,
  distributorOrderItems,
  distributorOrders,
  orderItems,
  orders,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { isStaff, priceListOf, type Viewer } from '../../lib/viewer.ts';
import { recordCouponUse, reserveCoupon } from '../marketing/coupons.service.ts';
import type { PriceListRow } from '../pricing/price-terms.service.ts';
import type { SalePrice } from '../pricing/pricing.service.ts';
import {
  checkQuantity,
  choiceKey,
  findVariantGroups,
  linePrice,
  loadBuyerTerms,
  lockProductsAndRate,
  lockVariantOptions,
  minimumOrderMissing,
  pricedWith,
  resolveSelection,
  type SaleOption,
  type SaleProduct,
  type SaleVariantGroup,
  type Selection,
  type Sold,
  saleSku,
  takeStockCtes,
  unsellableReason,
} from '../stock/selling.service.ts';
import { applySales, isSale, markCheckoutsOrdered, STORE_TIME_ZONE } from './order-stats.service.ts';

export const ORDER_NOT_FOUND = 'La orden solicitada no existe';
export const BLOCKED_CUSTOMER = BLOCKED_CUSTOMER_MESSAGE;

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

function toItemDto(row: ItemRow, viewer: Viewer): OrderItem {
  const item: OrderItem = {
    id: row.id,
    product: row.productId,
    product_name: row.productName,
    sku: row.sku,
    variant_display: row.variantDisplay,
    selected_variants: row.selectedVariants ?? null,
    quantity: row.quantity,
    price: Number(row.price),
    discount: Number(row.discount),
    price_at_time: Number(row.priceAtTime),
    subtotal: lineAmount(Number(row.priceAtTime), row.quantity),
    product_details: { id: row.productId, name: row.productName, image: row.productImage ?? null },
    price_list_id: row.priceListId,
    price_list_name: row.priceListName,
    tier_min_quantity: row.tierMinQuantity,
    tier_discount: Number(row.tierDiscount),
    sale_unit: row.saleUnit,
    units_per_pack: row.unitsPerPack,
    unit_label: saleUnitLabel(row.saleUnit, row.unitsPerPack),
    iva_rate: Number(row.ivaRate),
  };
  if (isStaff(viewer)) item.cost_price = row.costPrice == null ? null : Number(row.costPrice);
  return item;
}

export function toOrderDto(row: OrderRow, items: ItemRow[] | undefined, viewer: Viewer): Order {
  const dto: Order = {
    id: row.id,
    user: row.userId,
    status: row.status,
    status_label: ORDER_STATUS_LABELS[row.status] ?? row.status,
    created_at: row.createdAt.toISOString(),
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    delivery_type: row.deliveryType,
    delivery_time: row.deliveryTime,
    shipping_method: row.shippingMethod,
    recipient_name: row.recipientName,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    customer_dni_cuit: row.customerDniCuit,
    shipping_address: row.shippingAddress,
    shipping_street: row.shippingStreet,
    shipping_number: row.shippingNumber,
    shipping_city: row.shippingCity,
    shipping_postal_code: row.shippingPostalCode,
    subtotal: Number(row.subtotal),
    coupon_code: row.couponCode,
    coupon_discount: Number(row.couponDiscount),
    shipping_cost: Number(row.shippingCost),
    total: Number(row.total),
    original_order: null,
    payment_id: row.paymentId ?? null,
    payment_status_detail: row.paymentStatusDetail,
    payment_due_at: row.paymentDueAt?.toISOString() ?? null,
  };
  if (items) dto.items = items.map((item) => toItemDto(item, viewer));
  return dto;
}

// ---- Creating an order ----

type Choice = Selection & { product: SaleProduct; quantity: number };
type PricedLine = Choice & { price: SalePrice };

const labelOf = (line: { product: SaleProduct; variantDisplay: string }) =>
  line.variantDisplay ? `${line.product.name} (${line.variantDisplay})` : line.product.name;

const shortOfStock = (label: string, available: number) =>
  new AppError(
    'conflict',
    `No hay suficiente stock de ${label}. Stock disponible: ${Math.max(0, available)}`,
  );

/**
 * Lines of one product with the same options become one line: their stock is checked on the sum, and
 * the sum reaches the tier (the quote adds them up the same way).
 */
function mergeSameChoices(lines: Choice[]): Choice[] {
  const merged = new Map<string, Choice>();
  for (const line of lines) {
    const key = choiceKey(line.product.id, line.options);
    const same = merged.get(key);
    if (same) same.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

/**
 * Each line must fit the stock of its product and of each of its options; lines of one product with
 * different options must also fit together (the product's stock, and an option two lines share).
 * The message names what is short and its real stock.
 */
function checkStock(lines: Choice[], groups: Map<number, SaleVariantGroup[]>) {
  for (const line of lines) {
    const available = Math.min(line.product.stock, ...line.options.map((option) => option.stock));
    if (line.quantity > available) throw shortOfStock(labelOf(line), available);
  }
  const byProduct = new Map<number, { product: SaleProduct; quantity: number }>();
  const byOption = new Map<number, { line: Choice; option: SaleOption; quantity: number }>();
  for (const line of lines) {
    const product = byProduct.get(line.product.id) ?? { product: line.product, quantity: 0 };
    product.quantity += line.quantity;
    byProduct.set(line.product.id, product);
    for (const option of line.options) {
      const sold = byOption.get(option.id) ?? { line, option, quantity: 0 };
      sold.quantity += line.quantity;
      byOption.set(option.id, sold);
    }
  }
  for (const { product, quantity } of byProduct.values())
    if (quantity > product.stock) throw shortOfStock(product.name, product.stock);
  for (const { line, option, quantity } of byOption.values()) {
    if (quantity <= option.stock) continue;
    const group = groups.get(line.product.id)?.find((candidate) => candidate.id === option.variantId);
    throw shortOfStock(`${line.product.name} (${group?.variantName ?? ''}: ${option.name})`, option.stock);
  }
}

const ORDER_COLUMNS = [
  'user_id',
  'status',
  'payment_status',
  'payment_method',
  'delivery_type',
  'delivery_time',
  'shipping_method',
  'recipient_name',
  'customer_email',
  'customer_phone',
  'customer_dni_cuit',
  'shipping_address',
  'shipping_street',
  'shipping_number',
  'shipping_city',
  'shipping_postal_code',
  'subtotal',
  'coupon_id',
  'coupon_code',
  'coupon_discount',
  'shipping_cost',
  'total',
  'payment_due_at',
] as const;
type NewOrder = Record<(typeof ORDER_COLUMNS)[number], string | number | null>;

/** The columns of a new order line, with their types for jsonb_to_recordset. */
const ITEM_COLUMNS = {
  product_id: 'int',
  product_name: 'text',
  sku: 'text',
  product_image: 'text',
  selected_variants: 'jsonb',
  option_ids: 'jsonb',
  variant_display: 'text',
  quantity: 'int',
  price: 'numeric',
  discount: 'numeric',
  price_at_time: 'numeric',
  cost_price: 'numeric',
  is_own_product: 'boolean',
  price_list_id: 'int',
  price_list_name: 'text',
  tier_min_quantity: 'int',
  tier_discount: 'numeric',
  sale_unit: 'text',
  units_per_pack: 'int',
  iva_rate: 'numeric',
} as const;
type NewItem = Record<keyof typeof ITEM_COLUMNS, unknown>;

const ITEM_NAMES = sql.raw(Object.keys(ITEM_COLUMNS).join(', '));
const ITEM_RECORD = sql.raw(
  Object.entries(ITEM_COLUMNS)
    .map(([name, type]) => `${name} ${type}`)
    .join(', '),
);

/** A row of row_to_json (snake_case keys, timestamps as text) as Drizzle gives it (camelCase, Date). */
function fromJsonRow<T>(json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const name = key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    row[name] = key.endsWith('_at') && typeof value === 'string' ? new Date(value) : value;
  }
  return row as T;
}

/**
 * Takes the stock, inserts the order and inserts its lines in **one statement** (data-modifying
 * CTEs): the busiest write of the store makes one round trip here instead of one per product, per
 * option and per table (issue 15). Returns the saved rows as Drizzle would.
 */
async function recordOrder(
  tx: Db,
  input: { sold: Sold; order: NewOrder; items: NewItem[] },
): Promise<{ order: OrderRow; items: ItemRow[] }> {
  const values = sql.join(
    ORDER_COLUMNS.map((column) => sql`${input.order[column]}`),
    sql`, `,
  );
  const [row] = await preparedRows<{ order: Record<string, unknown>; items: Record<string, unknown>[] }>(
    tx,
    sql`with ${takeStockCtes(input.sold)},
      new_order as (
        insert into ${orders} (${sql.raw(ORDER_COLUMNS.join(', '))}) values (${values}) returning *),
      new_items as (
        insert into ${orderItems} (order_id, ${ITEM_NAMES})
        select new_order.id, ${ITEM_NAMES}
        from new_order, jsonb_to_recordset(${JSON.stringify(input.items)}::jsonb) as line(${ITEM_RECORD})
        returning *)
    select row_to_json(new_order) as "order",
      (select json_agg(new_items order by new_items.id) from new_items) as items
    from new_order`,
  );
  return {
    order: fromJsonRow<OrderRow>(row.order),
    items: (row.items ?? []).map((item) => fromJsonRow<ItemRow>(item)),
  };
}

/**
 * Selling on cuenta corriente (issue 32, decision 056), handed in by app.ts from the current-accounts
 * module (which reads orders, so orders cannot import it). Both run inside the order's transaction.
 */
export type AccountSales = {
  /**
   * Once the order's total is known: takes the customer's account lock and answers whether the sale
   * passes (`refusal` null) and the figures it was judged by (for the staff override's log).
   */
  check: (
    tx: Db,
    sale: { userId: number; totalCents: number },
  ) => Promise<{ enabled: boolean; refusal: string | null; figures: Record<string, number> }>;
  /** The order is recorded: its debit when the store does not invoice (else the invoice posts it). */
  recorded: (tx: Db, order: { id: number; userId: number; totalCents: number }) => Promise<void>;
};

/** A staff sale on account let past the credit limit or overdue debts: what checkout would have said. */
export type AccountOverride = { refusal: string; figures: Record<string, number> };

/**
 * Creates the order in one transaction: locks the products and the selected options (id order),
 * checks availability, each line's quantity against its product's rule, variants and stock,
 * recomputes every price from the database with the buyer's list and each line's tier (client
 * prices are ignored), holds the list's minimum order, applies the coupon (row locked), takes the
 * stock and records everything. Goods of the external supplier also get one distributor order. Any
 * rule that fails rolls the whole order back. Under the minimum, a checkout is refused; a staff sale
 * (`belowMinimum: 'warn'`) passes and answers the message (decision 052). An online order (issue
 * 30, decision 054) waits for its payment until `onlinePayment.dueAt` (`payment_pending`); without
 * `onlinePayment` (Mercado Pago not configured) it is refused. An order on account (issue 32) is a sale
 * at once (`pending`) once `account.check` lets it pass under the account's lock, in this
 * transaction: not enabled, overdue debts or over the available credit answer 400 with the reason;
 * a staff sale (`accountOverride: 'allow'`) passes the last two and answers what was overridden.
 * Without `account` it is refused.
 */
export async function createOrder(
  db: Db,
  viewer: NonNullable<Viewer>,
  input: OrderCreate,
  policy: {
    belowMinimum: 'refuse' | 'warn';
    onlinePayment?: { dueAt: Date };
    account?: AccountSales;
    accountOverride?: 'refuse' | 'allow';
  } = { belowMinimum: 'refuse' },
): Promise<{
  order: Order;
  hasSupplierGoods: boolean;
  minOrderWarning: string | null;
  accountOverride: AccountOverride | null;
}> {
  if (viewer.isBlocked) throw new AppError('forbidden', BLOCKED_CUSTOMER);
  const online = input.payment_method === 'online';
  const onAccount = input.payment_method === 'account';
  if (online && !policy.onlinePayment) throw new AppError('invalid', PAYMENT_MESSAGES.onlineOff);
  const account = policy.account;
  if (onAccount && !account) throw new AppError('invalid', ACCOUNT_MESSAGES.notEnabled);
  return db.transaction(async (tx) => {
    const { products, dollarRate } = await lockProductsAndRate(
      tx,
      input.products.map((line) => line.product_id),
    );
    for (const line of input.products) {
      const reason = unsellableReason(products.get(line.product_id), line.product_id);
      if (reason) throw new AppError('invalid', reason);
      checkQuantity(products.get(line.product_id)!, line.quantity);
    }
    const buyer = await loadBuyerTerms(tx, priceListOf(viewer), [...products.keys()]);
    const groups = await findVariantGroups(
      tx,
      [...products.values()].filter((product) => product.hasVariants).map((product) => product.id),
    );
    const choices = input.products.map((line) => {
      const product = products.get(line.product_id)!;
      return {
        product,
        quantity: line.quantity,
        ...resolveSelection(product, groups.get(product.id) ?? [], line.selected_variants),
      };
    });
    const locked = await lockVariantOptions(
      tx,
      choices.flatMap((line) => line.options.map((option) => option.id)),
    );
    const fresh: Choice[] = mergeSameChoices(choices).map((choice) => {
      const options = choice.options.map((option) => locked.get(option.id));
      if (options.some((option) => !option))
        throw new AppError('invalid', `Por favor selecciona: ${choice.variantDisplay}`);
      const line = { ...choice, options: options as SaleOption[] };
      if (line.options.some((option) => !option.isAvailable))
        throw new AppError('invalid', `Producto no disponible: ${labelOf(line)}`);
      return line;
    });
    checkStock(fresh, groups);
    const lines: PricedLine[] = fresh.map((line) => ({ ...line, price: linePrice(buyer, line, dollarRate) }));
    const soldProducts = new Map<number, number>();
    const soldOptions = new Map<number, number>();
    for (const line of lines) {
      soldProducts.set(line.product.id, (soldProducts.get(line.product.id) ?? 0) + line.quantity);
      for (const option of line.options)
        soldOptions.set(option.id, (soldOptions.get(option.id) ?? 0) + line.quantity);
    }

    const priced = lines.map((line) => ({ price: line.price.finalPrice, quantity: line.quantity }));
    const minOrderWarning = minimumOrderWarning(buyer.priceList, linesSubtotal(priced));
    if (minOrderWarning && policy.belowMinimum === 'refuse') throw new AppError('invalid', minOrderWarning);
    const couponCode = input.coupon_code?.trim();
    const coupon = couponCode ? await reserveCoupon(tx, couponCode, linesSubtotal(priced)) : null;
    const { subtotal, couponDiscount, shippingCost, total } = orderTotals({
      lines: priced,
      couponDiscount: coupon?.discount ?? 0,
      shippingCost: 0,
    });
    let accountOverride: AccountOverride | null = null;
    if (onAccount && account) {
      // After the stock locks (decision 040's order: products, options, coupon, then the account).
      const verdict = await account.check(tx, { userId: viewer.userId, totalCents: toCents(total) });
      if (verdict.refusal) {
        if (!verdict.enabled || policy.accountOverride !== 'allow')
          throw new AppError('invalid', verdict.refusal);
        accountOverride = { refusal: verdict.refusal, figures: verdict.figures };
      }
    }

    const { order, items } = await recordOrder(tx, {
      sold: { products: soldProducts, options: soldOptions },
      order: {
        user_id: viewer.userId,
        status: online ? 'payment_pending' : 'pending',
        payment_status: 'pending',
        payment_method: online ? 'online' : onAccount ? 'account' : 'cash',
        delivery_type: input.delivery_type,
        delivery_time: input.delivery_time ?? '',
        shipping_method: input.shipping_method ?? '',
        recipient_name: input.recipient_name,
        customer_email: input.customer_email,
        customer_phone: input.customer_phone,
        customer_dni_cuit: input.customer_dni_cuit ?? '',
        ...shippingFields(input),
        subtotal,
        coupon_id: coupon?.couponId ?? null,
        coupon_code: coupon?.code ?? null,
        coupon_discount: couponDiscount,
        shipping_cost: shippingCost,
        total,
        payment_due_at: online ? (policy.onlinePayment?.dueAt.toISOString() ?? null) : null,
      },
      items: lines.map((line) => ({
        product_id: line.product.id,
        product_name: line.product.name,
        sku: saleSku(line.product, line.options),
        product_image: line.product.image,
        selected_variants: line.selectedVariants,
        option_ids: line.options.map((option) => option.id),
        variant_display: line.variantDisplay,
        quantity: line.quantity,
        price: line.price.price,
        discount: line.price.discount,
        price_at_time: line.price.finalPrice,
        cost_price: line.price.costPrice,
        is_own_product: line.product.isOwnProduct,
        ...itemColumns(pricedWith(buyer.priceList, line.price, line.product)),
      })),
    });
    // An online order awaiting its payment is not a sale yet (isSale): its payment adds it.
    await applySales(tx, order.id, 1);
    await markCheckoutsOrdered(tx, viewer.userId, order.createdAt);
    if (coupon) {
      await recordCouponUse(tx, {
        couponId: coupon.couponId,
        userId: viewer.userId,
        orderId: order.id,
        purchaseAmount: subtotal,
        amount: couponDiscount,
      });
    }
    const supplierLines = lines.filter((line) => !line.product.isOwnProduct);
    if (supplierLines.length > 0) await createDistributorOrder(tx, order.id, supplierLines);
    if (onAccount && account)
      await account.recorded(tx, { id: order.id, userId: viewer.userId, totalCents: toCents(total) });
    return {
      order: toOrderDto(order, items, viewer),
      hasSupplierGoods: supplierLines.length > 0,
      minOrderWarning,
      accountOverride,
    };
  });
}

/** The list's minimum-order message when the lines' subtotal is under it, else null. */
function minimumOrderWarning(priceList: PriceListRow, subtotal: number): string | null {
  const minimum = priceList.minOrderAmount;
  return minimum != null && minimumOrderMissing(priceList, subtotal) > 0
    ? minimumOrderMessage(minimum)
    : null;
}

/** pricedWith's fields under their column names (the line's JSON record). */
const itemColumns = (fields: ReturnType<typeof pricedWith>) => ({
  price_list_id: fields.priceListId,
  price_list_name: fields.priceListName,
  tier_min_quantity: fields.tierMinQuantity,
  tier_discount: fields.tierDiscount,
  sale_unit: fields.saleUnit,
  units_per_pack: fields.unitsPerPack,
  iva_rate: fields.ivaRate,
});

/** One order to the external supplier for its goods, at cost price (the base price when it has none). */
async function createDistributorOrder(tx: Db, orderId: number, lines: PricedLine[]) {
  const items = lines.map((line) => ({
    productId: line.product.id,
    productName: line.product.name,
    variantDisplay: line.variantDisplay,
    quantity: line.quantity,
    costPrice: line.price.costPrice,
    price: line.price.price,
    priceAtTime: line.price.costPrice ?? line.price.price,
  }));
  const total = linesSubtotal(items.map((item) => ({ price: item.priceAtTime, quantity: item.quantity })));
  const [distributorOrder] = await tx
    .insert(distributorOrders)
    .values({ originalOrderId: orderId, paymentStatus: 'pending', total })
    .returning({ id: distributorOrders.id });
  await tx
    .insert(distributorOrderItems)
    .values(items.map((item) => ({ ...item, distributorOrderId: distributorOrder.id })));
}

// ---- Reading orders ----

export async function itemsByOrder(db: Db, orderIds: number[]): Promise<Map<number, ItemRow[]>> {
  const byOrder = new Map<number, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id);
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export async function getOrder(db: Db, id: number, viewer: NonNullable<Viewer>): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row || (!viewer.isStaff && row.userId !== viewer.userId)) throw notFound(ORDER_NOT_FOUND);
  const items = await itemsByOrder(db, [row.id]);
  return toOrderDto(row, items.get(row.id) ?? [], viewer);
}

/** The caller's orders, newest first, with their items. */
export async function listMyOrders(
  db: Db,
  viewer: NonNullable<Viewer>,
  filter: MyOrdersQuery,
): Promise<Order[]> {
  const where = [eq(orders.userId, viewer.userId)];
  if (filter.status) where.push(eq(orders.status, filter.status));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const items = await itemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrderDto(row, items.get(row.id) ?? [], viewer));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export { STORE_TIME_ZONE };

type OrderFilter = Omit<OrderListQuery, 'page' | 'page_size' | 'include_items'>;

/**
 * The conditions of the sales history: buyers only ever see their own orders; staff filter by
 * customer, status, payment status, payment method, delivery type, store days (both ends included)
 * and a search of the customer's e-mail or name (or the order number).
 */
export function orderFilters(viewer: NonNullable<Viewer>, query: OrderFilter): SQL | undefined {
  const where: SQL[] = [];
  if (!viewer.isStaff) where.push(eq(orders.userId, viewer.userId));
  else if (query.customer_id) where.push(eq(orders.userId, query.customer_id));
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.payment_status) where.push(eq(orders.paymentStatus, query.payment_status));
  if (query.payment_method) where.push(eq(orders.paymentMethod, query.payment_method));
  if (query.delivery_type) where.push(eq(orders.deliveryType, query.delivery_type));
  if (query.date_from)
    where.push(
      sql`${orders.createdAt} >= (${query.date_from}::date::timestamp at time zone ${STORE_TIME_ZONE})`,
    );
  if (query.date_to)
    where.push(
      sql`${orders.createdAt} < ((${query.date_to}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE})`,
    );
  const search = query.search?.trim();
  if (search) {
    const like = `%${escapeLike(search.toLowerCase())}%`;
    const conditions = [
      sql`lower(${orders.customerEmail}) like ${like}`,
      sql`lower(${orders.recipientName}) like ${like}`,
    ];
    if (/^\d{1,9}$/.test(search)) conditions.push(eq(orders.id, Number(search)));
    where.push(or(...conditions)!);
  }
  return where.length ? and(...where) : undefined;
}

/**
 * Buyers page through their own orders; staff through all, filtered; with the filtered set's totals:
 * every order is counted and listed, only sales (not cancelled) are summed.
 */
export async function listOrders(
  db: Db,
  viewer: NonNullable<Viewer>,
  query: OrderListQuery & { url: string },
): Promise<OrderPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? ORDERS_PAGE_SIZE_DEFAULT;
  const condition = orderFilters(viewer, query);
  const [[totals], rows] = await Promise.all([
    db
      .select({
        count: count(),
        total:
          sql<number>`coalesce(sum(${orders.total}) filter (where ${isSale(sql`${orders.status}`)}), 0)::float8`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(condition),
    db
      .select()
      .from(orders)
      .where(condition)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = Number(totals.count);
  if (page > 1 && (page - 1) * pageSize >= total) throw notFound('Página inválida.');
  const items = query.include_items
    ? await itemsByOrder(
        db,
        rows.map((row) => row.id),
      )
    : null;
  const results = rows.map((row) => toOrderDto(row, items ? (items.get(row.id) ?? []) : undefined, viewer));
  return {
    ...toPage(results, { count: total, page, pageSize, url: query.url }),
    totals: { count: total, total: roundMoney(totals.total) },
  };
}

/** Every order of the filtered set, newest first (the export), at most `limit`. */
export async function findOrdersForExport(
  db: Db,
  viewer: NonNullable<Viewer>,
  query: OrderFilter,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(orderFilters(viewer, query))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export type PurchaseTotals = { totalOrders: number; totalSpent: number; lastPurchase: Date | null };

/**
 * Purchase totals of each given user, for the customers screens: the orders that count as purchases
 * (every status but cancelled), their summed total and the latest one's date. Users without
 * purchases are absent from the map. One grouped query over the page's ids (orders_user_idx).
 */
export async function customerPurchaseTotals(
  db: Db,
  userIds: number[],
): Promise<Map<number, PurchaseTotals>> {
  const totals = new Map<number, PurchaseTotals>();
  if (userIds.length === 0) return totals;
  const rows = await db
    .select({
      userId: orders.userId,
      totalOrders: count(),
      totalSpent: sql<number>`coalesce(sum(${orders.total}), 0)::float8`.mapWith(Number),
      lastPurchase: max(orders.createdAt),
    })
    .from(orders)
    .where(and(inArray(orders.userId, [...new Set(userIds)]), isSale(sql`${orders.status}`)))
    .groupBy(orders.userId);
  for (const row of rows) {
    if (row.userId == null) continue;
    totals.set(row.userId, {
      totalOrders: row.totalOrders,
      totalSpent: row.totalSpent,
      lastPurchase: row.lastPurchase,
    });
  }
  return totals;
}

export type OrderSummary = { id: number; createdAt: Date; status: string; total: number };

/** A user's latest orders (any status), newest first: the customer profile's recent orders. */
export async function latestOrdersOf(db: Db, userId: number, limit: number): Promise<OrderSummary[]> {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt, status: orders.status, total: orders.total })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** A logged-in user opened the checkout form (abandoned-cart statistic). */
export async function recordCheckoutStarted(db: Db, userId: number): Promise<void> {
  await db.insert(checkoutEvents).values({ userId });
}
