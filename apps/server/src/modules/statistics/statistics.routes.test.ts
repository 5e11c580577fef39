import { STATISTICS_MESSAGES } from '@mayorista/shared/statistics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { checkoutEvents, orderItems, orders, products, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp, createBuyers } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { rebuildSalesSummary } from '../orders/order-stats.service.ts';
import { storeToday } from './statistics.service.ts';

const DAY_MS = 86_400_000;
/** An instant given in the store's time (Buenos Aires is UTC-3 all year). */
const store = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const daysFrom = (day: string, today: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);

type Line = { product: { id: number; name: string }; quantity: number; price: number };

describe(`statistics API (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let buyerHeaders: Record<string, string>;
  const ids: Record<string, number> = {};
  const orderIds: Record<string, number> = {};
  let p1: { id: number; name: string };
  let p2: { id: number; name: string };

  const get = (url: string, headers = staff) => ctx.app.inject({ method: 'GET', url, headers });
  const analytics = async (query: string) => {
    const response = await get(`/api/statistics/analytics/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().stats;
  };

  async function order(
    key: string,
    buyer: string,
    at: Date,
    total: number,
    status: string,
    lines: Line[] = [],
  ) {
    const [row] = await ctx.database.db
      .insert(orders)
      .values({
        userId: ids[buyer],
        status: status as 'pending',
        deliveryType: 'pickup',
        recipientName: `Cliente ${buyer}`,
        customerEmail: `${buyer}@example.com`,
        customerPhone: '1134567890',
        shippingAddress: 'Retiro',
        subtotal: total,
        total,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orders.id });
    orderIds[key] = row.id;
    if (lines.length)
      await ctx.database.db.insert(orderItems).values(
        lines.map((line) => ({
          orderId: row.id,
          productId: line.product.id,
          productName: line.product.name,
          quantity: line.quantity,
          price: line.price,
          priceAtTime: line.price,
        })),
      );
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    await ensureDemoUsers(db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyerHeaders = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    const buyers = await createBuyers(ctx.app, db, 8, { prefix: 'estadistica' });
    ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].forEach((key, i) => {
      ids[key] = buyers[i].id;
    });
    const joined: Record<string, Date> = {
      A: store('2025-01-01', '10:00'),
      B: store('2025-03-10', '10:00'),
      // 23:30 in Buenos Aires is 02:30 UTC of the 13th: still a new user of the 12th.
      C: store('2025-03-12', '23:30'),
      D: store('2024-01-01', '10:00'),
      E: store('2024-01-01', '10:00'),
      F: store('2024-01-01', '10:00'),
      G: store('2024-01-01', '10:00'),
      H: store('2024-01-01', '10:00'),
    };
    for (const [key, at] of Object.entries(joined))
      await db.update(users).set({ dateJoined: at }).where(sql`${users.id} = ${ids[key]}`);
    [p1, p2] = await db
      .insert(products)
      .values([
        { name: 'Maceta estadística', sku: 'EST-1', price: 1000, stock: 10, description: 'x' },
        { name: 'Lámpara estadística', sku: 'EST-2', price: 3000.5, stock: 10, description: 'x' },
      ])
      .returning({ id: products.id, name: products.name });

    // The previous period of 2025-03-10..12 is 2025-03-07..09.
    await order('o1', 'A', store('2025-03-08', '10:00'), 1000, 'delivered');
    // 23:30 of the 9th in Buenos Aires is 02:30 UTC of the 10th: it belongs to the 9th.
    await order('d1', 'D', store('2025-03-09', '23:30'), 500, 'delivered');
    await order('o2', 'A', store('2025-03-10', '09:00'), 2000, 'paid', [
      { product: p1, quantity: 2, price: 1000 },
    ]);
    await order('o3', 'B', store('2025-03-10', '23:30'), 3000.5, 'delivered', [
      { product: p2, quantity: 1, price: 3000.5 },
    ]);
    await order('o4', 'B', store('2025-03-12', '12:00'), 1500, 'cancelled', [
      { product: p1, quantity: 10, price: 150 },
    ]);
    await order('o5', 'C', store('2025-03-12', '18:00'), 999.5, 'pending', [
      { product: p1, quantity: 1, price: 999.5 },
    ]);
    // 00:30 of the 13th: outside the range.
    await order('o6', 'A', store('2025-03-13', '00:30'), 7000, 'paid');
    const now = Date.now();
    await order('e1', 'E', new Date(now - 1000), 250, 'pending');
    await order('f1', 'F', new Date(now - 31 * DAY_MS), 100, 'delivered');
    await order('g1', 'G', new Date(now - 29 * DAY_MS), 100, 'shipped');
    for (let i = 1; i <= 6; i++) await order(`h${i}`, 'H', store(`2024-06-0${i}`, '10:00'), 10, 'pending');

    await db.insert(checkoutEvents).values([
      // Ordered ten minutes later: not abandoned.
      { userId: ids.A, createdAt: store('2025-03-10', '08:50') },
      // B's next order is 26 hours later: abandoned.
      { userId: ids.B, createdAt: store('2025-03-11', '10:00') },
      { userId: ids.C, createdAt: store('2025-03-12', '17:00') },
      // No order at all: abandoned.
      { userId: ids.D, createdAt: store('2025-03-10', '12:00') },
      // Outside the range.
      { userId: ids.D, createdAt: store('2025-03-13', '01:00') },
      // Two days ago without an order: abandoned this week; an hour ago: not yet (24 h not over).
      { userId: ids.G, createdAt: new Date(now - 2 * DAY_MS) },
      { userId: ids.F, createdAt: new Date(now - 60 * 60_000) },
    ]);
    // Written straight to the tables, not through the order writes: the daily sales are rebuilt.
    await rebuildSalesSummary(db);
  });
  afterAll(() => closeTestApp(ctx));

  it('refuses anonymous callers (401) and buyers (403) on every route', async () => {
    const urls = [
      '/api/statistics/analytics/?period=month',
      '/api/statistics/customers/',
      '/api/statistics/dashboard-orders/',
    ];
    for (const url of urls) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, buyerHeaders)).statusCode).toBe(403);
    }
  });

  it('answers every figure of a custom range in store days, cancelled orders left out', async () => {
    const stats = await analytics('start_date=2025-03-10&end_date=2025-03-12');
    expect(stats.range).toEqual({ start: '2025-03-10', end: '2025-03-12', groupBy: 'day' });
    expect(stats.ventas).toBe(3);
    expect(stats.facturacion).toBe(6000);
    expect(stats.ticketPromedio).toBe(2000);
    expect(stats.clientes).toBe(3);
    expect(stats.visitas).toBe(2);
    expect(stats.carritosAbandonados).toBe(2);
    // Previous 3 days: 2 orders, 1500.
    expect(stats.changes).toEqual({ ventas: 50, facturacion: 300 });
    expect(stats.timeline).toEqual([
      { date: '2025-03-10', value: 5000.5, orders: 2 },
      { date: '2025-03-11', value: 0, orders: 0 },
      { date: '2025-03-12', value: 999.5, orders: 1 },
    ]);
    // A bought before the range; B and C bought for the first time in it.
    expect(stats.customers).toEqual({ new: 2, total: 3 });
    expect(stats.topProducts).toEqual([
      { id: p2.id, name: p2.name, sales: 1, amount: 3000.5 },
      { id: p1.id, name: p1.name, sales: 3, amount: 2999.5 },
    ]);
  });

  it('lists the customers without an order in the last 30 days, biggest spenders first', async () => {
    const stats = await analytics('start_date=2025-03-10&end_date=2025-03-12');
    const today = storeToday();
    expect(stats.inactiveCustomers).toEqual([
      {
        id: ids.A,
        name: 'estadistica1',
        lastPurchase: store('2025-03-13', '00:30').toISOString(),
        totalSpent: 10000,
        daysInactive: daysFrom('2025-03-13', today),
      },
      {
        id: ids.B,
        name: 'estadistica2',
        lastPurchase: store('2025-03-10', '23:30').toISOString(),
        totalSpent: 3000.5,
        daysInactive: daysFrom('2025-03-10', today),
      },
      {
        id: ids.C,
        name: 'estadistica3',
        lastPurchase: store('2025-03-12', '18:00').toISOString(),
        totalSpent: 999.5,
        daysInactive: daysFrom('2025-03-12', today),
      },
      {
        id: ids.D,
        name: 'estadistica4',
        lastPurchase: store('2025-03-09', '23:30').toISOString(),
        totalSpent: 500,
        daysInactive: daysFrom('2025-03-09', today),
      },
      expect.objectContaining({ id: ids.F, totalSpent: 100, daysInactive: 31 }),
      expect.objectContaining({
        id: ids.H,
        totalSpent: 60,
        lastPurchase: store('2024-06-06', '10:00').toISOString(),
      }),
    ]);
  });

  it('counts a range with nothing as zeros, with no change to compare', async () => {
    const stats = await analytics('start_date=2025-02-01&end_date=2025-02-02');
    expect(stats).toMatchObject({
      ventas: 0,
      facturacion: 0,
      ticketPromedio: 0,
      clientes: 0,
      carritosAbandonados: 0,
      changes: { ventas: 0, facturacion: 0 },
      customers: { new: 0, total: 0 },
      topProducts: [],
    });
    expect(stats.timeline).toEqual([
      { date: '2025-02-01', value: 0, orders: 0 },
      { date: '2025-02-02', value: 0, orders: 0 },
    ]);
    // Something now, nothing the day before: no percentage to show.
    const first = await analytics('start_date=2025-03-08&end_date=2025-03-08');
    expect(first.ventas).toBe(1);
    expect(first.changes).toEqual({ ventas: null, facturacion: null });
    // 7000 against 999.50 the day before.
    const next = await analytics('start_date=2025-03-13&end_date=2025-03-13');
    expect(next.changes).toEqual({ ventas: 0, facturacion: 600.4 });
  });

  it("counts today's orders under 'day' and the last 7 days under 'week'", async () => {
    const today = storeToday();
    const day = await analytics('period=day');
    expect(day.range).toEqual({ start: today, end: today, groupBy: 'day' });
    expect(day).toMatchObject({ ventas: 1, facturacion: 250, clientes: 1, carritosAbandonados: 0 });
    expect(day.timeline).toEqual([{ date: today, value: 250, orders: 1 }]);
    const week = await analytics('period=week');
    expect(week.timeline).toHaveLength(7);
    expect(week.timeline.at(-1)).toEqual({ date: today, value: 250, orders: 1 });
    expect(week.carritosAbandonados).toBe(1);
    const month = await analytics('');
    expect(month.range).toMatchObject({ start: `${today.slice(0, 7)}-01`, end: today, groupBy: 'day' });
    const year = await analytics('period=year');
    expect(year.range.groupBy).toBe('month');
    expect(year.timeline).toHaveLength(12);
    expect(year.timeline.at(-1).date).toBe(`${today.slice(0, 7)}-01`);
    const inYear = await queryRows(
      ctx.database.db,
      sql`select count(*)::int as n from orders where status <> 'cancelled'
          and created_at >= (${year.range.start}::date::timestamp at time zone 'America/Argentina/Buenos_Aires')`,
    );
    expect(year.ventas).toBe(Number(inYear[0].n));
    expect(year.timeline.reduce((sum: number, point: { orders: number }) => sum + point.orders, 0)).toBe(
      year.ventas,
    );
  });

  it('answers 400 in Spanish to a bad period or range', async () => {
    const cases: [string, string, string][] = [
      ['period=fortnight', 'period', STATISTICS_MESSAGES.badPeriod],
      ['start_date=2025-03-10', 'end_date', STATISTICS_MESSAGES.bothDates],
      ['start_date=2025-03-12&end_date=2025-03-10', 'end_date', STATISTICS_MESSAGES.outOfOrder],
      ['start_date=2025-02-30&end_date=2025-03-10', 'start_date', STATISTICS_MESSAGES.badDate],
      ['start_date=2020-01-01&end_date=2025-03-10', 'end_date', STATISTICS_MESSAGES.tooLong],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(`/api/statistics/analytics/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()[field], query).toEqual([message]);
    }
  });

  it('sums the customer base: accounts, new ones, active and inactive buyers', async () => {
    const response = await get('/api/statistics/customers/');
    expect(response.statusCode).toBe(200);
    const [accounts] = await queryRows(
      ctx.database.db,
      sql`select count(*)::int as total,
                 count(*) filter (where date_joined >= now() - interval '30 days')::int as new
          from users where is_staff = false and is_active = true`,
    );
    // E and G bought in the last 30 days; A, B, C, D, F and H only before.
    expect(response.json()).toEqual({
      total: Number(accounts.total),
      new: Number(accounts.new),
      active: 2,
      inactive: 6,
    });
  });

  it("lists each of the overview's statuses with its count and 5 newest orders of the chosen period", async () => {
    const response = await get('/api/statistics/dashboard-orders/?start_date=2025-03-07&end_date=2025-03-13');
    expect(response.statusCode).toBe(200);
    const { statuses } = response.json();
    expect(statuses.map((list: { status: string }) => list.status)).toEqual([
      'pending',
      'paid',
      'shipped',
      'delivered',
    ]);
    const [pending, paid, shipped, delivered] = statuses;
    // The other pending orders (today's, June 2024's) are outside the range.
    expect(pending).toEqual({
      status: 'pending',
      count: 1,
      orders: [
        {
          id: orderIds.o5,
          customer: 'Cliente C',
          total: 999.5,
          created_at: store('2025-03-12', '18:00').toISOString(),
        },
      ],
    });
    expect(paid).toMatchObject({ count: 2 });
    expect(paid.orders.map((row: { id: number }) => row.id)).toEqual([orderIds.o6, orderIds.o2]);
    expect(shipped).toEqual({ status: 'shipped', count: 0, orders: [] });
    expect(delivered.orders.map((row: { id: number }) => row.id)).toEqual([
      orderIds.o3,
      orderIds.d1,
      orderIds.o1,
    ]);
    const all = (
      await get('/api/statistics/dashboard-orders/?all=true&start_date=2024-06-01&end_date=2025-03-12')
    ).json().statuses;
    expect(all.map((list: { status: string; count: number }) => [list.status, list.count])).toEqual([
      ['pending', 7],
      ['payment_pending', 0],
      ['paid', 1],
      ['shipped', 0],
      ['delivered', 3],
      ['cancelled', 1],
    ]);
    // Today: only the order placed a second ago; the default is this month.
    const today = (await get('/api/statistics/dashboard-orders/?period=day')).json().statuses;
    expect(today[0]).toMatchObject({ status: 'pending', count: 1 });
    expect(today[0].orders.map((row: { id: number }) => row.id)).toEqual([orderIds.e1]);
    const month = (await get('/api/statistics/dashboard-orders/')).json().statuses;
    expect(month[0].orders.map((row: { id: number }) => row.id)).toContain(orderIds.e1);
    expect(month[0].orders.map((row: { id: number }) => row.id)).not.toContain(orderIds.h6);
    const bad = await get('/api/statistics/dashboard-orders/?start_date=2025-03-12&end_date=2025-03-10');
    expect(bad.statusCode).toBe(400);
  });
});
