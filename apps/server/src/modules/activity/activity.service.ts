import type { ActivityEntry } from '@mayorista/shared/activity';
import type { Page } from '@mayorista/shared/api';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activityLog, users } from '../../db/schema/index.ts';
import { toPage } from '../../lib/pagination.ts';

/** The admins' writes, newest first (recorded through lib/activity.ts). */
export async function listActivity(
  db: Db,
  options: { page: number; pageSize: number; url: string },
): Promise<Page<ActivityEntry>> {
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
