/**
 * Invoices and credit notes of orders on account reach the ledger (issue 32, decision 056): the
 * invoice's authorisation posts its debit (dated and titled as the invoice), replacing the order's own
 * debit when the store started invoicing after the sale; a credit note posts a credit that pays its
 * invoice; retries and concurrent hooks post once; the catch-up posts what a crash left out; the
 * auto-invoice 'paid' invoices an order on account as soon as it is made; and while the store
 * invoices, orders on account not invoiced yet count against the credit.
 */
import { ACCOUNT_MESSAGES, addDays, storeDayOf } from '@mayorista/shared/current-account-rules';
import { toCents } from '@mayorista/shared/order-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalSettings } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, orderPayload } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import {
  fiscalGoods,
  orderOf,
  setFiscal,
  taxBuyers,
  withoutAuthorisedHook,
} from '../invoicing/invoicing.test-support.ts';
import { balanceOf, entriesOf, setTerms } from './checkout.test-support.ts';
import { documentPosting, postDocument, postMissingDocuments } from './invoice-posting.ts';

describe(`cuenta corriente: invoices and credit notes in the ledger (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let goods: Awaited<ReturnType<typeof fiscalGoods>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    goods = await fiscalGoods(ctx.database.db);
  });
  afterAll(() => closeTestApp(ctx));

  const post = (url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers: staff, ...(payload ? { payload } : {}) });

  async function accountBuyer(limit = 1_000_000): Promise<Buyer> {
    const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, {
      ivaCondition: 'responsable_inscripto',
      cuit: true,
    });
    await setTerms(ctx.database.db, buyer.id, { enabled: true, creditLimit: limit, paymentTermsDays: 15 });
    return buyer;
  }
  const accountOrder = (buyer: Buyer, quantity = 1) =>
    orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity }], { payment_method: 'account' });

  it('posts the invoice as the debit, titled and dated as issued; its credit note pays it', async () => {
    await setFiscal(ctx.app, staff);
    const db = ctx.database.db;
    const buyer = await accountBuyer();
    const order = await accountOrder(buyer, 2);
    // The store invoices: the order waits for its invoice (no entry yet).
    expect(await entriesOf(db, buyer.id)).toEqual([]);
    const invoice = (await post(`/api/orders/${order.id}/invoice/`)).json();
    expect(invoice.state).toBe('autorizada');
    const [debit] = await entriesOf(db, buyer.id);
    expect(debit).toMatchObject({
      kind: 'invoice',
      invoiceId: invoice.id,
      orderId: order.id,
      description: `Factura A ${String(invoice.point_of_sale).padStart(5, '0')}-${String(invoice.number).padStart(8, '0')}`,
      entryDate: invoice.issue_date,
      dueDate: addDays(invoice.issue_date, 15),
    });
    expect(toCents(Number(debit.amount))).toBe(toCents(invoice.total));
    expect(toCents(invoice.total)).toBe(toCents(order.total));

    const note = await post(`/api/invoices/${invoice.id}/credit-note/`, {});
    expect(note.statusCode, note.body).toBe(201);
    const entries = await entriesOf(db, buyer.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['invoice', 'credit_note']);
    expect(entries[1]).toMatchObject({ invoiceId: note.json().id, orderId: order.id });
    expect(toCents(Number(entries[1].amount))).toBe(-toCents(invoice.total));
    expect(await balanceOf(db, buyer.id)).toBe(0);
    // Posting again (a retried hook) changes nothing.
    expect(await postDocument(db, invoice.id)).toBe('exists');
    expect(await postDocument(db, note.json().id)).toBe('exists');
    expect(await entriesOf(db, buyer.id)).toHaveLength(2);
  });

  it('replaces the order debit of a sale made before the store invoiced: never charged twice', async () => {
    const db = ctx.database.db;
    await db.update(fiscalSettings).set({ cuit: '' });
    const buyer = await accountBuyer();
    const order = await accountOrder(buyer, 3);
    expect((await entriesOf(db, buyer.id)).map((entry) => entry.kind)).toEqual(['order']);
    await setFiscal(ctx.app, staff);
    const invoice = (await post(`/api/orders/${order.id}/invoice/`)).json();
    expect(invoice.state).toBe('autorizada');
    const entries = await entriesOf(db, buyer.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['order', 'reversal', 'invoice']);
    expect(entries[1].reversesEntryId).toBe(entries[0].id);
    expect(await balanceOf(db, buyer.id)).toBe(toCents(order.total));
  });

  it('posts once when the hook runs three times at once, and the catch-up posts what a crash missed', async () => {
    await setFiscal(ctx.app, staff);
    const db = ctx.database.db;
    const buyer = await accountBuyer();
    const order = await accountOrder(buyer);
    // A crash between the CAE and the posting: the hook does not run for this one.
    const invoice = await withoutAuthorisedHook(ctx.app, documentPosting(db), async () =>
      (await post(`/api/orders/${order.id}/invoice/`)).json(),
    );
    expect(invoice.state).toBe('autorizada');
    expect(await entriesOf(db, buyer.id)).toEqual([]);
    expect(await postMissingDocuments(db)).toBe(1);
    expect(await postMissingDocuments(db)).toBe(0);
    expect(await Promise.all([1, 2, 3].map(() => postDocument(db, invoice.id)))).toEqual([
      'exists',
      'exists',
      'exists',
    ]);
    expect((await entriesOf(db, buyer.id)).map((entry) => entry.kind)).toEqual(['invoice']);

    // Three at once on a fresh document: one posts, the others find it.
    const other = await accountOrder(buyer);
    const second = await withoutAuthorisedHook(ctx.app, documentPosting(db), async () =>
      (await post(`/api/orders/${other.id}/invoice/`)).json(),
    );
    const results = await Promise.all([1, 2, 3].map(() => postDocument(db, second.id)));
    expect(results.filter((result) => result === 'posted')).toHaveLength(1);
    expect(results.filter((result) => result === 'exists')).toHaveLength(2);
    expect((await entriesOf(db, buyer.id)).map((entry) => entry.kind)).toEqual(['invoice', 'invoice']);
    // Documents older than the catch-up's window are left alone; a cash order's invoice is not posted.
    expect(await postMissingDocuments(db, { today: addDays(storeDayOf(), 60) })).toBe(0);
  });

  it("invoices an order on account when it is made with auto_invoice 'paid'", async () => {
    await setFiscal(ctx.app, staff, { auto_invoice: 'paid' });
    const db = ctx.database.db;
    const buyer = await accountBuyer();
    const order = await accountOrder(buyer);
    const deadline = Date.now() + 10_000;
    while ((await entriesOf(db, buyer.id)).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const entries = await entriesOf(db, buyer.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['invoice']);
    expect(entries[0].orderId).toBe(order.id);
    await setFiscal(ctx.app, staff);
  });

  it('counts orders on account not invoiced yet against the credit, and no longer once cancelled', async () => {
    await setFiscal(ctx.app, staff);
    const buyer = await accountBuyer(5_000);
    const twoMore = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: buyer.headers,
        payload: orderPayload([{ product_id: goods.general.id, quantity: 2 }], {
          payment_method: 'account',
          customer_dni_cuit: '',
        }),
      });
    const order = await accountOrder(buyer); // $ 1.999,99, waiting for its invoice
    expect((await twoMore()).json().detail).toBe(
      `${ACCOUNT_MESSAGES.overLimit} Tu crédito disponible es $ 3.000,01.`,
    );
    // Invoiced, it is the same exposure.
    await post(`/api/orders/${order.id}/invoice/`);
    expect((await twoMore()).json().detail).toBe(
      `${ACCOUNT_MESSAGES.overLimit} Tu crédito disponible es $ 3.000,01.`,
    );
    const waiting = await accountOrder(buyer);
    expect((await twoMore()).json().detail).toBe(
      `${ACCOUNT_MESSAGES.overLimit} Tu crédito disponible es $ 1.000,02.`,
    );
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${waiting.id}/`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await twoMore()).json().detail).toBe(
      `${ACCOUNT_MESSAGES.overLimit} Tu crédito disponible es $ 3.000,01.`,
    );
  });
});
