/** The store settings contract: the public store data (storefront §8) and the dollar rate. */
import { z } from 'zod';
import { safeText } from './text.ts';

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
  /** The contact map (issue 11): zoom 1-18 and the tile server address with {z} {x} {y}. */
  map_zoom: z.number(),
  map_tile_url: z.string(),
  /** The storefront FAQ; empty: the built-in entries. */
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Printed at the top of the delivery note and the remito (a public document). */
  delivery_note_header: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const DollarRateSchema = z.object({
  value: z.number(),
  update_date: z.string().nullable(),
  rate_type: z.string(),
  is_auto_update: z.boolean(),
});
export type DollarRate = z.infer<typeof DollarRateSchema>;

// --- Store settings record (id 1), edited on /configuracion/store (issue 11 item 5) ---------------

export const FAQ_MAX_ENTRIES = 20;
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const requiredText = (max: number, required: string) =>
  safeText(required)
    .trim()
    .min(1, { message: required })
    .max(max, { message: `No puede tener más de ${max} caracteres.` });
const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, { message: `No puede tener más de ${max} caracteres.` });

export const FaqEntrySchema = z.object({
  question: requiredText(200, 'Escribe la pregunta.'),
  answer: requiredText(2000, 'Escribe la respuesta.'),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

/** A host name label: letters, digits and inner hyphens (nothing a CSP source list could misread). */
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A leading `{s}.`: tiles served from the subdomains a, b, c... of the host that follows (Leaflet). */
const SUBDOMAINS = /^https:\/\/\{[a-z]\}\./;

/**
 * The tile host of a tile address ('{s}.tile.example.org' becomes '*.tile.example.org'), or null when
 * it is not an https address with {z}, {x} and {y} whose host is a plain name of two labels or more:
 * the host goes into the CSP (issue 26 item 19), so ';', ',', spaces or '*' never pass, and `{s}`
 * never widens to a whole top-level domain ('{s}.com').
 */
export function tileHost(value: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return null;
  const subdomains = SUBDOMAINS.test(value);
  let url: URL;
  try {
    url = new URL(value.replace(SUBDOMAINS, 'https://').replace(/\{[a-z]\}/g, '0'));
  } catch {
    return null;
  }
  const labels = url.hostname.split('.');
  if (url.protocol !== 'https:' || labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label)))
    return null;
  return subdomains ? `*.${url.hostname}` : url.hostname;
}

/** An https tile address with the {z}, {x} and {y} placeholders (e.g. OpenStreetMap's) and a plain host. */
export const isTileUrl = (value: string): boolean => tileHost(value) !== null;

/** The body of PUT /api/site-config/1/: every editable value of the store (distributor discount aside). */
export const SiteConfigFormSchema = z.object({
  store_name: requiredText(100, 'Ingresa el nombre de la tienda.'),
  email: requiredText(254, 'Ingresa el correo de contacto.').pipe(
    z.email({ message: 'Ingresa un correo válido.' }),
  ),
  whatsapp_number: requiredText(30, 'Ingresa el número de WhatsApp.').refine(
    (value) =>
      /^\+?[\d\s-]+$/.test(value) &&
      value.replace(/\D/g, '').length >= 8 &&
      value.replace(/\D/g, '').length <= 15,
    { message: 'Ingresa el número con código de país, de 8 a 15 dígitos (ej. 5491123456789).' },
  ),
  whatsapp_greeting: optionalText(300),
  phone: requiredText(30, 'Ingresa el teléfono.').refine((value) => /^[\d\s+()-]+$/.test(value), {
    message: 'El teléfono solo puede tener números, espacios, +, - y paréntesis.',
  }),
  instagram: optionalText(100).refine((value) => value === '' || /^@?[A-Za-z0-9._]{1,30}$/.test(value), {
    message: 'Ingresa solo el usuario de Instagram (letras, números, puntos y guiones bajos).',
  }),
  store_address: requiredText(300, 'Ingresa la dirección.'),
  latitude: z
    .number({ message: 'Ingresa la latitud (un número entre -90 y 90).' })
    .min(-90, { message: 'La latitud debe estar entre -90 y 90.' })
    .max(90, { message: 'La latitud debe estar entre -90 y 90.' }),
  longitude: z
    .number({ message: 'Ingresa la longitud (un número entre -180 y 180).' })
    .min(-180, { message: 'La longitud debe estar entre -180 y 180.' })
    .max(180, { message: 'La longitud debe estar entre -180 y 180.' }),
  map_zoom: z
    .number({ message: 'Ingresa el zoom (un número entero de 1 a 18).' })
    .int({ message: 'El zoom debe ser un número entero de 1 a 18.' })
    .min(1, { message: 'El zoom debe ser un número entero de 1 a 18.' })
    .max(18, { message: 'El zoom debe ser un número entero de 1 a 18.' }),
  map_tile_url: requiredText(500, 'Ingresa la dirección del servidor de mapas.').refine(isTileUrl, {
    message:
      'Debe ser una dirección https con {z}, {x} e {y} y un nombre de servidor válido (ej. https://tile.openstreetmap.org/{z}/{x}/{y}.png).',
  }),
  promo_text: optionalText(200),
  faq: z
    .array(FaqEntrySchema, { message: 'Las preguntas frecuentes deben ser una lista.' })
    .max(FAQ_MAX_ENTRIES, { message: `Puedes cargar hasta ${FAQ_MAX_ENTRIES} preguntas frecuentes.` }),
  delivery_note_header: optionalText(500),
  reply_time: requiredText(50, 'Ingresa el tiempo de respuesta.'),
  contact_daily_limit: z
    .number({ message: 'Ingresa un número entero mayor o igual a 1.' })
    .int({ message: 'Ingresa un número entero mayor o igual a 1.' })
    .min(1, { message: 'Debe ser al menos 1 mensaje por día.' })
    .max(1000, { message: 'No puede ser más de 1000 mensajes por día.' }),
});
export type SiteConfigForm = z.infer<typeof SiteConfigFormSchema>;
export type SiteConfigFormInput = z.input<typeof SiteConfigFormSchema>;

/** The whole record as the back office reads it (GET and PUT /api/site-config/1/). */
export const SiteConfigSchema = PublicConfigSchema.extend({
  id: z.number(),
  contact_daily_limit: z.number(),
  updated_at: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

// --- Dollar rate admin (backoffice §7 "Dollar rate"; DOMAIN.md "Dollar rate") ---

/** rate_type of a rate typed in by hand (the API types are the service's `casa` values). */
export const MANUAL_RATE_TYPE = 'manual';
/** Rate type the service is asked for when none is chosen. */
export const DEFAULT_RATE_TYPE = 'oficial';

const rateType = z
  .string()
  .trim()
  .min(1, { message: 'Elige un tipo de cotización' })
  .max(30, { message: 'El tipo de cotización no puede tener más de 30 caracteres' })
  .regex(/^[a-z0-9_-]+$/i, { message: 'Tipo de cotización inválido' });

/** One rate type offered by the rates service (DOLLAR_API_URL): its `casa`, name and values. */
export const AvailableRateSchema = z.object({
  rate_type: z.string(),
  name: z.string(),
  compra: z.number().nullable(),
  venta: z.number(),
  update_date: z.string().nullable(),
});
export type AvailableRate = z.infer<typeof AvailableRateSchema>;

export const UpdateFromApiSchema = z.object({ rate_type: rateType.default(DEFAULT_RATE_TYPE) });
export type UpdateFromApi = z.infer<typeof UpdateFromApiSchema>;

export const ManualRateSchema = z.object({
  value: z.coerce
    .number({ message: 'Ingresa un valor numérico' })
    .gt(0, { message: 'La cotización debe ser mayor a 0' })
    .max(100_000_000, { message: 'La cotización es demasiado alta' }),
});
export type ManualRate = z.infer<typeof ManualRateSchema>;

export const ToggleAutoUpdateSchema = z.object({
  is_auto_update: z.boolean({ message: 'Indica si la actualización automática queda activada' }),
  rate_type: rateType.default(DEFAULT_RATE_TYPE),
});
export type ToggleAutoUpdate = z.infer<typeof ToggleAutoUpdateSchema>;

/** One stored rate (the history, newest first). */
export const DollarRateEntrySchema = z.object({
  id: z.number(),
  value: z.number(),
  rate_type: z.string(),
  is_auto_update: z.boolean(),
  update_date: z.string(),
});
export type DollarRateEntry = z.infer<typeof DollarRateEntrySchema>;

/** How many rates the history answers (newest first). */
export const DOLLAR_HISTORY_LIMIT = 90;
