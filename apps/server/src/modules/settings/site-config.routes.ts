import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { SiteConfigFormSchema, SiteConfigSchema } from '@mayorista/shared/settings';
import type { AppInstance } from '../../app-instance.ts';
import { readSiteConfig, updateSiteConfig } from './site-config.service.ts';

const tags = ['configuración'];

/** The store settings record (id 1) for /configuracion/store (issue 11 item 5). */
export async function siteConfigRoutes(app: AppInstance) {
  app.get(
    '/site-config/:id/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Configuración completa de la tienda (registro 1)',
        params: IdParamSchema,
        response: { 200: SiteConfigSchema, ...errorResponses },
      },
    },
    async (request) => readSiteConfig(app.db, request.params.id),
  );

  app.put(
    '/site-config/:id/',
    {
      config: { role: 'staff', changes: ['settings'] },
      schema: {
        tags,
        summary: 'Guarda los datos de la tienda, el mapa, la franja, las preguntas frecuentes y los límites',
        params: IdParamSchema,
        body: SiteConfigFormSchema,
        response: { 200: SiteConfigSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateSiteConfig(app.db, request.params.id, request.body, request.viewer?.userId ?? null),
  );
}
