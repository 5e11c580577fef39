import { randomInt } from 'node:crypto';
import {
  type InvitationCode,
  type InvitationCodeCreateInput,
  type InvitationCodeInput,
  type InvitationValidation,
  invitationStatus,
} from '@mayorista/shared/accounts';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitationCodes, users } from '../../db/schema/index.ts';
import { activityChanges, activityDate, recordActivity } from '../../lib/activity.ts';
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts';

export const INVALID_INVITATION = 'Código no válido';
const NOT_FOUND = 'Código de invitación no encontrado';

type InvitationRow = typeof invitationCodes.$inferSelect;

function toDto(row: InvitationRow, createdByUsername: string | null, now = new Date()): InvitationCode {
  const status = invitationStatus(
    {
      is_active: row.isActive,
      expires_at: row.expiresAt,
      current_uses: row.currentUses,
      max_uses: row.maxUses,
    },
    now,
  );
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    max_uses: row.maxUses,
    current_uses: row.currentUses,
    remaining_uses: Math.max(0, row.maxUses - row.currentUses),
    expires_at: row.expiresAt.toISOString(),
    is_active: row.isActive,
    is_valid: status === 'Activo',
    status,
    created_by: row.createdBy,
    created_by_username: createdByUsername,
    created_at: row.createdAt.toISOString(),
  };
}

const selectWithCreator = (db: Db) =>
  db
    .select({ code: invitationCodes, createdByUsername: users.username })
    .from(invitationCodes)
    .leftJoin(users, eq(users.id, invitationCodes.createdBy));

/** Newest first; the admin screen filters and pages (9 per page) on the client. */
export async function listInvitationCodes(db: Db): Promise<InvitationCode[]> {
  const rows = await selectWithCreator(db).orderBy(desc(invitationCodes.createdAt), desc(invitationCodes.id));
  const now = new Date();
  return rows.map((row) => toDto(row.code, row.createdByUsername, now));
}

export async function getInvitationCode(db: Db, id: number): Promise<InvitationCode> {
  const [row] = await selectWithCreator(db).where(eq(invitationCodes.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toDto(row.code, row.createdByUsername);
}

/** A new code: 6 random digits not used by any other code; active unless told otherwise. */
export async function createInvitationCode(
  db: Db,
  actorId: number,
  input: InvitationCodeCreateInput,
): Promise<InvitationCode> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [row] = await db
      .insert(invitationCodes)
      .values({
        code,
        description: input.description ?? '',
        maxUses: input.max_uses,
        expiresAt: new Date(input.expires_at),
        isActive: input.is_active ?? true,
        createdBy: actorId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    await recordActivity(db, {
      userId: actorId,
      action: 'create',
      entity: 'invitation_code',
      entityId: row.id,
      summary: `Código de invitación ${row.code} (${row.maxUses} usos, vence ${activityDate(row.expiresAt)})`,
    });
    return getInvitationCode(db, row.id);
  }
  throw new AppError('conflict', 'No se pudo generar un código único. Intenta nuevamente.');
}

const INVITATION_FIELDS = {
  description: 'descripción',
  maxUses: 'usos máximos',
  expiresAt: 'vence',
  isActive: 'activo',
} as const;

/** Edit is allowed only while the code is active (accounts §4). */
export async function updateInvitationCode(
  db: Db,
  actorId: number,
  id: number,
  input: InvitationCodeInput,
): Promise<InvitationCode> {
  const [current] = await db.select().from(invitationCodes).where(eq(invitationCodes.id, id));
  if (!current) throw notFound(NOT_FOUND);
  if (!current.isActive) throw new AppError('conflict', 'Solo se pueden editar códigos activos');
  if (input.max_uses !== undefined && input.max_uses < current.currentUses) {
    throw fieldErrors({
      max_uses: [
        `La cantidad máxima de usos no puede ser menor a los usos actuales (${current.currentUses})`,
      ],
    });
  }
  const changes: Partial<typeof invitationCodes.$inferInsert> = {};
  if (input.description !== undefined) changes.description = input.description;
  if (input.max_uses !== undefined) changes.maxUses = input.max_uses;
  if (input.expires_at !== undefined) changes.expiresAt = new Date(input.expires_at);
  if (input.is_active !== undefined) changes.isActive = input.is_active;
  if (Object.keys(changes).length) {
    // The active condition again, so a concurrent deactivation wins over a stale edit.
    const updated = await db
      .update(invitationCodes)
      .set(changes)
      .where(and(eq(invitationCodes.id, id), eq(invitationCodes.isActive, true)))
      .returning({ id: invitationCodes.id });
    if (!updated.length) throw new AppError('conflict', 'Solo se pueden editar códigos activos');
    await recordActivity(db, {
      userId: actorId,
      action: 'update',
      entity: 'invitation_code',
      entityId: id,
      summary: `Código de invitación ${current.code}: ${activityChanges(current, { ...current, ...changes }, INVITATION_FIELDS) || 'sin cambios'}`,
    });
  }
  return getInvitationCode(db, id);
}

/** Deactivate is always possible; activate only while not expired (accounts §4). */
export async function setInvitationActive(
  db: Db,
  actorId: number,
  id: number,
  active: boolean,
): Promise<InvitationCode> {
  const [current] = await db.select().from(invitationCodes).where(eq(invitationCodes.id, id));
  if (!current) throw notFound(NOT_FOUND);
  if (active && current.expiresAt.getTime() <= Date.now())
    throw new AppError('conflict', 'No se puede activar un código expirado');
  await db.update(invitationCodes).set({ isActive: active }).where(eq(invitationCodes.id, id));
  await recordActivity(db, {
    userId: actorId,
    action: active ? 'activate' : 'deactivate',
    entity: 'invitation_code',
    entityId: id,
    summary: `Código de invitación ${current.code} ${active ? 'activado' : 'desactivado'}`,
  });
  return getInvitationCode(db, id);
}

/** The public check of the register form. */
export async function validateInvitationCode(db: Db, code: string): Promise<InvitationValidation> {
  const [row] = await db.select().from(invitationCodes).where(eq(invitationCodes.code, code));
  if (!row || toDto(row, null).status !== 'Activo') {
    return { valid: false, description: '', remaining_uses: 0, message: INVALID_INVITATION };
  }
  return {
    valid: true,
    description: row.description,
    remaining_uses: row.maxUses - row.currentUses,
    message: 'Código válido',
  };
}

/**
 * Takes one use of a valid code in a single UPDATE (active, not expired, uses left), so concurrent
 * registrations never exceed max_uses. Returns the code's id, or null when it is not valid.
 */
export async function consumeInvitationCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db
    .update(invitationCodes)
    .set({ currentUses: sql`${invitationCodes.currentUses} + 1` })
    .where(
      and(
        eq(invitationCodes.code, code),
        eq(invitationCodes.isActive, true),
        gt(invitationCodes.expiresAt, sql`now()`),
        lt(invitationCodes.currentUses, invitationCodes.maxUses),
      ),
    )
    .returning({ id: invitationCodes.id });
  return row?.id ?? null;
}
