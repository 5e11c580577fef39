import { PRICE_LIST_MESSAGES } from '@mayorista/shared/price-lists';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, users, variantOptions } from '../../db/schema/index.ts';
import { multipartBody } from '../../lib/multipart.test-support.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { createUser } from '../auth/auth.service.ts';

type Headers = Record<string, string>;

/** Every route of the price lists API: staff only. */
const ROUTES: [string, string][] = [
  ['GET', '/api/price-lists/'],
  ['POST', '/api/price-lists/'],
  ['GET', '/api/price-lists/1/'],
  ['PUT', '/api/price-lists/1/'],
  ['PATCH', '/api/price-lists/1/'],
  ['DELETE', '/api/price-lists/1/'],
  ['GET', '/api/price-lists/1/prices/'],
  ['PUT', '/api/price-lists/1/prices/'],
  ['GET', '/api/price-lists/1/prices/export/'],
  ['POST', '/api/price-lists/1/prices/import/'],
  ['PATCH', '/api/auth/customers/1/'],
  ['POST', '/api/auth/customers/price-list/'],
];

describe(`price lists API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let admin: Headers;
  let buyer: Headers;
  let buyerId: number;
  let generalId: number;
  let grandeId: number;

  const call = (method: string, url: string, headers: Headers, payload?: unknown) =>
    ctx.app.inject({ method: method as 'GET', url, headers, payload: payload as object });
  const json = async (method: string, url: string, payload?: unknown, headers = admin) => {
    const response = await call(method, url, headers, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const createList = (name: string, adjustment: number, minimum: number | null = null) =>
    json('POST', '/api/price-lists/', { name, adjustment_percent: adjustment, min_order_amount: minimum });
  const putPrices = (url: string, prices: unknown[]) => json('PUT', url, { prices });
  const importFile = (listId: number, bytes: Buffer, filename: string) => {
    const body = multipartBody({}, { file: { bytes, filename } });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/price-lists/${listId}/prices/import/`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };
  const lastActivity = async (entity: string) => {
    const page = await json('GET', `/api/activity/?entity=${entity}`);
    return page.results[0] as { action: string; summary: string; entity_id: string };
  };
  const buyerPrice = async (productId: number) =>
    (await json('GET', `/api/products/${productId}/`, undefined, buyer)).final_price as number;

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    admin = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    const [demo] = await ctx.database.db.select().from(users).where(eq(users.username, 'demo'));
    buyerId = demo.id;
    const lists = await json('GET', '/api/price-lists/');
    generalId = lists.find((list: { is_default: boolean }) => list.is_default).id;
    const [grande] = await ctx.database.db
      .select()
      .from(variantOptions)
      .where(eq(variantOptions.sku, 'T-MAC-GR'));
    grandeId = grande.id;
  });
  afterAll(() => ctx?.close());

  it('answers 401 without a session and 403 to a buyer on every route', async () => {
    for (const [method, url] of ROUTES) {
      expect((await call(method, url, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, buyer)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists the default list, creates, reads and changes lists with unique names', async () => {
    const [general] = await json('GET', '/api/price-lists/');
    expect(general).toMatchObject({
      name: 'General',
      is_default: true,
      adjustment_percent: 0,
      min_order_amount: null,
      customer_count: expect.any(Number),
      override_count: 0,
    });
    expect(general.customer_count).toBeGreaterThanOrEqual(1);

    const created = await call('POST', '/api/price-lists/', admin, {
      name: 'Distribuidor',
      adjustment_percent: -10,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Distribuidor',
      adjustment_percent: -10,
      min_order_amount: null,
      is_default: false,
      customer_count: 0,
    });
    const id = created.json().id;
    expect((await lastActivity('price_list')).summary).toContain('Lista de precios creada: Distribuidor');

    const taken = await call('POST', '/api/price-lists/', admin, {
      name: 'distribuidor',
      adjustment_percent: 0,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [PRICE_LIST_MESSAGES.nameTaken] });
    const bad = await call('POST', '/api/price-lists/', admin, { name: '', adjustment_percent: 500 });
    expect(bad.json()).toEqual({
      name: [PRICE_LIST_MESSAGES.nameRequired],
      adjustment_percent: [PRICE_LIST_MESSAGES.adjustment],
    });

    expect(await json('GET', `/api/price-lists/${id}/`)).toMatchObject({ name: 'Distribuidor' });
    const patched = await json('PATCH', `/api/price-lists/${id}/`, { min_order_amount: 300000 });
    expect(patched).toMatchObject({
      name: 'Distribuidor',
      adjustment_percent: -10,
      min_order_amount: 300000,
    });
    const log = await lastActivity('price_list');
    expect(log).toMatchObject({ action: 'update', entity_id: String(id) });
    expect(log.summary).toContain('pedido mínimo: sin mínimo → $ 300.000,00');

    const put = await call('PUT', `/api/price-lists/${id}/`, admin, {
      name: 'Distribuidor',
      adjustment_percent: -12,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toHaveProperty('min_order_amount');
    const replaced = await json('PUT', `/api/price-lists/${id}/`, {
      name: 'Distribuidores',
      adjustment_percent: -12,
      min_order_amount: null,
    });
    expect(replaced).toMatchObject({
      name: 'Distribuidores',
      adjustment_percent: -12,
      min_order_amount: null,
    });
    const clash = await call('PATCH', `/api/price-lists/${id}/`, admin, { name: 'GENERAL' });
    expect(clash.json()).toEqual({ name: [PRICE_LIST_MESSAGES.nameTaken] });
    expect((await call('GET', '/api/price-lists/999999/', admin)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/price-lists/999999/', admin, { name: 'X' })).json()).toEqual({
      detail: PRICE_LIST_MESSAGES.notFound,
    });
  });

  it('keeps the default list; deleting another moves its customers to the default', async () => {
    const undeletable = await call('DELETE', `/api/price-lists/${generalId}/`, admin);
    expect(undeletable.statusCode).toBe(409);
    expect(undeletable.json()).toEqual({ detail: PRICE_LIST_MESSAGES.defaultUndeletable });
    // The default's adjustment may change: every buyer without a list moves with it.
    expect(await json('PATCH', `/api/price-lists/${generalId}/`, { adjustment_percent: 0 })).toMatchObject({
      is_default: true,
    });

    const club = await createList('Club', 5, 80000);
    const moved = await json('PATCH', `/api/auth/customers/${buyerId}/`, { price_list: club.id });
    expect(moved).toMatchObject({ price_list: club.id, price_list_name: 'Club' });
    expect((await json('GET', `/api/price-lists/${club.id}/`)).customer_count).toBe(1);
    await putPrices(`/api/price-lists/${club.id}/prices/`, [
      { product: data.products.picador.id, price: 1400 },
    ]);

    expect((await call('DELETE', `/api/price-lists/${club.id}/`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/price-lists/${club.id}/`, admin)).statusCode).toBe(404);
    const customer = await json('GET', `/api/auth/customers/${buyerId}/`);
    expect(customer).toMatchObject({ price_list: null, price_list_name: 'General' });
    const log = await lastActivity('price_list');
    expect(log.action).toBe('delete');
    expect(log.summary).toBe(
      'Lista de precios eliminada: Club; 1 cliente pasa a General, 1 precios especiales borrados',
    );
    expect((await json('GET', '/api/auth/me/', undefined, buyer)).price_list).toEqual({
      id: generalId,
      name: 'General',
      min_order_amount: null,
    });
  });

  it('saves, pages, searches and removes overrides with their base price, logging old and new', async () => {
    const kiosco = await createList('Kiosco', 12);
    const url = `/api/price-lists/${kiosco.id}/prices/`;
    const saved = await putPrices(url, [
      { product: data.products.sustrato.id, price: 4500 },
      { product: data.products.maceta.id, option: grandeId, price: '3600.5' },
      { product: data.products.lamp.id, price: 90000 },
    ]);
    expect(saved).toEqual({ saved: 3, removed: 0 });

    const page = await json('GET', url);
    expect(page).toMatchObject({ count: 3, current_page: 1, total_pages: 1 });
    expect(page.results).toEqual([
      {
        product: data.products.lamp.id,
        product_name: 'Lámpara LED 600W Full Spectrum',
        sku: 'T-LAMP',
        option: null,
        option_name: null,
        base_price: 100000,
        price: 90000,
      },
      {
        product: data.products.maceta.id,
        product_name: 'Maceta textil',
        sku: 'T-MAC-GR',
        option: grandeId,
        option_name: 'Tamaño: Grande',
        base_price: 3500,
        price: 3600.5,
      },
      {
        product: data.products.sustrato.id,
        product_name: 'Sustrato Premium 50L',
        sku: 'T-SUS',
        option: null,
        option_name: null,
        base_price: 5000,
        price: 4500,
      },
    ]);
    expect(
      (await json('GET', `${url}?search=grande`)).results.map((row: { sku: string }) => row.sku),
    ).toEqual(['T-MAC-GR']);
    expect((await json('GET', `${url}?search=T-SUS`)).count).toBe(1);
    expect((await json('GET', `${url}?page=2`)).results).toEqual([]);
    expect(
      (await json('GET', '/api/price-lists/')).find((list: { id: number }) => list.id === kiosco.id),
    ).toMatchObject({ override_count: 3 });

    const log = await lastActivity('price_list');
    expect(log.action).toBe('price_change');
    expect(log.summary).toContain('Sustrato Premium 50L: sin precio especial → $ 4.500,00');
    expect(log.summary).toContain('Maceta textil (Tamaño: Grande): sin precio especial → $ 3.600,50');

    expect(
      await putPrices(url, [
        { product: data.products.sustrato.id, price: 4800 },
        { product: data.products.lamp.id, price: null },
      ]),
    ).toEqual({
      saved: 1,
      removed: 1,
    });
    const changed = await lastActivity('price_list');
    expect(changed.summary).toContain('Sustrato Premium 50L: $ 4.500,00 → $ 4.800,00');
    expect(changed.summary).toContain('Lámpara LED 600W Full Spectrum: $ 90.000,00 → sin precio especial');
    // Nothing changed: nothing saved, nothing logged.
    expect(await putPrices(url, [{ product: data.products.sustrato.id, price: 4800 }])).toEqual({
      saved: 0,
      removed: 0,
    });
    expect((await lastActivity('price_list')).summary).toBe(changed.summary);
  });

  it('refuses unknown products, options of another product and bad prices, saving nothing', async () => {
    const lists = await json('GET', '/api/price-lists/');
    const kiosco = lists.find((list: { name: string }) => list.name === 'Kiosco');
    const url = `/api/price-lists/${kiosco.id}/prices/`;
    const refused = await call('PUT', url, admin, {
      prices: [
        { product: data.products.picador.id, price: 1000 },
        { product: 999999, price: 1000 },
        { product: data.products.sustrato.id, option: grandeId, price: 1000 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      prices: [PRICE_LIST_MESSAGES.productNotFound(999999), PRICE_LIST_MESSAGES.optionNotFound(grandeId)],
    });
    const badPrice = await call('PUT', url, admin, {
      prices: [{ product: data.products.picador.id, price: 0 }],
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json()).toEqual({ prices: [PRICE_LIST_MESSAGES.price] });
    const bare = await call('PUT', url, admin, [{ product: data.products.picador.id, price: 1000 }]);
    expect(bare.statusCode).toBe(400);
    expect((await json('GET', `${url}?search=picador`)).count).toBe(0);
    expect((await call('PUT', '/api/price-lists/999999/prices/', admin, { prices: [] })).statusCode).toBe(
      404,
    );
  });

  it('exports and imports the overrides as CSV and XLSX, row errors in Spanish', async () => {
    const lists = await json('GET', '/api/price-lists/');
    const kiosco = lists.find((list: { name: string }) => list.name === 'Kiosco');
    const base = `/api/price-lists/${kiosco.id}/prices/`;

    const csv = await call('GET', `${base}export/?format=csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = csv.body.replace(/^\uFEFF/, '');
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'sku;producto;opcion;precio_base;precio',
      'T-MAC-GR;Maceta textil;Tamaño: Grande;3500;3600,50',
      'T-SUS;Sustrato Premium 50L;;5000;4800',
    ]);

    // The file comes back changed: one price edited, one removed (empty), one added by an option's SKU.
    const edited = `${text
      .replace('T-SUS;Sustrato Premium 50L;;5000;4800', 'T-SUS;Sustrato Premium 50L;;5000;4.750,25')
      .replace('3600,50', '')}T-MAC-CH;;;;3100\r\n`;
    const imported = await importFile(kiosco.id, Buffer.from(edited, 'utf8'), 'kiosco.csv');
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ created: 1, updated: 1, removed: 1, unchanged: 0 });
    const rows = (await json('GET', base)).results.map((row: { sku: string; price: number }) => [
      row.sku,
      row.price,
    ]);
    expect(rows).toEqual([
      ['T-MAC-CH', 3100],
      ['T-SUS', 4750.25],
    ]);
    const log = await lastActivity('price_list');
    expect(log.action).toBe('import');
    expect(log.summary).toContain(
      'importados de kiosco.csv: 1 nuevos, 1 modificados, 1 quitados, 0 sin cambios',
    );
    expect(log.summary).toContain('Sustrato Premium 50L: $ 4.800,00 → $ 4.750,25');

    // XLSX: exported, the overrides removed, imported back as they were.
    const xlsx = await call('GET', `${base}export/?format=xlsx`, admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(
      await putPrices(base, [
        { product: data.products.maceta.id, option: await optionId('T-MAC-CH'), price: null },
        { product: data.products.sustrato.id, price: null },
      ]),
    ).toEqual({ saved: 0, removed: 2 });
    const restored = await importFile(kiosco.id, xlsx.rawPayload, 'kiosco.xlsx');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ created: 2, updated: 0, removed: 0, unchanged: 0 });
    expect((await importFile(kiosco.id, xlsx.rawPayload, 'kiosco.xlsx')).json()).toEqual({
      created: 0,
      updated: 0,
      removed: 0,
      unchanged: 2,
    });
    expect(
      (await json('GET', base)).results.map((row: { sku: string; price: number }) => [row.sku, row.price]),
    ).toEqual(rows);

    const wrong = Buffer.from(
      'sku;precio\r\nT-SUS;100\r\nNO-EXISTE;100\r\nT-PIC;gratis\r\nT-SUS;200\r\n;50\r\nT-MAC;0\r\n',
      'utf8',
    );
    const refused = await importFile(kiosco.id, wrong, 'mal.csv');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'El archivo tiene 5 filas con errores: no se guardó ningún precio.',
      errors: [
        { row: 3, message: "Fila 3, sku: no hay un producto ni una opción con el SKU 'NO-EXISTE'" },
        {
          row: 4,
          message:
            'Fila 4, precio: debe ser un monto mayor a 0 con hasta 2 decimales (vacío quita el precio especial)',
        },
        { row: 5, message: 'Fila 5, sku: está repetido (ya aparece en la fila 2)' },
        { row: 6, message: 'Fila 6, sku: es obligatorio' },
        {
          row: 7,
          message:
            'Fila 7, precio: debe ser un monto mayor a 0 con hasta 2 decimales (vacío quita el precio especial)',
        },
      ],
    });
    expect((await json('GET', base)).results.find((row: { sku: string }) => row.sku === 'T-SUS').price).toBe(
      4750.25,
    );
    const noColumns = await importFile(kiosco.id, Buffer.from('codigo;valor\r\nT-SUS;1\r\n'), 'x.csv');
    expect(noColumns.json()).toEqual({ file: ["La primera fila debe tener las columnas 'sku' y 'precio'."] });
    expect((await importFile(999999, Buffer.from('sku;precio\r\nT-SUS;1\r\n'), 'x.csv')).statusCode).toBe(
      404,
    );
  });

  async function optionId(sku: string) {
    const [option] = await ctx.database.db.select().from(variantOptions).where(eq(variantOptions.sku, sku));
    return option.id;
  }

  it("shows and filters customers by list, assigns one or many, and the buyer's prices follow", async () => {
    const distribuidor = await createList('Mayoristas', -10, 300000);
    const before = await buyerPrice(data.products.picador.id);
    expect(before).toBe(1500);

    const assigned = await json('PATCH', `/api/auth/customers/${buyerId}/`, { price_list: distribuidor.id });
    expect(assigned).toMatchObject({ price_list: distribuidor.id, price_list_name: 'Mayoristas' });
    const log = await lastActivity('customer');
    expect(log).toMatchObject({ action: 'update', entity_id: String(buyerId) });
    expect(log.summary).toBe('Lista de precios de demo: General → Mayoristas');
    expect(await buyerPrice(data.products.picador.id)).toBe(1350);
    expect((await json('GET', '/api/auth/me/', undefined, buyer)).price_list).toEqual({
      id: distribuidor.id,
      name: 'Mayoristas',
      min_order_amount: 300000,
    });
    expect((await json('GET', '/api/auth/me/')).price_list).toBeNull();

    const other = await createUser(ctx.database.db, {
      username: 'kiosquero',
      email: 'kiosquero@example.com',
      password: 'secreto123',
      isActive: true,
      emailVerified: true,
    });
    await ctx.app.caches.move('accounts');
    const listed = await json('GET', `/api/auth/customers/?price_list=${distribuidor.id}`);
    expect(listed.results.map((row: { username: string }) => row.username)).toEqual(['demo']);
    expect(listed.results[0]).toMatchObject({ price_list: distribuidor.id, price_list_name: 'Mayoristas' });
    const general = await json('GET', `/api/auth/customers/?price_list=${generalId}`);
    expect(general.results).toEqual([
      expect.objectContaining({ username: 'kiosquero', price_list: null, price_list_name: 'General' }),
    ]);

    const bulk = await json('POST', '/api/auth/customers/price-list/', {
      ids: [buyerId, other.id],
      price_list: distribuidor.id,
    });
    expect(bulk).toEqual({ message: 'Lista de precios asignada a 1 cliente', updated: 1 });
    expect((await json('GET', `/api/price-lists/${distribuidor.id}/`)).customer_count).toBe(2);
    // Back to the default list: stored as no list, so every default buyer shares one price key.
    expect(
      await json('POST', '/api/auth/customers/price-list/', {
        ids: [buyerId, other.id],
        price_list: generalId,
      }),
    ).toEqual({ message: 'Lista de precios asignada a 2 clientes', updated: 2 });
    const stored = await ctx.database.db
      .select({ list: users.priceListId })
      .from(users)
      .where(eq(users.id, buyerId));
    expect(stored).toEqual([{ list: null }]);
    expect(await buyerPrice(data.products.picador.id)).toBe(1500);
    const bulkLog = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'customer'), eq(activityLog.entityId, String(other.id))));
    expect(bulkLog.map((entry) => entry.summary)).toEqual([
      'Lista de precios de kiosquero: General → Mayoristas',
      'Lista de precios de kiosquero: Mayoristas → General',
    ]);

    const unknownList = await call('PATCH', `/api/auth/customers/${buyerId}/`, admin, { price_list: 999999 });
    expect(unknownList.statusCode).toBe(400);
    expect(unknownList.json()).toEqual({ price_list: [PRICE_LIST_MESSAGES.notFound] });
    const unknownCustomer = await call('POST', '/api/auth/customers/price-list/', admin, {
      ids: [buyerId, 999999],
      price_list: distribuidor.id,
    });
    expect(unknownCustomer.statusCode).toBe(404);
    expect((await json('GET', `/api/auth/customers/${buyerId}/`)).price_list).toBeNull();
  });

  it('sets the list on a new customer and on approval', async () => {
    const club = await createList('Club social', 5);
    const created = await call('POST', '/api/auth/customers/', admin, {
      username: 'clubnuevo',
      email: 'clubnuevo@example.com',
      password: 'secreto123',
      price_list: club.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ price_list: club.id, price_list_name: 'Club social' });

    const pending = await createUser(ctx.database.db, {
      username: 'esperando',
      email: 'esperando@example.com',
      password: 'secreto123',
      emailVerified: true,
      isActive: false,
    });
    const approved = await call('POST', `/api/auth/approve-user/${pending.id}/`, admin, {
      price_list: club.id,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await json('GET', `/api/auth/customers/${pending.id}/`)).toMatchObject({
      is_active: true,
      price_list: club.id,
    });
    const plain = await createUser(ctx.database.db, {
      username: 'sinlista',
      email: 'sinlista@example.com',
      password: 'secreto123',
      emailVerified: true,
      isActive: false,
    });
    const withoutBody = await call('POST', `/api/auth/approve-user/${plain.id}/`, admin);
    expect(withoutBody.statusCode, withoutBody.body).toBe(200);
    expect((await json('GET', `/api/auth/customers/${plain.id}/`)).price_list).toBeNull();
  });
});
