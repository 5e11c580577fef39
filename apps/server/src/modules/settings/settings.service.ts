import type { DollarRate, PublicConfig } from '@mayorista/shared/settings';
import { asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollarRates, siteConfig } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';

export const DEFAULT_DOLLAR_RATE = 65.5;

/**
 * The current rate as a scalar SQL expression (the default when none is stored), for a query that
 * needs it beside other values in one round trip (the order's product lock).
 */
export const currentDollarRateSql = () =>
  sql<number>`coalesce((select ${dollarRates.value} from ${dollarRates} order by ${dollarRates.updateDate} desc, ${dollarRates.id} desc limit 1), ${DEFAULT_DOLLAR_RATE})`.mapWith(
    Number,
  );

export async function getCurrentDollarRate(db: Db): Promise<DollarRate> {
  const [row] = await db
    .select()
    .from(dollarRates)
    .orderBy(desc(dollarRates.updateDate), desc(dollarRates.id))
    .limit(1);
  if (!row)
    return { value: DEFAULT_DOLLAR_RATE, update_date: null, rate_type: 'oficial', is_auto_update: false };
  return {
    value: Number(row.value),
    update_date: row.updateDate.toISOString(),
    rate_type: row.rateType,
    is_auto_update: row.isAutoUpdate,
  };
}

/**
 * The rate in force at `at` (decision 053, price history): the newest rate stored at or before it;
 * before the first one, that first one; with none stored, the default.
 */
export async function dollarRateAt(db: Db, at: Date): Promise<number> {
  const [before] = await db
    .select({ value: dollarRates.value })
    .from(dollarRates)
    .where(lte(dollarRates.updateDate, at))
    .orderBy(desc(dollarRates.updateDate), desc(dollarRates.id))
    .limit(1);
  if (before) return Number(before.value);
  const [first] = await db
    .select({ value: dollarRates.value })
    .from(dollarRates)
    .orderBy(asc(dollarRates.updateDate), asc(dollarRates.id))
    .limit(1);
  return first ? Number(first.value) : DEFAULT_DOLLAR_RATE;
}

export type SiteConfig = typeof siteConfig.$inferSelect;

/** The store settings record (id 1), created with the spec's defaults when missing. */
export async function getSiteConfig(db: Db): Promise<SiteConfig> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1));
  if (row) return row;
  const [created] = await db.insert(siteConfig).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(siteConfig).where(eq(siteConfig.id, 1)))[0];
}

export function toPublicConfig(config: SiteConfig): PublicConfig {
  return {
    store_name: config.storeName,
    email: config.contactEmail,
    instagram: config.instagram,
    store_address: config.storeAddress,
    phone: config.phone,
    whatsapp_number: config.whatsappNumber,
    whatsapp_greeting: config.whatsappGreeting,
    latitude: Number(config.latitude),
    longitude: Number(config.longitude),
    promo_text: config.promoText,
    reply_time: config.replyTime,
    map_zoom: config.mapZoom,
    map_tile_url: config.mapTileUrl,
    faq: config.faq.map(({ question, answer }) => ({ question, answer })),
    delivery_note_header: config.deliveryNoteHeader,
  };
}

/** The discount the external supplier grants the store (backoffice §2.9), in percent. */
export async function getDistributorDiscount(db: Db): Promise<number> {
  return Number((await getSiteConfig(db)).distributorDiscount);
}

/** Sets the supplier's discount (0 to 100, validated by the contract) and records who changed it. */
export async function setDistributorDiscount(db: Db, value: number, actorId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const before = Number((await getSiteConfig(tx)).distributorDiscount);
    const [row] = await tx
      .update(siteConfig)
      .set({ distributorDiscount: value, updatedAt: new Date() })
      .where(eq(siteConfig.id, 1))
      .returning({ distributorDiscount: siteConfig.distributorDiscount });
    const after = Number(row.distributorDiscount);
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'site_config',
      entityId: 1,
      summary: `Descuento de distribuidores: ${before}% → ${after}%`,
    });
    return after;
  });
}
