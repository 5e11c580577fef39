import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.ts';
import { seedTestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp, createBuyers, waitForOutbox } from '../../test/order-fixtures.ts';
import { createPlainProduct, placeOrder } from './orders.test-support.ts';

/** notify_shipping when the mail server refuses: 502 with the message of backoffice §8, kept in the outbox. */
describe(`shipping notice with a failing mail server (${dbKind})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    // Nothing listens on port 1: every SMTP delivery fails at once.
    ctx = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    await seedTestCatalogue(ctx.database.db);
  });
  afterAll(() => closeTestApp(ctx));

  it("answers 'Error al enviar la notificación de envío' and records the failure", async () => {
    const staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    const [buyer] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'sinsmtp' });
    const product = await createPlainProduct(ctx.database.db);
    const placed = await placeOrder(ctx, buyer.headers, [{ product_id: product.id, quantity: 1 }], {
      customer_email: 'sin-smtp@example.com',
    });
    const paid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.id}/`,
      headers: staff,
      payload: { status: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/notify_shipping/`,
      headers: staff,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: 'Error al enviar la notificación de envío' });
    const [mail] = await waitForOutbox(ctx.database.db, (row) => row.kind === 'shipping_notice', 1);
    // To the account's verified e-mail, never the order's contact e-mail (DOMAIN "Mail").
    expect(mail).toMatchObject({ to: 'sinsmtp1@example.com', status: 'failed' });
    const entries = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'order'), eq(activityLog.entityId, String(placed.id))));
    expect(entries.at(-1)?.summary).toBe('Falló el envío del aviso de envío a sinsmtp1@example.com');
  });
});
