import { channelDiscount } from '@mayorista/shared/pricing';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  activityLog,
  featuredProducts,
  offerProducts,
  orderItems,
  products,
  variantOptions,
} from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp, orderPayload } from '../../test/order-fixtures.ts';
import { salePrice } from '../pricing/pricing.service.ts';

const PRICE_FIELDS = ['price', 'price_in_ars', 'final_price', 'discount', 'total_discount', 'cost_price'];
const GENERATED = /^[A-Z]{1,6}-\d{6}-[A-HJ-NP-Z2-9]{4}$/;

type OptionBody = {
  id: number;
  name: string;
  sku: string;
  stock: number;
  price?: number | null;
  price_adjustment?: number;
  final_price?: number;
  cost_price?: number | null;
};
type GroupBody = { id: number; variant_name: string; options: OptionBody[] };

describe(`product admin API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let staff: Record<string, string>;
  let buyer: Record<string, string>;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = staff,
  ) => ctx.app.inject({ method, url, payload: payload as object | undefined, headers });

  const base = () => ({
    name: 'Maceta soplada',
    category: data.categories.sustratos.id,
    brand: data.brands.growmax.id,
    price: 1000,
  });

  const lastActivity = async () => {
    const [row] = await ctx.database.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    return row;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 401 to anonymous callers and 403 to buyers on every write', async () => {
    const id = data.products.sustrato.id;
    const writes = [
      { method: 'POST' as const, url: '/api/products/', payload: base() },
      { method: 'PATCH' as const, url: `/api/products/${id}/`, payload: { price: 1 } },
      { method: 'DELETE' as const, url: `/api/products/${id}/` },
    ];
    for (const write of writes) {
      expect((await call(write.method, write.url, write.payload, {})).statusCode).toBe(401);
      const refused = await call(write.method, write.url, write.payload, buyer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'No tienes permisos para acceder a esta sección' });
    }
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
    expect(row.price).toBe(5000);
  });

  it('creates a product with two variant groups, generated SKUs and the options stock', async () => {
    const response = await call('POST', '/api/products/', {
      ...base(),
      sku: '',
      description:
        '<p>Maceta <strong>resistente</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      volume: '10 L',
      dimensions: '20 x 20 cm',
      features: ['Lavable', ' ', 'Reutilizable'],
      image: '/media/products/maceta-1000.webp',
      image_2: '',
      price: '1000.50',
      cost_price: 400,
      currency: 'ARS',
      discount: 10,
      is_own_product: false,
      sync_with_external: true,
      has_variants: false,
      stock: 999,
      variants: [
        {
          variant_name: 'Tamaño',
          options: [
            { name: 'Chico', stock: 4, cost_price: 300 },
            { name: 'Grande', sku: 'T-MS-GR', stock: 6, price_adjustment: 500 },
          ],
        },
        {
          variant_name: 'Color',
          options: [
            { name: 'Negro', stock: 3 },
            { name: 'Rojo', stock: 2, price: 2000 },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      name: 'Maceta soplada',
      description: '<p>Maceta <strong>resistente</strong></p>',
      features: ['Lavable', 'Reutilizable'],
      image: '/media/products/maceta-1000.webp',
      image_small: '/media/products/maceta-400.webp',
      image_2: null,
      brand_name: 'GrowMax',
      category_name: 'Sustratos',
      price: 1000.5,
      cost_price: 400,
      discount: 10,
      is_available: true,
      is_own_product: false,
      sync_with_external: true,
      has_variants: true,
      // Each unit takes one option of each group: min(4 + 6, 3 + 2).
      stock: 5,
    });
    expect(product.sku).toMatch(GENERATED);
    expect(product.sku.startsWith('MACGRO-')).toBe(true);
    const groups: GroupBody[] = product.variants;
    expect(groups.map((group) => group.variant_name)).toEqual(['Tamaño', 'Color']);
    const options = groups.flatMap((group) => group.options);
    expect(options.map((option) => option.name)).toEqual(['Chico', 'Grande', 'Negro', 'Rojo']);
    expect(options[1].sku).toBe('T-MS-GR');
    for (const option of [options[0], options[2], options[3]]) expect(option.sku).toMatch(GENERATED);
    expect(options[0].sku.startsWith('MACCHI-')).toBe(true);
    expect(options[0].cost_price).toBe(300);

    const entry = await lastActivity();
    expect(entry).toMatchObject({ action: 'create', entity: 'product', entityId: String(product.id) });
    expect(entry.summary).toContain('Maceta soplada');
  });

  it('shows the new product in the storefront: no prices for anonymous callers, pricing-module prices for buyers', async () => {
    const created = (
      await call('POST', '/api/products/', {
        ...base(),
        name: 'Bolsa de cultivo',
        price: 2000,
        discount: 5,
        discount_sparta: 15,
        cost_price: 900,
        variants: [
          {
            variant_name: 'Capacidad',
            options: [
              { name: '10 L', stock: 5, cost_price: 800 },
              { name: '20 L', stock: 5, price_adjustment: 700 },
            ],
          },
          {
            variant_name: 'Color',
            options: [
              { name: 'Negra', stock: 10 },
              { name: 'Beige', stock: 1, price: 3100 },
            ],
          },
        ],
      })
    ).json();

    const anonymous = await call('GET', `/api/products/${created.id}/`, undefined, {});
    expect(anonymous.statusCode).toBe(200);
    const seen = anonymous.json();
    for (const field of [...PRICE_FIELDS, 'sync_with_external']) expect(seen).not.toHaveProperty(field);
    for (const option of seen.variants.flatMap((group: GroupBody) => group.options))
      for (const field of PRICE_FIELDS) expect(option).not.toHaveProperty(field);
    const listed = await call('GET', '/api/products/?search=bolsa de cultivo', undefined, {});
    expect(listed.json().results.map((item: { id: number }) => item.id)).toContain(created.id);

    const forBuyer = (await call('GET', `/api/products/${created.id}/`, undefined, buyer)).json();
    expect(forBuyer).not.toHaveProperty('cost_price');
    expect(forBuyer).not.toHaveProperty('sync_with_external');
    const forStaff = (await call('GET', `/api/products/${created.id}/`)).json();
    expect(forStaff).toMatchObject({ cost_price: 900, sync_with_external: false });
    expect(forBuyer.final_price).toBe(1700);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, created.id));
    const priced = {
      id: row.id,
      price: row.price,
      priceInArs: row.priceInArs,
      costPrice: row.costPrice,
      currency: row.currency,
      ownDiscount: channelDiscount(row.discount, row.discountSparta),
      offerDiscount: 0,
    };
    const stored = await ctx.database.db.select().from(variantOptions);
    for (const option of forBuyer.variants.flatMap((group: GroupBody) => group.options) as OptionBody[]) {
      expect(option).not.toHaveProperty('cost_price');
      const expected = salePrice(priced, [stored.find((candidate) => candidate.id === option.id)!], 1000);
      expect(option.final_price).toBe(expected.finalPrice);
    }
    // 2000 - 15%, 2700 - 15%, 3100 - 15%.
    expect(
      forBuyer.variants.flatMap((group: GroupBody) => group.options.map((option) => option.final_price)),
    ).toEqual([1700, 2295, 1700, 2635]);

    const quote = await call(
      'POST',
      '/api/cart/quote/',
      { items: [{ product: created.id, quantity: 2, variants: { Capacidad: '20 L', Color: 'Beige' } }] },
      buyer,
    );
    expect(quote.json().lines[0]).toMatchObject({ price: 3800, final_price: 3230, error: null });
  });

  it('shows staff the stored fixed peso price of a USD product, and clears it with null (issue 26 item 4)', async () => {
    const url = `/api/products/${data.products.lamp.id}/`;
    const before = (await call('GET', url)).json();
    expect(before).toMatchObject({ currency: 'USD', fixed_price_in_ars: null });
    const set = await call('PATCH', url, { price_in_ars: 95000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ fixed_price_in_ars: 95000, price_in_ars: 95000 });
    const asBuyer = (await call('GET', url, undefined, buyer)).json();
    expect(asBuyer.price_in_ars).toBe(95000);
    expect(asBuyer).not.toHaveProperty('fixed_price_in_ars');
    expect((await lastActivity()).summary).toContain('precio en pesos');
    const cleared = await call('PATCH', url, { price_in_ars: null });
    expect(cleared.json()).toMatchObject({ fixed_price_in_ars: null, price_in_ars: before.price_in_ars });
  });

  it('answers bad bodies with the spec messages, per field', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [
        {},
        {
          name: ['El nombre del producto es requerido'],
          category: ['Por favor selecciona una categoría'],
          price: ['El precio es requerido'],
        },
      ],
      [{ ...base(), name: '   ' }, { name: ['El nombre del producto es requerido'] }],
      [{ ...base(), category: null }, { category: ['Por favor selecciona una categoría'] }],
      [{ ...base(), price: -1 }, { price: ['El precio no puede ser negativo'] }],
      [{ ...base(), price: 'mil' }, { price: ['El monto debe ser un número'] }],
      [{ ...base(), discount: 101 }, { discount: ['El descuento debe estar entre 0 y 100'] }],
      [{ ...base(), stock: -1 }, { stock: ['El stock no puede ser negativo'] }],
      [{ ...base(), stock: 1.5 }, { stock: ['El stock debe ser un número entero'] }],
      [{ ...base(), currency: 'EUR' }, { currency: ['La moneda debe ser ARS o USD'] }],
      [
        { ...base(), image: 'https://otro.host/foto.png' },
        { image: ['La imagen debe ser una imagen subida a la tienda (/media/...)'] },
      ],
      [
        { ...base(), image_2: '/media/../secret' },
        { image_2: ['La imagen debe ser una imagen subida a la tienda (/media/...)'] },
      ],
      [{ ...base(), category: 999999 }, { category: ['Categoría no encontrada'] }],
      [{ ...base(), brand: 999999 }, { brand: ['Marca no encontrada'] }],
      [
        { ...base(), variants: [{ variant_name: 'Talle', options: [] }] },
        { variants: ['Cada variante necesita al menos una opción'] },
      ],
      [
        { ...base(), variants: [{ variant_name: '', options: [{ name: 'S' }] }] },
        { variants: ['El nombre de la variante es requerido'] },
      ],
      [
        { ...base(), variants: [{ variant_name: 'Talle', options: [{ name: ' ' }] }] },
        { variants: ['El nombre de la opción es requerido'] },
      ],
      [
        { ...base(), variants: [{ variant_name: 'Talle', options: [{ name: 'S' }, { name: 's' }] }] },
        { variants: ['La opción s está repetida en Talle'] },
      ],
      [
        {
          ...base(),
          variants: [
            { variant_name: 'Talle', options: [{ name: 'S' }] },
            { variant_name: 'talle', options: [{ name: 'M' }] },
          ],
        },
        { variants: ['La variante talle está repetida'] },
      ],
      [{ ...base(), sku: 'T-LAMP' }, { sku: ['Ya existe un producto o variante con el SKU T-LAMP'] }],
      [{ ...base(), sku: 'T-MAC-CH' }, { sku: ['Ya existe un producto o variante con el SKU T-MAC-CH'] }],
      [
        { ...base(), variants: [{ variant_name: 'Talle', options: [{ name: 'S', sku: 'T-SUS' }] }] },
        { variants: ['Ya existe un producto o variante con el SKU T-SUS'] },
      ],
      [
        {
          ...base(),
          sku: 'NUEVO-1',
          variants: [{ variant_name: 'Talle', options: [{ name: 'S', sku: 'NUEVO-1' }] }],
        },
        { variants: ['El SKU NUEVO-1 está repetido en el producto'] },
      ],
    ];
    const before = await ctx.database.db.select({ id: products.id }).from(products);
    for (const [payload, expected] of cases) {
      const response = await call('POST', '/api/products/', payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({
        payload,
        status: 400,
        body: expected,
      });
    }
    expect(await ctx.database.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });

  it('generates a different SKU for every product, even at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', '/api/products/', { ...base(), name: 'Lámpara LED', brand: data.brands.lumen.id }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const skus = responses.map((response) => response.json().sku as string);
    expect(new Set(skus).size).toBe(8);
    for (const sku of skus) expect(sku).toMatch(/^LAMLUM-\d{6}-[A-HJ-NP-Z2-9]{4}$/);
  });

  it("answers 409 'Error al generar el SKU único' when every generated SKU is taken", async () => {
    const now = Date.now();
    const taken = `MACGRO-${String(now).slice(-6)}-AAAA`;
    expect((await call('POST', '/api/products/', { ...base(), sku: taken })).statusCode).toBe(201);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const random = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => array);
    try {
      const response = await call('POST', '/api/products/', base());
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'Error al generar el SKU único' });
    } finally {
      clock.mockRestore();
      random.mockRestore();
    }
  });

  it('updates any subset of fields and records old and new price and stock', async () => {
    const id = data.products.sustrato.id;
    const price = await call('PATCH', `/api/products/${id}/`, { price: 5500 });
    expect(price.statusCode).toBe(200);
    expect(price.json()).toMatchObject({ price: 5500, final_price: 4950, stock: 10, cost_price: null });
    expect(await lastActivity()).toMatchObject({
      action: 'price_change',
      entity: 'product',
      entityId: String(id),
      summary: 'Sustrato Premium 50L (SKU T-SUS): precio: $5000 → $5500',
    });

    const stock = await call('PATCH', `/api/products/${id}/`, { stock: '12' });
    expect(stock.json().stock).toBe(12);
    expect(await lastActivity()).toMatchObject({
      action: 'stock_change',
      summary: 'Sustrato Premium 50L (SKU T-SUS): stock: 10 → 12',
    });

    const hidden = await call('PATCH', `/api/products/${id}/`, {
      is_available: false,
      is_available_sparta: false,
      is_available_marVerde: false,
      is_own_product: false,
      description: '<p onclick="x()">Nuevo</p>',
    });
    expect(hidden.json()).toMatchObject({
      is_available: false,
      is_available_sparta: false,
      is_available_marVerde: false,
      is_own_product: false,
      description: '<p>Nuevo</p>',
      name: 'Sustrato Premium 50L',
      price: 5500,
    });
    expect((await lastActivity()).action).toBe('update');
    expect((await call('GET', `/api/products/${id}/`, undefined, {})).statusCode).toBe(404);
    expect((await call('GET', `/api/products/${id}/`)).statusCode).toBe(200);

    const cleared = await call('PATCH', `/api/products/${id}/`, { sku: '', is_available: true });
    expect(cleared.json().sku).toMatch(/^SUSGRO-\d{6}-/);

    expect((await call('PATCH', `/api/products/${id}/`, { sku: 'T-LAMP' })).json()).toEqual({
      sku: ['Ya existe un producto o variante con el SKU T-LAMP'],
    });
    expect((await call('PATCH', `/api/products/${id}/`, { discount: 200 })).json()).toEqual({
      discount: ['El descuento debe estar entre 0 y 100'],
    });
    expect((await call('PATCH', '/api/products/999999/', { price: 1 })).statusCode).toBe(404);
  });

  it('replaces variants keeping the option ids it is given; stock follows the options', async () => {
    const created = (
      await call('POST', '/api/products/', {
        ...base(),
        name: 'Remera lisa',
        variants: [
          {
            variant_name: 'Talle',
            options: [
              { name: 'S', sku: 'T-RL-S', stock: 3 },
              { name: 'M', sku: 'T-RL-M', stock: 4 },
            ],
          },
        ],
      })
    ).json();
    expect(created.stock).toBe(7);
    const [talle] = created.variants as GroupBody[];
    const [small, medium] = talle.options;

    // A product with variants takes its stock from the options: a plain stock is not applied.
    expect((await call('PATCH', `/api/products/${created.id}/`, { stock: 100 })).json().stock).toBe(7);

    const response = await call('PATCH', `/api/products/${created.id}/`, {
      variants: [
        {
          id: talle.id,
          variant_name: 'Talle',
          options: [
            { id: medium.id, name: 'M', sku: 'T-RL-S', stock: 9, price_adjustment: 100 },
            { name: 'L', stock: 1 },
            { id: small.id, name: 'S', sku: 'T-RL-M', stock: 0 },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    const options = (updated.variants as GroupBody[])[0].options;
    expect(updated.variants[0].id).toBe(talle.id);
    expect(options.map((option) => [option.id === medium.id, option.name, option.sku, option.stock])).toEqual(
      [
        [true, 'M', 'T-RL-S', 9],
        [false, 'L', expect.stringMatching(/^REML-\d{6}-/), 1],
        [false, 'S', 'T-RL-M', 0],
      ],
    );
    expect(options[2].id).toBe(small.id);
    expect(updated.stock).toBe(10);
    const entry = await lastActivity();
    expect(entry.action).toBe('update');
    for (const text of [
      'stock: 7 → 10',
      'opción agregada: Talle L (stock 1)',
      'Talle M stock: 4 → 9',
      'Talle M ajuste: $0 → $100',
      'Talle S stock: 3 → 0',
    ])
      expect(entry.summary).toContain(text);

    // The variants modal: only option stock moves.
    const modal = (updated.variants as GroupBody[]).map((group) => ({
      id: group.id,
      variant_name: group.variant_name,
      options: group.options.map((option) => ({ ...option, stock: option.name === 'S' ? 5 : option.stock })),
    }));
    expect((await call('PATCH', `/api/products/${created.id}/`, { variants: modal })).json().stock).toBe(15);
    expect(await lastActivity()).toMatchObject({
      action: 'stock_change',
      summary: `Remera lisa (SKU ${updated.sku}): stock: 10 → 15; Talle S stock: 0 → 5`,
    });

    const repeated = await call('PATCH', `/api/products/${created.id}/`, {
      variants: [{ variant_name: 'Talle', options: [{ name: 'S', sku: updated.sku }] }],
    });
    expect(repeated.json()).toEqual({ variants: [`El SKU ${updated.sku} está repetido en el producto`] });
    expect((await call('PATCH', `/api/products/${created.id}/`, { sku: 'T-RL-M' })).json()).toEqual({
      sku: ['El SKU T-RL-M está repetido en el producto'],
    });

    const foreign = await call('PATCH', `/api/products/${created.id}/`, {
      variants: [{ variant_name: 'Talle', options: [{ id: 1, name: 'S' }] }],
    });
    expect(foreign.json()).toEqual({ variants: ['La opción #1 no pertenece a este producto'] });

    const plain = await call('PATCH', `/api/products/${created.id}/`, { variants: [], stock: 20 });
    expect(plain.json()).toMatchObject({ has_variants: false, variants: [], stock: 20 });
  });

  it('deletes a product: featured entry and offers go, order lines keep their copy', async () => {
    const { maceta, compost } = data.products;
    const order = await call(
      'POST',
      '/api/orders/',
      orderPayload([{ product_id: maceta.id, quantity: 1, selected_variants: { Tamaño: 'Chico' } }]),
      buyer,
    );
    expect(order.statusCode).toBe(201);

    expect((await call('DELETE', `/api/products/${maceta.id}/`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/products/${compost.id}/`)).statusCode).toBe(204);
    const db = ctx.database.db;
    expect(await db.select().from(featuredProducts).where(eq(featuredProducts.productId, maceta.id))).toEqual(
      [],
    );
    expect(await db.select().from(offerProducts).where(eq(offerProducts.productId, compost.id))).toEqual([]);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.json().id));
    expect(line).toMatchObject({
      productId: null,
      productName: 'Maceta textil',
      variantDisplay: 'Tamaño: Chico',
    });
    expect((await call('GET', `/api/orders/${order.json().id}/`)).statusCode).toBe(200);
    expect(await lastActivity()).toMatchObject({
      action: 'delete',
      entity: 'product',
      entityId: String(compost.id),
    });

    expect((await call('GET', `/api/products/${maceta.id}/`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/products/${maceta.id}/`)).json()).toEqual({
      detail: 'Producto no encontrado',
    });
  });
});
