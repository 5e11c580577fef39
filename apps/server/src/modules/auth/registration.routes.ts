import {
  RegisterSchema,
  ResendVerificationSchema,
  ValidateInvitationSchema,
  VerificationCodeSchema,
} from '@mayorista/shared/accounts';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { accountDeps } from './auth.deps.ts';
import { errorResponses, MessageSchema } from './auth.schemas.ts';
import { validateInvitationCode } from './invitations.service.ts';
import { registerUser, resendVerification, verifyEmail } from './registration.service.ts';

const RegisterResponseSchema = z.object({ message: z.string(), email: z.string(), user_id: z.number() });

/** Active accounts (invitation) come back logged in; others only with the waiting message. */
const VerifyEmailResponseSchema = z.object({
  message: z.string(),
  is_active: z.boolean(),
  user_id: z.number(),
  username: z.string(),
  email: z.string(),
  access: z.string().optional(),
  is_staff: z.boolean().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

const ValidateInvitationResponseSchema = z.object({
  valid: z.boolean(),
  description: z.string(),
  remaining_uses: z.number(),
  message: z.string(),
});

const tags = ['auth'];

export async function registrationRoutes(app: AppInstance) {
  const deps = accountDeps(app);

  app.post(
    '/auth/register/',
    {
      config: { role: 'public', rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Registrar una cuenta (queda pendiente de verificación de email)',
        body: RegisterSchema,
        response: { 201: RegisterResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await registerUser(deps, request.body)),
  );

  app.post(
    '/auth/verify-email/',
    {
      config: { role: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Verificar el email con el código de 6 dígitos',
        body: VerificationCodeSchema,
        response: { 200: VerifyEmailResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => verifyEmail(deps, request.body),
  );

  app.post(
    '/auth/resend-verification/',
    {
      config: { role: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Reenviar el código de verificación (reemplaza el anterior)',
        body: ResendVerificationSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => resendVerification(deps, request.body),
  );

  app.post(
    '/auth/validate-invitation/',
    {
      config: { role: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Validar un código de invitación',
        body: ValidateInvitationSchema,
        response: { 200: ValidateInvitationResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => validateInvitationCode(app.db, request.body.code),
  );
}
