/** The featured list of the home and of the plain /productos (backoffice §2.4): add, remove, reorder. */
import type { Featured } from '@mayorista/shared/catalog';
import { FEATURED_MESSAGES, type ReorderItems } from '@mayorista/shared/catalog-admin';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { featuredProducts, products } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { fieldErrors, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { listFeatured } from '../storefront/storefront.service.ts';

/** Appends a product at the end of the list; a product is featured once. */
export async function addFeatured(db: Db, productId: number, viewer: Viewer): Promise<Featured> {
  const userId = viewer!.userId;
  const id = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw fieldErrors({ product: [FEATURED_MESSAGES.productNotFound] });
    const [created] = await tx
      .insert(featuredProducts)
      .values({
        productId,
        position: sql`(select coalesce(max(${featuredProducts.position}), 0) + 1 from ${featuredProducts})`,
      })
      .onConflictDoNothing({ target: featuredProducts.productId })
      .returning({ id: featuredProducts.id });
    if (!created) throw fieldErrors({ product: [FEATURED_MESSAGES.alreadyFeatured] });
    await recordActivity(tx, {
      userId,
      action: 'create',
      entity: 'featured_product',
      entityId: created.id,
      summary: `Producto '${product.name}' (#${product.id}) destacado`,
    });
    return created.id;
  });
  const item = (await listFeatured(db, viewer)).find((featured) => featured.id === id);
  if (!item) throw notFound(FEATURED_MESSAGES.notFound);
  return item;
}

export async function removeFeatured(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(featuredProducts)
      .where(eq(featuredProducts.id, id))
      .returning({ productId: featuredProducts.productId });
    if (!removed) throw notFound(FEATURED_MESSAGES.notFound);
    await recordActivity(tx, {
      userId,
      action: 'delete',
      entity: 'featured_product',
      entityId: id,
      summary: `Producto #${removed.productId} quitado de destacados`,
    });
  });
}

/** Sets the given positions (the list is read by position, then id) and answers the whole list. */
export async function reorderFeatured(
  db: Db,
  items: ReorderItems['items'],
  viewer: Viewer,
): Promise<Featured[]> {
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw fieldErrors({ items: [FEATURED_MESSAGES.itemsRepeated] });
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: featuredProducts.id })
      .from(featuredProducts)
      .where(inArray(featuredProducts.id, ids));
    if (found.length !== ids.length) throw fieldErrors({ items: [FEATURED_MESSAGES.itemsUnknown] });
    for (const item of items) {
      await tx
        .update(featuredProducts)
        .set({ position: item.position })
        .where(eq(featuredProducts.id, item.id));
    }
    await recordActivity(tx, {
      userId: viewer!.userId,
      action: 'reorder',
      entity: 'featured_product',
      summary: `Destacados reordenados: ${items.map((item) => `#${item.id} → ${item.position}`).join(', ')}`,
    });
  });
  return listFeatured(db, viewer);
}
