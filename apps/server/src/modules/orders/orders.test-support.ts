/** Helpers of the orders-desk tests: goods with known stock, orders placed through the API, staff calls. */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import { products, productVariants, variantOptions } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/helpers.ts';
import { type LineInput, orderPayload } from '../../test/order-fixtures.ts';

let serial = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++serial}`;

/** A product without variants: price in pesos, stock, own or the supplier's. */
export async function createPlainProduct(
  db: Db,
  values: { name?: string; price?: number; stock?: number; costPrice?: number | null; own?: boolean } = {},
) {
  const [row] = await db
    .insert(products)
    .values({
      name: values.name ?? unique('Producto'),
      sku: unique('SKU'),
      description: 'Producto de prueba',
      price: values.price ?? 1000,
      costPrice: values.costPrice ?? null,
      stock: values.stock ?? 20,
      isAvailable: true,
      isOwnProduct: values.own ?? true,
    })
    .returning();
  return row;
}

/** A product with two variant groups (Talle S/M, Color Azul/Verde), each option with its stock. */
export async function createVariantProduct(
  db: Db,
  values: { name?: string; price?: number; stock?: number; optionStock?: number } = {},
) {
  const [product] = await db
    .insert(products)
    .values({
      name: values.name ?? unique('Buzo'),
      sku: unique('SKU'),
      description: 'Producto de prueba',
      price: values.price ?? 3000,
      stock: values.stock ?? 30,
      isAvailable: true,
      hasVariants: true,
    })
    .returning();
  const [talle, color] = await db
    .insert(productVariants)
    .values([
      { productId: product.id, variantName: 'Talle', position: 0 },
      { productId: product.id, variantName: 'Color', position: 1 },
    ])
    .returning();
  const stock = values.optionStock ?? 10;
  const options = await db
    .insert(variantOptions)
    .values([
      { variantId: talle.id, name: 'S', sku: unique('S'), stock, position: 0 },
      { variantId: talle.id, name: 'M', sku: unique('M'), stock, position: 1 },
      { variantId: color.id, name: 'Azul', sku: unique('A'), stock, position: 0 },
      { variantId: color.id, name: 'Verde', sku: unique('V'), stock, priceAdjustment: 200, position: 1 },
    ])
    .returning();
  const option = (name: string) => options.find((row) => row.name === name)!;
  return { product, s: option('S'), m: option('M'), azul: option('Azul'), verde: option('Verde') };
}

/** Current stock of products and options, by id. */
export async function stocks(db: Db, productIds: number[], optionIds: number[] = []) {
  const result: Record<string, number> = {};
  for (const id of productIds) {
    const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    result[`p${id}`] = row.stock;
  }
  for (const id of optionIds) {
    const [row] = await db
      .select({ stock: variantOptions.stock })
      .from(variantOptions)
      .where(eq(variantOptions.id, id));
    result[`o${id}`] = row.stock;
  }
  return result;
}

/** Units of a product held by orders that are not cancelled. */
export async function heldUnits(db: Db, productId: number): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select coalesce(sum(i.quantity), 0)::int as total from order_items i
        join orders o on o.id = i.order_id
        where i.product_id = ${productId} and o.status <> 'cancelled'`,
  );
  return Number(row.total);
}

export type Headers = Record<string, string>;

/** Places an order through the API and answers its body (fails the test on anything but 201). */
export async function placeOrder(
  ctx: TestContext,
  headers: Headers,
  lines: LineInput[],
  overrides: Record<string, unknown> = {},
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers,
    payload: orderPayload(lines, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
