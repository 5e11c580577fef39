import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';

export async function listBrands(db: Db, options: { includeInactive: boolean }) {
  const rows = await db
    .select()
    .from(brands)
    .where(options.includeInactive ? undefined : eq(brands.isActive, true))
    .orderBy(asc(brands.order), asc(brands.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: row.logo,
    logo_url: row.logo,
    website_url: row.websiteUrl,
    is_active: row.isActive,
    order: row.order,
  }));
}
