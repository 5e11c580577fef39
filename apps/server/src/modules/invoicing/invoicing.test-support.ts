/** Helpers of the issuing tests: the store's fiscal data, buyers with a tax profile, orders to invoice. */
import type { FiscalSettingsFormInput } from '@mayorista/shared/fiscal-settings';
import { cuitCheckDigit } from '@mayorista/shared/tax-profile';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppInstance } from '../../app-instance.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, products, users } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/helpers.ts';
import { type Buyer, createBuyers, type LineInput } from '../../test/order-fixtures.ts';
import { createPlainProduct, placeOrder } from '../orders/orders.test-support.ts';
import { invoicingOf } from './invoicing.ts';

/** A CUIT with its check digit, from a prefix and an 8-digit number (skipping those without a digit). */
export function cuitOf(prefix: string, number: number): string {
  for (let n = number; ; n++) {
    const first = `${prefix}${String(n).padStart(8, '0')}`;
    const digit = cuitCheckDigit(first);
    if (digit !== null) return `${first}${digit}`;
  }
}

export const STORE_CUIT = cuitOf('30', 71234567);

export const FISCAL: FiscalSettingsFormInput = {
  cuit: STORE_CUIT,
  business_name: 'Mayorista Sur S.R.L.',
  iva_condition: 'responsable_inscripto',
  iibb: '901-123456-7',
  activity_start: '2019-03-01',
  point_of_sale: 3,
  environment: 'homologacion',
  auto_invoice: 'off',
};

export async function setFiscal(
  app: AppInstance,
  staff: Record<string, string>,
  changes: Partial<FiscalSettingsFormInput> = {},
) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/fiscal-settings/',
    headers: staff,
    payload: { ...FISCAL, ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

let serial = 0;

/** Buyers with a tax profile ('' condition: not given). */
export async function taxBuyers(
  app: AppInstance,
  db: Db,
  count: number,
  profile: { ivaCondition: string; cuit?: boolean; dni?: string },
): Promise<Buyer[]> {
  const buyers = await createBuyers(app, db, count, { prefix: `fiscal${++serial}-` });
  for (const [index, buyer] of buyers.entries()) {
    await db
      .update(users)
      .set({
        ivaCondition: profile.ivaCondition,
        cuit: profile.cuit ? cuitOf('20', 30_000_000 + serial * 1000 + index) : '',
        dni: profile.dni ?? '',
        businessName: `Cliente ${serial}-${index + 1} S.A.`,
        businessAddress: 'Calle 14 1500, Berazategui',
      })
      .where(eq(users.id, buyer.id));
  }
  return buyers;
}

/** Two products: 21 % and 10.5 %. */
export async function fiscalGoods(db: Db) {
  const general = await createPlainProduct(db, { name: 'Sustrato 80 L', price: 1999.99, stock: 10_000 });
  const reduced = await createPlainProduct(db, { name: 'Libro de cultivo', price: 1234.56, stock: 10_000 });
  await db
    .update(products)
    .set({ ivaRate: 10.5 })
    .where(inArray(products.id, [reduced.id]));
  return { general, reduced };
}

/** An order placed by the buyer, without a document typed at checkout unless given. */
export async function orderOf(
  ctx: TestContext,
  buyer: Buyer,
  lines: LineInput[],
  overrides: Record<string, unknown> = {},
) {
  const order = await placeOrder(ctx, buyer.headers, lines, { customer_dni_cuit: '', ...overrides });
  // The lines carry their product's rate (set here too, whoever sets it at checkout).
  const db = ctx.database.db;
  for (const line of lines) {
    const [product] = await db
      .select({ rate: products.ivaRate })
      .from(products)
      .where(eq(products.id, line.product_id));
    await db
      .update(orderItems)
      .set({ ivaRate: product.rate })
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, line.product_id)));
  }
  return order;
}

export const cents = (value: number) => Math.round(value * 100);

/**
 * Runs `work` with the app's after-authorisation hook off (a crash between the CAE and what follows
 * it, such as the cuenta corriente's posting), then puts `restore` back.
 */
export async function withoutAuthorisedHook<T>(
  app: AppInstance,
  restore: (invoiceId: number) => Promise<void>,
  work: () => Promise<T>,
): Promise<T> {
  const invoicing = invoicingOf(app);
  invoicing.onDocumentAuthorised(async () => {});
  try {
    return await work();
  } finally {
    invoicing.onDocumentAuthorised(restore);
  }
}
