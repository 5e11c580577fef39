import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * The external supplier (issue 13 item 4): the e2e config starts a supplier instance (SEED_PROFILE=
 * supplier: against the demo store, 10 products and 11 variants the store lacks) and points the store
 * at it. An admin sees the pending sync, opens the missing list, creates one product from the
 * comparison, and finds it in the shop.
 */

test('an admin sees the pending sync, creates a missing product from the comparison and finds it in the shop', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  let productId: number | undefined;
  try {
    await useSession(page, admin);
    await page.goto('/configuracion/productos');
    const banner = page.getByRole('region', { name: 'Sincronización pendiente' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner).toContainText(/Faltan 10 productos y 11 variantes del proveedor\./);
    await expect(banner).toContainText(/Sincronizado:\s*\d+(,\d+)?%/);
    await expect(banner).toContainText(/Última verificación: \d{2}\/\d{2}\/\d{4}/);

    // The missing list: both kinds, 20 to a page, filtered by kind.
    await banner.getByRole('button', { name: 'Ver faltantes' }).click();
    const missing = page.getByRole('dialog', { name: 'Productos faltantes' });
    const list = missing.getByRole('list', { name: 'Faltantes' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(missing).toContainText('21 faltantes · página 1 de 2');
    await expect(list.getByText(/^Variante de /).first()).toBeVisible();
    await expectAccessible(page, 'inventario: productos faltantes');
    await missing.getByRole('button', { name: /^Productos/ }).click();
    await expect(missing).toContainText('10 faltantes');
    await expect(list.getByRole('button', { name: /^Crear producto: / })).toHaveCount(10);
    await page.keyboard.press('Escape');
    await expect(missing).toBeHidden();

    // The comparison: the summary and 'Crear producto' on the first missing product.
    await banner.getByRole('button', { name: 'Comparar inventarios' }).click();
    const comparison = page.getByRole('dialog', { name: 'Comparar inventarios' });
    await expect(comparison.getByText('Faltan en tu catálogo')).toBeVisible({ timeout: 30_000 });
    await expect(comparison.locator('dd').nth(2)).toHaveText('10');
    await expectAccessible(page, 'inventario: comparación');
    const item = comparison.getByRole('listitem').first();
    const create = item.getByRole('button', { name: /^Crear producto: / });
    const name = ((await create.getAttribute('aria-label')) ?? '').replace(/^Crear producto: /, '');
    expect(name).toMatch(/pack mayorista/);
    const sku = (await item.getByText(/SKU /).textContent())?.match(/SKU (\S+)/)?.[1];
    expect(sku).toBeTruthy();
    await create.click();

    // The form opens prefilled from the supplier's product; a category is picked, then it is saved.
    await expect(page).toHaveURL(/\/configuracion\/productos\/agregar\?from_external=true/);
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(sku!);
    await expect(page.getByLabel('Precio', { exact: true })).not.toHaveValue('');
    await page.getByLabel('Categoría', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page).toHaveURL(/\/configuracion\/productos\/editar\/\d+$/);
    productId = Number(page.url().split('/').pop());

    // Back in the inventory, a refresh counts one product fewer.
    await page.goto('/configuracion/productos');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByRole('region', { name: 'Sincronización pendiente' })).toContainText(
      /Faltan 9 productos y 11 variantes del proveedor\./,
      { timeout: 30_000 },
    );

    // A visitor finds it in the shop, by its name and on its own page.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/productos?search=${encodeURIComponent(name)}`);
    await expect(visitor.getByRole('article').filter({ hasText: name })).toHaveCount(1);
    await visitor.goto(`/producto/${productId}`);
    await expect(visitor.getByRole('heading', { name })).toBeVisible();
    await visitorContext.close();
  } finally {
    if (productId) await request.delete(`/api/products/${productId}/`, { headers: auth });
  }
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sync banner and the missing list fit the screen and work with the keyboard', async ({
    page,
    request,
  }) => {
    await useSession(page, await apiLogin(request, 'admin', 'admin1234'));
    await page.goto('/configuracion/productos');
    const banner = page.getByRole('region', { name: /Sincronización pendiente|Todo sincronizado/ });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'inventario con el aviso de sincronización en el teléfono');

    await banner.getByRole('button', { name: 'Ver faltantes' }).focus();
    await page.keyboard.press('Enter');
    const missing = page.getByRole('dialog', { name: 'Productos faltantes' });
    await expect(missing.getByRole('list', { name: 'Faltantes' })).toBeVisible();
    // The focus starts inside the dialog and stays there.
    await expect(missing.getByRole('button', { name: /^Todos/ })).toBeFocused();
    for (let step = 0; step < 6; step++) await page.keyboard.press('Shift+Tab');
    expect(await missing.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await missing.getByRole('button', { name: /^Variantes/ }).click();
    await expect(missing).toContainText('11 faltantes');
    await expect(missing.getByRole('button', { name: /^Agregar variante: / })).toHaveCount(11);
    const box = await missing.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectAccessible(page, 'faltantes en el teléfono');
    await page.keyboard.press('Escape');
    await expect(missing).toBeHidden();
  });
});
