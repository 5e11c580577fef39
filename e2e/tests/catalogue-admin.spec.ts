import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/** Catalogue admin screens (issue 9 items 5 and 6): categories, featured products, catalogue order. */

type FeaturedItem = { id: number; position: number; product_details: { name: string } };
type CategoryNode = { id: number; name: string; children: CategoryNode[] };

// Each journey runs several axe checks and waits for toasts: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function adminPage(page: Page, request: APIRequestContext) {
  const session = await apiLogin(request, 'admin', 'admin1234');
  await useSession(page, session);
  return { Authorization: `Bearer ${session.access}` };
}

test('categories: create a category and a subcategory, rename the subcategory and delete it', async ({
  page,
  request,
}) => {
  const auth = await adminPage(page, request);
  const name = `E2E CATEGORIA ${unique()}`;
  try {
    await page.goto('/configuracion/categorias');
    await expect(page.getByRole('heading', { name: 'Categorías', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Categorías' });
    // The five main categories first, in their fixed order (read once the rows are in: the heading
    // shows while the list still loads).
    const names = table.locator('tbody > tr > td:first-child > div > p:first-child');
    await expect(names.nth(4)).toBeVisible();
    const firstNames = await names.allTextContents();
    expect(firstNames.slice(0, 5)).toEqual(['CULTIVO', 'ILUMINARIA', 'PARAFERNALIA', 'MERCH', 'SALUD']);
    await expectAccessible(page, 'categorías');

    // Reorder mode: one category at a time, then left without saving.
    await page.getByRole('button', { name: 'Reordenar subcategorías de CULTIVO' }).click();
    await expect(page.getByRole('button', { name: 'Guardar orden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reordenar subcategorías de ILUMINARIA' })).toBeDisabled();
    await expectAccessible(page, 'categorías: modo reordenar');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('button', { name: 'Guardar orden' })).toBeHidden();

    await page.getByRole('button', { name: 'Crear Categoría' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nueva Categoría' });
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await dialog.getByLabel('Nombre').fill(name);
    // Closing a modal with unsaved changes asks first.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await discard.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(discard).toBeHidden();
    await expect(dialog.getByLabel('Nombre')).toHaveValue(name);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Sin subcategorías');

    await row.getByRole('button', { name: `Subcategoría nueva en ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Nueva Subcategoría' });
    await expect(dialog.getByLabel('Categoría padre')).toHaveValue(name);
    await dialog.getByLabel('Nombre').fill('Semillas e2e');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Subcategorías (arrastra para reordenar)');
    await expect(row.getByRole('list', { name: `Subcategorías de ${name}` })).toContainText('Semillas e2e');

    await row.getByRole('button', { name: 'Editar Semillas e2e' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar Subcategoría' });
    // Checked once the 'Categoría creada' toasts are gone (the toasts are not this screen's).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page, 'categorías: editar subcategoría');
    await dialog.getByLabel('Nombre').fill('Semillas feminizadas e2e');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Semillas feminizadas e2e');

    await row.getByRole('button', { name: 'Eliminar Semillas feminizadas e2e' }).click();
    dialog = page.getByRole('dialog', { name: 'Confirmar eliminación' });
    await expect(dialog).toContainText('¿Estás seguro de eliminar esta subcategoría?');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Sin subcategorías');
    await expect(row).not.toContainText('Semillas feminizadas e2e');
  } finally {
    // Leave the seeded tree as it was for the specs that follow.
    const tree = (await (await request.get('/api/categories/ordered_hierarchy/')).json()) as CategoryNode[];
    const created = tree.find((category) => category.name === name);
    if (created) {
      const response = await request.delete(`/api/categories/${created.id}/`, {
        headers: { ...auth, 'X-Delete-Operation': 'TRUE' },
      });
      expect(response.ok()).toBe(true);
    }
  }
});

test('featured: the last product moved to first with the keyboard leads the home carousel after saving', async ({
  page,
  request,
}) => {
  const auth = await adminPage(page, request);
  const original = (await (
    await request.get('/api/featured-products/', { headers: auth })
  ).json()) as FeaturedItem[];
  expect(original.length).toBeGreaterThan(2);
  const last = original[original.length - 1];
  try {
    await page.goto('/configuracion/productos/destacados');
    const list = page.getByRole('list', { name: 'Productos destacados' });
    await expect(list.getByRole('listitem')).toHaveCount(original.length);
    await expectAccessible(page, 'destacados');

    // The picker finds products and marks the featured ones; closed without adding.
    await page.getByRole('button', { name: 'Agregar producto destacado' }).click();
    const picker = page.getByRole('dialog', { name: 'Agregar producto destacado' });
    await picker.getByLabel('Buscar productos').fill(last.product_details.name.slice(0, 12));
    await expect(picker.getByRole('list', { name: 'Resultados de la búsqueda' })).toContainText(
      last.product_details.name,
    );
    await expectAccessible(page, 'destacados: agregar');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    // Keyboard: take the handle with Space, arrow up to the top, drop with Space.
    const handle = page.getByRole('button', { name: `Mover ${last.product_details.name}` });
    await handle.focus();
    await page.keyboard.press('Space');
    // One slot per key press, taken only once the previous move has settled: press until dnd-kit's live
    // region says it is over the first slot (a press at the top moves nothing).
    const total = original.length;
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(
        page.getByText(`${last.product_details.name} pasa a la posición 1 de ${total}.`),
      ).toBeAttached({ timeout: 400 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Space');
    await expect(list.getByRole('listitem').first()).toContainText(last.product_details.name);
    await expect(page.getByText('Cambios sin guardar')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar orden' }).click();
    await expect(page.getByText('Orden de los destacados guardado')).toBeVisible();
    await expect(page.getByText('Cambios sin guardar')).toBeHidden();

    await page.goto('/');
    const carousel = page.locator('section[aria-labelledby="destacados-titulo"]');
    await expect(carousel.getByRole('heading', { level: 3 }).first()).toHaveText(last.product_details.name);
  } finally {
    const response = await request.post('/api/featured-products/reorder/', {
      headers: auth,
      data: { items: original.map((item) => ({ id: item.id, position: item.position })) },
    });
    expect(response.ok()).toBe(true);
  }
});

test('catalogue order: products of one category reordered on the screen keep that order in the storefront', async ({
  page,
  request,
}) => {
  const auth = await adminPage(page, request);
  const category = `E2E ORDEN ${unique()}`;
  const created = await request.post('/api/categories/', { headers: auth, data: { name: category } });
  expect(created.ok()).toBe(true);
  const categoryId = ((await created.json()) as { id: number }).id;
  const productIds: number[] = [];
  try {
    // Three visible products far down the catalogue (high order numbers), so other lists do not change.
    for (const [index, name] of ['Primero e2e', 'Segundo e2e', 'Tercero e2e'].entries()) {
      const response = await request.post('/api/products/', {
        headers: auth,
        data: {
          name: `${name} ${category}`,
          category: categoryId,
          price: 1000,
          stock: 5,
          order: 900_000 + index,
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      productIds.push(((await response.json()) as { id: number }).id);
    }

    await page.goto('/configuracion/productos/order');
    const list = page.getByRole('list', { name: 'Productos en el orden del catálogo' });
    await expect(list.getByRole('listitem')).toHaveCount(50);
    await expect(page.getByRole('button', { name: 'Cargar más' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar orden' })).toBeDisabled();
    await expectAccessible(page, 'orden de productos');

    await page.getByLabel('Categoría', { exact: true }).selectOption({ label: category });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText('Primero e2e');
    await page.getByRole('button', { name: `Mover Tercero e2e ${category} al principio` }).click();
    await expect(page.getByText('Cambios sin guardar')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar orden' }).click();
    await expect(page.getByText('Orden del catálogo guardado')).toBeVisible();
    await expect(list.getByRole('listitem').first()).toContainText('Tercero e2e');

    await page.goto(`/productos?category_name=${encodeURIComponent(category)}`);
    const names = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(names).toHaveText([
      `Tercero e2e ${category}`,
      `Primero e2e ${category}`,
      `Segundo e2e ${category}`,
    ]);
  } finally {
    for (const id of productIds) await request.delete(`/api/products/${id}/`, { headers: auth });
    await request.delete(`/api/categories/${categoryId}/`, {
      headers: { ...auth, 'X-Delete-Operation': 'TRUE' },
    });
  }
});
