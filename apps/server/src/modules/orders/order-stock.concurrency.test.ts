import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { seedTestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers, orderPayload } from '../../test/order-fixtures.ts';
import {
  createPlainProduct,
  createVariantProduct,
  heldUnits,
  placeOrder,
  stocks,
} from './orders.test-support.ts';

/**
 * Issue 10: concurrent line edits, additions, cancellations and new orders of the same goods never
 * oversell and leave the stock exact: for the product and every option, stock + units held by the
 * orders that are not cancelled = the stock it started with. Meaningful on PostgreSQL (real
 * parallel transactions); PGlite runs the same requests one after another.
 */
describe(`orders: stock under concurrent changes (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let buyers: Buyer[];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyers = await createBuyers(ctx.app, ctx.database.db, 10, { prefix: 'carrera' });
  });
  afterAll(() => closeTestApp(ctx));

  it('50 parallel requests never oversell and the sums stay exact', { timeout: 120_000 }, async () => {
    const db = ctx.database.db;
    const plain = await createPlainProduct(db, { stock: 45, price: 1000 });
    const buzo = await createVariantProduct(db, { stock: 40, optionStock: 15 });
    const optionIds = [buzo.s.id, buzo.m.id, buzo.azul.id, buzo.verde.id];
    const initial = await stocks(db, [plain.id, buzo.product.id], optionIds);

    const pending: { id: number; items: { id: number }[] }[] = [];
    for (const [index, buyer] of buyers.entries())
      pending.push(
        await placeOrder(ctx, buyer.headers, [
          { product_id: plain.id, quantity: 2 },
          {
            product_id: buzo.product.id,
            quantity: 1,
            selected_variants: { Talle: index % 2 ? 'S' : 'M', Color: 'Azul' },
          },
        ]),
      );

    const requests = Array.from({ length: 50 }, (_, index) => {
      const target = pending[index % pending.length];
      const [plainLine, buzoLine] = target.items;
      switch (index % 5) {
        case 0:
          return {
            method: 'POST' as const,
            url: '/api/orders/',
            headers: buyers[index % 10].headers,
            payload: orderPayload([{ product_id: plain.id, quantity: 3 }]),
          };
        case 1:
          return {
            method: 'PATCH' as const,
            url: `/api/orders/${target.id}/items/`,
            headers: staff,
            payload: {
              items: [
                { id: plainLine.id, quantity: (index * 7) % 6 },
                { id: buzoLine.id, quantity: 1 + (index % 3) },
              ],
            },
          };
        case 2:
          return {
            method: 'POST' as const,
            url: `/api/orders/${target.id}/add_item/`,
            headers: staff,
            payload: { product: buzo.product.id, quantity: 2, option_ids: [buzo.s.id, buzo.verde.id] },
          };
        case 3:
          return index === 13 || index === 38
            ? {
                method: 'PUT' as const,
                url: `/api/orders/${target.id}/`,
                headers: staff,
                payload: { status: 'cancelled' },
              }
            : {
                method: 'POST' as const,
                url: `/api/orders/${target.id}/add_item/`,
                headers: staff,
                payload: { product: plain.id, quantity: 4 },
              };
        default:
          return {
            method: 'POST' as const,
            url: '/api/orders/',
            headers: buyers[index % 10].headers,
            payload: orderPayload([
              { product_id: buzo.product.id, quantity: 3, selected_variants: { Talle: 'M', Color: 'Verde' } },
              { product_id: plain.id, quantity: 1 },
            ]),
          };
      }
    });
    const responses = await Promise.all(requests.map((request) => ctx.app.inject(request)));
    const statuses = responses.map((response) => response.statusCode);
    for (const [index, response] of responses.entries())
      expect(
        [200, 201, 400, 409],
        `${requests[index].method} ${requests[index].url}: ${response.body}`,
      ).toContain(response.statusCode);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200 || status === 201).length).toBeGreaterThan(10);

    const after = await stocks(db, [plain.id, buzo.product.id], optionIds);
    for (const value of Object.values(after)) expect(value).toBeGreaterThanOrEqual(0);
    expect(after[`p${plain.id}`] + (await heldUnits(db, plain.id))).toBe(initial[`p${plain.id}`]);
    expect(after[`p${buzo.product.id}`] + (await heldUnits(db, buzo.product.id))).toBe(
      initial[`p${buzo.product.id}`],
    );
    for (const id of optionIds) {
      const [row] = await queryRows(
        db,
        sql`select coalesce(sum(i.quantity), 0)::int as total from order_items i
            join orders o on o.id = i.order_id
            where o.status <> 'cancelled' and i.option_ids @> ${JSON.stringify([id])}::jsonb`,
      );
      expect(after[`o${id}`] + Number(row.total), `option ${id}`).toBe(initial[`o${id}`]);
    }
  });
});
