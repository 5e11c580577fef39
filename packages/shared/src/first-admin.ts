/**
 * The first administrator of a store started in production (issue 26 item 29, docs/decisions/045):
 * the setup link printed at start opens FIRST_ADMIN_PATH, whose form creates the admin.
 */
import type { z } from 'zod';
import { RegisterBaseSchema } from './accounts.ts';
import { safeText } from './text.ts';

export const FIRST_ADMIN_PATH = '/configurar-administrador';

/** The account fields of the registration, with its messages. */
const AdminFieldsSchema = RegisterBaseSchema.pick({ username: true, email: true, password: true });

/** POST /api/auth/first-admin/: the link's token and the admin's name, e-mail and password. */
export const FirstAdminRequestSchema = AdminFieldsSchema.extend({
  token: safeText('El enlace de configuración no es válido o venció').min(1).max(2000),
});
export type FirstAdminRequest = z.infer<typeof FirstAdminRequestSchema>;

/** The setup form: the same fields plus the password confirmation. */
export const FirstAdminFormSchema = AdminFieldsSchema.extend({
  password2: RegisterBaseSchema.shape.password2,
}).refine((value) => value.password === value.password2, {
  message: 'Las contraseñas no coinciden',
  path: ['password2'],
});
export type FirstAdminForm = z.infer<typeof FirstAdminFormSchema>;
