import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Nueva venta (issue 10 item 3): the admin creates a customer inline, sells them 2 units of a product
 * of this test (stock 5), lands on the new order and the product's stock is 3.
 */

type CategoryRow = { id: number; name: string };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function createProduct(request: APIRequestContext, auth: Record<string, string>, name: string) {
  const categories = (await (await request.get('/api/categories/')).json()) as
    | CategoryRow[]
    | { results: CategoryRow[] };
  const category = (Array.isArray(categories) ? categories : categories.results)[0];
  const response = await request.post('/api/products/', {
    headers: auth,
    data: { name, category: category.id, price: 1000, stock: 5, is_available: true, variants: [] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

async function stockOf(request: APIRequestContext, auth: Record<string, string>, id: number) {
  const response = await request.get(`/api/products/${id}/`, { headers: auth });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { stock: number }).stock;
}

test('an admin sells 2 units to a customer created inline and lands on the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const tag = unique();
  const product = await createProduct(request, auth, `Venta e2e ${tag}`);
  try {
    await useSession(page, admin);
    await page.goto('/configuracion/ventas/nueva');
    await expect(page.getByRole('heading', { name: 'Nueva venta', level: 1 })).toBeVisible();
    await expectAccessible(page, 'nueva venta vacía');

    // A new customer, created from the sale and chosen at once.
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await dialog.getByLabel('Nombre de usuario').fill(`venta${tag}`);
    await dialog.getByLabel('Correo electrónico').fill(`venta-${tag}@example.com`);
    await dialog.getByLabel('Teléfono').fill('1122334455');
    await dialog.getByLabel('Dirección del negocio').fill('Av. Mitre 1234, Berazategui (1884)');
    await dialog.getByRole('textbox', { name: 'Contraseña' }).fill('venta1234');
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cambiar cliente' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`venta-${tag}@example.com`);
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('1122334455');

    // The product by name, 2 units, priced by the server.
    await page.getByLabel('Buscar producto por nombre o SKU').fill(`Venta e2e ${tag}`);
    await page.getByRole('button', { name: new RegExp(`Venta e2e ${tag}`) }).click();
    await page.getByLabel('Cantidad').fill('2');
    await page.getByRole('button', { name: 'Agregar a la venta' }).click();
    const lines = page.getByRole('list', { name: 'Productos de la venta' });
    await expect(lines.getByText('$ 2.000')).toBeVisible();
    await expect(page.getByText('Stock 5 · $ 1.000 c/u')).toBeVisible();

    // Delivery to the customer's address, prefilled.
    await page.getByText('Envío a domicilio').click();
    await expect(page.getByLabel('Calle', { exact: true })).toHaveValue('Av. Mitre');
    await expect(page.getByLabel('Código postal', { exact: true })).toHaveValue('1884');
    await expectAccessible(page, 'nueva venta completa');

    await page.getByRole('button', { name: 'Crear venta' }).click();
    await expect(page).toHaveURL(/\/configuracion\/pedidos\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { name: `Pedido #${id}`, level: 1 })).toBeVisible();
    await expect(page.getByText(`Venta #${id} creada correctamente`)).toBeVisible();
    expect(await stockOf(request, auth, product.id)).toBe(3);

    const order = await request.get(`/api/orders/${id}/`, { headers: auth });
    expect(await order.json()).toMatchObject({
      total: 2000,
      customer_email: `venta-${tag}@example.com`,
      shipping_address: 'Av. Mitre 1234, Berazategui (1884)',
    });
  } finally {
    await request.delete(`/api/products/${product.id}/`, { headers: auth });
  }
});
