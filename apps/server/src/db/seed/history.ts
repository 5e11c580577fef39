/**
 * The demo's past: buyers, ~6 months of orders with their distributor orders, coupon uses and
 * checkout events, and contact messages, so every back-office screen has something to show on a
 * fresh start. Deterministic (seeded generator, dates relative to `now`); written in a few batched
 * inserts. Prices come from the real rule (salePrice) with the offers active at each order's date,
 * the default price list (the buyers it creates have none) and each line's quantity break; quantities
 * follow each product's sale unit rule (decision 052).
 */
import { linesSubtotal, orderTotals } from '@mayorista/shared/order-totals';
import { couponDiscount, shippingFields } from '@mayorista/shared/orders';
import { channelDiscount, type QuantityBreak } from '@mayorista/shared/pricing';
import { type QuantityRule, validQuantity } from '@mayorista/shared/sale-units';
import { eq, type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { rebuildSalesSummary } from '../../modules/orders/order-stats.service.ts';
import { loadPriceTerms, priceListFor } from '../../modules/pricing/price-terms.service.ts';
import { type ListTerms, salePrice } from '../../modules/pricing/pricing.service.ts';
import {
  findVariantGroups,
  pricedWith,
  type SaleVariantGroup,
  saleSku,
} from '../../modules/stock/selling.service.ts';
import type { Db } from '../client.ts';
import {
  checkoutEvents,
  contactMessages,
  coupons,
  couponUsages,
  distributorOrderItems,
  distributorOrders,
  orderItems,
  orders,
  outbox,
  products,
  users,
  variantOptions,
} from '../schema/index.ts';
import { PRODUCTS } from './demo-data.ts';
import { BUYERS, type BuyerSeed, CONTACT_MESSAGES, DEMO_BUYER_PASSWORD } from './history-data.ts';
import type { MainCategory } from './images.ts';
import { prng } from './random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Argentina keeps UTC-3 all year: the store's days (America/Argentina/Buenos_Aires). */
const STORE_UTC_OFFSET_MS = -3 * HOUR_MS;
const HISTORY_DAYS = 180;
/**
 * The catalogue's stock is what was counted at the last restock, this many days ago: the units of
 * the orders placed since then (not cancelled) are taken off it, never below STOCK_FLOOR of it.
 */
const RESTOCK_DAYS = 30;
const STOCK_FLOOR = 0.4;
/** The shipping_method the web's checkout sends (apps/web/src/features/cart/lib/checkout.ts). */
const DELIVERY_LABEL = 'Envío a domicilio';
const PICKUP_LABEL = 'Retiro / Coordinar entrega';
/** When the demo coupons started (their usages never predate it). */
const COUPON_START_DAYS: Record<string, number> = { BIENVENIDA10: 185, FIJO5000: 80, VENCIDO: 100 };

type OrderStatus = 'pending' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

export type CatalogueProduct = {
  id: number;
  name: string;
  sku: string | null;
  image: string | null;
  price: number;
  priceInArs: number | null;
  costPrice: number | null;
  currency: 'ARS' | 'USD';
  ownDiscount: number;
  stock: number;
  isOwnProduct: boolean;
  category: MainCategory;
  /** The offers (discount and window) that include the product. */
  offers: { discount: number; start: number; end: number }[];
  groups: SaleVariantGroup[];
  /** Its quantity breaks for the history's price list. */
  breaks: QuantityBreak[];
  /** The IVA rate its price contains: the history's lines keep it like a sale does. */
  ivaRate: number;
} & QuantityRule;

/** The price list the history sells with, as its order lines record it. */
export type HistoryPriceList = { id: number; name: string; terms: ListTerms };

export type CatalogueCoupon = {
  id: number;
  code: string;
  type: 'percentage' | 'fixed';
  value: number;
  maxAmount: number | null;
  minPurchase: number;
  maxUses: number | null;
  expiresAt: number;
};

type PlannedLine = {
  productId: number;
  productName: string;
  sku: string | null;
  productImage: string | null;
  selectedVariants: Record<string, string> | null;
  optionIds: number[];
  variantDisplay: string;
  quantity: number;
  price: number;
  discount: number;
  priceAtTime: number;
  costPrice: number | null;
  isOwnProduct: boolean;
} & ReturnType<typeof pricedWith>;

export type PlannedOrder = {
  buyer: number;
  createdAt: number;
  updatedAt: number;
  status: OrderStatus;
  deliveryType: 'delivery' | 'pickup';
  subtotal: number;
  coupon: { id: number; code: string; discount: number } | null;
  total: number;
  lines: PlannedLine[];
  distributor: { paymentStatus: 'pending' | 'paid' | 'cancelled'; paidAt: number | null } | null;
};

export type HistoryPlan = {
  orders: PlannedOrder[];
  /** Checkout opened (buyer index, time): one before each order and some abandoned carts. */
  checkouts: { buyer: number; at: number }[];
  stock: { products: Map<number, number>; options: Map<number, number> };
};

/** Midnight of the store's day `daysAgo` days before `now`, as a UTC timestamp. */
export function storeMidnight(now: number, daysAgo: number): number {
  const local = now + STORE_UTC_OFFSET_MS;
  return Math.floor(local / DAY_MS) * DAY_MS - STORE_UTC_OFFSET_MS - daysAgo * DAY_MS;
}

const weekday = (midnight: number) => new Date(midnight + STORE_UTC_OFFSET_MS + 12 * HOUR_MS).getUTCDay();

function weightedPick<T>(random: () => number, items: T[], weight: (item: T) => number): T | undefined {
  const total = items.reduce((sum, item) => sum + Math.max(0, weight(item)), 0);
  if (total <= 0) return undefined;
  let left = random() * total;
  for (const item of items) {
    left -= Math.max(0, weight(item));
    if (left < 0) return item;
  }
  return items.at(-1);
}

function quantityFor(random: () => number, unitPrice: number): number {
  const steps =
    unitPrice < 5000
      ? [6, 10, 12, 24]
      : unitPrice < 15000
        ? [3, 4, 6, 10, 12]
        : unitPrice < 40000
          ? [2, 3, 4, 6]
          : unitPrice < 100000
            ? [1, 2, 3]
            : [1, 1, 2];
  return steps[Math.floor(random() * steps.length)];
}

function statusFor(random: () => number, ageDays: number, pickup: boolean): OrderStatus {
  const r = random();
  let status: OrderStatus;
  if (ageDays >= 14) status = r < 0.08 ? 'cancelled' : 'delivered';
  else if (ageDays >= 5)
    status = r < 0.05 ? 'cancelled' : r < 0.1 ? 'paid' : r < 0.3 ? 'shipped' : 'delivered';
  else if (ageDays >= 2)
    status =
      r < 0.05 ? 'cancelled' : r < 0.12 ? 'pending' : r < 0.52 ? 'paid' : r < 0.85 ? 'shipped' : 'delivered';
  else status = r < 0.6 ? 'pending' : 'paid';
  if (pickup && status === 'shipped') return 'delivered';
  return status;
}

function laterThan(random: () => number, createdAt: number, now: number, status: OrderStatus): number {
  const spread: Record<OrderStatus, [number, number]> = {
    pending: [0, 0],
    paid: [2 * HOUR_MS, 20 * HOUR_MS],
    shipped: [DAY_MS, 2 * DAY_MS],
    delivered: [2 * DAY_MS, 6 * DAY_MS],
    cancelled: [DAY_MS, 3 * DAY_MS],
  };
  const [min, max] = spread[status];
  return Math.min(now, createdAt + min + random() * (max - min));
}

/**
 * Plans the orders (oldest first) of the buyers over the last HISTORY_DAYS days: more in recent
 * weeks, fewer on weekends, some today and yesterday; each priced by salePrice with the offers of
 * its date, a coupon where its rules allow, and the stock taken for orders since the last restock.
 */
export function planHistory(input: {
  now: number;
  buyers: BuyerSeed[];
  catalogue: CatalogueProduct[];
  coupons: CatalogueCoupon[];
  dollarRate: number;
  priceList: HistoryPriceList;
  seed?: number;
}): HistoryPlan {
  const { now, buyers, catalogue, dollarRate, priceList } = input;
  const random = prng(input.seed ?? 20251123);
  const stock = {
    products: new Map(catalogue.map((product) => [product.id, product.stock])),
    options: new Map(
      catalogue.flatMap((product) =>
        product.groups.flatMap((group) => group.options.map((option) => [option.id, option.stock] as const)),
      ),
    ),
  };
  const floorOf = (initial: number) => Math.max(1, Math.ceil(initial * STOCK_FLOOR));
  const productFloor = new Map(catalogue.map((product) => [product.id, floorOf(product.stock)]));
  const optionFloor = new Map([...stock.options].map(([id, initial]) => [id, floorOf(initial)]));
  const restock = storeMidnight(now, RESTOCK_DAYS);
  const couponUses = new Map<number, number>();
  const ordersOf = new Map<number, number>();
  const planned: PlannedOrder[] = [];

  const planLine = (
    product: CatalogueProduct,
    at: number,
    takesStock: boolean,
    budget: number,
  ): PlannedLine | null => {
    const options = product.groups.map((group) =>
      weightedPick(random, group.options, (option) =>
        takesStock ? stock.options.get(option.id)! - optionFloor.get(option.id)! : option.stock + 3,
      ),
    );
    if (options.some((option) => !option)) return null;
    const chosen = options as NonNullable<(typeof options)[number]>[];
    const offerDiscount = Math.max(
      0,
      ...product.offers
        .filter((offer) => offer.start <= at && at <= offer.end)
        .map((offer) => offer.discount),
    );
    const priced = { ...product, offerDiscount };
    const terms = { list: priceList.terms, breaks: product.breaks };
    const unitPrice = salePrice(priced, chosen, dollarRate, { ...terms, quantity: 1 }).finalPrice;
    let quantity = validQuantity(product, Math.round(quantityFor(random, unitPrice) * budget));
    if (takesStock) {
      const room = Math.min(
        stock.products.get(product.id)! - productFloor.get(product.id)!,
        ...chosen.map((option) => stock.options.get(option.id)! - optionFloor.get(option.id)!),
      );
      if (quantity > room) quantity = Math.floor(room / product.quantityStep) * product.quantityStep;
      if (quantity < Math.max(1, product.minQuantity)) return null;
    }
    const price = salePrice(priced, chosen, dollarRate, { ...terms, quantity });
    const selectedVariants = product.groups.length
      ? Object.fromEntries(product.groups.map((group, i) => [group.variantName, chosen[i].name]))
      : null;
    return {
      productId: product.id,
      productName: product.name,
      sku: saleSku(product, chosen),
      productImage: product.image,
      selectedVariants,
      optionIds: chosen.map((option) => option.id),
      variantDisplay: product.groups.map((group, i) => `${group.variantName}: ${chosen[i].name}`).join(', '),
      quantity,
      price: price.price,
      discount: price.discount,
      priceAtTime: price.finalPrice,
      costPrice: price.costPrice,
      isOwnProduct: product.isOwnProduct,
      ...pricedWith(priceList, price, product),
    };
  };

  const chooseCoupon = (buyer: number, at: number, subtotal: number) => {
    const usable = input.coupons.filter((coupon) => {
      const start = now - (COUPON_START_DAYS[coupon.code] ?? HISTORY_DAYS) * DAY_MS;
      const used = couponUses.get(coupon.id) ?? 0;
      return (
        at > start &&
        at < coupon.expiresAt &&
        subtotal >= coupon.minPurchase &&
        (coupon.maxUses == null || used < coupon.maxUses)
      );
    });
    const welcome = usable.find((coupon) => coupon.code === 'BIENVENIDA10');
    const others = usable.filter((coupon) => coupon !== welcome);
    // The welcome coupon on a buyer's first order; now and then another one.
    const coupon = !ordersOf.get(buyer)
      ? welcome
      : random() < 0.12
        ? others[Math.floor(random() * others.length)]
        : undefined;
    if (!coupon) return null;
    couponUses.set(coupon.id, (couponUses.get(coupon.id) ?? 0) + 1);
    const discount = couponDiscount(
      { type: coupon.type, value: coupon.value, max_amount: coupon.maxAmount },
      subtotal,
    );
    return { id: coupon.id, code: coupon.code, discount };
  };

  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const midnight = storeMidnight(now, daysAgo);
    const day = weekday(midnight);
    const recency = 1 - daysAgo / HISTORY_DAYS;
    const busy = day === 0 ? 0.15 : day === 6 ? 0.5 : 1.15;
    let count = Math.floor((0.35 + 2.2 * recency * recency) * busy + random());
    if (daysAgo === 0) count = Math.max(count, 2);
    if (daysAgo === 1) count = Math.max(count, 3);
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      if (daysAgo === 0) {
        // Today: within opening hours when they have started, else since midnight; never after now.
        const open = midnight + 8.5 * HOUR_MS;
        const start = now > open + 30 * MINUTE_MS ? open : midnight;
        times.push(start + (now - start) * (0.1 + 0.85 * random()));
      } else {
        const [open, close] = day === 6 ? [9, 13] : [8.5, 20];
        times.push(midnight + (open + random() * (close - open)) * HOUR_MS);
      }
    }
    times.sort((a, b) => a - b);
    for (const at of times) {
      const buyer = weightedPick(
        random,
        buyers.map((_, index) => index),
        (index) => {
          const seed = buyers[index];
          const joined = now - seed.joinedDaysAgo * DAY_MS;
          const quietSince = seed.quietDays ? now - seed.quietDays * DAY_MS : Number.POSITIVE_INFINITY;
          return at > joined + DAY_MS && at < quietSince ? seed.weight : 0;
        },
      );
      if (buyer === undefined) continue;
      const seed = buyers[buyer];
      const ageDays = (now - at) / DAY_MS;
      const pickup = random() < seed.pickupShare;
      const status = statusFor(random, ageDays, pickup);
      const takesStock = at >= restock && status !== 'cancelled';
      const lineCount = 1 + Math.floor(random() * 5);
      const budget = seed.weight >= 3 ? 1.5 : 1;
      const lines: PlannedLine[] = [];
      const used = new Set<number>();
      for (let attempt = 0; attempt < lineCount * 3 && lines.length < lineCount; attempt++) {
        const product = weightedPick(random, catalogue, (candidate) => {
          if (used.has(candidate.id)) return 0;
          const rank = seed.buys.indexOf(candidate.category);
          return rank === 0 ? 6 : rank === 1 ? 3 : rank === 2 ? 1.5 : 0.3;
        });
        if (!product) break;
        used.add(product.id);
        const line = planLine(product, at, takesStock, budget);
        if (!line) continue;
        lines.push(line);
        if (takesStock) {
          stock.products.set(line.productId, stock.products.get(line.productId)! - line.quantity);
          for (const id of line.optionIds) stock.options.set(id, stock.options.get(id)! - line.quantity);
        }
      }
      if (lines.length === 0) continue;
      const priced = lines.map((line) => ({ price: line.priceAtTime, quantity: line.quantity }));
      const coupon = status === 'cancelled' ? null : chooseCoupon(buyer, at, linesSubtotal(priced));
      const totals = orderTotals({ lines: priced, couponDiscount: coupon?.discount ?? 0, shippingCost: 0 });
      ordersOf.set(buyer, (ordersOf.get(buyer) ?? 0) + 1);
      const hasSupplierGoods = lines.some((line) => !line.isOwnProduct);
      let distributor: PlannedOrder['distributor'] = null;
      if (hasSupplierGoods) {
        const paid = status !== 'cancelled' && random() < (ageDays > 45 ? 0.85 : ageDays > 20 ? 0.4 : 0);
        distributor = {
          paymentStatus: status === 'cancelled' ? 'cancelled' : paid ? 'paid' : 'pending',
          paidAt: paid ? Math.min(now - HOUR_MS, at + (3 + random() * 7) * DAY_MS) : null,
        };
      }
      planned.push({
        buyer,
        createdAt: at,
        updatedAt: laterThan(random, at, now, status),
        status,
        deliveryType: pickup ? 'pickup' : 'delivery',
        subtotal: totals.subtotal,
        coupon,
        total: totals.total,
        lines,
        distributor,
      });
    }
  }

  const checkouts = planned.map((order) => ({
    buyer: order.buyer,
    at: order.createdAt - (3 + random() * 20) * MINUTE_MS,
  }));
  // Abandoned carts: checkout opened and no order from that buyer within 24 hours.
  const active = buyers.map((seed, index) => ({ seed, index })).filter(({ seed }) => seed.weight > 0);
  for (let i = 0; i < 14; i++) {
    const { seed, index } = active[Math.floor(random() * active.length)];
    const at = now - (0.2 + random() * 60) * DAY_MS;
    if (at < now - seed.joinedDaysAgo * DAY_MS) continue;
    const ordered = planned.some(
      (order) => order.buyer === index && order.createdAt >= at && order.createdAt <= at + DAY_MS,
    );
    if (!ordered) checkouts.push({ buyer: index, at });
  }
  return { orders: planned, checkouts, stock };
}

// ---- Writing it ----

async function readCatalogue(
  db: Db,
  offerRows: OfferWindow[],
  breaksOf: (productId: number) => QuantityBreak[],
): Promise<CatalogueProduct[]> {
  const categoryBySku = new Map(
    PRODUCTS.map((product) => [product.sku, product.category.split('/')[0] as MainCategory]),
  );
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      image: products.image,
      price: products.price,
      priceInArs: products.priceInArs,
      costPrice: products.costPrice,
      currency: products.currency,
      discount: products.discount,
      discountSparta: products.discountSparta,
      stock: products.stock,
      isOwnProduct: products.isOwnProduct,
      hasVariants: products.hasVariants,
      isAvailable: products.isAvailable,
      isAvailableSparta: products.isAvailableSparta,
      saleUnit: products.saleUnit,
      unitsPerPack: products.unitsPerPack,
      ivaRate: products.ivaRate,
      minQuantity: products.minQuantity,
      quantityStep: products.quantityStep,
    })
    .from(products)
    .orderBy(products.id);
  const sellable = rows.filter(
    (row) => row.isAvailable && row.isAvailableSparta && categoryBySku.has(row.sku!),
  );
  const groups = await findVariantGroups(
    db,
    sellable.filter((row) => row.hasVariants).map((row) => row.id),
  );
  return sellable.map((row) => ({
    id: row.id,
    name: row.name,
    sku: row.sku,
    image: row.image,
    price: row.price,
    priceInArs: row.priceInArs,
    costPrice: row.costPrice,
    currency: row.currency as 'ARS' | 'USD',
    ownDiscount: channelDiscount(row.discount, row.discountSparta),
    stock: row.stock,
    isOwnProduct: row.isOwnProduct,
    category: categoryBySku.get(row.sku!)!,
    offers: offerRows.filter((offer) => offer.productIds.includes(row.id)),
    groups: (groups.get(row.id) ?? []).map((group) => ({
      ...group,
      options: group.options.filter((option) => option.isAvailable),
    })),
    breaks: breaksOf(row.id),
    saleUnit: row.saleUnit,
    unitsPerPack: row.unitsPerPack,
    ivaRate: row.ivaRate,
    minQuantity: row.minQuantity,
    quantityStep: row.quantityStep,
  }));
}

export type OfferWindow = { discount: number; start: number; end: number; productIds: number[] };

const valuesList = (rows: [number, number][]): SQL =>
  sql.join(
    rows.map(([id, value]) => sql`(${id}::int, ${value}::int)`),
    sql`, `,
  );

/**
 * scrypt is slow (~0.3 s): one hash of the shared demo password serves every demo buyer. Start it
 * early, it runs off the main thread while the catalogue is written.
 */
export function hashDemoBuyerPassword(): Promise<string> {
  return hashPassword(DEMO_BUYER_PASSWORD);
}

/**
 * Seeds the buyers and their history; `offers` are the demo offers as inserted (their windows),
 * `passwordHash` the one of hashDemoBuyerPassword.
 */
export async function seedDemoHistory(
  db: Db,
  options: { now: number; offers: OfferWindow[]; dollarRate: number; passwordHash: Promise<string> },
): Promise<{ buyers: number; orders: number; distributorOrders: number; messages: number }> {
  const { now } = options;
  const passwordHash = await options.passwordHash;
  const insertedUsers = await db
    .insert(users)
    .values(
      BUYERS.map((buyer) => ({
        username: buyer.username,
        email: buyer.email,
        passwordHash,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        businessName: buyer.businessName,
        businessAddress: `${buyer.street} ${buyer.number}, ${buyer.city} (${buyer.postalCode}), ${buyer.province}`,
        phoneNumber: buyer.phoneNumber,
        instagram: buyer.instagram,
        dni: buyer.dni,
        cuit: buyer.cuit,
        ivaCondition: buyer.ivaCondition,
        businessType: buyer.businessType,
        isActive: buyer.status !== 'pending',
        isBlocked: buyer.status === 'blocked',
        emailVerified: true,
        dateJoined: new Date(now - buyer.joinedDaysAgo * DAY_MS),
        lastLogin: buyer.status === 'pending' ? null : new Date(now - ((buyer.quietDays ?? 0) + 1) * DAY_MS),
      })),
    )
    .returning({ id: users.id });
  const userIds = insertedUsers.map((row) => row.id);

  const couponRows = await db.select().from(coupons);
  const priceList = await priceListFor(db, null);
  const terms = await loadPriceTerms(
    db,
    priceList,
    (await db.select({ id: products.id }).from(products)).map((row) => row.id),
  );
  const plan = planHistory({
    now,
    buyers: BUYERS,
    catalogue: await readCatalogue(db, options.offers, terms.breaksOf),
    priceList: { id: priceList.id, name: priceList.name, terms: terms.list },
    coupons: couponRows.map((row) => ({
      id: row.id,
      code: row.code,
      type: row.type,
      value: row.value,
      maxAmount: row.maxAmount,
      minPurchase: row.minPurchase,
      maxUses: row.maxUses,
      expiresAt: row.expiresAt.getTime(),
    })),
    dollarRate: options.dollarRate,
  });

  const insertedOrders = await db
    .insert(orders)
    .values(
      plan.orders.map((order) => {
        const buyer = BUYERS[order.buyer];
        const pickup = order.deliveryType === 'pickup';
        const shipping = shippingFields({
          delivery_type: order.deliveryType,
          shipping_street: buyer.street,
          shipping_number: buyer.number,
          shipping_city: buyer.city,
          shipping_postal_code: buyer.postalCode,
        });
        return {
          userId: userIds[order.buyer],
          status: order.status,
          paymentStatus: ['paid', 'shipped', 'delivered'].includes(order.status) ? 'paid' : 'pending',
          paymentMethod: 'cash' as const,
          deliveryType: order.deliveryType,
          shippingMethod: pickup ? PICKUP_LABEL : DELIVERY_LABEL,
          recipientName: `${buyer.firstName} ${buyer.lastName}`,
          customerEmail: buyer.email,
          customerPhone: buyer.phoneNumber,
          customerDniCuit: buyer.cuit || buyer.dni,
          shippingAddress: shipping.shipping_address,
          shippingStreet: shipping.shipping_street,
          shippingNumber: shipping.shipping_number,
          shippingCity: shipping.shipping_city,
          shippingPostalCode: shipping.shipping_postal_code,
          subtotal: order.subtotal,
          couponId: order.coupon?.id ?? null,
          couponCode: order.coupon?.code ?? null,
          couponDiscount: order.coupon?.discount ?? 0,
          shippingCost: 0,
          total: order.total,
          createdAt: new Date(order.createdAt),
          updatedAt: new Date(order.updatedAt),
        };
      }),
    )
    .returning({ id: orders.id });
  const orderIds = insertedOrders.map((row) => row.id);

  await db
    .insert(orderItems)
    .values(
      plan.orders.flatMap((order, i) => order.lines.map((line) => ({ ...line, orderId: orderIds[i] }))),
    );

  // A cancelled order gave its coupon use back (decision 040).
  const used = plan.orders.flatMap((order, i) =>
    order.coupon && order.status !== 'cancelled'
      ? [
          {
            couponId: order.coupon.id,
            userId: userIds[order.buyer],
            orderId: orderIds[i],
            purchaseAmount: order.subtotal,
            amount: order.coupon.discount,
            usedAt: new Date(order.createdAt),
          },
        ]
      : [],
  );
  if (used.length) await db.insert(couponUsages).values(used);
  for (const row of couponRows) {
    const start = COUPON_START_DAYS[row.code];
    await db
      .update(coupons)
      .set({
        used: used.filter((use) => use.couponId === row.id).length,
        ...(start ? { createdAt: new Date(now - start * DAY_MS) } : {}),
      })
      .where(eq(coupons.id, row.id));
  }

  const supplied = plan.orders
    .map((order, i) => ({ order, orderId: orderIds[i] }))
    .filter(({ order }) => order.distributor);
  if (supplied.length) {
    const itemsOf = (order: PlannedOrder) =>
      order.lines
        .filter((line) => !line.isOwnProduct)
        .map((line) => ({
          productId: line.productId,
          productName: line.productName,
          variantDisplay: line.variantDisplay,
          quantity: line.quantity,
          costPrice: line.costPrice,
          price: line.price,
          priceAtTime: line.costPrice ?? line.price,
        }));
    const insertedDistributor = await db
      .insert(distributorOrders)
      .values(
        supplied.map(({ order, orderId }) => ({
          originalOrderId: orderId,
          paymentStatus: order.distributor!.paymentStatus,
          total: linesSubtotal(
            itemsOf(order).map((item) => ({ price: item.priceAtTime, quantity: item.quantity })),
          ),
          createdAt: new Date(order.createdAt),
          paidAt: order.distributor!.paidAt ? new Date(order.distributor!.paidAt) : null,
          // Paid and cancelled ones keep the discount they had: the demo's setting, none.
          discountPercentage: order.distributor!.paymentStatus === 'pending' ? null : 0,
        })),
      )
      .returning({ id: distributorOrders.id });
    await db
      .insert(distributorOrderItems)
      .values(
        supplied.flatMap(({ order }, i) =>
          itemsOf(order).map((item) => ({ ...item, distributorOrderId: insertedDistributor[i].id })),
        ),
      );
  }

  await db
    .insert(checkoutEvents)
    .values(plan.checkouts.map((event) => ({ userId: userIds[event.buyer], createdAt: new Date(event.at) })));
  // Written straight to the tables: the dashboards' daily sales are computed from them once.
  await rebuildSalesSummary(db);

  const changedProducts = [...plan.stock.products];
  if (changedProducts.length)
    await db.execute(
      sql`update ${products} set stock = v.stock from (values ${valuesList(changedProducts)}) as v(id, stock) where ${products.id} = v.id`,
    );
  const changedOptions = [...plan.stock.options];
  if (changedOptions.length)
    await db.execute(
      sql`update ${variantOptions} set stock = v.stock from (values ${valuesList(changedOptions)}) as v(id, stock) where ${variantOptions.id} = v.id`,
    );

  const byUsername = new Map(BUYERS.map((buyer, index) => [buyer.username, index]));
  await db.insert(contactMessages).values(
    CONTACT_MESSAGES.map((message, i) => {
      const index = byUsername.get(message.username);
      if (index === undefined) throw new Error(`Unknown demo buyer ${message.username}`);
      const buyer = BUYERS[index];
      const sentAt =
        message.daysAgo === 0
          ? now - (i + 1) * 17 * MINUTE_MS
          : storeMidnight(now, message.daysAgo) + (9 + ((i * 7) % 10)) * HOUR_MS;
      return {
        userId: userIds[index],
        nombre: `${buyer.firstName} ${buyer.lastName}`,
        email: buyer.email,
        telefono: buyer.phoneNumber,
        city: buyer.city,
        negocio: buyer.negocio,
        motivo: message.motivo,
        mensaje: message.mensaje,
        respondido: message.respondido,
        archivado: message.archivado,
        emailStatus: { confirmation_sent: true },
        fechaEnvio: new Date(sentAt),
      };
    }),
  );

  await seedDemoOutbox(db, { now, orderIds, plan });

  return {
    buyers: BUYERS.length,
    orders: plan.orders.length,
    distributorOrders: supplied.length,
    messages: CONTACT_MESSAGES.length,
  };
}

/**
 * The last orders' mails in the outbox (the Correos screen, issue 14): confirmations to the buyers and
 * notices to the store, most delivered, one failed waiting for its retry and one given up after the
 * sixth attempt, as a store with SMTP would have them.
 */
async function seedDemoOutbox(
  db: Db,
  {
    now,
    orderIds,
    plan,
  }: {
    now: number;
    orderIds: number[];
    plan: { orders: { buyer: number; createdAt: number; total: number }[] };
  },
) {
  const recent = plan.orders
    .map((order, i) => ({ order, id: orderIds[i] }))
    .filter(({ order }) => order.createdAt <= now)
    .sort((a, b) => b.order.createdAt - a.order.createdAt)
    .slice(0, 12);
  const rows = recent.flatMap(({ order, id }, i) => {
    const buyer = BUYERS[order.buyer];
    const at = new Date(order.createdAt);
    const failedSoon = i === 1;
    const givenUp = i === 4;
    const confirmation = {
      to: buyer.email,
      subject: `Recibimos tu pedido #${id}`,
      text: `Hola ${buyer.firstName}, recibimos tu pedido #${id}. Te avisamos cuando esté listo.`,
      kind: 'order_confirmation',
      createdAt: at,
      lastAttemptAt: givenUp
        ? new Date(order.createdAt + 6 * HOUR_MS)
        : failedSoon
          ? new Date(now - 2 * MINUTE_MS)
          : at,
      status: (failedSoon || givenUp ? 'failed' : 'sent') as 'failed' | 'sent',
      attempts: givenUp ? 6 : failedSoon ? 2 : 1,
      error: givenUp
        ? `550 5.1.1 <${buyer.email}>: Recipient address rejected: User unknown`
        : failedSoon
          ? 'connect ETIMEDOUT 200.45.12.9:587'
          : null,
      nextAttemptAt: failedSoon ? new Date(now + 3 * MINUTE_MS) : null,
    };
    const notice = {
      to: 'ventas@mayorista.com.ar',
      subject: `Nuevo pedido #${id} de ${buyer.firstName} ${buyer.lastName}`,
      text: `Pedido #${id} de ${buyer.firstName} ${buyer.lastName}.`,
      kind: 'order_notice',
      createdAt: at,
      lastAttemptAt: at,
      status: 'sent' as const,
      attempts: 1,
      error: null,
      nextAttemptAt: null,
    };
    return [notice, confirmation];
  });
  if (rows.length) await db.insert(outbox).values(rows);
}
