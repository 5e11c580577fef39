/**
 * Issue 26 item 34 (decision 040): the dashboards read the daily sales that the order writes keep.
 * A history written straight to the tables, then every order write through the API (checkout, status
 * moves, cancels, line edits, added lines, recalculated totals, on old days too); then the kept daily
 * sales must equal the ones rebuilt from the orders, and every dashboard figure must equal a
 * straightforward recomputation from the orders with plain SQL.
 */
import type { AnalyticsQuery } from '@mayorista/shared/statistics';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { checkoutEvents, orderItems, orders } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers, orderPayload } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { previousRange, resolveRange } from '../statistics/statistics.service.ts';
import { rebuildSalesSummary, STORE_TIME_ZONE, type StoreDayRange } from './order-stats.service.ts';
import { createPlainProduct, createVariantProduct, type Headers } from './orders.test-support.ts';

const DAY_MS = 86_400_000;
const STATUSES = ['pending', 'payment_pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

// ---- The straightforward recomputation: plain SQL over the orders (what the dashboards did before) ----

const from = (range: StoreDayRange) => sql`(${range.start}::date::timestamp at time zone ${STORE_TIME_ZONE})`;
const until = (range: StoreDayRange) =>
  sql`((${range.end}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE})`;
const within = (column: SQL, range: StoreDayRange) =>
  sql`${column} >= ${from(range)} and ${column} < ${until(range)}`;

async function reference(ctx: TestContext, range: StoreDayRange, groupBy: 'day' | 'month') {
  const db = ctx.database.db;
  const totals = async (r: StoreDayRange) =>
    (
      await queryRows(
        db,
        sql`select count(*)::int as orders, coalesce(sum(total), 0)::text as revenue,
                   count(distinct user_id)::int as buyers
            from orders where status <> 'cancelled' and ${within(sql`created_at`, r)}`,
      )
    )[0];
  const current = await totals(range);
  const bucket =
    groupBy === 'day'
      ? sql`(created_at at time zone ${STORE_TIME_ZONE})::date`
      : sql`date_trunc('month', created_at at time zone ${STORE_TIME_ZONE})::date`;
  const timeline = await queryRows(
    db,
    sql`select to_char(${bucket}, 'YYYY-MM-DD') as date, sum(total)::text as value, count(*)::int as orders
        from orders where status <> 'cancelled' and ${within(sql`created_at`, range)} group by 1`,
  );
  const [buyers] = await queryRows(
    db,
    sql`with b as (select distinct user_id from orders
                   where user_id is not null and status <> 'cancelled' and ${within(sql`created_at`, range)})
        select count(*)::int as total, count(*) filter (where not exists (
          select 1 from orders p where p.user_id = b.user_id and p.status <> 'cancelled'
            and p.created_at < ${from(range)}))::int as new
        from b`,
  );
  const top = await queryRows(
    db,
    sql`select i.product_id as id, max(i.product_name) as name, sum(i.quantity)::int as sales,
               sum(i.price_at_time * i.quantity)::text as amount
        from order_items i join orders o on o.id = i.order_id
        where o.status <> 'cancelled' and ${within(sql`o.created_at`, range)}
        group by i.product_id, case when i.product_id is null then i.product_name end
        order by sum(i.price_at_time * i.quantity) desc, sum(i.quantity) desc, max(i.product_name) limit 5`,
  );
  const [abandoned] = await queryRows(
    db,
    sql`select count(*)::int as n from checkout_events e
        where ${within(sql`e.created_at`, range)} and e.created_at <= now() - interval '24 hours'
          and not exists (select 1 from orders o where o.user_id = e.user_id
            and o.created_at >= e.created_at and o.created_at <= e.created_at + interval '24 hours')`,
  );
  return {
    ventas: current.orders,
    facturacion: money(current.revenue),
    clientes: current.buyers,
    previous: await totals(previousRange(range)),
    timeline: Object.fromEntries(
      timeline.map((row) => [String(row.date), { value: money(row.value), orders: Number(row.orders) }]),
    ),
    customers: { new: buyers.new, total: buyers.total },
    topProducts: top.map((row) => ({
      id: row.id == null ? null : Number(row.id),
      name: String(row.name),
      sales: Number(row.sales),
      amount: money(row.amount),
    })),
    carritosAbandonados: abandoned.n,
  };
}

async function referenceBuyers(ctx: TestContext) {
  const rows = await queryRows(
    ctx.database.db,
    sql`select user_id, max(created_at) as last, sum(total)::text as spent,
               ((now() at time zone ${STORE_TIME_ZONE})::date
                 - (max(created_at) at time zone ${STORE_TIME_ZONE})::date)::int as days
        from orders where user_id is not null and status <> 'cancelled' group by user_id`,
  );
  const quiet = rows.filter((row) => new Date(row.last).getTime() < Date.now() - 30 * DAY_MS);
  return {
    active: rows.length - quiet.length,
    inactive: quiet.length,
    list: quiet
      .sort((a, b) => money(b.spent) - money(a.spent) || Number(a.user_id) - Number(b.user_id))
      .slice(0, 10)
      .map((row) => ({
        id: Number(row.user_id),
        lastPurchase: new Date(row.last).toISOString(),
        totalSpent: money(row.spent),
        daysInactive: Number(row.days),
      })),
  };
}

/** The kept daily sales, netted per key (rows that net to nothing left out). */
async function salesSnapshot(ctx: TestContext) {
  const db = ctx.database.db;
  const days = await queryRows(
    db,
    sql`select day::text, user_id, sum(orders)::int as orders, sum(revenue)::text as revenue from sales_days
        group by day, user_id having sum(orders) <> 0 or sum(revenue) <> 0 order by day, user_id`,
  );
  const products = await queryRows(
    db,
    sql`select day::text, product_id, sum(units)::int as units, sum(amount)::text as amount
        from sales_day_products group by day, product_id, case when product_id is null then product_name end
        having sum(units) <> 0 or sum(amount) <> 0 order by day, product_id`,
  );
  const checkouts = await queryRows(db, sql`select id, ordered from checkout_events order by id`);
  const buyers = await queryRows(
    db,
    sql`select user_id, orders, revenue::text, last_day::text from sales_buyers
        where orders <> 0 or revenue <> 0 order by user_id`,
  );
  return {
    buyers: buyers.map((row) => ({ ...row, revenue: money(row.revenue) })),
    days: days.map((row) => ({ ...row, revenue: money(row.revenue) })),
    products: products.map((row) => ({ ...row, amount: money(row.amount) })),
    checkouts,
  };
}

describe(`daily sales kept by the order writes (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Headers;
  let buyers: Buyer[];

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers = staff) =>
    ctx.app.inject({ method, url, headers, payload });
  const ok = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    headers = staff,
  ) => {
    const response = await call(method, url, payload, headers);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.body ? response.json() : null;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    await ensureDemoUsers(db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyers = await createBuyers(ctx.app, db, 6, { prefix: 'resumen' });
    const plain = await createPlainProduct(db, { price: 1000, stock: 5000 });
    const other = await createPlainProduct(db, { price: 2500.5, stock: 5000 });
    const supplier = await createPlainProduct(db, { price: 800, stock: 5000, own: false, costPrice: 500 });
    const buzo = await createVariantProduct(db, { price: 3000, stock: 5000, optionStock: 1000 });
    const goods = [plain, other, supplier];
    const random = generator(26);
    const now = Date.now();

    // Two years of history written straight to the tables, then rebuilt, as the demo and the bench do.
    const history: { id: number; status: string }[] = [];
    for (let i = 0; i < 92; i++) {
      const buyer = random(buyers.length);
      // The last two buyers bought more than 30 days ago, the last ones just either side of the mark.
      const at =
        i >= 90
          ? new Date(now - 30 * DAY_MS + (i === 90 ? -3_600_000 : 3_600_000))
          : new Date(now - (buyer >= 4 ? 31 : 0) * DAY_MS - random(730) * DAY_MS - random(86_400) * 1000);
      const lines = Array.from({ length: 1 + random(2) }, () => {
        const product = goods[random(goods.length)];
        return { product, quantity: 1 + random(5), price: Number(product.price) };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      const status = i >= 90 ? 'delivered' : STATUSES[random(STATUSES.length)];
      const [row] = await db
        .insert(orders)
        .values({
          userId: buyers[i >= 90 ? i - 86 : buyer].id,
          status,
          deliveryType: 'pickup',
          recipientName: 'Cliente',
          customerEmail: 'cliente@example.com',
          customerPhone: '1134567890',
          shippingAddress: 'Retiro',
          subtotal,
          total: subtotal,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: orders.id });
      history.push({ id: row.id, status });
      await db.insert(orderItems).values(
        lines.map((line) => ({
          orderId: row.id,
          productId: line.product.id,
          productName: line.product.name,
          quantity: line.quantity,
          price: line.price,
          priceAtTime: line.price,
        })),
      );
      await db
        .insert(checkoutEvents)
        .values({ userId: buyers[random(buyers.length)].id, createdAt: new Date(at.getTime() - 3_600_000) });
    }
    await rebuildSalesSummary(db);

    // Then every order write through the API.
    // The last two buyers order nothing now: some buyers stay inactive.
    for (const [index, buyer] of buyers.slice(0, 4).entries()) {
      await ok('POST', '/api/orders/checkout-started/', {}, buyer.headers);
      const placed = await ok(
        'POST',
        '/api/orders/',
        orderPayload(
          [
            { product_id: goods[index % 3].id, quantity: 1 + index },
            { product_id: buzo.product.id, quantity: 2, selected_variants: { Talle: 'M', Color: 'Verde' } },
          ],
          { customer_email: `${buyer.username}@example.com` },
        ),
        buyer.headers,
      );
      if (index % 3 === 0) await ok('PUT', `/api/orders/${placed.id}/`, { status: 'cancelled' });
      if (index % 3 === 1) await ok('PUT', `/api/orders/${placed.id}/`, { status: 'paid' });
      if (index % 3 === 2) {
        await ok('PATCH', `/api/orders/${placed.id}/items/`, {
          items: [{ id: placed.items[0].id, quantity: 9 }],
        });
        await ok('POST', `/api/orders/${placed.id}/add_item/`, { product: other.id, quantity: 3 });
      }
    }
    const pending = history.filter((order) => order.status === 'pending');
    expect(pending.length).toBeGreaterThan(4);
    // Old pending orders: cancelled, edited, grown, recalculated, paid — each on its own old day.
    await ok('PUT', `/api/orders/${pending[0].id}/`, { status: 'cancelled' });
    const edited = await ok('GET', `/api/orders/${pending[1].id}/`);
    await ok('PATCH', `/api/orders/${pending[1].id}/items/`, {
      items: [{ id: edited.items[0].id, quantity: edited.items[0].quantity + 4 }],
    });
    await ok('POST', `/api/orders/${pending[2].id}/add_item/`, {
      product: buzo.product.id,
      quantity: 2,
      option_ids: [buzo.s.id, buzo.azul.id],
    });
    await ok('POST', `/api/orders/${pending[3].id}/recalculate_total/`);
    await ok('PUT', `/api/orders/${pending[4].id}/`, { status: 'paid' });
    await ok('PUT', `/api/orders/${pending[4].id}/`, { status: 'cancelled' });
  });
  afterAll(() => closeTestApp(ctx));

  it('keeps the daily sales equal to the ones rebuilt from the orders', async () => {
    const kept = await salesSnapshot(ctx);
    expect(kept.days.length).toBeGreaterThan(20);
    await rebuildSalesSummary(ctx.database.db);
    expect(await salesSnapshot(ctx)).toEqual(kept);
  });

  const queries = [
    'period=day',
    'period=week',
    'period=month',
    'period=year',
    `start_date=${new Date(Date.now() - 700 * DAY_MS).toISOString().slice(0, 10)}&end_date=${new Date().toISOString().slice(0, 10)}`,
    `start_date=${new Date(Date.now() - 400 * DAY_MS).toISOString().slice(0, 10)}&end_date=${new Date(Date.now() - 330 * DAY_MS).toISOString().slice(0, 10)}`,
  ];
  for (const query of queries)
    it(`answers the same figures as a recomputation from the orders (${query})`, async () => {
      const response = await call('GET', `/api/statistics/analytics/?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { stats } = response.json();
      const range = resolveRange(Object.fromEntries(new URLSearchParams(query)) as AnalyticsQuery);
      const expected = await reference(ctx, range, range.groupBy);
      expect(stats).toMatchObject({
        ventas: expected.ventas,
        facturacion: expected.facturacion,
        clientes: expected.clientes,
        customers: expected.customers,
        topProducts: expected.topProducts,
        carritosAbandonados: expected.carritosAbandonados,
      });
      for (const point of stats.timeline as { date: string; value: number; orders: number }[])
        expect(point, point.date).toEqual({
          date: point.date,
          ...(expected.timeline[point.date] ?? { value: 0, orders: 0 }),
        });
      expect(
        Object.keys(expected.timeline).every((date) =>
          stats.timeline.some((p: { date: string }) => p.date === date),
        ),
      ).toBe(true);
      const buyersNow = await referenceBuyers(ctx);
      expect(stats.inactiveCustomers.map(({ name: _name, ...row }: { name: string }) => row)).toEqual(
        buyersNow.list,
      );
    });

  it('counts active and inactive buyers as a recomputation from the orders does', async () => {
    const expected = await referenceBuyers(ctx);
    const stats = await ok('GET', '/api/statistics/customers/');
    expect(stats).toMatchObject({ active: expected.active, inactive: expected.inactive });
    expect(expected.inactive).toBeGreaterThan(0);
  });
});
