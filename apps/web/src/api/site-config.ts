import type { PublicConfig } from '@mayorista/shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

/** Store settings of GET /api/config/ (the contract in packages/shared/src/settings.ts). */
export type SiteConfig = PublicConfig;

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  store_name: 'Mayorista',
  email: 'ventas@mayorista.com.ar',
  instagram: 'mayorista.ar',
  store_address: 'Av. Mitre 1234, Berazategui, Buenos Aires',
  phone: '11 2345-6789',
  whatsapp_number: '5491123456789',
  whatsapp_greeting: '¡Hola! Quisiera hacer una consulta.',
  latitude: -34.7636,
  longitude: -58.2128,
  promo_text: 'Envíos a todo el país · Despacho en 48 h hábiles',
  reply_time: '24-48 horas',
  map_zoom: 10,
  map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  faq: [],
  delivery_note_header: '',
};

/** Values the owner may leave empty (an empty promo text hides the strip, no Instagram hides it). */
const MAY_BE_EMPTY = new Set<keyof SiteConfig>([
  'promo_text',
  'instagram',
  'whatsapp_greeting',
  'delivery_note_header',
]);

function withDefaults(data: Partial<SiteConfig> | null | undefined): SiteConfig {
  const merged = { ...DEFAULT_SITE_CONFIG };
  if (!data || typeof data !== 'object') return merged;
  for (const key of Object.keys(DEFAULT_SITE_CONFIG) as (keyof SiteConfig)[]) {
    const value = data[key];
    if (value === null || value === undefined) continue;
    if (value === '' && !MAY_BE_EMPTY.has(key)) continue;
    if (key === 'latitude' || key === 'longitude' || key === 'map_zoom') {
      const number = Number(value);
      if (Number.isFinite(number)) merged[key] = number;
    } else if (key === 'faq') {
      if (Array.isArray(value))
        merged.faq = value.filter(
          (entry): entry is SiteConfig['faq'][number] =>
            Boolean(entry) && typeof entry.question === 'string' && typeof entry.answer === 'string',
        );
    } else {
      (merged as Record<string, unknown>)[key] = String(value);
    }
  }
  return merged;
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: async ({ signal }) => withDefaults(await apiGet<Partial<SiteConfig>>('/config/', { signal })),
    staleTime: 10 * 60_000,
  });

/** The settings, or the defaults while loading and after a failure (storefront §8). */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery(siteConfigQueryOptions());
  return data ?? DEFAULT_SITE_CONFIG;
}

export function whatsappUrl(config: Pick<SiteConfig, 'whatsapp_number' | 'whatsapp_greeting'>): string {
  const number = config.whatsapp_number.replace(/\D/g, '');
  return `https://wa.me/${number}?text=${encodeURIComponent(config.whatsapp_greeting)}`;
}

export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${handle.replace(/^@/, '').trim()}/`;
}
