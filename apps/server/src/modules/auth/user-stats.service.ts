/** Counts of accounts for the dashboards (issue 12): the statistics module asks here, not the users table. */
import { ACTIVITY_TIME_ZONE as STORE_TIME_ZONE } from '@mayorista/shared/activity';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Non-staff accounts created between two store days (both included): the dashboards' 'visitas'. */
export async function countNewUsers(db: Db, range: { start: string; end: string }): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as count from users u
        where u.is_staff = false
          and u.date_joined >= (${range.start}::date::timestamp at time zone ${STORE_TIME_ZONE})
          and u.date_joined < ((${range.end}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE})`,
  );
  return Number(row.count);
}

/** Approved customer accounts, and those created in the last `days` days. */
export async function customerAccountCounts(db: Db, days: number): Promise<{ total: number; new: number }> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where u.date_joined >= now() - make_interval(days => ${days}::int))::int as new
        from users u where u.is_staff = false and u.is_active = true`,
  );
  return { total: Number(row.total), new: Number(row.new) };
}

/** The name to show for each customer: first and last name, else the business, else the username. */
export async function customerDisplayNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    first_name: string;
    last_name: string;
    business_name: string;
    username: string;
  }>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.business_name, u.username from users u
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      `${row.first_name} ${row.last_name}`.trim() || row.business_name || row.username,
    ]),
  );
}
