/**
 * Aggregates of the orders for the dashboards (issue 12, DOMAIN.md "Statistics"): every figure is a
 * SQL aggregate, never the orders loaded into memory. Ranges are store days (both ends included)
 * turned into instants in the store's time zone, so an order at 23:30 in Buenos Aires (02:30 UTC the
 * next day) counts on the store's day. Sales are the orders that are not cancelled nor awaiting an
 * online payment (`isSale`, the one definition). The figures of a range are read from the daily
 * sales (`sales_days`, per buyer, and `sales_day_products`), which every order write keeps in its
 * own transaction (`applySales`) and `rebuildSalesSummary` recomputes from the orders (decision 040).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Date filters and statistics are calendar days of the store. */
export const STORE_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** Calendar days of the store, YYYY-MM-DD, both included. */
export type StoreDayRange = { start: string; end: string };

/**
 * The one definition of a sale (issue 26 item 2): an order that is not cancelled, nor an online order
 * still waiting for its payment (issue 30, decision 054: it becomes a sale when Mercado Pago approves
 * it). Every figure that sums orders (the sales history's total, the dashboards, the customers'
 * purchases) uses it.
 */
export const isSale = (status: SQL) => sql`${status} not in ('cancelled', 'payment_pending')`;

/** The store day of an instant. */
const storeDay = (column: SQL) => sql`(${column} at time zone ${STORE_TIME_ZONE})::date`;

/**
 * Adds (`sign` 1) or takes away (-1) one order's sale to the daily sales of its day, its buyer and its
 * products, in the caller's transaction; an order that is not a sale adds nothing. The order writes
 * call it with -1 before a change and 1 after it (creation: only after; cancelling: only before), so
 * the daily sales always equal the orders. Deltas on (day, buyer) and (day, product) rows commute, so
 * concurrent orders only wait for each other on the rows they share. Callers apply it after taking
 * their stock locks.
 */
export async function applySales(tx: Db, orderId: number, sign: 1 | -1): Promise<void> {
  const sale = sql`select o.id, ${storeDay(sql`o.created_at`)} as day, o.user_id, o.total
    from orders o where o.id = ${orderId} and ${isSale(sql`o.status`)}`;
  // One statement per table, the buyer's day, the buyer, then the products' rows in product order:
  // every order write takes these row locks in the same order (after its products' stock locks), so
  // they never deadlock.
  await tx.execute(sql`
    insert into sales_days (day, user_id, orders, revenue)
    select sale.day, sale.user_id, ${sign}, ${sign} * sale.total from (${sale}) sale
    on conflict (day, user_id) do update
      set orders = sales_days.orders + excluded.orders, revenue = sales_days.revenue + excluded.revenue`);
  // The buyer's last day: a sale moves it forward; taking one away leaves it when the buyer's last day
  // is later, else asks the buyer's daily sales (one index probe).
  await tx.execute(sql`
    insert into sales_buyers (user_id, orders, revenue, last_day)
    select sale.user_id, ${sign}, ${sign} * sale.total, sale.day from (${sale}) sale
    where sale.user_id is not null
    on conflict (user_id) do update
      set orders = sales_buyers.orders + excluded.orders,
          revenue = sales_buyers.revenue + excluded.revenue,
          last_day = case
            when excluded.orders > 0 then greatest(sales_buyers.last_day, excluded.last_day)
            when sales_buyers.last_day > excluded.last_day then sales_buyers.last_day
            else (select max(d.day) from sales_days d where d.user_id = sales_buyers.user_id and d.orders > 0)
          end`);
  await tx.execute(sql`
    insert into sales_day_products (day, product_id, product_name, units, amount)
    select sale.day, i.product_id, max(i.product_name), ${sign} * sum(i.quantity),
           ${sign} * sum(i.price_at_time * i.quantity)
    from (${sale}) sale join order_items i on i.order_id = sale.id
    group by sale.day, i.product_id, case when i.product_id is null then i.product_name end
    order by i.product_id
    on conflict (day, product_id) do update
      set units = sales_day_products.units + excluded.units,
          amount = sales_day_products.amount + excluded.amount,
          product_name = case when excluded.units > 0
            then greatest(sales_day_products.product_name, excluded.product_name)
            else sales_day_products.product_name end`);
}

/** An order placed now: the user's checkouts of the last 24 hours are no longer abandoned. */
export async function markCheckoutsOrdered(tx: Db, userId: number, orderedAt: Date): Promise<void> {
  await tx.execute(sql`
    update checkout_events set ordered = true
    where user_id = ${userId} and not ordered
      and created_at <= ${orderedAt.toISOString()}::timestamptz
      and created_at >= ${orderedAt.toISOString()}::timestamptz - interval '24 hours'`);
}

/**
 * The daily sales and the checkouts' `ordered` flag recomputed from the orders: for data written
 * without the order writes (the demo history, the bench) and the check that the kept figures equal
 * the orders. The migration that created the tables runs the same statements.
 */
export async function rebuildSalesSummary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from sales_days`);
    await tx.execute(sql`delete from sales_day_products`);
    await tx.execute(sql`delete from sales_buyers`);
    await tx.execute(sql`
      insert into sales_days (day, user_id, orders, revenue)
      select ${storeDay(sql`o.created_at`)}, o.user_id, count(*), sum(o.total)
      from orders o where ${isSale(sql`o.status`)} group by 1, 2`);
    await tx.execute(sql`
      insert into sales_day_products (day, product_id, product_name, units, amount)
      select ${storeDay(sql`o.created_at`)}, i.product_id, max(i.product_name), sum(i.quantity),
             sum(i.price_at_time * i.quantity)
      from order_items i join orders o on o.id = i.order_id
      where ${isSale(sql`o.status`)}
      group by 1, i.product_id, case when i.product_id is null then i.product_name end`);
    await tx.execute(sql`
      insert into sales_buyers (user_id, orders, revenue, last_day)
      select user_id, sum(orders), sum(revenue), max(day) filter (where orders > 0)
      from sales_days where user_id is not null group by user_id`);
    await tx.execute(sql`
      update checkout_events e set ordered = exists (
        select 1 from orders o where o.user_id = e.user_id and o.created_at >= e.created_at
          and o.created_at <= e.created_at + interval '24 hours')`);
  });
}

const rangeStart = (range: StoreDayRange) =>
  sql`(${range.start}::date::timestamp at time zone ${STORE_TIME_ZONE})`;
const rangeEnd = (range: StoreDayRange) =>
  sql`((${range.end}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE})`;
const createdIn = (column: SQL, range: StoreDayRange) =>
  sql`${column} >= ${rangeStart(range)} and ${column} < ${rangeEnd(range)}`;

const num = (value: unknown) => Number(value ?? 0);
const cents = (value: unknown) => Math.round(num(value) * 100) / 100;

export type OrderTotals = { orders: number; revenue: number };

const dayIn = (column: SQL, range: StoreDayRange) =>
  sql`${column} between ${range.start}::date and ${range.end}::date`;

/** Sales in the range and their total (the buyers are counted by buyersSplit). */
export async function orderTotals(db: Db, range: StoreDayRange): Promise<OrderTotals> {
  const [row] = await queryRows(
    db,
    sql`select coalesce(sum(d.orders), 0)::int as orders, coalesce(sum(d.revenue), 0)::text as revenue
        from sales_days d
        where ${dayIn(sql`d.day`, range)}`,
  );
  return { orders: num(row.orders), revenue: cents(row.revenue) };
}

/** The totals of a timeline: its points cover the whole range, so they add up to the range's sales. */
export function timelineTotals(timeline: TimelineRow[]): OrderTotals {
  return {
    orders: timeline.reduce((sum, point) => sum + point.orders, 0),
    revenue: timeline.reduce((sum, point) => sum + Math.round(point.value * 100), 0) / 100,
  };
}

export type TimelineRow = { date: string; value: number; orders: number };

/**
 * Revenue and sales per store day (or per month, dated on its first day) over the whole range:
 * days without sales are there with 0.
 */
export async function orderTimeline(
  db: Db,
  range: StoreDayRange,
  groupBy: 'day' | 'month',
): Promise<TimelineRow[]> {
  const bucket = groupBy === 'day' ? sql`d.day` : sql`date_trunc('month', d.day)::date`;
  const series =
    groupBy === 'day'
      ? sql`generate_series(${range.start}::date, ${range.end}::date, interval '1 day')`
      : sql`generate_series(date_trunc('month', ${range.start}::date), ${range.end}::date, interval '1 month')`;
  const rows = await queryRows(
    db,
    sql`with buckets as (select s::date as bucket from ${series} as s),
             totals as (
               select ${bucket} as bucket, sum(d.revenue) as value, sum(d.orders) as orders
               from sales_days d
               where ${dayIn(sql`d.day`, range)}
               group by 1)
        select to_char(b.bucket, 'YYYY-MM-DD') as date, coalesce(t.value, 0)::text as value,
               coalesce(t.orders, 0)::int as orders
        from buckets b left join totals t on t.bucket = b.bucket
        order by b.bucket`,
  );
  return rows.map((row) => ({ date: String(row.date), value: cents(row.value), orders: num(row.orders) }));
}

/** Distinct buyers of the range, and how many of them made their first purchase in it. */
export async function buyersSplit(db: Db, range: StoreDayRange): Promise<{ total: number; new: number }> {
  const [row] = await queryRows(
    db,
    sql`with buyers as (
          select distinct d.user_id from sales_days d
          where d.user_id is not null and d.orders > 0 and ${dayIn(sql`d.day`, range)})
        select count(*)::int as total,
               count(*) filter (where not exists (
                 select 1 from sales_days p
                 where p.user_id = b.user_id and p.day < ${range.start}::date and p.orders > 0
               ))::int as new
        from buyers b`,
  );
  return { total: num(row.total), new: num(row.new) };
}

export type TopProductRow = { id: number | null; name: string; sales: number; amount: number };

/** Best sellers of the range by amount (lines at their sale price, before coupons): units and amount. */
export async function topSellingProducts(
  db: Db,
  range: StoreDayRange,
  limit: number,
): Promise<TopProductRow[]> {
  const rows = await queryRows(
    db,
    sql`select p.product_id as id, max(p.product_name) as name, sum(p.units)::int as sales,
               sum(p.amount)::text as amount
        from sales_day_products p
        where ${dayIn(sql`p.day`, range)}
        group by p.product_id, case when p.product_id is null then p.product_name end
        having sum(p.units) > 0
        order by sum(p.amount) desc, sum(p.units) desc, max(p.product_name)
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id == null ? null : num(row.id),
    name: String(row.name),
    sales: num(row.sales),
    amount: cents(row.amount),
  }));
}

export type InactiveBuyerRow = {
  userId: number;
  lastPurchase: Date;
  totalSpent: number;
  daysInactive: number;
};

/**
 * Each buyer's last day with a purchase and what they spent in all (sales_buyers); `quiet`
 * says whether their last purchase is older than `days` days (exact to the instant: on the boundary
 * day the orders themselves are asked).
 */
const buyerLastPurchases = (days: number) => sql`
  with cutoff as (select now() - make_interval(days => ${days}::int) as at),
  buyers as (
    select b.user_id, b.last_day, b.revenue as spent from sales_buyers b where b.orders > 0)
  select b.user_id, b.spent,
         b.last_day < ${storeDay(sql`cutoff.at`)} or (b.last_day = ${storeDay(sql`cutoff.at`)} and not exists (
           select 1 from orders o
           where o.user_id = b.user_id and ${isSale(sql`o.status`)} and o.created_at >= cutoff.at)) as quiet
  from buyers b, cutoff`;

/**
 * Buyers whose last purchase is older than `days` days: the ones who spent most first.
 * daysInactive counts store days from that purchase's day to today.
 */
export async function inactiveBuyers(db: Db, days: number, limit: number): Promise<InactiveBuyerRow[]> {
  const rows = await queryRows(
    db,
    sql`with quiet as (
          select t.user_id, t.spent from (${buyerLastPurchases(days)}) t
          where t.quiet order by t.spent desc, t.user_id limit ${limit})
        select q.user_id, last.at as last_purchase, q.spent::text as total_spent,
               (${storeDay(sql`now()`)} - ${storeDay(sql`last.at`)})::int as days_inactive
        from quiet q cross join lateral (
          select max(o.created_at) as at from orders o
          where o.user_id = q.user_id and ${isSale(sql`o.status`)}) last
        order by q.spent desc, q.user_id`,
  );
  return rows.map((row) => ({
    userId: num(row.user_id),
    lastPurchase: row.last_purchase instanceof Date ? row.last_purchase : new Date(String(row.last_purchase)),
    totalSpent: cents(row.total_spent),
    daysInactive: num(row.days_inactive),
  }));
}

/** How many buyers purchased in the last `days` days, and how many only before that. */
export async function buyerActivityCounts(
  db: Db,
  days: number,
): Promise<{ active: number; inactive: number }> {
  const [row] = await queryRows(
    db,
    sql`select count(*) filter (where not t.quiet)::int as active, count(*) filter (where t.quiet)::int as inactive
        from (${buyerLastPurchases(days)}) t`,
  );
  return { active: num(row.active), inactive: num(row.inactive) };
}

/**
 * Checkouts started in the range with no order from that user within 24 hours (the order's
 * transaction marks them `ordered`). A checkout of the last 24 hours is not counted yet: its buyer
 * may still order.
 */
export async function abandonedCheckouts(db: Db, range: StoreDayRange): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as abandoned
        from checkout_events e
        where ${createdIn(sql`e.created_at`, range)}
          and e.created_at <= now() - interval '24 hours'
          and not e.ordered`,
  );
  return num(row.abandoned);
}

export type StatusOrders = {
  status: string;
  count: number;
  orders: { id: number; customer: string; total: number; createdAt: Date }[];
};

/**
 * For each status: how many orders of the range it holds and its `limit` newest of the range (id,
 * recipient, total, date).
 */
export async function newestOrdersByStatus(
  db: Db,
  statuses: readonly string[],
  range: StoreDayRange,
  limit: number,
): Promise<StatusOrders[]> {
  if (statuses.length === 0) return [];
  const inRange = createdIn(sql`o.created_at`, range);
  const newest = sql.join(
    statuses.map(
      (status) =>
        sql`(select o.id, o.status, o.recipient_name, o.total::text as total, o.created_at
             from orders o where o.status = ${status} and ${inRange}
             order by o.created_at desc, o.id desc limit ${limit})`,
    ),
    sql` union all `,
  );
  const [rows, counts] = await Promise.all([
    queryRows(db, sql`select * from (${newest}) t order by t.created_at desc, t.id desc`),
    queryRows(
      db,
      sql`select o.status, count(*)::int as count from orders o
          where o.status in (${sql.join(
            statuses.map((status) => sql`${status}`),
            sql`, `,
          )}) and ${inRange}
          group by o.status`,
    ),
  ]);
  const countOf = new Map(counts.map((row) => [String(row.status), num(row.count)]));
  return statuses.map((status) => ({
    status,
    count: countOf.get(status) ?? 0,
    orders: rows
      .filter((row) => row.status === status)
      .map((row) => ({
        id: num(row.id),
        customer: String(row.recipient_name),
        total: cents(row.total),
        createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
      })),
  }));
}
