/**
 * Issuing with a CAE (issue 31 items 3-5) against the in-process double: the letter and amounts from
 * the order (coupon spread, sum of lines = total to the cent), a rejection stored and retried on the
 * same row, a timeout after sending resolved by lookup, a send never confirmed resolved before the
 * next one, credit notes (total, partial, never more than invoiced), and 50 invoices at once numbered
 * 1..50.
 */
import { monotributoLegend, testVoucherLegend } from '@mayorista/shared/fiscal';
import { FISCAL_SETTINGS_MESSAGES } from '@mayorista/shared/fiscal-settings';
import { INVOICE_MESSAGES, type Invoice } from '@mayorista/shared/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fiscalSettings, invoices } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp, createCoupon } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { cents, fiscalGoods, orderOf, setFiscal, taxBuyers } from './invoicing.test-support.ts';
import { invoicingOf } from './invoicing.ts';

describe(`issuing invoices and credit notes (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let goods: Awaited<ReturnType<typeof fiscalGoods>>;
  const post = (url: string, payload?: Record<string, unknown>) =>
    payload === undefined
      ? ctx.app.inject({ method: 'POST', url, headers: staff })
      : ctx.app.inject({ method: 'POST', url, headers: staff, payload });
  const invoiceOf = (orderId: number) => post(`/api/orders/${orderId}/invoice/`);
  const double = () => invoicingOf(ctx.app).issuers.local;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    goods = await fiscalGoods(ctx.database.db);
  });
  afterAll(() => closeTestApp(ctx));
  beforeEach(async () => {
    await setFiscal(ctx.app, staff);
  });

  it('needs the store fiscal data first', async () => {
    const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, { ivaCondition: '' });
    const order = await orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity: 1 }]);
    // A store that never saved its CUIT (the form refuses to save without one).
    await ctx.database.db.update(fiscalSettings).set({ cuit: '' });
    const response = await invoiceOf(order.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(FISCAL_SETTINGS_MESSAGES.incomplete);
  });

  it('makes an A for a Responsable Inscripto: lines, coupon spread, IVA per rate, total to the cent, CAE', async () => {
    const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, {
      ivaCondition: 'responsable_inscripto',
      cuit: true,
    });
    await createCoupon(ctx.database.db, { code: 'FISCAL10', type: 'percentage', value: 10 });
    const order = await orderOf(
      ctx,
      buyer,
      [
        { product_id: goods.general.id, quantity: 3 },
        { product_id: goods.reduced.id, quantity: 7 },
      ],
      { coupon_code: 'FISCAL10' },
    );
    expect(order.coupon_discount).toBeGreaterThan(0);
    const response = await invoiceOf(order.id);
    expect(response.statusCode, response.body).toBe(201);
    const invoice: Invoice = response.json();
    expect(invoice).toMatchObject({
      order_id: order.id,
      kind: 'invoice',
      letter: 'A',
      voucher_type: 1,
      voucher_name: 'Factura A',
      point_of_sale: 3,
      state: 'autorizada',
      test: true,
      receiver: { doc_type: 80, iva_condition: 'responsable_inscripto' },
    });
    expect(invoice.number).toBeGreaterThan(0);
    expect(invoice.cae).toMatch(/^\d{14}$/);
    expect(invoice.cae_due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.legends).toContain(testVoucherLegend);
    expect(invoice.qr_url).toMatch(/^https:\/\/www\.afip\.gob\.ar\/fe\/qr\/\?p=/);
    // Money: lines add up to the order's total; per rate net + IVA = the rate's lines; overall too.
    expect(cents(invoice.total)).toBe(cents(order.total));
    expect(invoice.lines.reduce((sum, line) => sum + cents(line.total), 0)).toBe(cents(order.total));
    expect(cents(invoice.net) + cents(invoice.iva)).toBe(cents(invoice.total));
    expect(invoice.iva_breakdown.map((rate) => rate.rate)).toEqual([10.5, 21]);
    for (const rate of invoice.iva_breakdown) {
      const lines = invoice.lines.filter((line) => line.iva_rate === rate.rate);
      expect(cents(rate.net) + cents(rate.iva)).toBe(lines.reduce((sum, line) => sum + cents(line.total), 0));
    }
    for (const line of invoice.lines) expect(cents(line.net) + cents(line.iva)).toBe(cents(line.total));
    // The coupon came off the lines (each below its sold amount), not as a line of its own.
    expect(invoice.lines).toHaveLength(2);
    expect(invoice.lines[0].total).toBeLessThan(1999.99 * 3);

    const again = await invoiceOf(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      INVOICE_MESSAGES.alreadyInvoiced(`Factura A 00003-${String(invoice.number).padStart(8, '0')}`),
    );
  });

  it('letters: B to a Consumidor Final without document (99, 0), A with the legend to a Monotributo, C from a Monotributo store', async () => {
    const [consumer] = await taxBuyers(ctx.app, ctx.database.db, 1, { ivaCondition: '' });
    const b = await invoiceOf(
      (await orderOf(ctx, consumer, [{ product_id: goods.general.id, quantity: 1 }])).id,
    );
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json()).toMatchObject({
      letter: 'B',
      voucher_type: 6,
      receiver: { doc_type: 99, doc_number: '0', iva_condition: 'consumidor_final' },
    });
    expect(b.json().legends.join(' ')).toContain('Ley 27.743');

    const [withDni] = await taxBuyers(ctx.app, ctx.database.db, 1, {
      ivaCondition: 'consumidor_final',
      dni: '30111222',
    });
    const dni = await invoiceOf(
      (await orderOf(ctx, withDni, [{ product_id: goods.general.id, quantity: 1 }])).id,
    );
    expect(dni.json().receiver).toMatchObject({ doc_type: 96, doc_number: '30111222' });

    const [mono] = await taxBuyers(ctx.app, ctx.database.db, 1, { ivaCondition: 'monotributo', cuit: true });
    const a = await invoiceOf((await orderOf(ctx, mono, [{ product_id: goods.general.id, quantity: 2 }])).id);
    expect(a.json()).toMatchObject({ letter: 'A', receiver: { iva_condition: 'monotributo' } });
    expect(a.json().legends).toContain(monotributoLegend);

    const [noCuit] = await taxBuyers(ctx.app, ctx.database.db, 1, { ivaCondition: 'responsable_inscripto' });
    const refused = await invoiceOf(
      (await orderOf(ctx, noCuit, [{ product_id: goods.general.id, quantity: 1 }])).id,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(INVOICE_MESSAGES.cuitRequired);

    await setFiscal(ctx.app, staff, { iva_condition: 'monotributo' });
    const [ri] = await taxBuyers(ctx.app, ctx.database.db, 1, {
      ivaCondition: 'responsable_inscripto',
      cuit: true,
    });
    const c = await invoiceOf((await orderOf(ctx, ri, [{ product_id: goods.reduced.id, quantity: 3 }])).id);
    expect(c.statusCode, c.body).toBe(201);
    expect(c.json()).toMatchObject({ letter: 'C', voucher_type: 11, iva: 0, iva_breakdown: [] });
    expect(c.json().net).toBe(c.json().total);
  });

  it('refuses a cancelled order', async () => {
    const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, { ivaCondition: '' });
    const order = await orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity: 1 }]);
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const response = await invoiceOf(order.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(INVOICE_MESSAGES.orderCancelled);
  });

  it('stores a rejection with ARCA observations and retries the same row with the same number', async () => {
    const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, { ivaCondition: '' });
    const order = await orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity: 1 }]);
    double().inject({
      kind: 'reject',
      observations: [
        { code: 10015, message: 'El campo DocNro es invalido para el tipo de documento informado.' },
      ],
    });
    const rejected = await invoiceOf(order.id);
    expect(rejected.statusCode, rejected.body).toBe(201);
    expect(rejected.json()).toMatchObject({ state: 'rechazada', number: null, cae: null });
    expect(rejected.json().observations).toContain('10015: El campo DocNro es invalido');

    const retried = await invoiceOf(order.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: rejected.json().id, state: 'autorizada', observations: '' });
    // The rejected attempt took no number: this one follows the last B without a gap.
    const numbers = await numbersOf(6);
    expect(numbers).toEqual(consecutive(numbers.length));
  });

  it("two 'Facturar' at once, new or after a rejection: one invoice with its number, the other 409", async () => {
    const [first, second] = await taxBuyers(ctx.app, ctx.database.db, 2, { ivaCondition: '' });
    const fresh = await orderOf(ctx, first, [{ product_id: goods.general.id, quantity: 1 }]);
    const both = await Promise.all([invoiceOf(fresh.id), invoiceOf(fresh.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const rejected = await orderOf(ctx, second, [{ product_id: goods.general.id, quantity: 1 }]);
    double().inject({ kind: 'reject', observations: [{ code: 10015, message: 'DocNro invalido' }] });
    expect((await invoiceOf(rejected.id)).json().state).toBe('rechazada');
    const retries = await Promise.all([invoiceOf(rejected.id), invoiceOf(rejected.id)]);
    expect(retries.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, rejected.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].state).toBe('autorizada');
    expect(rows[0].number).not.toBeNull();
  });

  it('resolves a timeout after sending with FECompConsultar: one send, one CAE', async () => {
    const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, { ivaCondition: '' });
    const order = await orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity: 2 }]);
    const sends = double().sends;
    double().inject({ kind: 'timeout_after_send' });
    const response = await invoiceOf(order.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().state).toBe('autorizada');
    expect(double().sends).toBe(sends + 1);
    const numbers = await numbersOf(6);
    expect(numbers).toEqual(consecutive(numbers.length));
  });

  it('keeps a send never confirmed and looks it up before the next one: no gap, no second CAE', async () => {
    const [first, second] = await taxBuyers(ctx.app, ctx.database.db, 2, { ivaCondition: '' });
    const one = await orderOf(ctx, first, [{ product_id: goods.general.id, quantity: 1 }]);
    const two = await orderOf(ctx, second, [{ product_id: goods.general.id, quantity: 1 }]);
    double().inject(
      { kind: 'timeout_after_send' },
      { kind: 'unreachable' },
      { kind: 'unreachable' },
      { kind: 'unreachable' },
    );
    const lost = await invoiceOf(one.id);
    expect(lost.statusCode, lost.body).toBe(504);
    expect(lost.json().detail).toBe(INVOICE_MESSAGES.unconfirmed);
    const [pending] = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, one.id));
    expect(pending).toMatchObject({ state: 'pendiente', cae: null });
    expect(pending.number).not.toBeNull();

    // ARCA answers again: the next invoice first finds the lost one (authorised), then takes the next number.
    const next = await invoiceOf(two.id);
    expect(next.statusCode, next.body).toBe(201);
    const [resolved] = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, one.id));
    expect(resolved).toMatchObject({ state: 'autorizada', number: pending.number });
    expect(next.json().number).toBe((pending.number as number) + 1);
    const numbers = await numbersOf(6);
    expect(numbers).toEqual(consecutive(numbers.length));
  });

  it('answers 503 when ARCA cannot be reached, and the retry issues', async () => {
    const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, { ivaCondition: '' });
    const order = await orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity: 1 }]);
    double().inject({ kind: 'unreachable' });
    const down = await invoiceOf(order.id);
    expect(down.statusCode).toBe(503);
    expect(down.json().detail).toBe(INVOICE_MESSAGES.unreachable);
    const up = await invoiceOf(order.id);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().state).toBe('autorizada');
  });

  describe('credit notes', () => {
    it('credits part of the lines, then the rest, never more than invoiced, same letter and linked', async () => {
      const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, {
        ivaCondition: 'responsable_inscripto',
        cuit: true,
      });
      const order = await orderOf(ctx, buyer, [
        { product_id: goods.general.id, quantity: 3 },
        { product_id: goods.reduced.id, quantity: 1 },
      ]);
      const invoice: Invoice = (await invoiceOf(order.id)).json();
      const line = invoice.lines[0];
      const credit = (payload?: Record<string, unknown>) =>
        post(`/api/invoices/${invoice.id}/credit-note/`, payload);

      const one = await credit({ lines: [{ order_item_id: line.order_item_id, quantity: 1 }] });
      expect(one.statusCode, one.body).toBe(201);
      expect(one.json()).toMatchObject({
        kind: 'credit_note',
        letter: 'A',
        voucher_type: 3,
        voucher_name: 'Nota de Crédito A',
        related_invoice_id: invoice.id,
        state: 'autorizada',
        receiver: invoice.receiver,
      });
      expect(one.json().lines).toHaveLength(1);

      const tooMuch = await credit({ lines: [{ order_item_id: line.order_item_id, quantity: 3 }] });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().detail).toBe(INVOICE_MESSAGES.creditTooMuch(line.description, 2));
      const unknown = await credit({ lines: [{ order_item_id: 999_999, quantity: 1 }] });
      expect(unknown.statusCode).toBe(400);

      const rest = await credit();
      expect(rest.statusCode, rest.body).toBe(201);
      // Both notes together credit exactly the invoice, to the cent, line by line.
      expect(cents(one.json().total) + cents(rest.json().total)).toBe(cents(invoice.total));
      const firstLine = [...one.json().lines, ...rest.json().lines].filter(
        (l: { order_item_id: number }) => l.order_item_id === line.order_item_id,
      );
      expect(firstLine.reduce((sum: number, l: { total: number }) => sum + cents(l.total), 0)).toBe(
        cents(line.total),
      );

      const nothing = await credit();
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().detail).toBe(INVOICE_MESSAGES.creditNothingLeft);
      const ofCredit = await post(`/api/invoices/${one.json().id}/credit-note/`);
      expect(ofCredit.statusCode).toBe(400);
      expect(ofCredit.json().detail).toBe(INVOICE_MESSAGES.creditOfCredit);
    });

    it('two notes at once for the whole invoice: one is issued, the other finds nothing left', async () => {
      const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, { ivaCondition: '' });
      const order = await orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity: 2 }]);
      const invoice: Invoice = (await invoiceOf(order.id)).json();
      const results = await Promise.all([1, 2].map(() => post(`/api/invoices/${invoice.id}/credit-note/`)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      expect(results.find((r) => r.statusCode === 201)?.json()).toMatchObject({
        letter: 'B',
        voucher_type: 8,
      });
    });
  });

  describe('auto-invoice', () => {
    const move = (orderId: number, status: string) =>
      ctx.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/`, headers: staff, payload: { status } });
    async function invoiceRowOf(orderId: number, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
        if (row?.state === 'autorizada' || Date.now() > deadline) return row;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    it("invoices an order when it is delivered, and not before, with auto_invoice 'delivered'", async () => {
      await setFiscal(ctx.app, staff, { auto_invoice: 'delivered' });
      const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, {
        ivaCondition: 'responsable_inscripto',
        cuit: true,
      });
      const order = await orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity: 2 }]);
      for (const status of ['paid', 'shipped']) expect((await move(order.id, status)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await invoiceRowOf(order.id, 0)).toBeUndefined();
      expect((await move(order.id, 'delivered')).statusCode).toBe(200);
      expect(await invoiceRowOf(order.id)).toMatchObject({
        state: 'autorizada',
        letter: 'A',
        createdBy: null,
      });
    });

    it("with auto_invoice 'paid' a failure leaves the order paid and the invoice for the staff", async () => {
      await setFiscal(ctx.app, staff, { auto_invoice: 'paid' });
      const [noCuit] = await taxBuyers(ctx.app, ctx.database.db, 1, {
        ivaCondition: 'responsable_inscripto',
      });
      const failing = await orderOf(ctx, noCuit, [{ product_id: goods.general.id, quantity: 1 }]);
      const paid = await move(failing.id, 'paid');
      expect(paid.statusCode).toBe(200);
      expect(paid.json().status).toBe('paid');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await invoiceRowOf(failing.id, 0)).toBeUndefined();

      const [buyer] = await taxBuyers(ctx.app, ctx.database.db, 1, { ivaCondition: '' });
      const order = await orderOf(ctx, buyer, [{ product_id: goods.reduced.id, quantity: 1 }]);
      expect((await move(order.id, 'paid')).statusCode).toBe(200);
      expect(await invoiceRowOf(order.id)).toMatchObject({ state: 'autorizada', letter: 'B' });
    });
  });

  it('numbers 50 invoices asked at once 1..n without a gap or a repeat', async () => {
    await setFiscal(ctx.app, staff, { point_of_sale: 7 });
    const buyers = await taxBuyers(ctx.app, ctx.database.db, 50, { ivaCondition: '' });
    const orders = [];
    for (const buyer of buyers)
      orders.push(await orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity: 1 }]));
    const responses = await Promise.all(orders.map((order) => invoiceOf(order.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(orders.map(() => 201));
    const numbers = responses.map((r) => r.json().number).sort((a, b) => a - b);
    expect(numbers).toEqual(consecutive(50));
    expect(new Set(responses.map((r) => r.json().cae)).size).toBe(50);
  });

  async function numbersOf(voucherType: number, pointOfSale = 3) {
    const rows = await ctx.database.db.select().from(invoices).where(eq(invoices.voucherType, voucherType));
    return rows
      .filter((row) => row.pointOfSale === pointOfSale && row.state === 'autorizada')
      .map((row) => row.number as number)
      .sort((a, b) => a - b);
  }
});

const consecutive = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
