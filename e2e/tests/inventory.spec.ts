import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/** The admin inventory (issue 9 item 4): search, quick price edit, visibility toggle, phone cards. */

type CategoryRow = { id: number; name: string };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const money = (value: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(Math.round(value))}`;

/** A product of this test only (no variants), created through the API as the admin. */
async function createProduct(
  request: APIRequestContext,
  auth: Record<string, string>,
  name: string,
  variants: unknown[] = [],
) {
  const categories = (await (await request.get('/api/categories/')).json()) as
    | CategoryRow[]
    | { results: CategoryRow[] };
  const category = (Array.isArray(categories) ? categories : categories.results)[0];
  const response = await request.post('/api/products/', {
    headers: auth,
    data: { name, category: category.id, price: 1000, stock: 20, is_available: true, variants },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

async function openInventory(page: Page, search: string) {
  await page.goto('/configuracion/productos');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(search);
  await expect(page).toHaveURL(/[?&]search=/);
}

test('an admin finds a product and edits its price in place; a buyer sees the new price', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const name = `Inventario e2e ${unique()}`;
  const product = await createProduct(request, auth, name);
  try {
    await useSession(page, admin);
    await openInventory(page, name);
    const row = page.getByRole('table', { name: 'Productos' }).getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/producto/${product.id}`,
    );
    await expect(row).toContainText('En stock');
    await expectAccessible(page, 'inventario');

    // Quick price edit: click the price, type, Enter.
    await row.getByRole('button', { name: `${money(1000)} (editar precio de ${name})` }).click();
    const input = row.getByLabel(`Precio de ${name}`);
    await expect(input).toBeFocused();
    await input.fill('2345');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/products/${product.id}/`) && response.request().method() === 'PATCH',
    );
    await input.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(input).toBeHidden();
    await expect(
      row.getByRole('button', { name: `${money(2345)} (editar precio de ${name})` }),
    ).toBeVisible();

    // Escape leaves the stock as it was and sends nothing.
    await row.getByRole('button', { name: /editar stock de/ }).click();
    await row.getByLabel(`Stock de ${name}`).fill('3');
    await row.getByLabel(`Stock de ${name}`).press('Escape');
    await expect(row.getByRole('button', { name: `20 (editar stock de ${name})` })).toBeVisible();

    // A buyer, in a browser of their own, sees the new price on the product page.
    const buyerContext = await browser.newContext();
    const buyerPage = await buyerContext.newPage();
    await useSession(buyerPage, await apiLogin(request, 'demo', 'demo1234'));
    await buyerPage.goto(`/producto/${product.id}`);
    await expect(buyerPage.getByRole('heading', { name })).toBeVisible();
    await expect(buyerPage.getByText(money(2345), { exact: true }).first()).toBeVisible();
    await buyerContext.close();
  } finally {
    await request.delete(`/api/products/${product.id}/`, { headers: auth });
  }
});

test('hiding a product from the inventory takes it off the shop; the filters survive a reload', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const name = `Inventario oculto e2e ${unique()}`;
  const product = await createProduct(request, auth, name);
  try {
    // An anonymous visitor finds it in /productos while it is visible.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/productos?search=${encodeURIComponent(name)}`);
    const visitorCards = visitor.getByRole('article').filter({ hasText: name });
    await expect(visitorCards).toHaveCount(1);

    await useSession(page, admin);
    await openInventory(page, name);
    const table = page.getByRole('table', { name: 'Productos' });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Visible (${name})` }).click();
    await expect(row.getByRole('button', { name: `No visible (${name})` })).toBeVisible();
    expect(
      (await (await request.get(`/api/products/${product.id}/`, { headers: auth })).json()).is_available,
    ).toBe(false);

    await visitor.goto(`/productos?search=${encodeURIComponent(name)}`);
    await expect(visitor.getByRole('main').getByText('No se encontraron productos')).toBeVisible();
    await expect(visitorCards).toHaveCount(0);
    await visitorContext.close();

    // The filters live in the URL: a reload keeps the search and the chosen stock filter.
    await page.getByLabel('Stock', { exact: true }).selectOption('in_stock');
    await expect(page).toHaveURL(/stock_status=in_stock/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue(name);
    await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('in_stock');
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);

    // The export takes the same filters: a CSV with this product only.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  } finally {
    await request.delete(`/api/products/${product.id}/`, { headers: auth });
  }
});

test('the search lists the exact SKU, then the exact name, then prefixes, then typos (issue 26 item 12)', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  // A word of letters only (the typo search matches words of letters), unique to this run.
  const word = `kolvax${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const title = word[0].toUpperCase() + word.slice(1);
  const typo = `${word.slice(0, -1)}${word.endsWith('z') ? 'y' : 'z'}`;
  // Oldest first: the default order ('Más nuevos') alone would list them the other way round.
  const wanted = [
    { name: `Pala de jardín ${unique()}`, sku: word.toUpperCase() },
    { name: title, sku: `${word.toUpperCase()}-N` },
    { name: `${title}ito reforzado ${unique()}`, sku: null },
    { name: `Rastrillo ${typo} ${unique()}`, sku: null },
  ];
  const categories = (await (await request.get('/api/categories/')).json()) as CategoryRow[];
  const ids: number[] = [];
  try {
    for (const product of wanted) {
      const created = await request.post('/api/products/', {
        headers: auth,
        data: { ...product, category: categories[0].id, price: 1000, stock: 3 },
      });
      expect(created.status(), await created.text()).toBe(201);
      ids.push(((await created.json()) as { id: number }).id);
    }
    await useSession(page, admin);
    await openInventory(page, word);
    const rows = page.getByRole('table', { name: 'Productos' }).getByRole('row');
    // The header row, then the four products in the order of their match.
    await expect(rows).toHaveCount(5);
    for (const [index, product] of wanted.entries())
      await expect(rows.nth(index + 1)).toContainText(product.name);
  } finally {
    for (const id of ids) await request.delete(`/api/products/${id}/`, { headers: auth });
  }
});

test('a USD product gets a fixed peso price in the form, the inventory shows it, and clearing it brings back the rate (issue 26 item 4)', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const name = `Importado e2e ${unique()}`;
  const categories = (await (await request.get('/api/categories/')).json()) as CategoryRow[];
  const created = await request.post('/api/products/', {
    headers: auth,
    data: { name, category: categories[0].id, price: 100, currency: 'USD', stock: 4 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number; price_in_ars: number };
  const buyerPrice = async () =>
    (
      (await (
        await request.get(`/api/products/${product.id}/`, {
          headers: { Authorization: `Bearer ${buyer.access}` },
        })
      ).json()) as { price_in_ars: number }
    ).price_in_ars;
  try {
    await useSession(page, admin);
    await page.goto(`/configuracion/productos/editar/${product.id}`);
    const fixed = page.getByLabel('Precio fijo en pesos');
    await expect(fixed).toHaveValue('');
    await expect(page.getByText('no se usa la cotización del dólar')).toBeVisible();
    await fixed.fill('95000');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Producto actualizado correctamente').first()).toBeVisible();
    expect(await buyerPrice()).toBe(95000);

    await openInventory(page, name);
    const row = page.getByRole('table', { name: 'Productos' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Precio fijo $ 95.000');

    await page.goto(`/configuracion/productos/editar/${product.id}`);
    await expect(fixed).toHaveValue('95000');
    await page.getByRole('button', { name: 'Quitar precio fijo' }).click();
    await expect(fixed).toHaveValue('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Producto actualizado correctamente').first()).toBeVisible();
    expect(await buyerPrice()).toBe(product.price_in_ars);
    await openInventory(page, name);
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText('Precio fijo');
  } finally {
    await request.delete(`/api/products/${product.id}/`, { headers: auth });
  }
});

test('a product with variants opens the variants modal and saves its options in one change', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const name = `Inventario variantes e2e ${unique()}`;
  const product = await createProduct(request, auth, name, [
    {
      variant_name: 'Talle',
      options: [
        { name: 'S', stock: 2 },
        { name: 'M', stock: 5, price_adjustment: 100 },
      ],
    },
  ]);
  const before = (await (await request.get(`/api/products/${product.id}/`, { headers: auth })).json()) as {
    variants: { options: { id: number; sku: string }[] }[];
  };
  try {
    await useSession(page, admin);
    await openInventory(page, name);
    const row = page.getByRole('table', { name: 'Productos' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Stock bajo');
    await row.getByRole('button', { name: `7 (editar variantes de ${name})` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar variantes' });
    await expect(dialog).toContainText(name);
    await expectAccessible(page, 'inventario: variantes');
    // A number field takes no letters; left empty it counts as 0 (backoffice §5).
    await dialog.getByLabel('Stock de Talle S').fill('');
    await dialog.getByLabel('Stock de Talle M').fill('12');
    await dialog.getByLabel('Precio de Talle M').fill('1500');
    await dialog.getByRole('button', { name: 'Guardar variantes' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: `12 (editar variantes de ${name})` })).toBeVisible();
    await expect(row).toContainText('En stock');

    const after = (await (await request.get(`/api/products/${product.id}/`, { headers: auth })).json()) as {
      stock: number;
      variants: { options: { id: number; sku: string; stock: number; price: number | null }[] }[];
    };
    expect(after.stock).toBe(12);
    // The same options (ids and SKUs kept), with the typed stock (empty is 0) and price.
    expect(after.variants[0].options.map(({ id, sku }) => ({ id, sku }))).toEqual(
      before.variants[0].options.map(({ id, sku }) => ({ id, sku })),
    );
    expect(after.variants[0].options.map(({ stock, price }) => ({ stock, price }))).toEqual([
      { stock: 0, price: null },
      { stock: 12, price: 1500 },
    ]);
  } finally {
    await request.delete(`/api/products/${product.id}/`, { headers: auth });
  }
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the inventory shows cards, filters in a drawer, and deletes after a warning', async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, 'admin', 'admin1234');
    const auth = { Authorization: `Bearer ${admin.access}` };
    const name = `Inventario movil e2e ${unique()}`;
    const product = await createProduct(request, auth, name);
    try {
      await useSession(page, admin);
      await openInventory(page, name);
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = page
        .getByRole('list', { name: 'Productos' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(money(1000));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, 'inventario en el teléfono');

      await page.getByRole('button', { name: /^Filtros/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filtros' });
      await drawer.getByLabel('Propiedad').selectOption('false');
      await expect(page).toHaveURL(/own_product=false/);
      await drawer.getByRole('button', { name: /^Ver / }).click();
      await expect(drawer).toBeHidden();
      await expect(
        page.getByText('No hay productos que coincidan con la búsqueda o los filtros.'),
      ).toBeVisible();
      await page.getByRole('button', { name: /^Filtros\s*1$/ }).click();
      await page.getByRole('dialog', { name: 'Filtros' }).getByLabel('Propiedad').selectOption('all');
      await page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: /^Ver / }).click();
      await expect(card).toHaveCount(1);

      await card.getByRole('button', { name: `Acciones para ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Eliminar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Eliminar producto' });
      await expect(dialog).toContainText('Esta acción no se puede deshacer.');
      await dialog.getByRole('button', { name: 'Eliminar' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toHaveCount(0);
      expect((await request.get(`/api/products/${product.id}/`, { headers: auth })).status()).toBe(404);
    } finally {
      await request.delete(`/api/products/${product.id}/`, { headers: auth });
    }
  });
});
