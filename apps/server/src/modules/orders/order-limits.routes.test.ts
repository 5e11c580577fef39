import { TOO_MANY_ORDERS } from '@mayorista/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { createTestApp, dbKind, type TestContext } from '../../test/helpers.ts';
import {
  type Buyer,
  closeTestApp,
  createBuyers,
  orderPayload,
  waitForOutbox,
} from '../../test/order-fixtures.ts';

/** Issue 26 item 23: orders and checkout starts per buyer (ORDER_RATE_LIMIT), and whom the store mails. */
describe(`orders per buyer and the confirmation's address (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyers: Buyer[];

  const order = (buyer: Buyer, overrides: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer.headers,
      payload: orderPayload([{ product_id: data.products.compost.id, quantity: 1 }], overrides),
    });
  const checkoutStarted = (buyer: Buyer) =>
    ctx.app.inject({ method: 'POST', url: '/api/orders/checkout-started/', headers: buyer.headers });

  beforeAll(async () => {
    ctx = await createTestApp({ orderRateLimit: 3 });
    data = await seedTestCatalogue(ctx.database.db);
    buyers = await createBuyers(ctx.app, ctx.database.db, 4, { prefix: 'limite' });
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 429 in Spanish past ORDER_RATE_LIMIT orders of one buyer, selling nothing more; others still order', async () => {
    const [first, second] = buyers;
    for (let n = 0; n < 3; n++) expect((await order(first)).statusCode).toBe(201);
    const refused = await order(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: TOO_MANY_ORDERS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await order(second)).statusCode).toBe(201);
  });

  it('limits checkout starts of one buyer the same way', async () => {
    const buyer = buyers[2];
    for (let n = 0; n < 3; n++) expect((await checkoutStarted(buyer)).statusCode).toBe(204);
    const refused = await checkoutStarted(buyer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: TOO_MANY_ORDERS });
  });

  it("mails the confirmation to the account's verified e-mail only, never to the contact e-mail typed in the order", async () => {
    const buyer = buyers[3];
    const typed = await order(buyer, { customer_email: 'victima@example.org' });
    expect(typed.statusCode).toBe(201);
    const id = typed.json().id;
    expect(typed.json().customer_email).toBe('victima@example.org');
    const ofOrder = (row: { subject: string }) => row.subject.includes(`#${id}`);
    const mails = await waitForOutbox(ctx.database.db, ofOrder, 2);
    expect(mails.find((row) => row.kind === 'order_confirmation')?.to).toBe('limite4@example.com');
    // The store's notice shows the contact e-mail as data.
    expect(mails.find((row) => row.kind === 'order_notice')?.text).toContain('victima@example.org');
    expect(mails.map((row) => row.to)).not.toContain('victima@example.org');

    // An account whose e-mail is not verified gets no confirmation at all; the store is still told.
    await ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, buyer.id));
    const unverified = (await order(buyer, { customer_email: 'victima@example.org' })).json().id;
    await waitForOutbox(ctx.database.db, (row) => row.subject.includes(`#${unverified}`), 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = await ctx.database.db.select().from(outbox);
    const forOrder = sent.filter((row) => row.subject.includes(`#${unverified}`));
    expect(forOrder.map((row) => row.kind)).toEqual(['order_notice']);
    expect(sent.map((row) => row.to)).not.toContain('victima@example.org');
  });
});
