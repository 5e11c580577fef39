import {
  InvitationValidationSchema,
  MessageResponseSchema,
  RegisterResponseSchema,
  RegisterSchema,
  ResendVerificationSchema,
  ValidateInvitationSchema,
  VerificationCodeSchema,
  VerifyEmailResponseSchema,
} from '@mayorista/shared/accounts';
import { errorResponses } from '@mayorista/shared/api';
import type { AppInstance } from '../../app-instance.ts';
import { accountDeps } from './auth.deps.ts';
import { validateInvitationCode } from './invitations.service.ts';
import { registerUser, resendVerification, verifyEmail } from './registration.service.ts';

const tags = ['auth'];

export async function registrationRoutes(app: AppInstance) {
  const deps = accountDeps(app);

  app.post(
    '/auth/register/',
    {
      config: { role: 'public', rateLimit: { max: 10, timeWindow: '1 hour' }, changes: ['accounts'] },
      schema: {
        tags,
        summary: 'Registrar una cuenta (queda pendiente de verificación de email)',
        body: RegisterSchema,
        response: { 201: RegisterResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await registerUser(deps, request.body)),
  );

  app.post(
    '/auth/verify-email/',
    {
      config: { role: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' }, changes: ['accounts'] },
      schema: {
        tags,
        summary: 'Verificar el email con el código de 6 dígitos',
        body: VerificationCodeSchema,
        response: { 200: VerifyEmailResponseSchema, ...errorResponses },
      },
    },
    async (request) => verifyEmail(deps, request.body),
  );

  app.post(
    '/auth/resend-verification/',
    {
      config: { role: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' }, changes: [] },
      schema: {
        tags,
        summary: 'Reenviar el código de verificación (reemplaza el anterior)',
        body: ResendVerificationSchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => resendVerification(deps, request.body),
  );

  app.post(
    '/auth/validate-invitation/',
    {
      config: { role: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' }, changes: [] },
      schema: {
        tags,
        summary: 'Validar un código de invitación',
        body: ValidateInvitationSchema,
        response: { 200: InvitationValidationSchema, ...errorResponses },
      },
    },
    async (request) => validateInvitationCode(app.db, request.body.code),
  );
}
