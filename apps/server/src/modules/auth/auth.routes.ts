import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { getUser, login, toProfile } from './auth.service.ts';

const LoginBodySchema = z.object({
  username: z
    .string({ message: 'El usuario es requerido' })
    .trim()
    .min(1, { message: 'El usuario es requerido' })
    .max(254, { message: 'Usuario inválido' }),
  password: z
    .string({ message: 'La contraseña es requerida' })
    .min(1, { message: 'La contraseña es requerida' })
    .max(256, { message: 'Contraseña inválida' }),
});

const LoginResponseSchema = z.object({
  access: z.string(),
  is_staff: z.boolean(),
  username: z.string(),
  user_id: z.number(),
  is_active: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

const ProfileSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  dni: z.string(),
  cuit: z.string(),
  business_name: z.string(),
  business_address: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
});

const tags = ['auth'];

export async function authRoutes(app: AppInstance) {
  app.post(
    '/auth/login/',
    {
      config: {
        role: 'public',
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (request) => {
            const body = request.body as { username?: unknown } | undefined;
            const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
            return `login:${request.ip}:${username}`;
          },
        },
      },
      schema: {
        tags,
        summary: 'Iniciar sesión',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, 400: z.any(), 403: z.any() },
      },
    },
    async (request) => login(app.db, app.tokens, request.body),
  );

  app.get(
    '/auth/verify-admin/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Verifica si la sesión es de un administrador',
        response: { 200: z.object({ is_admin: z.boolean(), username: z.string() }) },
      },
    },
    async (request) => ({ is_admin: request.viewer!.isStaff, username: request.viewer!.username }),
  );

  for (const url of ['/auth/me/', '/auth/profile/']) {
    app.get(
      url,
      {
        config: { role: 'user' },
        schema: { tags, summary: 'Datos del usuario actual', response: { 200: ProfileSchema } },
      },
      async (request) => toProfile(await getUser(app.db, request.viewer!.userId)),
    );
  }
}
