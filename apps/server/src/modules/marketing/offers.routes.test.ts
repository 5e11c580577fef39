import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

describe(`offers API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = staff,
  ) => ctx.app.inject({ method, url, payload: payload as object | undefined, headers });
  const create = (payload: Record<string, unknown>) => call('POST', '/api/marketing/offers/', payload);
  /** What the storefront answers now: the buyer's price of the product and the anonymous on-sale count. */
  const storefront = async (productId: number) => {
    const product = (await call('GET', `/api/products/${productId}/`, undefined, buyer)).json();
    const onSale = (await call('GET', '/api/products/?on_sale=true&page_size=50', undefined, {})).json();
    return {
      final: product.final_price as number,
      discount: product.total_discount as number,
      onSaleCount: onSale.count as number,
      onSaleIds: (onSale.results as { id: number }[]).map((p) => p.id),
    };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 401 to anonymous callers and 403 to buyers on every route', async () => {
    const id = (await call('GET', '/api/marketing/offers/')).json().results[0].id;
    const body = { name: 'X', discount: 10, start_date: at(0), end_date: at(HOUR), products: [] };
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/marketing/offers/'],
      ['POST', '/api/marketing/offers/', body],
      ['GET', `/api/marketing/offers/${id}/`],
      ['PUT', `/api/marketing/offers/${id}/`, body],
      ['DELETE', `/api/marketing/offers/${id}/`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, buyer)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists offers with their status by time and their products priced now', async () => {
    const response = await call('GET', '/api/marketing/offers/');
    expect(response.statusCode).toBe(200);
    const { results, count } = response.json();
    expect(count).toBe(2);
    const compost = results.find((offer: { name: string }) => offer.name === 'Semana del compost');
    expect(compost).toMatchObject({ status: 'Activa', discount: 20, products: [data.products.compost.id] });
    expect(compost.product_details).toEqual([
      {
        id: data.products.compost.id,
        name: 'Compost orgánico 10kg',
        brand: 'GrowMax',
        image: null,
        price: 2500,
        total_discount: 20,
        final_price: 2000,
      },
    ]);
    expect(results.find((offer: { name: string }) => offer.name === 'Vencida').status).toBe('Finalizada');
    expect(JSON.stringify(results)).not.toContain('cost_price');
  });

  it('validates name, discount, dates and products with field errors', async () => {
    const good = { name: 'Buena', discount: 10, start_date: at(0), end_date: at(HOUR), products: [] };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, name: '  ' }, 'name', 'El nombre es requerido'],
      [{ ...good, discount: 101 }, 'discount', 'El descuento no puede ser mayor a 100'],
      [{ ...good, discount: -1 }, 'discount', 'El descuento no puede ser negativo'],
      [{ ...good, start_date: undefined }, 'start_date', 'La fecha de inicio es requerida'],
      [{ ...good, end_date: 'no es fecha' }, 'end_date', 'La fecha de fin es requerida'],
      [
        { ...good, end_date: at(-HOUR) },
        'end_date',
        'La fecha de fin debe ser posterior a la fecha de inicio',
      ],
      [{ ...good, products: [999_999] }, 'products', 'El producto 999999 no existe'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()[field], field).toEqual([message]);
    }
    expect((await create({ ...good, discount: 100 })).statusCode).toBe(201);
    expect((await create({ ...good, discount: 0, name: 'Cero' })).statusCode).toBe(201);
  });

  it('creates, reads, replaces and deletes an offer, recording each write', async () => {
    const { picador, sustrato } = data.products;
    const created = await create({
      name: 'Pendiente de prueba',
      discount: 25,
      start_date: at(HOUR),
      end_date: at(2 * HOUR),
      products: [picador.id, picador.id],
    });
    expect(created.statusCode).toBe(201);
    const offer = created.json();
    expect(offer).toMatchObject({ status: 'Pendiente', products: [picador.id] });
    expect(offer.product_details[0]).toMatchObject({ total_discount: 0, final_price: 1500 });
    expect((await call('GET', `/api/marketing/offers/${offer.id}/`)).json().name).toBe('Pendiente de prueba');

    const replaced = await call('PUT', `/api/marketing/offers/${offer.id}/`, {
      name: 'Reemplazada',
      discount: 5,
      start_date: at(-2 * HOUR),
      end_date: at(-HOUR),
      products: [sustrato.id],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: 'Reemplazada',
      status: 'Finalizada',
      products: [sustrato.id],
    });

    expect((await call('DELETE', `/api/marketing/offers/${offer.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/api/marketing/offers/${offer.id}/`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/marketing/offers/${offer.id}/`)).statusCode).toBe(404);
    const entries = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(offer.id)));
    expect(entries.filter((row) => row.entity === 'offer').map((row) => row.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('changes the storefront price and the on-sale count while active, and stops by the clock', async () => {
    const { picador } = data.products;
    const before = await storefront(picador.id);
    expect(before).toMatchObject({ final: 1500, discount: 0 });
    expect(before.onSaleIds).not.toContain(picador.id);

    // Ended one second ago: it no longer applies.
    const ended = (
      await create({
        name: 'Terminó',
        discount: 50,
        start_date: at(-HOUR),
        end_date: at(-SECOND),
        products: [picador.id],
      })
    ).json();
    expect(ended.status).toBe('Finalizada');
    // Starts in an hour: not yet.
    const pending = (
      await create({
        name: 'Empieza',
        discount: 60,
        start_date: at(HOUR),
        end_date: at(2 * HOUR),
        products: [picador.id],
      })
    ).json();
    expect(pending.status).toBe('Pendiente');
    expect(await storefront(picador.id)).toEqual(before);

    // Active now: the very next request sees it.
    const active = (
      await create({
        name: 'Ahora',
        discount: 30,
        start_date: at(-HOUR),
        end_date: at(HOUR),
        products: [picador.id],
      })
    ).json();
    expect(active.status).toBe('Activa');
    const during = await storefront(picador.id);
    expect(during).toMatchObject({ final: 1050, discount: 30, onSaleCount: before.onSaleCount + 1 });
    expect(during.onSaleIds).toContain(picador.id);

    // An overlapping active offer: the largest discount wins, they never compound (1500 x 0.6, not x 0.7 x 0.6).
    const bigger = (
      await create({
        name: 'Mayor',
        discount: 40,
        start_date: at(-HOUR),
        end_date: at(2 * SECOND),
        products: [picador.id],
      })
    ).json();
    expect(await storefront(picador.id)).toMatchObject({
      final: 900,
      discount: 40,
      onSaleCount: during.onSaleCount,
    });
    const listed = (await call('GET', `/api/marketing/offers/${active.id}/`)).json();
    expect(listed.product_details[0]).toMatchObject({ total_discount: 40, final_price: 900 });

    // The bigger one ends by itself: nobody acts, the clock decides on the next request.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await call('GET', `/api/marketing/offers/${bigger.id}/`)).json().status).toBe('Finalizada');
    expect(await storefront(picador.id)).toMatchObject({ final: 1050, discount: 30 });

    // Moving the active one into the past takes the product off sale at once.
    await call('PUT', `/api/marketing/offers/${active.id}/`, {
      name: 'Ahora',
      discount: 30,
      start_date: at(-2 * HOUR),
      end_date: at(-SECOND),
      products: [picador.id],
    });
    expect(await storefront(picador.id)).toEqual(before);
    for (const offer of [ended, pending, active, bigger])
      expect((await call('DELETE', `/api/marketing/offers/${offer.id}/`)).statusCode).toBe(204);
  });
});
