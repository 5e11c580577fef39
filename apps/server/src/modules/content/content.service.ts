import type { Banner } from '@mayorista/shared/content';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { heroBanners } from '../../db/schema/index.ts';
import { activityChanges, recordActivity } from '../../lib/activity.ts';
import { notFound } from '../../lib/errors.ts';

type BannerRow = typeof heroBanners.$inferSelect;
export type BannerValues = Partial<Omit<typeof heroBanners.$inferInsert, 'id' | 'createdAt'>>;

const BANNER_NOT_FOUND = 'El banner no existe.';

const toBanner = (row: BannerRow): Banner => ({
  id: row.id,
  title: row.title,
  description: row.description,
  image: row.desktopImage,
  mobileImage: row.mobileImage ?? row.desktopImage,
  desktop_image: row.desktopImage,
  mobile_image: row.mobileImage,
  link: row.link,
  primaryLink: row.link,
  button_text: row.buttonText,
  order: row.order,
  is_active: row.isActive,
});

export async function listBanners(db: Db, options: { includeInactive: boolean }): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(heroBanners)
    .where(options.includeInactive ? undefined : eq(heroBanners.isActive, true))
    .orderBy(asc(heroBanners.order), asc(heroBanners.id));
  return rows.map(toBanner);
}

/** The fields an edit names in the activity log (the aliases for older clients are left out). */
const BANNER_FIELDS = {
  title: 'título',
  description: 'descripción',
  desktop_image: 'imagen de escritorio',
  mobile_image: 'imagen móvil',
  link: 'enlace',
  button_text: 'texto del botón',
  order: 'orden',
  is_active: 'activo',
} as const;
const bannerName = (banner: Banner) => banner.title || `#${banner.id}`;

// ---- Admin writes (backoffice §2.8): each with its activity entry in one transaction. The routes
// store the images and pass their URLs. ----

export async function createBanner(
  db: Db,
  values: BannerValues & { desktopImage: string },
  actorId: number | null,
): Promise<Banner> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(heroBanners).values(values).returning();
    const banner = toBanner(row);
    await recordActivity(tx, {
      userId: actorId,
      action: 'create',
      entity: 'banner',
      entityId: banner.id,
      summary: `Banner creado: ${bannerName(banner)}`,
    });
    return banner;
  });
}

/** Answers the banner as it was and as it is, so the caller can drop replaced image files. */
export async function updateBanner(
  db: Db,
  id: number,
  values: BannerValues,
  actorId: number | null,
): Promise<{ before: Banner; after: Banner }> {
  const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(heroBanners).where(eq(heroBanners.id, id));
    if (!current) throw notFound(BANNER_NOT_FOUND);
    const before = toBanner(current);
    const after = Object.keys(changes).length
      ? toBanner((await tx.update(heroBanners).set(changes).where(eq(heroBanners.id, id)).returning())[0])
      : before;
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'banner',
      entityId: after.id,
      summary: `Banner ${bannerName(after)} modificado: ${activityChanges(before, after, BANNER_FIELDS, ['desktop_image', 'mobile_image', 'description']) || 'sin cambios'}`,
    });
    return { before, after };
  });
}

export async function deleteBanner(db: Db, id: number, actorId: number | null): Promise<Banner> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(heroBanners).where(eq(heroBanners.id, id)).returning();
    if (!row) throw notFound(BANNER_NOT_FOUND);
    const banner = toBanner(row);
    await recordActivity(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'banner',
      entityId: banner.id,
      summary: `Banner eliminado: ${bannerName(banner)}`,
    });
    return banner;
  });
}
