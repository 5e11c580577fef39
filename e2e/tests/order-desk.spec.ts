import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { mailsTo } from '../support/mailbox';
import { expect, test } from '../support/test';

/**
 * The admin order desk (issue 10 item 2): a buyer's order of a product of this test is edited by the
 * admin (stock follows), moved paid → shipped → delivered with the buttons, the shipping notice
 * reaches the mailbox; a second order is cancelled and its stock comes back.
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
    data: { name, category: category.id, price: 1000, stock: 10, is_available: true, variants: [] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

async function stockOf(request: APIRequestContext, auth: Record<string, string>, id: number) {
  const response = await request.get(`/api/products/${id}/`, { headers: auth });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { stock: number }).stock;
}

async function placeOrder(
  request: APIRequestContext,
  buyerAuth: Record<string, string>,
  productId: number,
  quantity: number,
  email: string,
) {
  const response = await request.post('/api/orders/', {
    headers: buyerAuth,
    data: {
      recipient_name: 'Comprador Demo',
      customer_phone: '1122334455',
      customer_email: email,
      delivery_type: 'pickup',
      products: [{ product_id: productId, quantity }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

async function openOrder(page: Page, id: number) {
  await page.goto(`/configuracion/pedidos/${id}`);
  await expect(page.getByRole('heading', { name: `Pedido #${id}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estado del pedido' })).toBeVisible();
}

test('an admin edits, moves, notifies and cancels orders; stock follows every step', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const buyerAuth = { Authorization: `Bearer ${buyer.access}` };
  const tag = unique();
  const name = `Pedido e2e ${tag}`;
  const email = `desk-${tag}@example.com`;
  const product = await createProduct(request, auth, name);
  try {
    const order = await placeOrder(request, buyerAuth, product.id, 2, email);
    expect(await stockOf(request, auth, product.id)).toBe(8);

    await useSession(page, admin);
    await openOrder(page, order.id);
    await expect(page.getByRole('link', { name: new RegExp(email) })).toHaveAttribute(
      'href',
      /\/configuracion\/clientes\/\d+$/,
    );
    await expect(page.getByRole('link', { name: /Imprimir nota de venta/ })).toHaveAttribute(
      'href',
      `/configuracion/ventas/${order.id}/imprimir`,
    );
    await expectAccessible(page, 'pedido pendiente (administración)');

    // Quantity 2 -> 3: the product's stock goes from 8 to 7.
    await page.getByLabel(`Cantidad de ${name}`).fill('3');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/orders/${order.id}/items/`) && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Guardar cantidades' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Guardar cantidades' })).toBeDisabled();
    expect(await stockOf(request, auth, product.id)).toBe(7);
    await expect(page.getByTestId('order-total')).toContainText('3.000');

    // Only the legal steps, one after the other.
    await expect(page.getByRole('button', { name: 'Marcar como enviado' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Marcar como pagado' }).click();
    await expect(page.getByRole('button', { name: 'Marcar como enviado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar cantidades' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Marcar como enviado' }).click();
    await expect(page.getByRole('button', { name: 'Marcar como entregado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Marcar como entregado' }).click();
    await expect(page.getByText('El pedido fue entregado: su estado ya no cambia.')).toBeVisible();
    const delivered = await request.get(`/api/orders/${order.id}/`, { headers: auth });
    expect(await delivered.json()).toMatchObject({ status: 'delivered', payment_status: 'paid' });

    // The shipping notice reaches the buyer's verified mailbox, not the contact e-mail typed in the order.
    const verified = 'demo@growshop-demo.com.ar';
    await page.getByRole('button', { name: 'Notificar envío' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar aviso' }).click();
    await expect(page.getByText(`Notificación de envío enviada a ${verified}`)).toBeVisible();
    await expect
      .poll(
        async () =>
          (await mailsTo(verified)).filter((mail) => mail.subject.includes(`#${order.id} está listo`)).length,
        {
          message: 'the shipping notice in the mailbox',
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);

    // The timeline tells who did what.
    const timeline = page.getByRole('region', { name: 'Historial del pedido' });
    await expect(timeline).toContainText('Enviado → Entregado');
    await expect(timeline).toContainText('admin');
    await expect(timeline).toContainText(`Aviso de envío enviado a ${verified}`);
    expect(await mailsTo(email)).toEqual([]);

    // A second order, cancelled: its 4 units come back.
    const second = await placeOrder(request, buyerAuth, product.id, 4, email);
    expect(await stockOf(request, auth, product.id)).toBe(3);
    await openOrder(page, second.id);
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Cancelar el pedido #${second.id}?` });
    await expect(dialog).toContainText('vuelve al inventario');
    // 'Volver' steps back: no 'Cancelar' beside 'Cancelar pedido'.
    await expect(dialog.getByRole('button', { name: 'Cancelar', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Volver' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(page.getByText('El pedido está cancelado: su estado ya no cambia.')).toBeVisible();
    expect(await stockOf(request, auth, product.id)).toBe(7);

    // Actividad tells it in Spanish: action, entity, statuses and the date as the app writes dates.
    await page.goto(`/configuracion/actividad?entity=order`);
    const row = page
      .getByRole('row')
      .filter({ hasText: `Pedido #${second.id}` })
      .first();
    await expect(row).toContainText('Cancelación');
    await expect(row).toContainText('Estado: Pendiente → Cancelado');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(row).not.toContainText(/\bcancel\b|pending|cancelled|->|\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByLabel('Entidad')).toHaveValue('order');
    await expect(page.getByLabel('Entidad').locator('option:checked')).toHaveText('Pedido');
  } finally {
    await request.delete(`/api/products/${product.id}/`, { headers: auth });
  }
});

test('an order that does not exist says so', async ({ page, request }) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  await useSession(page, admin);
  await page.goto('/configuracion/pedidos/999999');
  await expect(page.getByRole('heading', { name: 'La orden solicitada no existe' })).toBeVisible();
});
