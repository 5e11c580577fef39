import { eq, sql } from 'drizzle-orm';
import type { AppInstance } from '../app-instance.ts';
import { type Db, queryRows } from '../db/client.ts';
import { coupons, outbox, products, productVariants, users, variantOptions } from '../db/schema/index.ts';
import { bearer, type TestContext } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Products the order tests need on top of seedTestCatalogue: supplier goods, another channel, variants. */
export async function seedOrderCatalogue(db: Db) {
  const base = { description: 'Producto de prueba', isAvailable: true, stock: 50 };
  const [supplier, supplierNoCost, otherChannel, remera] = await db
    .insert(products)
    .values([
      { ...base, name: 'Bandeja proveedor', sku: 'T-PROV', price: 1000, costPrice: 700, isOwnProduct: false },
      { ...base, name: 'Bandeja sin costo', sku: 'T-PROV2', price: 800, isOwnProduct: false },
      { ...base, name: 'Solo Mar Verde', sku: 'T-MV', price: 1200, isAvailableSparta: false },
      { ...base, name: 'Remera estampada', sku: 'T-REM', price: 2000, hasVariants: true, stock: 20 },
    ])
    .returning();
  const [talle, color] = await db
    .insert(productVariants)
    .values([
      { productId: remera.id, variantName: 'Talle', position: 0 },
      { productId: remera.id, variantName: 'Color', position: 1 },
    ])
    .returning();
  const options = await db
    .insert(variantOptions)
    .values([
      { variantId: talle.id, name: 'S', sku: 'T-REM-S', stock: 10, position: 0 },
      { variantId: talle.id, name: 'XL', sku: 'T-REM-XL', stock: 10, price: 2600, position: 1 },
      { variantId: color.id, name: 'Negro', sku: 'T-REM-N', stock: 10, position: 0 },
      { variantId: color.id, name: 'Blanco', sku: 'T-REM-B', stock: 2, priceAdjustment: 100, position: 1 },
      { variantId: color.id, name: 'Rojo', sku: 'T-REM-R', stock: 5, isAvailable: false, position: 2 },
    ])
    .returning();
  const option = (name: string) => options.find((row) => row.name === name)!;
  return {
    supplier,
    supplierNoCost,
    otherChannel,
    remera,
    options: { s: option('S'), xl: option('XL'), negro: option('Negro'), blanco: option('Blanco') },
  };
}
export type OrderCatalogue = Awaited<ReturnType<typeof seedOrderCatalogue>>;

export type Buyer = { id: number; username: string; headers: Record<string, string> };

/**
 * Approved buyers with a signed token (no password hashing: these accounts never log in with a
 * password, so creating dozens stays fast).
 */
export async function createBuyers(
  app: AppInstance,
  db: Db,
  count: number,
  options: { prefix?: string; isBlocked?: boolean } = {},
): Promise<Buyer[]> {
  const prefix = options.prefix ?? 'comprador';
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `${prefix}${index + 1}`,
        email: `${prefix}${index + 1}@example.com`,
        passwordHash: 'not-a-password',
        isActive: true,
        emailVerified: true,
        isBlocked: options.isBlocked ?? false,
      })),
    )
    .returning();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      username: row.username,
      headers: bearer(
        await app.tokens.sign({ userId: row.id, isStaff: false, tokenVersion: row.tokenVersion }),
      ),
    })),
  );
}

export type LineInput = {
  product_id: number;
  quantity: number;
  price?: number;
  selected_variants?: Record<string, string> | null;
  variant_display?: string;
};

/** A valid storefront order payload (pickup unless overridden). */
export function orderPayload(lines: LineInput[], overrides: Record<string, unknown> = {}) {
  return {
    recipient_name: 'Lucía Fernández',
    customer_phone: '1134567890',
    customer_email: 'lucia@example.com',
    customer_dni_cuit: '27301234564',
    delivery_type: 'pickup',
    delivery_time: '',
    shipping_method: '',
    products: lines.map((line) => ({
      price: 1,
      selected_variants: null,
      variant_display: '',
      ...line,
    })),
    ...overrides,
  };
}

export async function setStock(db: Db, productId: number, stock: number) {
  await db.update(products).set({ stock }).where(eq(products.id, productId));
}

export async function setOptionStock(db: Db, optionId: number, stock: number) {
  await db.update(variantOptions).set({ stock }).where(eq(variantOptions.id, optionId));
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row.stock;
}

export async function optionStockOf(db: Db, optionId: number): Promise<number> {
  const [row] = await db
    .select({ stock: variantOptions.stock })
    .from(variantOptions)
    .where(eq(variantOptions.id, optionId));
  return row.stock;
}

export async function soldQuantity(db: Db, productId: number): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select coalesce(sum(quantity), 0)::int as total from order_items where product_id = ${productId}`,
  );
  return Number(row.total);
}

export async function createCoupon(db: Db, values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await db
    .insert(coupons)
    .values({ type: 'percentage', value: 10, expiresAt: new Date(Date.now() + 30 * DAY), ...values })
    .returning();
  return row;
}

type OutboxRow = typeof outbox.$inferSelect;

/** Waits for e-mails (orders send them after the commit, without delaying the response). */
export async function waitForOutbox(
  db: Db,
  match: (row: OutboxRow) => boolean,
  expected: number,
  timeoutMs = 10_000,
): Promise<OutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = (await db.select().from(outbox).orderBy(outbox.id)).filter(match);
    if (rows.length >= expected || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Closes a test app whose PostgreSQL pool opened many connections. helpers.ts drops the database
 * right after `pool.end()`, which resolves before the pool's sockets have closed; the forced drop then
 * terminates them and the pool re-emits that as an uncaught 'error'. A listener keeps it quiet.
 */
export async function closeTestApp(ctx: TestContext | undefined): Promise<void> {
  if (!ctx) return;
  const pool = (ctx.database.db as unknown as { $client?: { on?: (event: string, fn: () => void) => void } })
    .$client;
  if (ctx.database.kind === 'postgres') pool?.on?.('error', () => {});
  await ctx.close();
}
