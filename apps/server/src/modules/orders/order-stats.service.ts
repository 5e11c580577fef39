/**
 * Aggregates of the orders for the dashboards (issue 12, DOMAIN.md "Statistics"): every figure is a
 * SQL aggregate, never the orders loaded into memory. Ranges are store days (both ends included)
 * turned into instants in the store's time zone, so an order at 23:30 in Buenos Aires (02:30 UTC the
 * next day) counts on the store's day. Cancelled orders never count.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { STORE_TIME_ZONE } from './orders.service.ts';

/** Calendar days of the store, YYYY-MM-DD, both included. */
export type StoreDayRange = { start: string; end: string };

const rangeStart = (range: StoreDayRange) =>
  sql`(${range.start}::date::timestamp at time zone ${STORE_TIME_ZONE})`;
const rangeEnd = (range: StoreDayRange) =>
  sql`((${range.end}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE})`;
const createdIn = (column: SQL, range: StoreDayRange) =>
  sql`${column} >= ${rangeStart(range)} and ${column} < ${rangeEnd(range)}`;

const num = (value: unknown) => Number(value ?? 0);
const cents = (value: unknown) => Math.round(num(value) * 100) / 100;

export type OrderTotals = { orders: number; revenue: number; buyers: number };

/** Orders (not cancelled) in the range, their total and the distinct buyers. */
export async function orderTotals(db: Db, range: StoreDayRange): Promise<OrderTotals> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as orders, coalesce(sum(o.total), 0)::text as revenue,
               count(distinct o.user_id)::int as buyers
        from orders o
        where o.status <> 'cancelled' and ${createdIn(sql`o.created_at`, range)}`,
  );
  return { orders: num(row.orders), revenue: cents(row.revenue), buyers: num(row.buyers) };
}

export type TimelineRow = { date: string; value: number; orders: number };

/**
 * Revenue and orders per store day (or per month, dated on its first day) over the whole range:
 * days without orders are there with 0.
 */
export async function orderTimeline(
  db: Db,
  range: StoreDayRange,
  groupBy: 'day' | 'month',
): Promise<TimelineRow[]> {
  const bucket =
    groupBy === 'day'
      ? sql`(o.created_at at time zone ${STORE_TIME_ZONE})::date`
      : sql`date_trunc('month', o.created_at at time zone ${STORE_TIME_ZONE})::date`;
  const series =
    groupBy === 'day'
      ? sql`generate_series(${range.start}::date, ${range.end}::date, interval '1 day')`
      : sql`generate_series(date_trunc('month', ${range.start}::date), ${range.end}::date, interval '1 month')`;
  const rows = await queryRows(
    db,
    sql`with buckets as (select s::date as bucket from ${series} as s),
             totals as (
               select ${bucket} as bucket, sum(o.total) as value, count(*) as orders
               from orders o
               where o.status <> 'cancelled' and ${createdIn(sql`o.created_at`, range)}
               group by 1)
        select to_char(b.bucket, 'YYYY-MM-DD') as date, coalesce(t.value, 0)::text as value,
               coalesce(t.orders, 0)::int as orders
        from buckets b left join totals t on t.bucket = b.bucket
        order by b.bucket`,
  );
  return rows.map((row) => ({ date: String(row.date), value: cents(row.value), orders: num(row.orders) }));
}

/** Distinct buyers of the range, and how many of them placed their first order (not cancelled) in it. */
export async function buyersSplit(db: Db, range: StoreDayRange): Promise<{ total: number; new: number }> {
  const [row] = await queryRows(
    db,
    sql`with buyers as (
          select distinct o.user_id from orders o
          where o.user_id is not null and o.status <> 'cancelled' and ${createdIn(sql`o.created_at`, range)})
        select count(*)::int as total,
               count(*) filter (where not exists (
                 select 1 from orders p
                 where p.user_id = b.user_id and p.status <> 'cancelled' and p.created_at < ${rangeStart(range)}
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
    sql`select i.product_id as id, max(i.product_name) as name, sum(i.quantity)::int as sales,
               sum(i.price_at_time * i.quantity)::text as amount
        from order_items i join orders o on o.id = i.order_id
        where o.status <> 'cancelled' and ${createdIn(sql`o.created_at`, range)}
        group by i.product_id, case when i.product_id is null then i.product_name end
        order by sum(i.price_at_time * i.quantity) desc, sum(i.quantity) desc, max(i.product_name)
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
 * Buyers whose last order (not cancelled) is older than `days` days: the ones who spent most first.
 * daysInactive counts store days from that order's day to today.
 */
export async function inactiveBuyers(db: Db, days: number, limit: number): Promise<InactiveBuyerRow[]> {
  const rows = await queryRows(
    db,
    sql`select o.user_id, max(o.created_at) as last_purchase, sum(o.total)::text as total_spent,
               ((now() at time zone ${STORE_TIME_ZONE})::date
                 - (max(o.created_at) at time zone ${STORE_TIME_ZONE})::date)::int as days_inactive
        from orders o
        where o.user_id is not null and o.status <> 'cancelled'
        group by o.user_id
        having max(o.created_at) < now() - make_interval(days => ${days}::int)
        order by sum(o.total) desc, o.user_id
        limit ${limit}`,
  );
  return rows.map((row) => ({
    userId: num(row.user_id),
    lastPurchase: row.last_purchase instanceof Date ? row.last_purchase : new Date(String(row.last_purchase)),
    totalSpent: cents(row.total_spent),
    daysInactive: num(row.days_inactive),
  }));
}

/** How many buyers ordered (not cancelled) in the last `days` days, and how many only before that. */
export async function buyerActivityCounts(
  db: Db,
  days: number,
): Promise<{ active: number; inactive: number }> {
  const [row] = await queryRows(
    db,
    sql`select count(*) filter (where t.last >= now() - make_interval(days => ${days}::int))::int as active,
               count(*) filter (where t.last < now() - make_interval(days => ${days}::int))::int as inactive
        from (select max(o.created_at) as last from orders o
              where o.user_id is not null and o.status <> 'cancelled' group by o.user_id) t`,
  );
  return { active: num(row.active), inactive: num(row.inactive) };
}

/**
 * Checkouts started in the range with no order from that user within 24 hours. A checkout of the
 * last 24 hours is not counted yet: its buyer may still order.
 */
export async function abandonedCheckouts(db: Db, range: StoreDayRange): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as abandoned
        from checkout_events e
        where ${createdIn(sql`e.created_at`, range)}
          and e.created_at <= now() - interval '24 hours'
          and not exists (
            select 1 from orders o
            where o.user_id = e.user_id and o.created_at >= e.created_at
              and o.created_at <= e.created_at + interval '24 hours')`,
  );
  return num(row.abandoned);
}

export type StatusOrders = {
  status: string;
  count: number;
  orders: { id: number; customer: string; total: number; createdAt: Date }[];
};

/** For each status: how many orders it holds and its `limit` newest (id, recipient, total, date). */
export async function newestOrdersByStatus(
  db: Db,
  statuses: readonly string[],
  limit: number,
): Promise<StatusOrders[]> {
  if (statuses.length === 0) return [];
  const newest = sql.join(
    statuses.map(
      (status) =>
        sql`(select o.id, o.status, o.recipient_name, o.total::text as total, o.created_at
             from orders o where o.status = ${status}
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
          )})
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
