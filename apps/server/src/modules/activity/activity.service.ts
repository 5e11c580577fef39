import type { ActivityEntry } from '@mayorista/shared/activity';
import type { Page } from '@mayorista/shared/api';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activityLog } from '../../db/schema/index.ts';
import { toPage } from '../../lib/pagination.ts';
import { findUserSummaries } from '../auth/auth.service.ts';

/** The admins' writes, newest first (recorded through lib/activity.ts). */
export async function listActivity(
  db: Db,
  options: { page: number; pageSize: number; url: string },
): Promise<Page<ActivityEntry>> {
  const [{ total }] = await db.select({ total: count() }).from(activityLog);
  const rows = await db
    .select()
    .from(activityLog)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const actors = await findUserSummaries(
    db,
    rows.flatMap((row) => (row.userId == null ? [] : [row.userId])),
  );
  const results = rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    username: row.userId == null ? null : (actors.get(row.userId)?.username ?? null),
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
