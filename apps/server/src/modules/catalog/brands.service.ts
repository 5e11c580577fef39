import type { Brand } from '@mayorista/shared/catalog';
import { and, asc, eq, exists, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';

type BrandRow = typeof brands.$inferSelect;

const toBrand = (row: BrandRow): Brand => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  logo_url: row.logo,
  website_url: row.websiteUrl,
  is_active: row.isActive,
  order: row.order,
});

async function selectBrands(db: Db, where: SQL | undefined): Promise<Brand[]> {
  const rows = await db.select().from(brands).where(where).orderBy(asc(brands.order), asc(brands.name));
  return rows.map(toBrand);
}

export function listBrands(db: Db, options: { includeInactive: boolean }): Promise<Brand[]> {
  return selectBrands(db, options.includeInactive ? undefined : eq(brands.isActive, true));
}

/**
 * The brands that have products: for the public, active brands with a visible product; for staff,
 * every brand with any product.
 */
export function listBrandsWithProducts(db: Db, options: { staff: boolean }): Promise<Brand[]> {
  const productOfBrand = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.brandId, brands.id), options.staff ? undefined : eq(products.isAvailable, true)));
  return selectBrands(db, and(exists(productOfBrand), options.staff ? undefined : eq(brands.isActive, true)));
}
