import { InvitationCodeInputSchema } from '@mayorista/shared/accounts';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { acceptEmptyJsonBody } from '../../lib/json-body.ts';
import { errorResponses, InvitationCodeSchema } from './auth.schemas.ts';
import {
  createInvitationCode,
  listInvitationCodes,
  setInvitationActive,
  updateInvitationCode,
} from './invitations.service.ts';

const staff = { role: 'staff' } as const;
const tags = ['códigos de invitación'];

export async function invitationsRoutes(app: AppInstance) {
  acceptEmptyJsonBody(app);
  app.get(
    '/auth/invitation-codes/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Códigos de invitación (más nuevos primero) con estado y validez',
        response: { 200: z.array(InvitationCodeSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listInvitationCodes(app.db),
  );

  app.post(
    '/auth/invitation-codes/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Crear un código (6 dígitos generados; por defecto 1 uso, vence en 1 día, activo)',
        body: InvitationCodeInputSchema.nullish(),
        response: { 201: InvitationCodeSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvitationCode(app.db, request.viewer!.userId, request.body ?? {})),
  );

  app.put(
    '/auth/invitation-codes/:id/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Editar un código (solo mientras está activo)',
        params: IdParamSchema,
        body: InvitationCodeInputSchema,
        response: { 200: InvitationCodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateInvitationCode(app.db, request.viewer!.userId, request.params.id, request.body),
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/auth/invitation-codes/:id/${action}/`,
      {
        config: staff,
        schema: {
          tags,
          summary: active ? 'Activar un código (no si expiró)' : 'Desactivar un código',
          params: IdParamSchema,
          response: { 200: InvitationCodeSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => setInvitationActive(app.db, request.viewer!.userId, request.params.id, active),
    );
  }
}
