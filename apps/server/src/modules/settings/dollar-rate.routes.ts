import { DetailErrorSchema, errorResponses } from '@mayorista/shared/api';
import {
  AvailableRateSchema,
  DollarRateEntrySchema,
  DollarRateSchema,
  ManualRateSchema,
  ToggleAutoUpdateSchema,
  UpdateFromApiSchema,
} from '@mayorista/shared/settings';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { sendError } from '../../lib/errors.ts';
import {
  dollarRateHistory,
  fetchAvailableRates,
  RatesServiceError,
  setManualRate,
  toggleAutoUpdate,
  updateFromApi,
} from './dollar-rate.service.ts';

const tags = ['configuración'];
/** A failing rates service: 502 (bad answer) or 503 (no answer), with the reason in Spanish. */
const serviceErrors = { 502: DetailErrorSchema, 503: DetailErrorSchema } as const;

function answerServiceError(reply: FastifyReply, error: unknown) {
  if (error instanceof RatesServiceError) return sendError(reply, error.status, { detail: error.message });
  throw error;
}

/** Dollar rate admin (backoffice §7 "Dollar rate"); GET /dollar-rate/current/ is in settings.routes.ts. */
export async function dollarRateRoutes(app: AppInstance) {
  const source = () => ({ url: app.config.dollarApiUrl, timeoutMs: app.config.dollarApiTimeoutMs });

  app.get(
    '/dollar-rates/available_rates/',
    {
      config: { role: 'staff', upstream: true },
      schema: {
        tags,
        summary: 'Tipos de cotización que ofrece el servicio (DOLLAR_API_URL), con compra y venta',
        response: { 200: z.array(AvailableRateSchema), ...errorResponses, ...serviceErrors },
      },
    },
    async (_request, reply) => {
      try {
        return await fetchAvailableRates(source());
      } catch (error) {
        return answerServiceError(reply, error);
      }
    },
  );

  app.post(
    '/dollar-rates/update_from_api/',
    {
      config: { role: 'staff', upstream: true, changes: ['catalogue'] },
      schema: {
        tags,
        summary:
          "Actualiza la cotización desde el servicio (valor de venta; rate_type 'oficial' por defecto)",
        description:
          'Si el servicio falla se mantiene la última cotización y se responde 502/503 con el motivo.',
        body: UpdateFromApiSchema.nullish(),
        response: { 200: DollarRateSchema, ...errorResponses, ...serviceErrors },
      },
    },
    async (request, reply) => {
      try {
        return await updateFromApi(
          app.db,
          source(),
          request.body?.rate_type ?? 'oficial',
          request.viewer?.userId ?? null,
        );
      } catch (error) {
        return answerServiceError(reply, error);
      }
    },
  );

  app.post(
    '/dollar-rates/set_manual_rate/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Carga una cotización manual (mayor a 0); desactiva la actualización automática',
        body: ManualRateSchema,
        response: { 200: DollarRateSchema, ...errorResponses },
      },
    },
    async (request) => setManualRate(app.db, request.body.value, request.viewer?.userId ?? null),
  );

  app.post(
    '/dollar-rates/toggle_auto_update/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Activa o desactiva la actualización automática (cada hora) y elige el tipo de cotización',
        body: ToggleAutoUpdateSchema,
        response: { 200: DollarRateSchema, ...errorResponses },
      },
    },
    async (request) => toggleAutoUpdate(app.db, request.body, request.viewer?.userId ?? null),
  );

  app.get(
    '/dollar-rates/history/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Últimas 90 cotizaciones guardadas, de la más nueva a la más vieja',
        response: { 200: z.array(DollarRateEntrySchema), ...errorResponses },
      },
    },
    async () => dollarRateHistory(app.db),
  );
}
