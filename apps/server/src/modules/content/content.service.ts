import type { Banner } from '@mayorista/shared/content';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { heroBanners } from '../../db/schema/index.ts';

export async function listBanners(db: Db, options: { includeInactive: boolean }): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(heroBanners)
    .where(options.includeInactive ? undefined : eq(heroBanners.isActive, true))
    .orderBy(asc(heroBanners.order), asc(heroBanners.id));
  return rows.map((row) => ({
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
  }));
}
