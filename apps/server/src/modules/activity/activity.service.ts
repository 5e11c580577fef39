import {
  ACTIVITY_TIME_ZONE,
  type ActivityEntry,
  type ActivityFacets,
  type ActivityListQuery,
} from '@mayorista/shared/activity';
import type { Page } from '@mayorista/shared/api';
import {
  BULK_PRICE_ACTIVITY_ACTION,
  BULK_PRICE_ACTIVITY_ENTITY,
  BulkPriceDetailsSchema,
} from '@mayorista/shared/bulk-price';
import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activityLog } from '../../db/schema/index.ts';
import { toPage } from '../../lib/pagination.ts';
import { findUserSummaries } from '../auth/auth.service.ts';

type ActivityRow = typeof activityLog.$inferSelect;

/** The entities whose `details` hold nothing secret and are answered to staff (prices, ids, names). */
const DETAILS_ANSWERED = new Set([BULK_PRICE_ACTIVITY_ENTITY]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A bulk price update that still holds its old prices and was not undone. */
function bulkState(row: ActivityRow): { undoable: boolean; undoneAt: string | null } {
  if (row.entity !== BULK_PRICE_ACTIVITY_ENTITY || row.action !== BULK_PRICE_ACTIVITY_ACTION)
    return { undoable: false, undoneAt: null };
  const parsed = BulkPriceDetailsSchema.safeParse(row.details);
  if (!parsed.success) return { undoable: false, undoneAt: null };
  return { undoable: !parsed.data.undone_at, undoneAt: parsed.data.undone_at ?? null };
}

function filters(query: ActivityListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.user_id) where.push(eq(activityLog.userId, query.user_id));
  if (query.entity) where.push(eq(activityLog.entity, query.entity));
  if (query.entity_id) where.push(eq(activityLog.entityId, query.entity_id));
  if (query.action) where.push(eq(activityLog.action, query.action));
  if (query.date_from)
    where.push(
      sql`${activityLog.createdAt} >= (${query.date_from}::date::timestamp at time zone ${ACTIVITY_TIME_ZONE})`,
    );
  if (query.date_to)
    where.push(
      sql`${activityLog.createdAt} < ((${query.date_to}::date + 1)::timestamp at time zone ${ACTIVITY_TIME_ZONE})`,
    );
  return where.length ? and(...where) : undefined;
}

/** The admins' writes, newest first (recorded through lib/activity.ts), with the list's filters. */
export async function listActivity(
  db: Db,
  options: { query: ActivityListQuery; page: number; pageSize: number; url: string },
): Promise<Page<ActivityEntry>> {
  const where = filters(options.query);
  const [{ total }] = await db.select({ total: count() }).from(activityLog).where(where);
  const rows = await db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const actors = await findUserSummaries(
    db,
    rows.flatMap((row) => (row.userId == null ? [] : [row.userId])),
  );
  const results = rows.map((row): ActivityEntry => {
    const bulk = bulkState(row);
    return {
      id: row.id,
      user_id: row.userId,
      username: row.userId == null ? null : (actors.get(row.userId)?.username ?? null),
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      summary: row.summary,
      created_at: row.createdAt.toISOString(),
      details: DETAILS_ANSWERED.has(row.entity) && isRecord(row.details) ? row.details : null,
      undoable: bulk.undoable,
      undone_at: bulk.undoneAt,
    };
  });
  return toPage(results, {
    count: Number(total),
    page: options.page,
    pageSize: options.pageSize,
    url: options.url,
  });
}

/** The values the list's filter selects offer: who acted, on what, and how. */
export async function activityFacets(db: Db): Promise<ActivityFacets> {
  const [userRows, entityRows, actionRows] = await Promise.all([
    db.selectDistinct({ id: activityLog.userId }).from(activityLog).where(isNotNull(activityLog.userId)),
    db.selectDistinct({ entity: activityLog.entity }).from(activityLog).orderBy(asc(activityLog.entity)),
    db.selectDistinct({ action: activityLog.action }).from(activityLog).orderBy(asc(activityLog.action)),
  ]);
  const actors = await findUserSummaries(
    db,
    userRows.flatMap((row) => (row.id == null ? [] : [row.id])),
  );
  return {
    users: [...actors.values()]
      .map((user) => ({ id: user.id, username: user.username }))
      .sort((a, b) => a.username.localeCompare(b.username, 'es')),
    entities: entityRows.map((row) => row.entity),
    actions: actionRows.map((row) => row.action),
  };
}

// ---- For the services that act on an entry (the bulk price undo). ----

/** One entry, its row locked until the transaction ends (call inside one). */
export async function lockActivityEntry(
  tx: Db,
  id: number,
): Promise<Pick<ActivityRow, 'id' | 'action' | 'entity' | 'summary' | 'details'> | undefined> {
  const [row] = await tx
    .select({
      id: activityLog.id,
      action: activityLog.action,
      entity: activityLog.entity,
      summary: activityLog.summary,
      details: activityLog.details,
    })
    .from(activityLog)
    .where(eq(activityLog.id, id))
    .for('update');
  return row;
}

/** Replaces an entry's details (e.g. marks a bulk price update as undone). */
export async function updateActivityDetails(tx: Db, id: number, details: unknown): Promise<void> {
  await tx.update(activityLog).set({ details }).where(eq(activityLog.id, id));
}

export type ActivityRecord = typeof activityLog.$inferSelect;

/** The entries of one thing (entity and id), oldest first: an order's timeline (index on entity, entity_id). */
export async function activityOf(
  db: Db,
  entity: string,
  entityId: string | number,
): Promise<ActivityRecord[]> {
  return db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entity, entity), eq(activityLog.entityId, String(entityId))))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
}
