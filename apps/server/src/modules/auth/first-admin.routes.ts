import { LoginResponseSchema } from '@mayorista/shared/accounts';
import { errorResponses } from '@mayorista/shared/api';
import { FirstAdminRequestSchema } from '@mayorista/shared/first-admin';
import type { AppInstance } from '../../app-instance.ts';
import { setUpFirstAdmin } from './first-admin.service.ts';

/** The setup link's form (issue 26 item 29): works only while the store has no admin. */
export async function firstAdminRoutes(app: AppInstance) {
  const deps = { db: app.db, tokens: app.tokens, secret: app.config.jwtSecret };
  app.post(
    '/auth/first-admin/',
    {
      config: { role: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' }, changes: ['accounts'] },
      schema: {
        tags: ['auth'],
        summary:
          'Crear el primer administrador con el enlace que imprime el arranque en producción (solo mientras la tienda no tiene ninguno)',
        body: FirstAdminRequestSchema,
        response: { 200: LoginResponseSchema, ...errorResponses },
      },
    },
    async (request) => setUpFirstAdmin(deps, request.body),
  );
}
