import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MOTIVO_OPTIONS } from '@mayorista/shared/accounts';
import { storeDayOf } from '@mayorista/shared/current-account-rules';
import { applyDiscount, roundMoney } from '@mayorista/shared/pricing';
import { isValidCuit, taxProfileProblems } from '@mayorista/shared/tax-profile';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSummary } from '../../modules/current-accounts/account.service.ts';
import { type Database, openDatabase } from '../client.ts';
import {
  brands,
  categories,
  checkoutEvents,
  contactMessages,
  coupons,
  couponUsages,
  customerAccounts,
  distributorOrderItems,
  distributorOrders,
  featuredProducts,
  heroBanners,
  offers,
  orderItems,
  orders,
  outbox,
  priceListPrices,
  priceLists,
  products,
  productVariants,
  receipts,
  siteConfig,
  users,
  variantOptions,
} from '../schema/index.ts';
import { planHistory, storeMidnight } from './history.ts';
import { seedDemo } from './seed.ts';

describe('seedDemo', () => {
  let database: Database;
  let uploadsDir: string;
  let seedMs = 0;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'mayorista-seed-'));
    const started = performance.now();
    const result = await seedDemo(database.db, { uploadsDir });
    seedMs = performance.now() - started;
    expect(result).toEqual({ seeded: true });
  });

  afterAll(async () => {
    await database?.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  const total = async (query: Promise<{ n: number }[]>) => (await query)[0].n;

  it('seeds the catalogue quickly', () => {
    expect(seedMs).toBeLessThan(15_000);
  });

  it('creates categories, brands, products and variants', async () => {
    const { db } = database;
    expect(await total(db.select({ n: count() }).from(products))).toBeGreaterThanOrEqual(80);
    expect(await total(db.select({ n: count() }).from(brands))).toBe(10);
    expect(await total(db.select({ n: count() }).from(brands).where(eq(brands.isActive, false)))).toBe(1);
    const subcategories = await total(
      db
        .select({ n: count() })
        .from(categories)
        .where(sql`${categories.parentId} in (select id from categories where parent_id is null)`),
    );
    expect(subcategories).toBeGreaterThanOrEqual(15);
    const sale = await db.select().from(categories).where(eq(categories.name, 'En oferta'));
    expect(sale).toMatchObject([{ parentId: null, order: 99 }]);
    expect(
      await total(db.select({ n: count() }).from(products).where(eq(products.hasVariants, true))),
    ).toBeGreaterThanOrEqual(15);
    expect(
      await total(db.select({ n: count() }).from(variantOptions).where(eq(variantOptions.stock, 0))),
    ).toBeGreaterThan(0);
    expect(
      await total(
        db
          .select({ n: count() })
          .from(products)
          .where(and(eq(products.currency, 'USD'), isNull(products.priceInArs))),
      ),
    ).toBeGreaterThanOrEqual(8);
    expect(await total(db.select({ n: count() }).from(heroBanners))).toBe(3);
    expect(await total(db.select({ n: count() }).from(featuredProducts))).toBe(8);
    expect(await total(db.select({ n: count() }).from(offers))).toBe(3);
    const [config] = await db.select().from(siteConfig);
    expect(config).toMatchObject({ id: 1, whatsappNumber: '5491134567890', latitude: -34.7636 });
  });

  it('keeps variant product stock equal to the options total', async () => {
    const rows = await database.db
      .select({
        stock: products.stock,
        groups: sql<number>`count(distinct ${productVariants.id})::int`,
        options: sql<number>`sum(${variantOptions.stock})::int`,
      })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .innerJoin(variantOptions, eq(variantOptions.variantId, productVariants.id))
      .groupBy(products.id);
    const list = rows.filter((row) => row.groups === 1);
    for (const row of list) expect(row.stock).toBe(row.options);
  });

  it('writes the image files it references', async () => {
    const { db } = database;
    const rows = await db.select({ image: products.image, image2: products.image2 }).from(products);
    const brandRows = await db.select({ logo: brands.logo }).from(brands);
    const bannerRows = await db.select().from(heroBanners);
    const urls = [
      ...rows.flatMap((row) => [row.image, row.image2]),
      ...brandRows.map((row) => row.logo),
      ...bannerRows.flatMap((row) => [row.desktopImage, row.mobileImage]),
    ].filter((url): url is string => Boolean(url));
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url.startsWith('/media/')).toBe(true);
      expect(existsSync(path.join(uploadsDir, url.slice('/media/'.length)))).toBe(true);
    }
    const first = rows[0].image!.replace('-1000.webp', '-400.webp');
    expect(existsSync(path.join(uploadsDir, first.slice('/media/'.length)))).toBe(true);
  });

  it('finds accented names with an unaccented search', async () => {
    const rows = await database.db
      .select({ name: products.name })
      .from(products)
      .where(sql`${products.searchText} like '%' || immutable_unaccent(lower('lampara')) || '%'`);
    expect(rows.some((row) => row.name.startsWith('Lámpara'))).toBe(true);
  });

  describe('the demo history', () => {
    const DAY = 24 * 60 * 60 * 1000;

    it('adds approved, pending and blocked buyers, none that a search for demo would find', async () => {
      const rows = await database.db.select().from(users);
      const approved = rows.filter((row) => row.isActive && !row.isBlocked && row.emailVerified);
      expect(approved.length).toBeGreaterThanOrEqual(8);
      expect(rows.filter((row) => !row.isActive && row.emailVerified)).toHaveLength(2);
      expect(rows.filter((row) => row.isBlocked)).toHaveLength(1);
      expect(rows.every((row) => !row.isStaff)).toBe(true);
      // e2e/tests/accessibility.spec.ts opens the first customer of `?search=demo` as the demo buyer's.
      for (const row of rows)
        expect(
          [row.username, row.email, row.firstName, row.lastName, row.businessName].join(' '),
        ).not.toMatch(/demo/i);
      expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
    });

    it('spreads 120-200 orders over six months, with some today and yesterday in the store time zone', async () => {
      const rows = await database.db.select().from(orders);
      expect(rows.length).toBeGreaterThanOrEqual(120);
      expect(rows.length).toBeLessThanOrEqual(200);
      const now = Date.now();
      const today = storeMidnight(now, 0);
      const yesterday = storeMidnight(now, 1);
      expect(rows.every((row) => row.createdAt.getTime() <= now && row.updatedAt.getTime() <= now)).toBe(
        true,
      );
      expect(rows.some((row) => row.createdAt.getTime() >= today)).toBe(true);
      expect(
        rows.some((row) => row.createdAt.getTime() >= yesterday && row.createdAt.getTime() < today),
      ).toBe(true);
      expect(Math.min(...rows.map((row) => row.createdAt.getTime()))).toBeLessThan(now - 150 * DAY);
      const lastMonth = rows.filter((row) => row.createdAt.getTime() > now - 30 * DAY).length;
      const firstMonth = rows.filter((row) => row.createdAt.getTime() < now - 150 * DAY).length;
      expect(lastMonth).toBeGreaterThan(firstMonth);
      expect(new Set(rows.map((row) => row.status))).toEqual(
        new Set(['pending', 'paid', 'shipped', 'delivered', 'cancelled']),
      );
      for (const row of rows) {
        // An order on cuenta corriente is paid by receipts, never marked paid (decision 056).
        expect(row.paymentStatus).toBe(
          row.paymentMethod !== 'account' && ['paid', 'shipped', 'delivered'].includes(row.status)
            ? 'paid'
            : 'pending',
        );
        if (row.deliveryType === 'pickup') expect(row.shippingAddress).toBe('Coordinar entrega');
      }
      expect(new Set(rows.map((row) => row.deliveryType))).toEqual(new Set(['delivery', 'pickup']));
      expect(
        rows
          .filter((row) => row.status === 'pending')
          .every((row) => row.createdAt.getTime() > now - 14 * DAY),
      ).toBe(true);
    });

    it('keeps every total and line consistent with the price rule and the coupons', async () => {
      const { db } = database;
      const orderRows = await db.select().from(orders);
      const items = await db.select().from(orderItems);
      const [defaultList] = await db.select().from(priceLists).where(eq(priceLists.isDefault, true));
      for (const item of items) {
        expect(item.priceAtTime).toBe(applyDiscount(item.price, item.discount));
        expect(item.quantity).toBeGreaterThan(0);
        expect(item).toMatchObject({ priceListId: defaultList.id, priceListName: defaultList.name });
        expect(item.sku, 'every line keeps the SKU it was sold with').toMatch(/\S/);
      }
      for (const order of orderRows) {
        const lines = items.filter((item) => item.orderId === order.id);
        expect(lines.length).toBeGreaterThan(0);
        expect(order.subtotal).toBe(
          roundMoney(lines.reduce((sum, l) => sum + l.priceAtTime * l.quantity, 0)),
        );
        expect(order.total).toBe(roundMoney(order.subtotal - order.couponDiscount));
      }
      const usages = await db.select().from(couponUsages);
      expect(usages.length).toBeGreaterThan(5);
      for (const coupon of await db.select().from(coupons)) {
        const uses = usages.filter((use) => use.couponId === coupon.id);
        expect(coupon.used).toBe(uses.length);
        for (const use of uses) {
          const order = orderRows.find((row) => row.id === use.orderId)!;
          expect(order).toMatchObject({
            couponId: coupon.id,
            couponCode: coupon.code,
            couponDiscount: use.amount,
          });
          expect(order.userId).toBe(use.userId);
          expect(use.purchaseAmount).toBe(order.subtotal);
          expect(use.usedAt.getTime()).toBeGreaterThan(coupon.createdAt.getTime());
          expect(use.usedAt.getTime()).toBeLessThan(coupon.expiresAt.getTime());
          expect(order.subtotal).toBeGreaterThanOrEqual(coupon.minPurchase);
        }
      }
      // A cancelled order gave its coupon use back (decision 040).
      expect(orderRows.filter((row) => row.couponId && row.status !== 'cancelled').length).toBe(
        usages.length,
      );
    });

    it('gives each order with supplier goods one distributor order at cost price', async () => {
      const { db } = database;
      const orderRows = await db.select().from(orders);
      const items = await db.select().from(orderItems);
      const distributor = await db.select().from(distributorOrders);
      const distributorItems = await db.select().from(distributorOrderItems);
      const supplied = orderRows.filter((order) =>
        items.some((item) => item.orderId === order.id && !item.isOwnProduct),
      );
      expect(supplied.length).toBeGreaterThan(10);
      expect(distributor.map((row) => row.originalOrderId).sort((a, b) => a - b)).toEqual(
        supplied.map((row) => row.id).sort((a, b) => a - b),
      );
      for (const row of distributor) {
        const order = orderRows.find((candidate) => candidate.id === row.originalOrderId)!;
        const own = items.filter((item) => item.orderId === order.id && !item.isOwnProduct);
        const lines = distributorItems.filter((item) => item.distributorOrderId === row.id);
        // Rows read without an order: compare them as sets.
        const byProduct = (a: (number | null)[], b: (number | null)[]) => (a[0] ?? 0) - (b[0] ?? 0);
        expect(
          lines.map((line) => [line.productId, line.quantity, line.priceAtTime]).sort(byProduct),
        ).toEqual(
          own.map((item) => [item.productId, item.quantity, item.costPrice ?? item.price]).sort(byProduct),
        );
        expect(row.total).toBe(roundMoney(lines.reduce((sum, l) => sum + l.priceAtTime * l.quantity, 0)));
        expect(row.createdAt).toEqual(order.createdAt);
        expect(row.paymentStatus === 'cancelled').toBe(order.status === 'cancelled');
        expect(row.paidAt !== null).toBe(row.paymentStatus === 'paid');
      }
      const statuses = distributor.map((row) => row.paymentStatus);
      expect(statuses.filter((status) => status === 'pending').length).toBeGreaterThan(
        statuses.filter((status) => status === 'paid').length / 2,
      );
      expect(statuses).toContain('paid');
    });

    it('leaves some customers inactive, stock never negative and some carts abandoned', async () => {
      const { db } = database;
      const now = Date.now();
      const orderRows = await db.select().from(orders);
      const buyers = new Set(orderRows.map((row) => row.userId));
      const inactive = [...buyers].filter((id) =>
        orderRows.every((row) => row.userId !== id || row.createdAt.getTime() < now - 30 * DAY),
      );
      expect(inactive.length).toBeGreaterThanOrEqual(2);
      expect(await total(db.select({ n: count() }).from(products).where(sql`${products.stock} < 0`))).toBe(0);
      expect(
        await total(db.select({ n: count() }).from(variantOptions).where(sql`${variantOptions.stock} < 0`)),
      ).toBe(0);
      const events = await db.select().from(checkoutEvents);
      const abandoned = events.filter(
        (event) =>
          !orderRows.some(
            (row) =>
              row.userId === event.userId &&
              row.createdAt >= event.createdAt &&
              row.createdAt.getTime() <= event.createdAt.getTime() + DAY,
          ),
      );
      expect(abandoned.length).toBeGreaterThanOrEqual(3);
      expect(events.length - abandoned.length).toBeGreaterThanOrEqual(orderRows.length * 0.9);
    });

    it('has contact messages, answered, archived and new', async () => {
      const rows = await database.db.select().from(contactMessages);
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows.every((row) => (MOTIVO_OPTIONS as readonly string[]).includes(row.motivo))).toBe(true);
      expect(rows.every((row) => row.userId !== null && row.fechaEnvio.getTime() <= Date.now())).toBe(true);
      expect(rows.some((row) => row.respondido && !row.archivado)).toBe(true);
      expect(rows.some((row) => row.archivado)).toBe(true);
      expect(rows.some((row) => !row.respondido)).toBe(true);
    });

    it('has the last orders mails in the outbox, one failed waiting to retry and one given up', async () => {
      const rows = await database.db.select().from(outbox);
      expect(rows.length).toBeGreaterThanOrEqual(20);
      expect(rows.filter((row) => row.status === 'sent').length).toBeGreaterThanOrEqual(18);
      expect(
        rows.some((row) => row.status === 'failed' && row.nextAttemptAt !== null && row.attempts < 6),
      ).toBe(true);
      expect(
        rows.some((row) => row.status === 'failed' && row.nextAttemptAt === null && row.attempts === 6),
      ).toBe(true);
    });

    it('has an active, an ended and an upcoming offer', async () => {
      const now = new Date();
      const rows = await database.db.select().from(offers);
      expect(rows.filter((row) => row.startDate <= now && now <= row.endDate)).toHaveLength(1);
      expect(rows.filter((row) => row.endDate < now)).toHaveLength(1);
      expect(rows.filter((row) => row.startDate > now)).toHaveLength(1);
    });

    it('gives the buyers valid CUITs and IVA conditions, and sells fertilisers at 10.5 % IVA', async () => {
      const buyers = await database.db
        .select({ cuit: users.cuit, dni: users.dni, condition: users.ivaCondition })
        .from(users)
        .where(eq(users.isStaff, false));
      for (const buyer of buyers) {
        if (buyer.cuit) expect(isValidCuit(buyer.cuit), buyer.cuit).toBe(true);
        expect(
          taxProfileProblems({ cuit: buyer.cuit, dni: buyer.dni, iva_condition: buyer.condition }),
        ).toEqual({});
      }
      const conditions = buyers.map((buyer) => buyer.condition);
      for (const condition of ['responsable_inscripto', 'monotributo', 'exento', 'consumidor_final'])
        expect(conditions).toContain(condition);
      expect(buyers.some((buyer) => buyer.condition === 'consumidor_final' && !buyer.cuit && buyer.dni)).toBe(
        true,
      );

      const reduced = await database.db
        .select({ sku: products.sku })
        .from(products)
        .where(eq(products.ivaRate, 10.5));
      expect(reduced.length).toBeGreaterThanOrEqual(3);
      // The history's lines keep their product's rate.
      const lines = await database.db
        .select({ line: orderItems.ivaRate, product: products.ivaRate })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId));
      expect(lines.some((row) => row.line === 10.5)).toBe(true);
      expect(lines.every((row) => row.line === row.product)).toBe(true);
    });

    it('plans the same history for the same moment', () => {
      const input = () => ({
        now: Date.UTC(2026, 10, 23, 15),
        buyers: [
          {
            username: 'uno',
            email: 'uno@x.ar',
            firstName: 'Uno',
            lastName: 'Prueba',
            businessName: 'Uno',
            businessType: 'Grow Shop' as const,
            negocio: 'growshop' as const,
            street: 'Calle',
            number: '1',
            city: 'Quilmes',
            province: 'Buenos Aires',
            postalCode: '1878',
            phoneNumber: '1100000000',
            dni: '1',
            cuit: '1',
            ivaCondition: '' as const,
            instagram: '',
            joinedDaysAgo: 200,
            status: 'approved' as const,
            weight: 1,
            buys: ['CULTIVO' as const],
            pickupShare: 0.3,
          },
        ],
        catalogue: [
          {
            id: 1,
            name: 'Sustrato',
            sku: 'SUS-1',
            image: null,
            price: 1000,
            priceInArs: null,
            costPrice: 600,
            currency: 'ARS' as const,
            ownDiscount: 0,
            stock: 1000,
            isOwnProduct: false,
            category: 'CULTIVO' as const,
            offers: [],
            groups: [],
            breaks: [{ optionId: null, priceListId: null, minQuantity: 12, discountPercent: 5 }],
            saleUnit: 'pack' as const,
            unitsPerPack: 6,
            ivaRate: 10.5,
            minQuantity: 2,
            quantityStep: 2,
          },
        ],
        coupons: [],
        dollarRate: 1000,
        priceList: { id: 1, name: 'General', terms: { id: 1, adjustmentPercent: 0, overrides: new Map() } },
      });
      const first = planHistory(input());
      expect(first.orders.length).toBeGreaterThan(50);
      // Quantities follow the product's rule; the line records the list, the tier, the unit and the
      // IVA rate.
      const lines = first.orders.flatMap((order) => order.lines);
      for (const line of lines) {
        expect(line.quantity % 2).toBe(0);
        expect(line).toMatchObject({
          priceListId: 1,
          priceListName: 'General',
          saleUnit: 'pack',
          unitsPerPack: 6,
          ivaRate: 10.5,
        });
        expect(line.tierMinQuantity).toBe(line.quantity >= 12 ? 12 : null);
        expect(line.price).toBe(line.quantity >= 12 ? 950 : 1000);
      }
      expect(lines.some((line) => line.tierMinQuantity === 12)).toBe(true);
      expect(planHistory(input())).toEqual(first);
    });
  });

  it('seeds the demo price lists with some buyers and special prices; the others buy with the default', async () => {
    const { db } = database;
    const lists = await db.select().from(priceLists);
    const byName = new Map(lists.map((list) => [list.name, list]));
    expect([...byName.keys()].sort()).toEqual(['Club', 'Distribuidor', 'General', 'Kiosco']);
    expect(byName.get('General')).toMatchObject({ isDefault: true, adjustmentPercent: 0 });
    expect(byName.get('Distribuidor')).toMatchObject({ adjustmentPercent: -10, minOrderAmount: 300000 });
    expect(byName.get('Kiosco')).toMatchObject({ adjustmentPercent: 12, minOrderAmount: null });
    expect(byName.get('Club')).toMatchObject({ adjustmentPercent: 5, minOrderAmount: 80000 });
    const buyers = await db.select({ username: users.username, list: users.priceListId }).from(users);
    const listOf = (username: string) => buyers.find((buyer) => buyer.username === username)?.list;
    expect(listOf('kioscoelpuente')).toBe(byName.get('Kiosco')?.id);
    expect(listOf('growpatagonia')).toBe(byName.get('Distribuidor')?.id);
    expect(listOf('clubraices')).toBe(byName.get('Club')?.id);
    expect(listOf('verdeurbano')).toBeNull();
    expect(await total(db.select({ n: count() }).from(priceListPrices))).toBeGreaterThanOrEqual(4);
  });

  it('seeds three cuentas corrientes with orders on account, receipts numbered by date and one account overdue', async () => {
    const { db } = database;
    const today = storeDayOf();
    const rows = await db.select().from(customerAccounts);
    expect(rows.filter((row) => row.enabled)).toHaveLength(3);
    const overdue: number[] = [];
    for (const row of rows) {
      const summary = await accountSummary(db, row.userId, today);
      expect(summary.balance).toBeGreaterThan(0);
      expect(summary.balance).toBeLessThanOrEqual(summary.terms.credit_limit);
      if (summary.overdue > 0) overdue.push(row.userId);
    }
    expect(overdue.length).toBeGreaterThanOrEqual(1);
    const issued = await db.select().from(receipts).orderBy(receipts.number);
    expect(issued.length).toBeGreaterThanOrEqual(5);
    expect(issued.map((receipt) => receipt.number)).toEqual(issued.map((_, index) => index + 1));
    expect(issued.map((receipt) => receipt.issueDate)).toEqual(
      issued.map((receipt) => receipt.issueDate).sort(),
    );
  });

  it('does nothing when products already exist', async () => {
    expect(await seedDemo(database.db, { uploadsDir })).toEqual({ seeded: false });
  });
});
