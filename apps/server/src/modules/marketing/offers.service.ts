import { type SQL, sql } from 'drizzle-orm';
import { offerProducts, offers } from '../../db/schema/index.ts';

/**
 * The largest discount among the offers active now that include the product whose id is
 * `productId` (a column of the caller's query), 0 when none: offers do not compound (DOMAIN.md).
 * Read-only, for the catalogue's prices and its price sort.
 */
export function activeOfferDiscountSql(productId: SQL | SQL.Aliased): SQL {
  return sql`coalesce((select max(${offers.discount}) from ${offerProducts}
    join ${offers} on ${offers.id} = ${offerProducts.offerId}
    where ${offerProducts.productId} = ${productId} and now() between ${offers.startDate} and ${offers.endDate}), 0)`;
}
