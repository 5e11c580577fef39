import type { Product } from '@mayorista/shared/catalog';
import { type Offer, type OfferInput, type OfferProduct, offerStatus } from '@mayorista/shared/marketing';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { offerProducts, offers } from '../../db/schema/index.ts';
import { activityDate, recordActivity } from '../../lib/activity.ts';
import { fieldErrors, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';

/**
 * The largest discount among the offers active now that include the product whose id is
 * `productId` (a column of the caller's query), 0 when none: offers do not compound (DOMAIN.md).
 * "Now" is the database clock when the request's statement runs: an offer starts and ends by itself,
 * no job has to switch it. Read-only, for the catalogue's prices and its price sort.
 */
export function activeOfferDiscountSql(productId: SQL | SQL.Aliased): SQL {
  return sql`coalesce((select max(${offers.discount}) from ${offerProducts}
    join ${offers} on ${offers.id} = ${offerProducts.offerId}
    where ${offerProducts.productId} = ${productId} and now() between ${offers.startDate} and ${offers.endDate}), 0)`;
}

/**
 * The next moment an offer starts or ends, as ms since the epoch (Infinity when none is coming): the
 * catalogue answers kept in memory expire then (lib/ gets this function from app.ts, decision 047).
 */
export async function nextOfferBoundary(db: Db): Promise<number> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select min(t) as at from (
      select ${offers.startDate} as t from ${offers} where ${offers.startDate} > now()
      union all select ${offers.endDate} as t from ${offers} where ${offers.endDate} >= now()) boundaries`,
  );
  // `now() between start and end` includes the end: the entry expires just after it.
  return row?.at ? new Date(row.at).getTime() + 1 : Number.POSITIVE_INFINITY;
}

type OfferRow = typeof offers.$inferSelect;

const OFFER_NOT_FOUND = 'Oferta no encontrada';

/**
 * Priced products by id as this viewer sees them (staff: hidden ones too), in one read: the
 * storefront's `productsByIds`, handed in by the routes (app.ts). Marketing does not import the
 * catalogue, whose price rule imports activeOfferDiscountSql from here (decision 047).
 */
export type ProductsByIds = (db: Db, ids: number[], viewer: Viewer) => Promise<Product[]>;

/** The products as the offer's products modal shows them, priced now by the catalogue's one rule. */
async function productDetails(
  db: Db,
  ids: number[],
  viewer: Viewer,
  products: ProductsByIds,
): Promise<Map<number, OfferProduct>> {
  const details = new Map<number, OfferProduct>();
  for (const product of await products(db, [...new Set(ids)], viewer)) {
    details.set(product.id, {
      id: product.id,
      name: product.name,
      brand: product.brand_name,
      image: product.image_small ?? product.image,
      price: product.price_in_ars ?? 0,
      total_discount: product.total_discount ?? 0,
      final_price: product.final_price ?? 0,
    });
  }
  return details;
}

async function productIdsByOffer(db: Db, offerIds: number[]): Promise<Map<number, number[]>> {
  const byOffer = new Map<number, number[]>();
  if (offerIds.length === 0) return byOffer;
  const rows = await db
    .select()
    .from(offerProducts)
    .where(inArray(offerProducts.offerId, offerIds))
    .orderBy(asc(offerProducts.offerId), asc(offerProducts.productId));
  for (const row of rows) byOffer.set(row.offerId, [...(byOffer.get(row.offerId) ?? []), row.productId]);
  return byOffer;
}

async function toOffers(db: Db, rows: OfferRow[], viewer: Viewer, products: ProductsByIds): Promise<Offer[]> {
  const now = new Date();
  const ids = await productIdsByOffer(
    db,
    rows.map((row) => row.id),
  );
  const details = await productDetails(db, [...ids.values()].flat(), viewer, products);
  return rows.map((row) => {
    const products = ids.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      discount: Number(row.discount),
      start_date: row.startDate.toISOString(),
      end_date: row.endDate.toISOString(),
      status: offerStatus(row.startDate, row.endDate, now),
      products,
      product_details: products.flatMap((id) => {
        const detail = details.get(id);
        return detail ? [detail] : [];
      }),
      created_at: row.createdAt.toISOString(),
    };
  });
}

async function getOfferRow(db: Db, id: number): Promise<OfferRow> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return row;
}

/** Every product id must name a product (hidden ones too: the admin may prepare an offer). */
async function assertProductsExist(db: Db, ids: number[], viewer: Viewer, products: ProductsByIds) {
  const found = await productDetails(db, ids, viewer, products);
  const missing = [...new Set(ids)].filter((id) => !found.has(id));
  if (missing.length > 0)
    throw fieldErrors({
      products: [
        missing.length === 1
          ? `El producto ${missing[0]} no existe`
          : `Los productos ${missing.join(', ')} no existen`,
      ],
    });
}

const summaryOf = (input: OfferInput) =>
  `${input.name}: ${input.discount}% del ${activityDate(input.start_date)} al ${activityDate(input.end_date)}, ` +
  `${new Set(input.products).size} producto(s)`;

export async function listOffers(
  db: Db,
  viewer: Viewer,
  products: ProductsByIds,
): Promise<{ results: Offer[]; count: number }> {
  const rows = await db.select().from(offers).orderBy(desc(offers.startDate), desc(offers.id));
  return { results: await toOffers(db, rows, viewer, products), count: rows.length };
}

export async function getOffer(db: Db, id: number, viewer: Viewer, products: ProductsByIds): Promise<Offer> {
  const [offer] = await toOffers(db, [await getOfferRow(db, id)], viewer, products);
  return offer;
}

async function replaceProducts(tx: Db, offerId: number, productIds: number[]) {
  await tx.delete(offerProducts).where(eq(offerProducts.offerId, offerId));
  const unique = [...new Set(productIds)];
  if (unique.length > 0)
    await tx.insert(offerProducts).values(unique.map((productId) => ({ offerId, productId })));
}

export async function createOffer(
  db: Db,
  input: OfferInput,
  viewer: Viewer,
  products: ProductsByIds,
): Promise<Offer> {
  await assertProductsExist(db, input.products, viewer, products);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offers)
      .values({
        name: input.name,
        discount: input.discount,
        startDate: input.start_date,
        endDate: input.end_date,
      })
      .returning({ id: offers.id });
    await replaceProducts(tx, row.id, input.products);
    await recordActivity(tx, {
      userId: viewer?.userId ?? null,
      action: 'create',
      entity: 'offer',
      entityId: row.id,
      summary: summaryOf(input),
    });
    return row.id;
  });
  return getOffer(db, id, viewer, products);
}

export async function updateOffer(
  db: Db,
  id: number,
  input: OfferInput,
  viewer: Viewer,
  products: ProductsByIds,
): Promise<Offer> {
  await getOfferRow(db, id);
  await assertProductsExist(db, input.products, viewer, products);
  await db.transaction(async (tx) => {
    await tx
      .update(offers)
      .set({
        name: input.name,
        discount: input.discount,
        startDate: input.start_date,
        endDate: input.end_date,
      })
      .where(eq(offers.id, id));
    await replaceProducts(tx, id, input.products);
    await recordActivity(tx, {
      userId: viewer?.userId ?? null,
      action: 'update',
      entity: 'offer',
      entityId: id,
      summary: summaryOf(input),
    });
  });
  return getOffer(db, id, viewer, products);
}

export async function deleteOffer(db: Db, id: number, actorId: number): Promise<void> {
  const row = await getOfferRow(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(offers).where(eq(offers.id, id));
    await recordActivity(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'offer',
      entityId: id,
      summary: row.name,
    });
  });
}
