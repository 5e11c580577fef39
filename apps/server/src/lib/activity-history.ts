import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activityLog } from '../db/schema/index.ts';

export type ActivityRecord = typeof activityLog.$inferSelect;

/**
 * The entries of one thing (entity and id), oldest first: an order's timeline. Beside
 * `recordActivity`, its writer (activity_log index on entity and entity_id).
 */
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
