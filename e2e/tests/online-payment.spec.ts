import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Online payment with Mercado Pago (issue 30) against the stack's local double (decision 054): the
 * buyer pays at checkout and lands on /payment/result approved, the admin sees the order paid with
 * its Mercado Pago payment id; a rejected payment is paid again from Mis Pedidos ('Pagar ahora').
 */

type CategoryRow = { id: number; name: string };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const auth = (session: ApiSession) => ({ Authorization: `Bearer ${session.access}` });

/** A product of this journey (its own stock), so what the order takes is seen exactly. */
async function createProduct(request: APIRequestContext, admin: ApiSession, name: string) {
  const categories = (await (await request.get('/api/categories/')).json()) as
    | CategoryRow[]
    | { results: CategoryRow[] };
  const category = (Array.isArray(categories) ? categories : categories.results)[0];
  const response = await request.post('/api/products/', {
    headers: auth(admin),
    data: { name, category: category.id, price: 1500, stock: 10, is_available: true, variants: [] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string; stock: number };
}

async function stockOf(request: APIRequestContext, admin: ApiSession, id: number) {
  const response = await request.get(`/api/products/${id}/`, { headers: auth(admin) });
  return ((await response.json()) as { stock: number }).stock;
}

async function orderOf(request: APIRequestContext, session: ApiSession, id: number) {
  const response = await request.get(`/api/orders/${id}/`, { headers: auth(session) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { status: string; payment_status: string; payment_id: string | null };
}

/** On the double's checkout page of order `id`, presses one of its buttons. */
async function payAtMercadoPago(page: Page, id: number, button: 'Aprobar' | 'Rechazar') {
  await expect(page.getByRole('heading', { name: `Pagar pedido #${id}` })).toBeVisible();
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/result\\?order=${id}\\b`));
}

test('a buyer pays online at checkout, lands on the approved result and the admin sees the order paid', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const product = await createProduct(request, admin, `Pago online e2e ${unique()}`);

  await useSession(page, buyer);
  await page.goto('/carrito');
  await page.evaluate((item) => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: item.id,
          name: item.name,
          image: null,
          brand: null,
          stock: item.stock,
          quantity: 2,
          selected_variants: null,
          variant_display: '',
        },
      ]),
    );
  }, product);
  await page.reload();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await page.getByLabel(/Retiro \/ Coordinar entrega/).check();
  const payment = page.getByRole('group', { name: 'Forma de pago' });
  await expect(payment.getByRole('radio', { name: /Efectivo o transferencia/ })).toBeChecked();
  // Keyboard: from cash, the arrow key moves the choice to Mercado Pago.
  await payment.getByRole('radio', { name: /Efectivo o transferencia/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(payment.getByRole('radio', { name: /Pagar online con Mercado Pago/ })).toBeChecked();
  await page.getByRole('button', { name: 'Confirmar y pagar' }).click();
  // The browser leaves for Mercado Pago's checkout page (the double's), which names the order.
  await expect(page).toHaveURL(/\/checkout\/v1\/redirect\?pref_id=/);
  const title = await page.getByRole('heading', { name: /^Pagar pedido #\d+$/ }).textContent();
  const order = { id: Number(title?.replace(/\D/g, '')) };
  expect(await orderOf(request, buyer, order.id)).toMatchObject({ status: 'payment_pending' });
  expect(await stockOf(request, admin, product.id)).toBe(8);

  await payAtMercadoPago(page, order.id, 'Aprobar');
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago aprobado!' })).toBeVisible();
  await expect(page.getByText(`Pedido #${order.id}`, { exact: true })).toBeVisible();
  await expectAccessible(page, 'resultado del pago aprobado');
  const paid = await orderOf(request, buyer, order.id);
  expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid' });
  expect(paid.payment_id).toMatch(/^\d+$/);

  // The admin's desk: paid, through Mercado Pago, with the payment's id and its event in the timeline.
  const adminContext = await browser.newContext({ baseURL });
  try {
    const desk = await adminContext.newPage();
    await useSession(desk, admin);
    await desk.goto(`/configuracion/pedidos/${order.id}`);
    const card = desk.getByRole('region', { name: 'Pago' });
    await expect(card.getByText('Mercado Pago', { exact: true })).toBeVisible();
    await expect(card.getByText(paid.payment_id!)).toBeVisible();
    await expect(card.getByText('Mercado Pago: Aprobado')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Reembolsar' })).toBeVisible();
    await expect(
      desk.getByRole('region', { name: 'Historial del pedido' }).getByText('Pago online'),
    ).toBeVisible();
  } finally {
    await adminContext.close();
  }
});

test("a rejected payment is paid again from Mis Pedidos with 'Pagar ahora'", async ({ page, request }) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const product = await createProduct(request, admin, `Pago rechazado e2e ${unique()}`);
  // The checkout itself is the first journey's: this order is placed online through the API.
  const response = await request.post('/api/orders/', {
    headers: auth(buyer),
    data: {
      recipient_name: 'Comprador Demo',
      customer_phone: '1122334455',
      customer_email: 'demo@growshop-demo.com.ar',
      delivery_type: 'pickup',
      payment_method: 'online',
      products: [{ product_id: product.id, quantity: 1 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as { id: number; payment_url: string };

  await useSession(page, buyer);
  await page.goto(order.payment_url);
  await payAtMercadoPago(page, order.id, 'Rechazar');
  await expect(page.getByRole('heading', { level: 1, name: 'El pago fue rechazado' })).toBeVisible();
  await expectAccessible(page, 'resultado del pago rechazado');
  expect(await orderOf(request, buyer, order.id)).toMatchObject({ status: 'payment_pending' });

  await page.getByRole('link', { name: 'Ir a Mis Pedidos' }).click();
  const card = page.getByRole('article', { name: `Pedido #${order.id}` });
  await expect(card.getByText(/Esperando el pago online/)).toBeVisible();
  await card.getByRole('button', { name: /Pagar ahora/ }).click();
  await payAtMercadoPago(page, order.id, 'Aprobar');
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago aprobado!' })).toBeVisible();
  expect(await orderOf(request, buyer, order.id)).toMatchObject({ status: 'paid', payment_status: 'paid' });
});
