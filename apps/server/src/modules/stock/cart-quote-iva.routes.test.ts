import { ivaContained, toIvaContained } from '@mayorista/shared/iva-contained';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp, dbKind, type TestContext } from '../../test/helpers.ts';
import {
  type Buyer,
  closeTestApp,
  createBuyers,
  createCoupon,
  orderPayload,
} from '../../test/order-fixtures.ts';
import { createPlainProduct } from '../orders/orders.test-support.ts';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The cart quote answers each line's IVA rate and the IVA its total contains (issue 31): net and IVA
 * per rate, the coupon spread over the lines, adding back to the total to the cent; the order's lines
 * give the same breakdown (Mis pedidos shows it from them).
 */
describe(`cart quote: the IVA contained (${dbKind})`, () => {
  let ctx: TestContext;
  let buyer: Buyer;

  const quote = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/cart/quote/', headers: buyer.headers, payload });
  const productAt = async (ivaRate: number, price: number) => {
    const product = await createPlainProduct(ctx.database.db, { price, stock: 500 });
    await ctx.database.db.update(products).set({ ivaRate }).where(eq(products.id, product.id));
    return product;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    [buyer] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'ivacarrito' });
  });
  afterAll(() => closeTestApp(ctx));

  it('breaks the total out per rate with the coupon, to the cent, as the order lines do', async () => {
    const lines = [
      { product: await productAt(21, 1234.57), quantity: 3 },
      { product: await productAt(10.5, 999.99), quantity: 7 },
      { product: await productAt(27, 333.33), quantity: 1 },
      { product: await productAt(0, 50.01), quantity: 11 },
    ];
    await createCoupon(ctx.database.db, { code: 'IVA7', type: 'percentage', value: 7 });
    const items = lines.map((line) => ({ product: line.product.id, quantity: line.quantity }));
    const response = await quote({
      items: [...items, { product: 999_999, quantity: 1 }],
      coupon_code: 'IVA7',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.lines.map((line: { iva_rate: number | null }) => line.iva_rate)).toEqual([
      21,
      10.5,
      27,
      0,
      null,
    ]);
    expect(body.coupon_discount).toBeGreaterThan(0);

    const { iva } = body;
    expect(iva.by_rate.map((rate: { rate: number }) => rate.rate)).toEqual([0, 10.5, 21, 27]);
    expect(cents(iva.total)).toBe(cents(body.total));
    expect(cents(iva.net) + cents(iva.iva)).toBe(cents(body.total));
    const sum = iva.by_rate.reduce(
      (total: number, rate: { net: number; iva: number }) => total + cents(rate.net) + cents(rate.iva),
      0,
    );
    expect(sum).toBe(cents(body.total));
    // Each rate's IVA is its share of its amount: 21 % of an amount is 21/121 of it, to the cent.
    for (const rate of iva.by_rate as { rate: number; net: number; iva: number }[])
      expect(
        Math.abs(cents(rate.iva) - ((cents(rate.net) + cents(rate.iva)) * rate.rate) / (100 + rate.rate)),
      ).toBeLessThanOrEqual(0.5);

    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer.headers,
      payload: orderPayload(
        lines.map((line) => ({ product_id: line.product.id, quantity: line.quantity })),
        { coupon_code: 'IVA7' },
      ),
    });
    expect(order.statusCode, order.body).toBe(201);
    const placed = order.json();
    expect(placed.total).toBe(body.total);
    const fromLines = ivaContained({
      lines: placed.items.map((item: { subtotal: number; iva_rate: number }) => ({
        amount: item.subtotal,
        rate: item.iva_rate,
      })),
      couponDiscount: placed.coupon_discount,
      shippingCost: placed.shipping_cost,
    });
    expect(toIvaContained(fromLines)).toEqual(iva);
  });

  it('is all zero for a cart with nothing to buy', async () => {
    const response = await quote({ items: [{ product: 999_999, quantity: 1 }] });
    expect(response.json().iva).toEqual({ by_rate: [], net: 0, iva: 0, total: 0 });
  });
});
