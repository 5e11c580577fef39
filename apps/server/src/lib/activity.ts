import { ACTIVITY_TIME_ZONE, type ActivityAction, type ActivityEntity } from '@mayorista/shared/activity';
import type { Db } from '../db/client.ts';
import { activityLog } from '../db/schema/index.ts';

export type ActivityInput = {
  /** The admin who acted (null for the system). */
  userId: number | null;
  /** One of the labelled actions (ACTIVITY_ACTION_LABELS): /configuracion/actividad shows each in Spanish. */
  action: ActivityAction;
  /** What was acted on, one of the labelled entities (ACTIVITY_ENTITY_LABELS), e.g. 'customer'. */
  entity: ActivityEntity;
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

const storeClock = new Intl.DateTimeFormat('es-AR', {
  timeZone: ACTIVITY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant in a summary as the app shows dates (the web's formatDateTime), in the store's time zone. */
export const activityDate = (date: Date): string => storeClock.format(date);

/** A value in a summary: 'sí' or 'no', a date as above, '-' for nothing. */
export function activityValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (value instanceof Date) return activityDate(value);
  if (value == null || value === '') return '-';
  return String(value);
}

/**
 * The labelled fields that changed, as 'nombre: A → B, activa: sí → no'; the fields in `byName`
 * (images, long texts) only by their label. '' when none changed.
 */
export function activityChanges<Row extends object>(
  before: Row,
  after: Row,
  labels: Partial<Record<keyof Row, string>>,
  byName: (keyof Row)[] = [],
): string {
  const changes: string[] = [];
  for (const [key, label] of Object.entries(labels) as [keyof Row, string][]) {
    const was = activityValue(before[key]);
    const is = activityValue(after[key]);
    if (was === is) continue;
    changes.push(byName.includes(key) ? label : `${label}: ${was} → ${is}`);
  }
  return changes.join(', ');
}
