import { BRAND_NAME_TAKEN } from '@mayorista/shared/brands';
import type { Brand } from '@mayorista/shared/catalog';
import { and, asc, eq, exists, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { activityChanges, recordActivity } from '../../lib/activity.ts';
import { fieldErrors, isUniqueViolation, notFound } from '../../lib/errors.ts';

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

// ---- Admin writes (backoffice §2.7). The routes store the logo and pass its URL. ----

export type BrandValues = {
  name?: string;
  websiteUrl?: string;
  isActive?: boolean;
  order?: number;
  logo?: string | null;
};

const nameTaken = () => fieldErrors({ name: [BRAND_NAME_TAKEN] });

/** Names are unique ignoring case ('Lumen' and 'LUMEN' are one brand). */
async function checkNameFree(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(sql`lower(${brands.name}) = lower(${name})`, exceptId ? ne(brands.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw nameTaken();
}

/** A race between two creations of one name ends at the unique index: the same answer. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function getBrandRow(db: Db, id: number): Promise<BrandRow> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw notFound('La marca no existe.');
  return row;
}

export async function createBrand(
  db: Db,
  values: BrandValues & { name: string },
  actorId: number | null,
): Promise<Brand> {
  await checkNameFree(db, values.name);
  return db.transaction(async (tx) => {
    const [row] = await uniqueName(() =>
      tx
        .insert(brands)
        .values({
          name: values.name,
          websiteUrl: values.websiteUrl ?? '',
          isActive: values.isActive ?? true,
          order: values.order ?? 0,
          logo: values.logo ?? null,
        })
        .returning(),
    );
    await recordActivity(tx, {
      userId: actorId,
      action: 'create',
      entity: 'brand',
      entityId: row.id,
      summary: `Marca creada: ${row.name}`,
    });
    return toBrand(row);
  });
}

const BRAND_FIELDS = {
  name: 'nombre',
  logo: 'logo',
  website_url: 'sitio web',
  is_active: 'activa',
  order: 'orden',
} as const;
const changedFields = (before: Brand, after: Brand) => activityChanges(before, after, BRAND_FIELDS, ['logo']);

/** Answers the brand as it was and as it is, so the caller can drop an old logo. */
export async function updateBrand(
  db: Db,
  id: number,
  values: BrandValues,
  actorId: number | null,
): Promise<{ before: Brand; after: Brand }> {
  const current = await getBrandRow(db, id);
  if (values.name !== undefined) await checkNameFree(db, values.name, id);
  const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return db.transaction(async (tx) => {
    const before = toBrand(current);
    const after = Object.keys(changes).length
      ? toBrand(
          (await uniqueName(() => tx.update(brands).set(changes).where(eq(brands.id, id)).returning()))[0],
        )
      : before;
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'brand',
      entityId: after.id,
      summary: `Marca ${after.name} modificada: ${changedFields(before, after) || 'sin cambios'}`,
    });
    return { before, after };
  });
}

export async function toggleBrandActive(db: Db, id: number, actorId: number | null): Promise<Brand> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(brands)
      .set({ isActive: sql`not ${brands.isActive}` })
      .where(eq(brands.id, id))
      .returning();
    if (!row) throw notFound('La marca no existe.');
    await recordActivity(tx, {
      userId: actorId,
      action: row.isActive ? 'activate' : 'deactivate',
      entity: 'brand',
      entityId: row.id,
      summary: `Marca ${row.name} ${row.isActive ? 'activada' : 'desactivada'}`,
    });
    return toBrand(row);
  });
}

/** Its products stay, without brand ('Sin marca'): the foreign key sets brand_id to null. */
export async function deleteBrand(db: Db, id: number, actorId: number | null): Promise<Brand> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(brands).where(eq(brands.id, id)).returning();
    if (!row) throw notFound('La marca no existe.');
    await recordActivity(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'brand',
      entityId: row.id,
      summary: `Marca eliminada: ${row.name}`,
    });
    return toBrand(row);
  });
}

/** Sets every listed brand's order in one transaction; an unknown id refuses the whole list. */
export async function reorderBrands(
  db: Db,
  items: { id: number; order: number }[],
  actorId: number | null,
): Promise<Brand[]> {
  const ids = [...new Set(items.map((item) => item.id))];
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: brands.id }).from(brands).where(inArray(brands.id, ids));
    if (found.length !== ids.length) throw notFound('Alguna de las marcas no existe.');
    for (const item of items)
      await tx.update(brands).set({ order: item.order }).where(eq(brands.id, item.id));
    await recordActivity(tx, {
      userId: actorId,
      action: 'reorder',
      entity: 'brand',
      summary: `Orden de marcas: ${items.map((item) => `${item.id}→${item.order}`).join(', ')}`,
    });
  });
  return listBrands(db, { includeInactive: true });
}
