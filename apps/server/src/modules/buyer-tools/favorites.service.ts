/**
 * 'Mis favoritos' (issue 29 item 3, decision 053): one row per buyer and product in `favorites`. The
 * cards come from the storefront (priced by the buyer's list); a favourite hidden since is listed
 * without a card, marked not available, so the buyer can still remove it.
 */
import { FAVORITE_MESSAGES, FAVORITES_MAX, type FavoriteList } from '@mayorista/shared/favorites';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { favorites } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { productsByIds } from '../storefront/storefront.service.ts';

/** The ids of the buyer's favourites, oldest first (for the hearts: one request, not one per card). */
export async function favoriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(favorites.productId));
  return rows.map((row) => row.id);
}

type FavoriteRow = {
  product_id: number;
  name: string;
  image: string | null;
  is_available: boolean;
  created_at: Date | string;
};

/** The buyer's favourites, newest first: today's card for each visible one, name and image for the rest. */
export async function listFavorites(db: Db, viewer: NonNullable<Viewer>): Promise<FavoriteList> {
  const rows = await queryRows<FavoriteRow>(
    db,
    sql`select f.product_id, p.name, p.image, p.is_available, f.created_at
      from favorites f join products p on p.id = f.product_id
      where f.user_id = ${viewer.userId}
      order by f.created_at desc, f.product_id desc`,
  );
  const visible = rows.filter((row) => row.is_available).map((row) => row.product_id);
  const cards = new Map((await productsByIds(db, visible, viewer)).map((card) => [card.id, card]));
  const results = rows.map((row) => {
    const product = cards.get(row.product_id) ?? null;
    return {
      product_id: row.product_id,
      name: product?.name ?? row.name,
      image: product ? (product.image_small ?? product.image) : row.image,
      added_at: new Date(row.created_at).toISOString(),
      available: product !== null,
      product,
    };
  });
  return { count: results.length, results };
}

/**
 * Marks a visible product as a favourite; true when it was not one yet (a second call changes
 * nothing). At most FAVORITES_MAX per buyer.
 */
export async function addFavorite(db: Db, userId: number, productId: number): Promise<boolean> {
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where p.id = ${productId} and p.is_available`,
  );
  if (!product) throw notFound(FAVORITE_MESSAGES.notFound);
  const [held] = await db.select({ total: count() }).from(favorites).where(eq(favorites.userId, userId));
  if (Number(held.total) >= FAVORITES_MAX) {
    const [already] = await db
      .select({ id: favorites.productId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
    if (already) return false;
    throw new AppError('invalid', FAVORITE_MESSAGES.tooMany);
  }
  const inserted = await db
    .insert(favorites)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ id: favorites.productId });
  return inserted.length > 0;
}

/** Removes the favourite (nothing happens when it is not one). */
export async function removeFavorite(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}
