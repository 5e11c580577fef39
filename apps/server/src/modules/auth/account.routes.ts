import {
  ChangePasswordBaseSchema,
  ChangePasswordResponseSchema,
  EmailChangeRequestSchema,
  EmailChangeResponseSchema,
  ProfileUpdateResponseSchema,
  ProfileUpdateSchema,
} from '@mayorista/shared/accounts';
import { errorResponses } from '@mayorista/shared/api';
import type { AppInstance } from '../../app-instance.ts';
import { perUser } from '../../lib/viewer.ts';
import { changePassword, requestEmailChange, updateProfile } from './account.service.ts';
import { accountDeps } from './auth.deps.ts';

const tags = ['auth'];

export async function accountRoutes(app: AppInstance) {
  const deps = accountDeps(app);

  app.put(
    '/auth/profile/',
    {
      config: { role: 'user', changes: ['accounts'] },
      schema: {
        tags,
        summary: 'Actualizar datos personales, o confirmar el cambio de email con {email, verification_code}',
        body: ProfileUpdateSchema,
        response: { 200: ProfileUpdateResponseSchema, ...errorResponses },
      },
    },
    async (request) => updateProfile(deps, request.viewer!.userId, request.body),
  );

  app.post(
    '/auth/verify-change/',
    {
      config: {
        changes: [],
        role: 'user',
        rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: perUser },
      },
      schema: {
        tags,
        summary: 'Pedir un código para cambiar el email (se envía al email nuevo)',
        body: EmailChangeRequestSchema,
        response: { 200: EmailChangeResponseSchema, ...errorResponses },
      },
    },
    async (request) => requestEmailChange(deps, request.viewer!.userId, request.body),
  );

  app.post(
    '/auth/change-password/',
    {
      config: {
        changes: ['accounts'],
        role: 'user',
        rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: perUser },
      },
      schema: {
        tags,
        summary: 'Cambiar la contraseña (invalida las sesiones anteriores y devuelve un token nuevo)',
        body: ChangePasswordBaseSchema,
        response: { 200: ChangePasswordResponseSchema, ...errorResponses },
      },
    },
    async (request) => changePassword(deps, request.viewer!.userId, request.body),
  );
}
