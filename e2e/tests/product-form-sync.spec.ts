import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * The product form's external-sync panel (issue 13 item 3) against the supplier instance the e2e
 * config starts (SEED_PROFILE=supplier, db/seed/supplier.ts): CUL-FER-002 costs 12% more there and
 * has another stock; MER-REM-001 costs 12% more and has one more option (MER-REM-001-PROV).
 */

type Option = {
  id: number;
  name: string;
  sku: string | null;
  stock: number;
  price: number | null;
  price_adjustment?: number | null;
  cost_price?: number | null;
};
type Product = {
  id: number;
  sku: string;
  price: number;
  stock: number;
  variants: { id: number; variant_name: string; options: Option[] }[];
};
type Headers = { authorization: string };

async function staffProduct(request: APIRequestContext, auth: Headers, sku: string): Promise<Product> {
  const list = await request.get('/api/products/', { headers: auth, params: { search: sku, page_size: 50 } });
  expect(list.ok()).toBe(true);
  const found = ((await list.json()).results as { id: number; sku: string }[]).find((p) => p.sku === sku);
  expect(found, sku).toBeTruthy();
  const detail = await request.get(`/api/products/${found!.id}/`, { headers: auth });
  return (await detail.json()) as Product;
}

/** Puts a product back as it was (price, stock or options), for the specs that run after this one. */
async function restore(request: APIRequestContext, auth: Headers, product: Product) {
  const body =
    product.variants.length > 0
      ? {
          price: product.price,
          variants: product.variants.map((group) => ({
            id: group.id,
            variant_name: group.variant_name,
            options: group.options.map((option) => ({
              id: option.id,
              name: option.name,
              sku: option.sku,
              stock: option.stock,
              price: option.price,
              price_adjustment: option.price_adjustment ?? 0,
              cost_price: option.cost_price ?? null,
            })),
          })),
        }
      : { price: product.price, stock: product.stock };
  const response = await request.patch(`/api/products/${product.id}/`, { headers: auth, data: body });
  expect(response.ok(), `restore ${product.sku}`).toBe(true);
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Sistema externo', exact: true });
const rowOf = (page: Page, field: string) => panelOf(page).locator(`li[data-field="${field}"]`);

async function saveAndReload(page: Page) {
  const saved = page.waitForResponse(
    (response) => /\/api\/products\/\d+\/$/.test(response.url()) && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Producto actualizado correctamente')).toBeVisible();
  await page.reload();
  await expect(panelOf(page).getByText('Sincronizado')).toBeVisible({ timeout: 20_000 });
}

test('an admin takes the supplier price and stock, merges its missing variant, and keeps them after saving', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  const plain = await staffProduct(request, auth, 'CUL-FER-002');
  const shirt = await staffProduct(request, auth, 'MER-REM-001');
  // 12% dearer at the supplier, rounded to tens of pesos (db/seed/supplier.ts).
  const dearer = (price: number) => Math.round((price * 1.12) / 10) * 10;

  try {
    await useSession(page, admin);

    // A product without variants: price and stock differ.
    await page.goto(`/configuracion/productos/editar/${plain.id}`);
    const panel = panelOf(page);
    await expect(panel.getByText('Sincronizado')).toBeVisible({ timeout: 20_000 });
    await expect(rowOf(page, 'name')).toContainText('Coincide');
    await expect(rowOf(page, 'price')).toHaveAttribute('data-differs', 'true');
    await expect(rowOf(page, 'stock')).toHaveAttribute('data-differs', 'true');
    const externalStock = Number(await rowOf(page, 'stock').locator('span.break-words').nth(1).textContent());
    expect(externalStock).not.toBe(plain.stock);
    await expectAccessible(page, 'product form with the sync panel');

    await rowOf(page, 'price').getByRole('button', { name: 'Usar externo (precio)' }).click();
    await rowOf(page, 'stock').getByRole('button', { name: 'Usar externo (stock)' }).click();
    await expect(page.getByLabel('Precio', { exact: true })).toHaveValue(String(dearer(plain.price)));
    await expect(page.getByLabel('Stock', { exact: true })).toHaveValue(String(externalStock));
    await expect(panel.getByText(/Sin diferencias/)).toBeVisible();

    await saveAndReload(page);
    await expect(page.getByLabel('Precio', { exact: true })).toHaveValue(String(dearer(plain.price)));
    await expect(page.getByLabel('Stock', { exact: true })).toHaveValue(String(externalStock));
    await expect(panel.getByText(/Sin diferencias/)).toBeVisible();

    // A product with variants: the supplier sells one more option.
    await page.goto(`/configuracion/productos/editar/${shirt.id}`);
    await expect(panel.getByText('Sincronizado')).toBeVisible({ timeout: 20_000 });
    const missing = panel.getByRole('region', {
      name: /Variantes del sistema externo que faltan aquí \(1\)/,
    });
    await expect(missing).toContainText('Edición proveedor');
    await expect(missing).toContainText('MER-REM-001-PROV');
    await rowOf(page, 'price').getByRole('button', { name: 'Usar externo (precio)' }).click();
    // With variants the stock is taken option by option (the missing one comes with the merge).
    await rowOf(page, 'stock').getByRole('button', { name: 'Usar externo (stock)' }).click();
    await missing.getByRole('button', { name: 'Agregar la variante faltante' }).click();
    await expect(missing).toBeHidden();
    await expect(panel.getByText(/Sin diferencias/)).toBeVisible();
    const options = page.getByLabel('Opción', { exact: true });
    await expect(options.last()).toHaveValue('Edición proveedor');

    await saveAndReload(page);
    await expect(options).toHaveCount(shirt.variants[0].options.length + 1);
    await expect(options.last()).toHaveValue('Edición proveedor');
    await expect(page.getByLabel('Precio', { exact: true })).toHaveValue(String(dearer(shirt.price)));
    await expect(panel.getByText(/Sin diferencias/)).toBeVisible();
    await expect(panel.getByRole('region', { name: /faltan aquí/ })).toHaveCount(0);
  } finally {
    await restore(request, auth, plain);
    await restore(request, auth, shirt);
  }
});

test('an admin finds a supplier product by text and links it to a new product', async ({ page, request }) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  await useSession(page, admin);
  await page.goto('/configuracion/productos/agregar');
  const panel = panelOf(page);
  await expect(panel.getByText(/Sin SKU/)).toBeVisible();
  await panel.getByRole('button', { name: 'Buscar por SKU' }).click();
  await expect(panel.getByText('SKU es requerido para la búsqueda')).toBeVisible();

  // The keyboard path: type, Enter searches (it does not send the product form), pick, link.
  const term = panel.getByLabel('Término de búsqueda en el sistema externo');
  await term.fill('pack mayorista');
  await term.press('Enter');
  const results = panel.getByRole('group', { name: /resultado/ });
  await expect(results).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Agregar producto' })).toBeVisible();
  await panel.getByRole('button', { name: 'Vincular' }).click();
  await expect(panel.getByText('Selecciona un producto para vincular')).toBeVisible();
  const first = results.getByRole('radio').first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  const chosen = ((await results.locator('li').first().locator('.font-mono').textContent()) ?? '').trim();
  await panel.getByRole('button', { name: 'Vincular' }).click();

  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(chosen);
  await expect(page.getByLabel('Sincronizar con el sistema externo')).toBeChecked();
  await expect(panel.getByText('Sincronizado')).toBeVisible();
  // A new product: every field differs until the admin takes the supplier's values.
  await panel.getByRole('button', { name: 'Usar todos los valores externos' }).click();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(/pack mayorista/);
});
