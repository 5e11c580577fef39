import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { errorResponses, LoginResponseSchema, ProfileResponseSchema } from './auth.schemas.ts';
import { getUser, login, toProfile } from './auth.service.ts';
import { createLoginThrottle } from './login-throttle.ts';

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

const tags = ['auth'];

export async function authRoutes(app: AppInstance) {
  // Per account, whatever the address (in-process memory, see docs/decisions/005).
  const throttle = createLoginThrottle();

  app.post(
    '/auth/login/',
    {
      config: {
        role: 'public',
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: '1 minute',
          // After body parsing, so the key really holds the username (per address and user).
          hook: 'preHandler',
          keyGenerator: (request) => {
            const body = request.body as { username?: unknown } | undefined;
            const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
            return `login:${request.ip}:${username}`;
          },
        },
      },
      schema: {
        tags,
        summary: 'Iniciar sesión (usuario o email y contraseña)',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => login(app.db, app.tokens, request.body, throttle),
  );

  app.get(
    '/auth/verify-admin/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Verifica si la sesión es de un administrador',
        response: { 200: z.object({ is_admin: z.boolean(), username: z.string() }), ...errorResponses(401) },
      },
    },
    async (request) => ({ is_admin: request.viewer!.isStaff, username: request.viewer!.username }),
  );

  for (const url of ['/auth/me/', '/auth/profile/']) {
    app.get(
      url,
      {
        config: { role: 'user' },
        schema: {
          tags,
          summary: 'Datos del usuario actual',
          response: { 200: ProfileResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => toProfile(await getUser(app.db, request.viewer!.userId)),
    );
  }
}
