/** The store settings contract: the public store data (storefront §8) and the dollar rate. */
import { z } from 'zod';

export const PublicConfigSchema = z.object({
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
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const DollarRateSchema = z.object({
  value: z.number(),
  update_date: z.string().nullable(),
  rate_type: z.string(),
  is_auto_update: z.boolean(),
});
export type DollarRate = z.infer<typeof DollarRateSchema>;
