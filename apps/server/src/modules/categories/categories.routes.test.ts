import { CATEGORY_MESSAGES } from '@mayorista/shared/catalog-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, categories, products } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

type Node = { id: number; name: string; slug: string; order: number; children: Node[] };

describe(`categories admin API (${dbKind})`, () => {
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
  const tree = async (headers: Record<string, string> = {}) =>
    (await call('GET', '/api/categories/ordered_hierarchy/', undefined, headers)).json() as Node[];
  const find = (nodes: Node[], name: string): Node | undefined => {
    for (const node of nodes) {
      if (node.name === name) return node;
      const found = find(node.children, name);
      if (found) return found;
    }
    return undefined;
  };
  const activities = (entity: string) =>
    ctx.database.db.select().from(activityLog).where(eq(activityLog.entity, entity));

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('lets only staff write: 401 anonymous, 403 buyer', async () => {
    const id = data.categories.cultivo.id;
    const writes: [method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown][] = [
      ['POST', '/api/categories/', { name: 'Nueva' }],
      ['PUT', `/api/categories/${id}/`, { name: 'Otra' }],
      ['DELETE', `/api/categories/${id}/`],
      ['POST', `/api/categories/${id}/reorder_children/`, { child_order: [] }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      expect((await call(method, url, payload, buyer)).statusCode).toBe(403);
    }
    expect((await tree()).map((node) => node.name)).toEqual(['CULTIVO', 'ILUMINARIA', 'En oferta']);
  });

  it('creates categories and subcategories with a generated unique slug, at the end of their level', async () => {
    const root = await call('POST', '/api/categories/', { name: '  Salud  ' });
    expect(root.statusCode).toBe(201);
    expect(root.json()).toMatchObject({ name: 'Salud', slug: 'salud', parent: null, product_count: 0 });
    const child = await call('POST', '/api/categories/', {
      name: 'Bandejas ñandú',
      parent: data.categories.cultivo.id,
    });
    expect(child.json()).toMatchObject({
      slug: 'cultivo-bandejas-nandu',
      parent: data.categories.cultivo.id,
      order: 1,
    });
    // A main category goes to its fixed place (SALUD after ILUMINARIA), the rest after.
    expect((await tree()).map((node) => node.name)).toEqual(['CULTIVO', 'ILUMINARIA', 'Salud', 'En oferta']);
    expect(find(await tree(), 'CULTIVO')?.children.map((node) => node.name)).toEqual([
      'Sustratos',
      'Bandejas ñandú',
    ]);
    // The same name elsewhere is fine; its slug gets a number when the plain one is taken.
    const other = await call('POST', '/api/categories/', { name: 'Cultivo bandejas ñandú' });
    expect(other.json().slug).toBe('cultivo-bandejas-nandu-2');
    const logged = await activities('category');
    expect(logged.map((entry) => entry.summary)).toContain(
      "Subcategoría 'Bandejas ñandú' creada en 'CULTIVO'",
    );
  });

  it('refuses a missing or repeated name, an unknown parent and a fourth level with Spanish messages', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { name: [CATEGORY_MESSAGES.nameRequired] }],
      [{ name: '   ' }, { name: [CATEGORY_MESSAGES.nameRequired] }],
      [{ name: 'x'.repeat(101) }, { name: [CATEGORY_MESSAGES.nameTooLong] }],
      [{ name: 'cultivo' }, { name: [CATEGORY_MESSAGES.nameTaken] }],
      [{ name: 'SUSTRATOS', parent: data.categories.cultivo.id }, { name: [CATEGORY_MESSAGES.nameTaken] }],
      [{ name: 'Nueva', parent: 999999 }, { parent: [CATEGORY_MESSAGES.parentNotFound] }],
      [{ name: 'Nueva', parent: 'uno' }, { parent: ['parent debe ser un número entero positivo'] }],
      [{ name: 'Profunda', parent: data.categories.organicos.id }, { parent: [CATEGORY_MESSAGES.tooDeep] }],
    ];
    for (const [payload, body] of cases) {
      const response = await call('POST', '/api/categories/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(body);
    }
  });

  it('renames and moves a category; refuses cycles; answers 404 for an unknown one', async () => {
    const { paneles, cultivo, sustratos, organicos, iluminaria } = data.categories;
    const renamed = await call('PUT', `/api/categories/${paneles.id}/`, {
      name: 'Paneles',
      parent: iluminaria.id,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Paneles', slug: 'iluminaria-paneles', product_count: 1 });
    const moved = await call('PUT', `/api/categories/${paneles.id}/`, {
      name: 'Paneles',
      parent: cultivo.id,
    });
    expect(moved.json()).toMatchObject({ parent: cultivo.id, slug: 'cultivo-paneles' });
    expect(find(await tree(), 'CULTIVO')?.children.at(-1)?.name).toBe('Paneles');
    // Without parent the parent stays.
    expect((await call('PUT', `/api/categories/${paneles.id}/`, { name: 'Paneles LED' })).json().parent).toBe(
      cultivo.id,
    );
    for (const parent of [cultivo.id, organicos.id]) {
      const response = await call('PUT', `/api/categories/${cultivo.id}/`, { name: 'CULTIVO', parent });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ parent: [CATEGORY_MESSAGES.cycle] });
    }
    // Sustratos has a child: under Paneles LED it would reach a fourth level.
    const deep = await call('PUT', `/api/categories/${sustratos.id}/`, {
      name: 'Sustratos',
      parent: paneles.id,
    });
    expect(deep.json()).toEqual({ parent: [CATEGORY_MESSAGES.tooDeep] });
    expect((await call('PUT', '/api/categories/999999/', { name: 'X' })).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/categories/${paneles.id}/`, { name: 'Paneles LED', parent: null })).json(),
    ).toMatchObject({
      parent: null,
      slug: 'paneles-led',
    });
  });

  it('reorders the children of a category: exactly its children, persisted, seen by the storefront', async () => {
    const cultivo = find(await tree(), 'CULTIVO')!;
    const ids = cultivo.children.map((node) => node.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const reversed = [...ids].reverse();
    for (const childOrder of [
      ids.slice(1),
      [...ids, ids[0]],
      [...ids.slice(1), data.categories.paneles.id],
    ]) {
      const refused = await call('POST', `/api/categories/${cultivo.id}/reorder_children/`, {
        child_order: childOrder,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ child_order: [CATEGORY_MESSAGES.childOrder] });
    }
    const response = await call('POST', `/api/categories/${cultivo.id}/reorder_children/`, {
      child_order: reversed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().children.map((node: Node) => node.id)).toEqual(reversed);
    expect(find(await tree(), 'CULTIVO')?.children.map((node) => node.id)).toEqual(reversed);
    expect(find(await tree(buyer), 'CULTIVO')?.children.map((node) => node.id)).toEqual(reversed);
    expect(
      (await call('POST', '/api/categories/999999/reorder_children/', { child_order: [] })).statusCode,
    ).toBe(404);
    expect((await activities('category')).some((entry) => entry.action === 'reorder')).toBe(true);
  });

  it('deletes only with X-Delete-Operation: TRUE, with its subcategories; products stay without category', async () => {
    const { sustratos, organicos } = data.categories;
    const refused = await call('DELETE', `/api/categories/${sustratos.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: CATEGORY_MESSAGES.deleteNotConfirmed });
    const wrong = await call('DELETE', `/api/categories/${sustratos.id}/`, undefined, {
      ...staff,
      'x-delete-operation': 'yes',
    });
    expect(wrong.statusCode).toBe(400);

    const before = await ctx.database.db.select().from(products).where(eq(products.categoryId, sustratos.id));
    expect(before.length).toBeGreaterThan(0);
    const response = await call('DELETE', `/api/categories/${sustratos.id}/`, undefined, {
      ...staff,
      'X-Delete-Operation': 'TRUE',
    });
    expect(response.statusCode).toBe(200);
    // Sustratos (Sustrato, Maceta, Producto oculto) and Orgánicos (Compost).
    expect(response.json()).toEqual({
      detail: 'Categoría eliminada',
      deleted_categories: 2,
      uncategorized_products: 4,
    });
    const left = await ctx.database.db.select().from(categories);
    expect(left.map((row) => row.id)).not.toContain(organicos.id);
    const product = (await call('GET', `/api/products/${data.products.compost.id}/`)).json();
    expect(product).toMatchObject({ name: 'Compost orgánico 10kg', category: null, category_name: null });
    expect(find(await tree(), 'Sustratos')).toBeUndefined();
    expect(
      (
        await call('DELETE', `/api/categories/${sustratos.id}/`, undefined, {
          ...staff,
          'x-delete-operation': 'TRUE',
        })
      ).statusCode,
    ).toBe(404);
    const [entry] = (await activities('category')).filter((row) => row.action === 'delete');
    expect(entry).toMatchObject({ entityId: String(sustratos.id) });
    expect(entry.summary).toContain('4 productos quedaron sin categoría');
  });
});
