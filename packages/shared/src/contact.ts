/**
 * The contact-messages contract (accounts §3, backoffice §2.13). The form's request schema,
 * ContactMessageSchema, lives with the other account forms in accounts.ts.
 */
import { z } from 'zod';
import { PageSchema } from './api.ts';
import { PageQuerySchema } from './catalog.ts';
import { safeText } from './text.ts';

export const CONTACT_MESSAGES_PAGE_SIZE = 20;
export const CONTACT_MESSAGES_PAGE_SIZE_MAX = 100;

export const EmailStatusSchema = z.object({ confirmation_sent: z.boolean() });

/** The answer to the sender: the success text depends on whether the confirmation e-mail went out. */
export const ContactMessageSentSchema = z.object({
  id: z.number(),
  message: z.string(),
  email_status: EmailStatusSchema,
});
export type ContactMessageSent = z.infer<typeof ContactMessageSentSchema>;

export const ContactMessageItemSchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  nombre: z.string(),
  email: z.string(),
  telefono: z.string(),
  city: z.string(),
  negocio: z.string(),
  motivo: z.string(),
  mensaje: z.string(),
  respondido: z.boolean(),
  archivado: z.boolean(),
  email_status: EmailStatusSchema.nullable(),
  fecha_envio: z.string(),
});
export type ContactMessageItem = z.infer<typeof ContactMessageItemSchema>;
export const ContactMessagePageSchema = PageSchema(ContactMessageItemSchema);

const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { message: 'Debe ser true o false' })
  .transform((value) => value === 'true' || value === '1');

export const ContactMessageListQuerySchema = PageQuerySchema.extend({
  search: safeText().max(200, { message: 'La búsqueda no puede tener más de 200 caracteres' }).optional(),
  respondido: queryBoolean.optional(),
  archivado: queryBoolean.optional(),
});
export type ContactMessageListQuery = z.infer<typeof ContactMessageListQuerySchema>;

/** The inbox's two actions: mark as responded, archive. */
export const ContactMessageUpdateSchema = z
  .object({ respondido: z.boolean().optional(), archivado: z.boolean().optional() })
  .refine((value) => value.respondido !== undefined || value.archivado !== undefined, {
    message: 'Indica respondido o archivado',
  });
export type ContactMessageUpdate = z.infer<typeof ContactMessageUpdateSchema>;
