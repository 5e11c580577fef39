import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { screenshot } from '../support/shots';
import { expect, test } from '../support/test';

/**
 * 'Cambios de precio' (issue 29 item 5, decision 053), end to end: staff raise a product's price on
 * the product form; the buyer opens 'Cambios de precio' in their panel and sees it, old -> new with
 * the percent and 'Subió' in words, then narrows the list by category and date by keyboard.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('staff change a price on the product form and the buyer sees it in Cambios de precio', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  const categories = (await (await request.get('/api/categories/')).json()) as
    | { id: number; name: string }[]
    | { results: { id: number; name: string }[] };
  const category = (Array.isArray(categories) ? categories : categories.results)[0];
  const name = `Aceite cambio ${unique()}`;
  const created = await request.post('/api/products/', {
    headers: auth,
    data: { name, category: category.id, price: 10000, stock: 20, is_available: true, variants: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Staff: 10.000 -> 12.500 on the product form.
  await useSession(page, admin);
  await page.goto(`/configuracion/productos/editar/${id}`);
  await expect(page.getByRole('heading', { name: 'Editar producto' })).toBeVisible();
  await page.getByLabel('Precio', { exact: true }).fill('12500');
  const saved = page.waitForResponse(
    (response) => /\/api\/products\/\d+\/$/.test(response.url()) && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await saved).ok()).toBe(true);

  // The buyer (demo, on the default list): the change is in their panel, since today.
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-AR' });
  const shop = await context.newPage();
  await useSession(shop, buyer);
  await shop.goto('/configuracion');
  await shop.getByRole('link', { name: 'Cambios de precio' }).first().click();
  await expect(shop).toHaveURL(/\/configuracion\/cambios-de-precio$/);
  await expect(shop.getByRole('heading', { name: 'Cambios de precio' })).toBeVisible();
  const row = shop.getByRole('row').filter({ hasText: name });
  // Ask from a date the change is after: today, or yesterday when the page already starts today (the
  // demo buyer's last order may be from today, made by an earlier journey on this stack).
  const day = (daysAgo: number) =>
    new Date(Date.now() - 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const since = shop.getByLabel('Desde');
  await expect(since).not.toHaveValue('');
  const from = (await since.inputValue()) === day(0) ? day(1) : day(0);
  await since.fill(from);
  await expect(shop).toHaveURL(new RegExp(`desde=${from}`));
  await expect(row).toBeVisible();
  await expect(row).toContainText('$ 10.000,00');
  await expect(row).toContainText('$ 12.500,00');
  await expect(row).toContainText('+25,00 %');
  await expect(row).toContainText('Subió');
  await expectAccessible(shop, 'cambios de precio');
  await screenshot(shop, 'price-changes-1366', { fullPage: true });

  // By keyboard: the category filter; the product's category keeps it, another leaves it out.
  const select = shop.getByRole('combobox', { name: 'Categoría', exact: true });
  await select.focus();
  await select.selectOption({ label: category.name });
  await expect(shop).toHaveURL(new RegExp(`categoria=${category.id}`));
  await expect(row).toBeVisible();

  await shop.setViewportSize({ width: 390, height: 844 });
  await expect(shop.getByText(name)).toBeVisible();
  await screenshot(shop, 'price-changes-390', { fullPage: true });

  // The filters live in the address: a category with no changes shows the empty state.
  await shop.goto('/configuracion/cambios-de-precio?desde=2000-01-01&categoria=999999');
  await expect(shop.getByText('No hubo cambios de precio desde esa fecha')).toBeVisible();
  await expect(shop.getByRole('heading', { name: 'Cambios de precio' })).toBeVisible();
  await screenshot(shop, 'price-changes-empty-390', { fullPage: true });
  await context.close();
});
