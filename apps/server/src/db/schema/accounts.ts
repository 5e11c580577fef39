import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './tables.ts';

/** 6-digit codes sent by e-mail (registration and e-mail change); only a hash is stored. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 })
      .$type<'verify_email' | 'email_change' | 'login_link'>()
      .notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_user_idx').on(t.userId, t.purpose)],
);

export const invitationCodes = pgTable(
  'invitation_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 6 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    maxUses: integer('max_uses').notNull().default(1),
    currentUses: integer('current_uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitation_codes_code_idx').on(t.code)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    telefono: varchar('telefono', { length: 30 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    negocio: varchar('negocio', { length: 30 }).notNull().default(''),
    motivo: varchar('motivo', { length: 100 }).notNull(),
    mensaje: text('mensaje').notNull(),
    respondido: boolean('respondido').notNull().default(false),
    archivado: boolean('archivado').notNull().default(false),
    emailStatus: jsonb('email_status').$type<{ confirmation_sent: boolean }>(),
    fechaEnvio: timestamp('fecha_envio', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_user_idx').on(t.userId, t.fechaEnvio)],
);

/** Every admin write: who, when, what (DOMAIN.md "Activity log"). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 50 }).notNull(),
    entity: varchar('entity', { length: 50 }).notNull(),
    entityId: varchar('entity_id', { length: 50 }),
    summary: text('summary').notNull().default(''),
    /** Structured data of the change when a screen needs it back (e.g. every old price of a bulk update, to undo it). */
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt),
    index('activity_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * Addresses that logged in successfully to an account (docs/decisions/008): a lock caused by failed
 * logins from elsewhere does not apply to them, so strangers cannot lock the owner out.
 */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: varchar('address', { length: 64 }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
