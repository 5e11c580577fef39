import {
  ChangePasswordBaseSchema,
  EmailChangeRequestSchema,
  ProfileUpdateSchema,
} from '@mayorista/shared/accounts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { changePassword, requestEmailChange, updateProfile } from './account.service.ts';
import { accountDeps } from './auth.deps.ts';
import { errorResponses, ProfileResponseSchema } from './auth.schemas.ts';

const tags = ['auth'];
const perUser = (request: FastifyRequest) => `user:${request.viewer?.userId ?? request.ip}`;

export async function accountRoutes(app: AppInstance) {
  const deps = accountDeps(app);

  app.put(
    '/auth/profile/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Actualizar datos personales, o confirmar el cambio de email con {email, verification_code}',
        body: ProfileUpdateSchema,
        response: {
          200: ProfileResponseSchema.extend({ message: z.string() }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => updateProfile(deps, request.viewer!.userId, request.body),
  );

  app.post(
    '/auth/verify-change/',
    {
      config: {
        role: 'user',
        rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: perUser },
      },
      schema: {
        tags,
        summary: 'Pedir un código para cambiar el email (se envía al email nuevo)',
        body: EmailChangeRequestSchema,
        response: {
          200: z.object({ message: z.string(), email: z.string() }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => requestEmailChange(deps, request.viewer!.userId, request.body),
  );

  app.post(
    '/auth/change-password/',
    {
      config: {
        role: 'user',
        rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: perUser },
      },
      schema: {
        tags,
        summary: 'Cambiar la contraseña (invalida las sesiones anteriores y devuelve un token nuevo)',
        body: ChangePasswordBaseSchema,
        response: {
          200: z.object({ message: z.string(), access: z.string() }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => changePassword(deps, request.viewer!.userId, request.body),
  );
}
