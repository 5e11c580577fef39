import { CONTACT_DAILY_LIMIT_MESSAGE, type ContactMessageInput } from '@mayorista/shared/accounts';
import type { Page } from '@mayorista/shared/api';
import type { ContactMessageItem, ContactMessageSent, ContactMessageUpdate } from '@mayorista/shared/contact';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { activityValue, recordActivity } from '../../lib/activity.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { toPage } from '../../lib/pagination.ts';
import { getSiteConfig } from '../settings/settings.service.ts';

/** "Per day" is the store's calendar day. */
const STORE_TIME_ZONE = 'America/Argentina/Buenos_Aires';
const NOT_FOUND = 'Mensaje no encontrado';

type ContactRow = typeof contactMessages.$inferSelect;

export type ContactDeps = { db: Db; mailer: Mailer; config: Config };

export function toContactDto(row: ContactRow): ContactMessageItem {
  return {
    id: row.id,
    user_id: row.userId,
    nombre: row.nombre,
    email: row.email,
    telefono: row.telefono,
    city: row.city,
    negocio: row.negocio,
    motivo: row.motivo,
    mensaje: row.mensaje,
    respondido: row.respondido,
    archivado: row.archivado,
    email_status: row.emailStatus ?? null,
    fecha_envio: row.fechaEnvio.toISOString(),
  };
}

/**
 * Namespace of the transaction-scoped advisory lock `(CONTACT_LIMIT_LOCK, user id)` that serializes
 * one user's sends while their messages of the day are counted (two-key locks do not overlap the
 * one-key locks used elsewhere, e.g. the category writes).
 */
const CONTACT_LIMIT_LOCK = 830_101;

/**
 * Stores a logged-in user's message, at most `site_config.contact_daily_limit` per calendar day
 * (one user's sends are serialized while counting, so concurrent sends cannot pass the limit), then
 * e-mails a confirmation to the sender and a notice to the store.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  userId: number,
  input: ContactMessageInput,
): Promise<ContactMessageSent> {
  const site = await getSiteConfig(deps.db);
  const saved = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTACT_LIMIT_LOCK}::int, ${userId}::int)`);
    const [{ sent }] = await queryRows<{ sent: number }>(
      tx,
      sql`select count(*)::int as sent from contact_messages
          where user_id = ${userId}
            and fecha_envio >= (date_trunc('day', now() at time zone ${STORE_TIME_ZONE}) at time zone ${STORE_TIME_ZONE})`,
    );
    if (Number(sent) >= site.contactDailyLimit)
      throw new AppError('rate_limited', CONTACT_DAILY_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(contactMessages)
      .values({
        userId,
        nombre: input.nombre,
        email: input.email,
        telefono: input.telefono ?? '',
        city: input.city ?? '',
        negocio: input.negocio ?? '',
        motivo: input.motivo,
        mensaje: input.mensaje,
      })
      .returning();
    return row;
  });

  const confirmation = await deps.mailer.send({
    to: saved.email,
    subject: `Recibimos tu mensaje - ${site.storeName}`,
    text: [
      `Hola ${saved.nombre},`,
      '',
      `Recibimos tu consulta (${saved.motivo}). Te responderemos dentro de ${site.replyTime}.`,
      '',
      'Tu mensaje:',
      saved.mensaje,
      '',
      `Si es urgente, escríbenos por WhatsApp al ${site.whatsappNumber}.`,
    ].join('\n'),
    kind: 'contact_confirmation',
  });
  await deps.mailer.send({
    to: deps.config.storeNotifyEmail ?? site.contactEmail,
    subject: `Nuevo mensaje de contacto: ${saved.motivo}`,
    text: [
      `De: ${saved.nombre} <${saved.email}>`,
      `Teléfono: ${saved.telefono || '-'}`,
      `Ciudad: ${saved.city || '-'}`,
      `Negocio: ${saved.negocio || '-'}`,
      `Motivo: ${saved.motivo}`,
      '',
      saved.mensaje,
    ].join('\n'),
    kind: 'contact_notice',
  });
  const emailStatus = { confirmation_sent: confirmation.delivered };
  await deps.db.update(contactMessages).set({ emailStatus }).where(eq(contactMessages.id, saved.id));
  return {
    id: saved.id,
    message: confirmation.delivered
      ? '¡Mensaje enviado correctamente! Te hemos enviado una confirmación por email. Te responderemos pronto.'
      : '¡Mensaje enviado correctamente! Te responderemos pronto a tu email.',
    email_status: emailStatus,
  };
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function listContactMessages(
  db: Db,
  options: {
    page: number;
    pageSize: number;
    url: string;
    search?: string;
    respondido?: boolean;
    archivado?: boolean;
  },
): Promise<Page<ContactMessageItem>> {
  const conditions: SQL[] = [];
  const term = options.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(
      sql`(${contactMessages.nombre} ilike ${pattern} or ${contactMessages.email} ilike ${pattern}
          or ${contactMessages.mensaje} ilike ${pattern} or ${contactMessages.motivo} ilike ${pattern}
          or ${contactMessages.city} ilike ${pattern})`,
    );
  }
  if (options.respondido !== undefined) conditions.push(eq(contactMessages.respondido, options.respondido));
  if (options.archivado !== undefined) conditions.push(eq(contactMessages.archivado, options.archivado));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(contactMessages).where(where);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.fechaEnvio), desc(contactMessages.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return toPage(rows.map(toContactDto), {
    count: Number(total),
    page: options.page,
    pageSize: options.pageSize,
    url: options.url,
  });
}

export async function updateContactMessage(
  db: Db,
  actorId: number,
  id: number,
  input: ContactMessageUpdate,
): Promise<ContactMessageItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(contactMessages).set(input).where(eq(contactMessages.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    const changes = Object.entries(input)
      .map(([key, value]) => `${key}: ${activityValue(value)}`)
      .join(', ');
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'contact_message',
      entityId: id,
      summary: `Mensaje de ${row.nombre} (${row.email}): ${changes}`,
    });
    return toContactDto(row);
  });
}

export async function deleteContactMessage(db: Db, actorId: number, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    await recordActivity(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'contact_message',
      entityId: id,
      summary: `Mensaje de ${row.nombre} (${row.email}): ${row.motivo}`,
    });
  });
}
