import {
  AccountActionResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  ProfileResponseSchema,
  VerifyAdminResponseSchema,
} from '@mayorista/shared/accounts';
import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import type { AppInstance } from '../../app.ts';
import { getUser, login, toProfile, unlockLogin } from './auth.service.ts';
import { addressKey } from './login-throttle.ts';

const tags = ['auth'];

export async function authRoutes(app: AppInstance) {
  const deps = { db: app.db, tokens: app.tokens, guard: app.loginGuard };

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
            return `login:${addressKey(request.ip)}:${username}`;
          },
        },
      },
      schema: {
        tags,
        summary: 'Iniciar sesión (usuario o email y contraseña)',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errorResponses },
      },
    },
    async (request) => login(deps, request.body, request.ip),
  );

  app.get(
    '/auth/verify-admin/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Verifica si la sesión es de un administrador',
        response: { 200: VerifyAdminResponseSchema, ...errorResponses },
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
          response: { 200: ProfileResponseSchema, ...errorResponses },
        },
      },
      async (request) => toProfile(await getUser(app.db, request.viewer!.userId)),
    );
  }

  app.post(
    '/auth/customers/:id/unlock/',
    {
      config: { role: 'staff' },
      schema: {
        tags: ['clientes'],
        summary:
          'Levantar los bloqueos de inicio de sesión de una cuenta (por intentos fallidos); cualquier cuenta',
        params: IdParamSchema,
        response: { 200: AccountActionResponseSchema, ...errorResponses },
      },
    },
    async (request) => unlockLogin(deps, request.viewer!.userId, request.params.id),
  );
}
