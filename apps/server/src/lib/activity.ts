import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activityLog, users } from '../db/schema/index.ts';
import { type Page, toPage } from './pagination.ts';

export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'approve'
  | 'reject'
  | 'block'
  | 'unblock'
  | 'activate'
  | 'deactivate'
  | 'contact'
  | (string & {});

export type ActivityInput = {
  /** The admin who acted (null for the system). */
  userId: number | null;
  action: ActivityAction;
  /** What was acted on, e.g. 'customer', 'invitation_code', 'contact_message'. */
  entity: string;
  entityId?: string | number | null;
  summary: string;
};

/** Records one admin write (DOMAIN.md "Activity log"). Pass the transaction when inside one. */
export async function recordActivity(db: Db, input: ActivityInput): Promise<void> {
  await db.insert(activityLog).values({
    userId: input.userId,
    action: input.action.slice(0, 50),
    entity: input.entity.slice(0, 50),
    entityId: input.entityId == null ? null : String(input.entityId).slice(0, 50),
    summary: input.summary,
  });
}

export type ActivityDto = {
  id: number;
  user_id: number | null;
  username: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  created_at: string;
};

/** Newest first. */
export async function listActivity(
  db: Db,
  options: { page: number; pageSize: number; url: string },
): Promise<Page<ActivityDto>> {
  const [{ total }] = await db.select({ total: count() }).from(activityLog);
  const rows = await db
    .select({
      id: activityLog.id,
      userId: activityLog.userId,
      username: users.username,
      action: activityLog.action,
      entity: activityLog.entity,
      entityId: activityLog.entityId,
      summary: activityLog.summary,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const results = rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    username: row.username,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    summary: row.summary,
    created_at: row.createdAt.toISOString(),
  }));
  return toPage(results, {
    count: Number(total),
    page: options.page,
    pageSize: options.pageSize,
    url: options.url,
  });
}
