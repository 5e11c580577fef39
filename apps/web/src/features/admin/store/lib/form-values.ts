import type { SiteConfig, SiteConfigFormInput } from '@mayorista/shared/settings';

/** The form's fields, in the order they are shown (server errors focus the first one). */
export const STORE_FIELDS = [
  'store_name',
  'delivery_note_header',
  'email',
  'phone',
  'whatsapp_number',
  'whatsapp_greeting',
  'instagram',
  'store_address',
  'latitude',
  'longitude',
  'map_zoom',
  'map_tile_url',
  'promo_text',
  'faq',
  'contact_daily_limit',
  'reply_time',
] as const satisfies readonly (keyof SiteConfigFormInput)[];

/** The record as the form edits it (the read-only id and date left out). */
export function toFormValues(config: SiteConfig): SiteConfigFormInput {
  return {
    store_name: config.store_name,
    email: config.email,
    whatsapp_number: config.whatsapp_number,
    whatsapp_greeting: config.whatsapp_greeting,
    phone: config.phone,
    instagram: config.instagram,
    store_address: config.store_address,
    latitude: config.latitude,
    longitude: config.longitude,
    map_zoom: config.map_zoom,
    map_tile_url: config.map_tile_url,
    promo_text: config.promo_text,
    faq: config.faq.map(({ question, answer }) => ({ question, answer })),
    delivery_note_header: config.delivery_note_header,
    reply_time: config.reply_time,
    contact_daily_limit: config.contact_daily_limit,
  };
}

/** A link to check the map point in OpenStreetMap. */
export function osmLink(latitude: number, longitude: number, zoom: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const z = Number.isFinite(zoom) ? Math.round(zoom) : 10;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${z}/${latitude}/${longitude}`;
}
