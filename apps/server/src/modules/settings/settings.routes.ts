import { errorResponses } from '@mayorista/shared/api';
import { DollarRateSchema, PublicConfigSchema } from '@mayorista/shared/settings';
import type { AppInstance } from '../../app-instance.ts';
import { dollarRateRoutes } from './dollar-rate.routes.ts';
import { getCurrentDollarRate, getSiteConfig, toPublicConfig } from './settings.service.ts';
import { siteConfigRoutes } from './site-config.routes.ts';
import { rememberTileUrl } from './tile-hosts.ts';

const tags = ['configuración'];

export async function settingsRoutes(app: AppInstance) {
  await dollarRateRoutes(app);
  await siteConfigRoutes(app);
  app.get(
    '/config/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Datos de contacto y de la tienda',
        response: { 200: PublicConfigSchema, ...errorResponses },
      },
    },
    async () => {
      const config = await getSiteConfig(app.db);
      rememberTileUrl(config.mapTileUrl);
      return toPublicConfig(config);
    },
  );

  app.get(
    '/dollar-rate/current/',
    {
      // Anonymous visitors never get the rate, like prices (DOMAIN; issue 26 item 26).
      config: { role: 'user', catalogueCache: true },
      schema: {
        tags,
        summary:
          'Cotización del dólar vigente (65,50 oficial mientras no haya una cargada); solo con sesión iniciada',
        response: { 200: DollarRateSchema, ...errorResponses },
      },
    },
    async () => getCurrentDollarRate(app.db),
  );
}
