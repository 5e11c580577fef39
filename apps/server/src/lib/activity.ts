import type { Db } from '../db/client.ts';
import { activityLog } from '../db/schema/index.ts';

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
  /** Structured data of the change, when a screen needs it back (e.g. the old prices a bulk update can restore). */
  details?: unknown;
};

/** Records one admin write (DOMAIN.md "Activity log") and answers its id. Pass the transaction when inside one. */
export async function recordActivity(db: Db, input: ActivityInput): Promise<number> {
  const [row] = await db
    .insert(activityLog)
    .values({
      userId: input.userId,
      action: input.action.slice(0, 50),
      entity: input.entity.slice(0, 50),
      entityId: input.entityId == null ? null : String(input.entityId).slice(0, 50),
      summary: input.summary,
      details: input.details ?? null,
    })
    .returning({ id: activityLog.id });
  return row.id;
}
