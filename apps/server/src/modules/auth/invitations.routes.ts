import {
  InvitationCodeCreateSchema,
  InvitationCodeInputSchema,
  InvitationCodeListSchema,
  InvitationCodeSchema,
} from '@mayorista/shared/accounts';
import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import type { AppInstance } from '../../app-instance.ts';
import {
  createInvitationCode,
  listInvitationCodes,
  setInvitationActive,
  updateInvitationCode,
} from './invitations.service.ts';

const staff = { role: 'staff' } as const;
const tags = ['códigos de invitación'];

export async function invitationsRoutes(app: AppInstance) {
  app.get(
    '/auth/invitation-codes/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Códigos de invitación (más nuevos primero) con estado y validez',
        response: { 200: InvitationCodeListSchema, ...errorResponses },
      },
    },
    async () => listInvitationCodes(app.db),
  );

  app.post(
    '/auth/invitation-codes/',
    {
      config: { ...staff, changes: [] },
      schema: {
        tags,
        summary:
          'Crear un código (6 dígitos generados): max_uses (1 a 1000) y expires_at (al menos 30 minutos después) requeridos',
        body: InvitationCodeCreateSchema,
        response: { 201: InvitationCodeSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvitationCode(app.db, request.viewer!.userId, request.body)),
  );

  app.put(
    '/auth/invitation-codes/:id/',
    {
      config: { ...staff, changes: [] },
      schema: {
        tags,
        summary: 'Editar un código (solo mientras está activo)',
        params: IdParamSchema,
        body: InvitationCodeInputSchema,
        response: { 200: InvitationCodeSchema, ...errorResponses },
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
        config: { ...staff, changes: [] },
        schema: {
          tags,
          summary: active ? 'Activar un código (no si expiró)' : 'Desactivar un código',
          params: IdParamSchema,
          response: { 200: InvitationCodeSchema, ...errorResponses },
        },
      },
      async (request) => setInvitationActive(app.db, request.viewer!.userId, request.params.id, active),
    );
  }
}
