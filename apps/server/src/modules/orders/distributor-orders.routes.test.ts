import { distributorDiscountedTotal } from '@mayorista/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, distributorOrders } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import {
  type Buyer,
  closeTestApp,
  createBuyers,
  type OrderCatalogue,
  orderPayload,
  seedOrderCatalogue,
} from '../../test/order-fixtures.ts';

type Listed = {
  id: number;
  original_order: number;
  payment_status: string;
  total: number;
  items: { product_name: string; quantity: number; cost_price: number | null; price_at_time: number }[];
};

describe(`distributor orders API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let extra: OrderCatalogue;
  let staff: Record<string, string>;
  let buyers: Buyer[];
  /** Original order ids, oldest first. */
  const originals: number[] = [];

  const list = (query = '', headers: Record<string, string> = staff) =>
    ctx.app.inject({ method: 'GET', url: `/api/orders/distributor/${query}`, headers });
  const distributorOf = async (originalOrder: number) =>
    (
      await ctx.database.db
        .select()
        .from(distributorOrders)
        .where(eq(distributorOrders.originalOrderId, originalOrder))
    )[0];

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    extra = await seedOrderCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyers = await createBuyers(ctx.app, ctx.database.db, 2, { prefix: 'kiosco' });
    const place = async (buyer: Buyer, lines: { product_id: number; quantity: number }[], name: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: buyer.headers,
        payload: orderPayload(lines, {
          recipient_name: name,
          customer_email: `${buyer.username}@example.com`,
        }),
      });
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json().id as number;
    };
    for (let index = 0; index < 10; index++)
      originals.push(
        await place(buyers[0], [{ product_id: extra.supplier.id, quantity: 1 }], 'Kiosco Norte'),
      );
    originals.push(
      await place(
        buyers[1],
        [
          { product_id: extra.supplier.id, quantity: 2 },
          { product_id: extra.supplierNoCost.id, quantity: 1 },
          { product_id: data.products.compost.id, quantity: 1 },
        ],
        'Almacén Sur',
      ),
    );
    await place(buyers[1], [{ product_id: data.products.compost.id, quantity: 1 }], 'Solo propios');
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 401 to anonymous callers and 403 to buyers', async () => {
    const anonymous = await list('', {});
    expect(anonymous.statusCode).toBe(401);
    const buyer = await list('', buyers[0].headers);
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json()).toEqual({ detail: 'No tienes permisos para acceder a esta sección' });
  });

  it('pages the supplier orders newest first, 10 a page, with their items at cost price', async () => {
    const first = await list();
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json().data;
    expect(page).toMatchObject({ count: 11, current_page: 1, total_pages: 2, previous: null });
    expect(page.next).toBe('/api/orders/distributor/?page=2');
    expect(page.results).toHaveLength(10);
    const newest: Listed & { product?: unknown } = page.results[0];
    expect(newest).toMatchObject({
      original_order: originals[10],
      payment_status: 'pending',
      paid_at: null,
      total: 2 * 700 + 800,
      discount_percentage: 0,
      discounted_total: 2 * 700 + 800,
    });
    expect(newest.items).toEqual([
      {
        id: expect.any(Number),
        product_name: 'Bandeja proveedor',
        variant_display: '',
        quantity: 2,
        cost_price: 700,
        price: 1000,
        price_at_time: 700,
        product: { id: extra.supplier.id, image: null },
        sku: 'T-PROV',
      },
      {
        id: expect.any(Number),
        product_name: 'Bandeja sin costo',
        variant_display: '',
        quantity: 1,
        cost_price: null,
        price: 800,
        price_at_time: 800,
        product: { id: extra.supplierNoCost.id, image: null },
        sku: 'T-PROV2',
      },
    ]);
    const second = (await list('?page=2')).json().data;
    expect(second.results.map((row: Listed) => row.original_order)).toEqual([originals[0]]);
    expect((await list('?page=3')).statusCode).toBe(404);
  });

  it('filters by payment status, search and store calendar days', async () => {
    await ctx.database.db
      .update(distributorOrders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(eq(distributorOrders.originalOrderId, originals[3]));
    const paid = (await list('?payment_status=paid')).json().data;
    expect(paid.results.map((row: Listed) => row.original_order)).toEqual([originals[3]]);
    expect(paid.results[0].paid_at).toEqual(expect.any(String));
    expect((await list('?payment_status=pending')).json().data.count).toBe(10);

    const byProduct = (await list('?search=sin%20costo')).json().data;
    expect(byProduct.results.map((row: Listed) => row.original_order)).toEqual([originals[10]]);
    expect((await list('?search=ALMAC%C3%89N')).json().data.count).toBe(1);
    expect((await list(`?search=${buyers[0].username}%40`)).json().data.count).toBe(10);
    expect((await list(`?search=${originals[5]}`)).json().data.results[0].original_order).toBe(originals[5]);
    const own = await distributorOf(originals[7]);
    expect((await list(`?search=${own.id}`)).json().data.results.map((row: Listed) => row.id)).toContain(
      own.id,
    );

    // 02:30 UTC on 16 January is still 15 January in Buenos Aires (UTC-3).
    const lateNight = await distributorOf(originals[1]);
    const morning = await distributorOf(originals[2]);
    await ctx.database.db
      .update(distributorOrders)
      .set({ createdAt: new Date('2026-01-16T02:30:00Z') })
      .where(eq(distributorOrders.id, lateNight.id));
    await ctx.database.db
      .update(distributorOrders)
      .set({ createdAt: new Date('2026-01-16T12:00:00Z') })
      .where(eq(distributorOrders.id, morning.id));
    const day15 = (await list('?start_date=2026-01-15&end_date=2026-01-15')).json().data;
    expect(day15.results.map((row: Listed) => row.id)).toEqual([lateNight.id]);
    const day16 = (await list('?start_date=2026-01-16&end_date=2026-01-16')).json().data;
    expect(day16.results.map((row: Listed) => row.id)).toEqual([morning.id]);
    expect((await list('?end_date=2026-01-16')).json().data.count).toBe(2);
    expect((await list('?start_date=2026-01-17')).json().data.count).toBe(9);
    expect((await list('?start_date=2026-01-16&payment_status=paid')).json().data.count).toBe(1);
  });

  it('refuses invalid filters with Spanish field errors', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?payment_status=debe', { payment_status: ['Estado de pago inválido'] }],
      ['?start_date=2026-02-30', { start_date: ['start_date debe ser una fecha AAAA-MM-DD'] }],
      [
        '?start_date=2026-03-01&end_date=2026-02-01',
        { end_date: ['La fecha de fin no puede ser anterior a la de inicio'] },
      ],
      ['?page=0', { page: ['page debe ser un número entero positivo'] }],
      ['?search=a%00b', { search: ['El texto contiene caracteres no permitidos.'] }],
    ];
    for (const [query, body] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual(body);
    }
  });

  it('is documented in the OpenAPI document with its filters', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = docs.paths['/api/orders/distributor/']?.get;
    expect(operation?.summary).toEqual(expect.any(String));
    expect(operation?.tags).toEqual(['pedidos']);
    const names = operation.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(
      expect.arrayContaining(['payment_status', 'start_date', 'end_date', 'search', 'page']),
    );
  });

  describe('discount, detail and payment', () => {
    const discountCall = (payload?: object, headers: Record<string, string> = staff) =>
      ctx.app.inject({
        method: payload ? 'POST' : 'GET',
        url: payload ? '/api/distributor-discount/update/' : '/api/distributor-discount/',
        headers,
        payload,
      });
    const detail = (id: number) =>
      ctx.app.inject({ method: 'GET', url: `/api/orders/distributor/${id}/`, headers: staff });
    const markPaid = (id: number) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/orders/distributor/${id}/mark_as_paid/`, headers: staff });

    it('answers and changes the discount, 0 to 100 in steps of 0.01', async () => {
      expect((await discountCall()).json()).toEqual({ discount_percentage: 0 });
      for (const value of [0, 100, 12.5, 33.33]) {
        const response = await discountCall({ discount_percentage: value });
        expect(response.statusCode, String(value)).toBe(200);
        expect(response.json()).toEqual({ discount_percentage: value });
      }
      const message = { discount_percentage: ['El descuento debe estar entre 0% y 100%'] };
      for (const value of [-0.01, 100.01, 12.345, '10', null, true]) {
        const response = await discountCall({ discount_percentage: value });
        expect(response.statusCode, String(value)).toBe(400);
        expect(response.json()).toEqual(message);
      }
      expect((await discountCall({})).json()).toEqual(message);
      expect((await discountCall()).json()).toEqual({ discount_percentage: 33.33 });
      const entries = await ctx.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.entity, 'site_config'))
        .orderBy(activityLog.id);
      expect(entries.map((entry) => entry.summary)).toEqual([
        'Descuento de distribuidores: 0% → 0%',
        'Descuento de distribuidores: 0% → 100%',
        'Descuento de distribuidores: 100% → 12.5%',
        'Descuento de distribuidores: 12.5% → 33.33%',
      ]);
    });

    it('applies the discount to every total: total x (1 - d/100), and none when it is 0', async () => {
      const newest = (await list()).json().data.results[0];
      await discountCall({ discount_percentage: 12.5 });
      const discounted = (await detail(newest.id)).json();
      expect(discounted).toMatchObject({ total: 2200, discount_percentage: 12.5, discounted_total: 1925 });
      expect((await list()).json().data.results[0]).toMatchObject({ discounted_total: 1925 });
      await discountCall({ discount_percentage: 33.33 });
      expect((await detail(newest.id)).json().discounted_total).toBe(1466.74);
      await discountCall({ discount_percentage: 0 });
      expect((await detail(newest.id)).json()).toMatchObject({
        total: 2200,
        discount_percentage: 0,
        discounted_total: 2200,
      });
    });

    it('answers one order with its items, 404 when it does not exist', async () => {
      const own = await distributorOf(originals[10]);
      const response = await detail(own.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: own.id,
        original_order: originals[10],
        payment_status: 'pending',
      });
      expect(response.json().items).toHaveLength(2);
      const missing = await detail(999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'La orden de distribuidor solicitada no existe' });
    });

    it('marks only pending orders as paid and records it', async () => {
      const own = await distributorOf(originals[9]);
      const paid = await markPaid(own.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ id: own.id, payment_status: 'paid', paid_at: expect.any(String) });
      const again = await markPaid(own.id);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: 'Solo se pueden marcar como pagadas las órdenes pendientes' });
      const cancelled = await distributorOf(originals[8]);
      await ctx.database.db
        .update(distributorOrders)
        .set({ paymentStatus: 'cancelled' })
        .where(eq(distributorOrders.id, cancelled.id));
      expect((await markPaid(cancelled.id)).statusCode).toBe(400);
      expect((await distributorOf(originals[8])).paymentStatus).toBe('cancelled');
      expect((await markPaid(999_999)).statusCode).toBe(404);
      const [entry] = await ctx.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.entity, 'distributor_order'));
      expect(entry).toMatchObject({
        entityId: String(own.id),
        summary: `Orden al proveedor #${own.id} (pedido #${originals[9]}): Pendiente → Pagado`,
      });
    });

    it('freezes the discount of a paid or cancelled order; only pending ones follow the setting', async () => {
      await discountCall({ discount_percentage: 12.5 });
      const paid = await distributorOf(originals[7]);
      const cancelled = await distributorOf(originals[6]);
      const pending = await distributorOf(originals[5]);
      expect((await markPaid(paid.id)).statusCode).toBe(200);
      const cancel = await ctx.app.inject({
        method: 'PUT',
        url: `/api/orders/${originals[6]}/`,
        headers: staff,
        payload: { status: 'cancelled' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const before = (await detail(paid.id)).json();
      expect(before).toMatchObject({
        payment_status: 'paid',
        discount_percentage: 12.5,
        discounted_total: distributorDiscountedTotal(before.total, 12.5),
      });

      await discountCall({ discount_percentage: 5 });
      expect((await detail(paid.id)).json()).toMatchObject({
        discount_percentage: 12.5,
        discounted_total: before.discounted_total,
      });
      expect((await detail(cancelled.id)).json()).toMatchObject({
        payment_status: 'cancelled',
        discount_percentage: 12.5,
      });
      const stillPending = (await detail(pending.id)).json();
      expect(stillPending).toMatchObject({
        payment_status: 'pending',
        discount_percentage: 5,
        discounted_total: distributorDiscountedTotal(stillPending.total, 5),
      });
      const listed = (await list('?payment_status=paid')).json().data.results as { id: number }[];
      expect(listed.find((row) => row.id === paid.id)).toMatchObject({
        discount_percentage: 12.5,
        discounted_total: before.discounted_total,
      });
      await discountCall({ discount_percentage: 0 });
    });
  });
});
