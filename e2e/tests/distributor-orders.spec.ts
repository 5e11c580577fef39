import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Issue 10 items 5 and 6: a buyer's order of a supplier's product creates an order to the supplier;
 * the admin finds it, expands it, marks it paid, changes the supplier's discount and prints its REMITO.
 * Acts only on its own product and order, and puts the discount back as it was.
 */

type CategoryRow = { id: number; name: string };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const money2 = (value: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;

async function firstCategory(request: APIRequestContext) {
  const categories = (await (await request.get('/api/categories/')).json()) as
    | CategoryRow[]
    | { results: CategoryRow[] };
  return (Array.isArray(categories) ? categories : categories.results)[0];
}

test('a supplier order: found, expanded, paid, discounted and printed as a REMITO', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const name = `Proveedor e2e ${unique()}`;
  const category = await firstCategory(request);
  const created = await request.post('/api/products/', {
    headers: auth,
    data: {
      name,
      category: category.id,
      price: 2000,
      cost_price: 1234.5,
      stock: 20,
      is_available: true,
      is_own_product: false,
      order: 990_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number };
  const before = (await (await request.get('/api/distributor-discount/', { headers: auth })).json()) as {
    discount_percentage: number;
  };

  try {
    // The demo buyer orders three units: the server opens an order to the supplier at cost price.
    const ordered = await request.post('/api/orders/', {
      headers: { Authorization: `Bearer ${buyer.access}` },
      data: {
        recipient_name: 'Demo Comprador',
        customer_phone: '1122334455',
        customer_email: 'demo@example.com',
        delivery_type: 'pickup',
        products: [{ product_id: product.id, quantity: 3 }],
      },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    const originalOrder = ((await ordered.json()) as { id: number }).id;
    const total = 3 * 1234.5;

    // Start from no discount, so both totals match, then check the discounted one.
    const reset = await request.post('/api/distributor-discount/update/', {
      headers: auth,
      data: { discount_percentage: 0 },
    });
    expect(reset.ok()).toBe(true);

    await useSession(page, admin);
    await page.goto('/configuracion/distributor-orders');
    await expect(page.getByRole('heading', { name: 'Productos del proveedor', level: 1 })).toBeVisible();
    await expect(page.getByTestId('distributor-discount')).toHaveText('0 %');
    await page.getByRole('searchbox', { name: 'Buscar órdenes al proveedor' }).fill(name);
    await expect(page).toHaveURL(/[?&]search=/);

    const table = page.getByRole('table', { name: 'Órdenes al proveedor' });
    const row = table.getByRole('row').filter({ hasText: `Pedido #${originalOrder}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/#\d+/);
    const href = await row.getByRole('link', { name: /Imprimir remito/ }).getAttribute('href');
    const orderId = Number(href?.match(/distributor-orders\/(\d+)\/imprimir$/)?.[1]);
    expect(orderId).toBeGreaterThan(0);
    await expect(row).toContainText(`#${orderId}`);
    await expect(row.getByRole('link', { name: `Pedido #${originalOrder}` })).toHaveAttribute(
      'href',
      `/configuracion/pedidos/${originalOrder}`,
    );
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText('3 unidades');
    await expect(row.getByText(money2(total))).toHaveCount(2);

    // Expand: the line, its link to the product form, the unit price at cost.
    await row.getByRole('button', { name: /Ver productos/ }).click();
    const items = page.getByRole('table', { name: `Productos de la orden ${orderId}` });
    await expect(items.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/configuracion/productos/editar/${product.id}`,
    );
    await expect(items).toContainText(money2(1234.5));
    await expectAccessible(page, 'pedidos distribuidor');

    // Out of range is refused; 10 % takes the pending order's discounted total to 90 %.
    await page.getByRole('button', { name: 'Editar' }).click();
    const discount = page.getByLabel('Descuento del proveedor (%)');
    await discount.fill('120');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El descuento debe estar entre 0% y 100%')).toBeVisible();
    await discount.fill('10');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('distributor-discount')).toHaveText('10 %');
    const discounted = Math.round(total * 90) / 100;
    await expect(row).toContainText(money2(discounted));
    await expect(row).toContainText('−10 %');

    // Mark as paid, after confirming.
    await row.getByRole('button', { name: /Marcar como Pagado/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Marcar como pagada' });
    await dialog.getByRole('button', { name: 'Marcar como Pagado' }).click();
    await expect(page.getByText(`La orden #${orderId} quedó como pagada`)).toBeVisible();
    await expect(row).toContainText('Pagado');
    await expect(row.getByRole('button', { name: /Marcar como Pagado/ })).toHaveCount(0);

    // Issue 26 item 1: a later discount change leaves the paid order as it was paid (10 %).
    await page.getByRole('button', { name: 'Editar' }).click();
    await discount.fill('5');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('distributor-discount')).toHaveText('5 %');
    await page.reload();
    await expect(row).toContainText(money2(discounted));
    await expect(row).toContainText('−10 %');

    // The REMITO opens in a new tab.
    const [remito] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('link', { name: /Imprimir remito/ }).click(),
    ]);
    await remito.waitForLoadState();
    await expect(remito).toHaveURL(new RegExp(`/configuracion/distributor-orders/${orderId}/imprimir$`));
    await expect(remito.getByRole('heading', { name: 'REMITO' })).toBeVisible();
    await expect(remito.getByText(`N° ${String(orderId).padStart(8, '0')}`)).toBeVisible();
    await expect(remito.getByText(`#${originalOrder}`, { exact: true })).toBeVisible();
    await expect(remito.getByRole('row', { name: new RegExp(name) })).toContainText(money2(total));
    await expect(remito.getByTestId('remito-subtotal')).toHaveText(money2(total));
    await expect(remito.getByTestId('remito-discount')).toHaveText(`−${money2(total - discounted)}`);
    await expect(remito.getByTestId('remito-total')).toHaveText(money2(discounted));
    await expect(remito.getByText(/^Impreso el /)).toBeVisible();
    const config = (await (await request.get('/api/config/')).json()) as {
      store_name: string;
      phone: string;
    };
    await expect(
      remito.getByRole('article', { name: 'Remito' }).getByText(config.store_name, { exact: true }),
    ).toBeVisible();
    await expectAccessible(remito, 'remito');
    await expect(remito.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await remito.emulateMedia({ media: 'print' });
    await expect(remito.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(remito.getByTestId('remito-total')).toBeVisible();
    await remito.close();

    // Back to the discount it had, from the screen.
    await page.getByRole('button', { name: 'Editar' }).click();
    await discount.fill(String(before.discount_percentage));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('distributor-discount')).toHaveText(
      `${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 }).format(before.discount_percentage)} %`,
    );
  } finally {
    await request.post('/api/distributor-discount/update/', {
      headers: auth,
      data: { discount_percentage: before.discount_percentage },
    });
    await request.delete(`/api/products/${product.id}/`, { headers: auth });
  }
});
