import type { SiteConfig, SiteConfigForm } from '@mayorista/shared/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteConfig } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { notFound } from '../../lib/errors.ts';
import { getSiteConfig, type SiteConfig as SiteConfigRow, toPublicConfig } from './settings.service.ts';
import { rememberTileUrl } from './tile-hosts.ts';

/** The store settings record as the back office sees it (every field but the distributor discount). */
export function toSiteConfig(row: SiteConfigRow): SiteConfig {
  return {
    id: row.id,
    ...toPublicConfig(row),
    contact_daily_limit: row.contactDailyLimit,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Only record 1 exists (backoffice §3 "Site config"). */
function assertRecord(id: number) {
  if (id !== 1) throw notFound();
}

export async function readSiteConfig(db: Db, id: number): Promise<SiteConfig> {
  assertRecord(id);
  return toSiteConfig(await getSiteConfig(db));
}

const LABELS: Record<keyof SiteConfigForm, string> = {
  store_name: 'nombre',
  email: 'correo',
  whatsapp_number: 'WhatsApp',
  whatsapp_greeting: 'saludo de WhatsApp',
  phone: 'teléfono',
  instagram: 'Instagram',
  store_address: 'dirección',
  latitude: 'latitud',
  longitude: 'longitud',
  map_zoom: 'zoom del mapa',
  map_tile_url: 'servidor de mapas',
  promo_text: 'franja promocional',
  faq: 'preguntas frecuentes',
  delivery_note_header: 'encabezado del remito',
  reply_time: 'tiempo de respuesta',
  contact_daily_limit: 'límite diario de mensajes',
};

/** Replaces every editable value of record 1 and records which ones changed, in one transaction. */
export async function updateSiteConfig(
  db: Db,
  id: number,
  input: SiteConfigForm,
  actorId: number | null,
): Promise<SiteConfig> {
  assertRecord(id);
  const saved = await db.transaction(async (tx) => {
    const before = toSiteConfig(await getSiteConfig(tx));
    const [row] = await tx
      .update(siteConfig)
      .set({
        storeName: input.store_name,
        contactEmail: input.email,
        whatsappNumber: input.whatsapp_number,
        whatsappGreeting: input.whatsapp_greeting,
        phone: input.phone,
        instagram: input.instagram.replace(/^@/, ''),
        storeAddress: input.store_address,
        latitude: input.latitude,
        longitude: input.longitude,
        mapZoom: input.map_zoom,
        mapTileUrl: input.map_tile_url,
        promoText: input.promo_text,
        faq: input.faq,
        deliveryNoteHeader: input.delivery_note_header,
        replyTime: input.reply_time,
        contactDailyLimit: input.contact_daily_limit,
        updatedAt: new Date(),
      })
      .where(eq(siteConfig.id, 1))
      .returning();
    const after = toSiteConfig(row);
    const changed = (Object.keys(LABELS) as (keyof SiteConfigForm)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'site_config',
      entityId: 1,
      summary: changed.length
        ? `Configuración de la tienda: ${changed.map((key) => LABELS[key]).join(', ')}`
        : 'Configuración de la tienda guardada sin cambios',
    });
    return after;
  });
  rememberTileUrl(saved.map_tile_url);
  return saved;
}
