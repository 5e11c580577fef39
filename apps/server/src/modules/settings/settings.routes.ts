import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { getCurrentDollarRate, getSiteConfig, toPublicConfig } from './settings.service.ts';

const PublicConfigSchema = z.object({
  store_name: z.string(),
  email: z.string(),
  instagram: z.string(),
  store_address: z.string(),
  phone: z.string(),
  whatsapp_number: z.string(),
  whatsapp_greeting: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  promo_text: z.string(),
  reply_time: z.string(),
});

const DollarRateSchema = z.object({
  value: z.number(),
  update_date: z.string().nullable(),
  rate_type: z.string(),
  is_auto_update: z.boolean(),
});

export async function settingsRoutes(app: AppInstance) {
  app.get(
    '/config/',
    {
      config: { role: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Datos de contacto y de la tienda',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => toPublicConfig(await getSiteConfig(app.db)),
  );

  app.get(
    '/dollar-rate/current/',
    {
      config: { role: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Cotización del dólar vigente',
        response: { 200: DollarRateSchema },
      },
    },
    async () => getCurrentDollarRate(app.db),
  );
}
