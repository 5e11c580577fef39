import type { Banner } from '@mayorista/shared/content';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { heroBanners } from '../../db/schema/index.ts';
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

export async function createBanner(db: Db, values: BannerValues & { desktopImage: string }): Promise<Banner> {
  const [row] = await db.insert(heroBanners).values(values).returning();
  return toBanner(row);
}

/** Answers the banner as it was and as it is, so the caller can drop replaced image files. */
export async function updateBanner(
  db: Db,
  id: number,
  values: BannerValues,
): Promise<{ before: Banner; after: Banner }> {
  const [before] = await db.select().from(heroBanners).where(eq(heroBanners.id, id));
  if (!before) throw notFound(BANNER_NOT_FOUND);
  const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (!Object.keys(changes).length) return { before: toBanner(before), after: toBanner(before) };
  const [row] = await db.update(heroBanners).set(changes).where(eq(heroBanners.id, id)).returning();
  return { before: toBanner(before), after: toBanner(row) };
}

export async function deleteBanner(db: Db, id: number): Promise<Banner> {
  const [row] = await db.delete(heroBanners).where(eq(heroBanners.id, id)).returning();
  if (!row) throw notFound(BANNER_NOT_FOUND);
  return toBanner(row);
}
