import { expect, type Page, test } from '@playwright/test';

type ApiProduct = {
  id: number;
  name: string;
  has_variants: boolean;
  variants: { variant_name: string; options: { name: string; stock: number }[] }[];
  total_discount?: number;
  final_price?: number;
};

const LOCK = 'Inicia sesión para ver el precio';

async function login(page: Page, username: string, password: string) {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
  await expect(page).not.toHaveURL(/iniciar-sesion/);
}

test('an anonymous visitor browses without prices and the filters live in the URL', async ({ page }) => {
  await page.goto('/productos');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  await expect(page.getByText(LOCK).first()).toBeVisible();
  await expect(page.locator('text=/\\$\\s?\\d/')).toHaveCount(0);

  await page
    .getByRole('complementary')
    .getByRole('button', { name: /^Iluminaria/ })
    .first()
    .click();
  await expect(page).toHaveURL(/category_(name|id)=/);
  const categoryUrl = page.url();

  await page.getByRole('complementary').getByRole('button', { name: 'LumaGrow' }).click();
  await expect(page).toHaveURL(/brand_name=LumaGrow/);
  expect(page.url()).not.toMatch(/category_(name|id)=/);
  await expect(page.getByRole('article').first()).toContainText(/lumagrow/i);

  await page.getByRole('switch').first().click();
  await expect(page).toHaveURL(/sale=true/);

  await page.goto(categoryUrl);
  await page.getByRole('searchbox', { name: 'Buscar en el catálogo' }).fill('panel');
  await expect(page).toHaveURL(/search=panel/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('article').first()).toContainText(/panel/i);

  await page.goto('/productos?search=zzzzqqqq');
  await expect(page.getByRole('main').getByText('No se encontraron productos')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Limpiar filtros' }).first().click();
  await expect(page).toHaveURL(/\/productos$/);
});

test('a product with variants shows its options and the lock message to a visitor', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/products/?page_size=200')).json();
  const product = (list.results as ApiProduct[]).find(
    (item) =>
      item.has_variants &&
      item.variants.some((variant) => variant.options.some((option) => option.stock === 0)),
  );
  expect(product, 'the demo catalogue has a variant product with a sold-out option').toBeTruthy();
  await page.goto(`/producto/${product!.id}`);
  await expect(page.getByRole('heading', { name: product!.name })).toBeVisible();
  await expect(page.getByText(LOCK).first()).toBeVisible();
  const group = product!.variants[0];
  await expect(page.getByRole('group', { name: new RegExp(group.variant_name) })).toBeVisible();
  await expect(page.getByText('(Agotado)').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inicia sesión para comprar' })).toHaveAttribute(
    'href',
    /redirect=/,
  );
});

test('a buyer logs in and sees prices and discounts', async ({ page, request }) => {
  await login(page, 'demo', 'demo1234');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const onSale = await (
    await request.get('/api/products/on-sale/?page_size=1', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const product = onSale.results[0] as ApiProduct;
  await page.goto(`/producto/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(page.getByText(LOCK)).toHaveCount(0);
  await expect(page.getByText(`-${Math.round(product.total_discount!)}%`).first()).toBeVisible();
  const price = `$ ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(Math.round(product.final_price!))}`;
  await expect(page.getByText(price).first()).toBeVisible();
  await page.goto('/productos');
  await expect(page.getByText(LOCK)).toHaveCount(0);
});

test('a search suggestion opens its product', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox').first();
  await search.fill('lampara');
  const option = page.getByRole('option').first();
  await expect(option).toContainText(/lámpara/i);
  await expect(option).toContainText(LOCK);
  const name = (await option.textContent()) ?? '';
  await option.click();
  await expect(page).toHaveURL(/\/producto\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    name.split(LOCK)[0].trim().slice(0, 12),
  );
});

test('an unknown product goes to the 404 page', async ({ page }) => {
  await page.goto('/producto/999999');
  await expect(page).toHaveURL(/\/404$/);
});

test('first paint: a visitor gets the page with its data in the HTML; a buyer asks the API for prices', async ({
  page,
}) => {
  const firstCalls =
    /\/api\/(config|categories\/ordered_hierarchy|uploads\/carousel|products|brands|featured-products)\//;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (firstCalls.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByText(LOCK).first()).toBeVisible();
  // The HTML names the page's own chunk (from the build's manifest) and its largest image.
  const html = await (await page.request.get('/productos')).text();
  expect(html).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/product-list-page-[\w-]+\.js">/,
  );
  expect(html).toContain('<link rel="preload" as="image"');
  await page.goto('/productos');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  await expect(page.getByText(LOCK).first()).toBeVisible();
  const first = page.locator('a[href^="/producto/"]').first();
  const href = await first.getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked, 'a visitor first paint needs no API call').toEqual([]);

  await login(page, 'demo', 'demo1234');
  asked.length = 0;
  await page.goto('/productos');
  await expect(page.locator('text=/\\$\\s?\\d/').first()).toBeVisible();
  expect(
    asked.some((url) => url.includes('/api/products/?page=1')),
    'a buyer asks for prices',
  ).toBe(true);
});
