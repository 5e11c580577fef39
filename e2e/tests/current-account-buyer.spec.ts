import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, apiLogin, expectAccessible, useSession } from '../support/axe';
import { screenshot } from '../support/shots';
import { expect, test } from '../support/test';

/**
 * Cuenta corriente for the buyer (issue 32): the owner enables a buyer's account with a limit (through
 * the staff API, as other journeys seed state); the buyer chooses 'Cuenta corriente' at checkout,
 * sees the order in Mis Pedidos as 'Cuenta corriente' and the debit in 'Mi cuenta corriente'; a
 * buyer whose cart is over the credit reads why before confirming, with the choice disabled.
 */

const PRICE = 1500;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const auth = (session: ApiSession) => ({ Authorization: `Bearer ${session.access}` });

/** A picture (E2E_SHOTS only) once the start splash is gone and the page has settled. */
async function shot(page: Page, name: string, fullPage = true) {
  await expect(page.locator('#splash')).toHaveCount(0);
  if (!process.env.E2E_SHOTS) return;
  await page.waitForTimeout(500);
  await screenshot(page, name, { fullPage });
}

async function createProduct(request: APIRequestContext, admin: ApiSession, name: string) {
  const categories = (await (await request.get('/api/categories/')).json()) as
    | { id: number }[]
    | { results: { id: number }[] };
  const category = (Array.isArray(categories) ? categories : categories.results)[0];
  const response = await request.post('/api/products/', {
    headers: auth(admin),
    data: { name, category: category.id, price: PRICE, stock: 50, is_available: true, variants: [] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string; stock: number };
}

/** A new buyer (staff's customer form) whose account the owner enables with `limit` and 30 days. */
async function buyerWithAccount(request: APIRequestContext, admin: ApiSession, limit: number) {
  const username = `cc${unique()}`;
  const created = await request.post('/api/auth/customers/', {
    headers: auth(admin),
    data: {
      username,
      email: `${username}@example.com`,
      password: 'cuenta1234',
      business_name: `Almacén ${username}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const terms = await request.put(`/api/accounts/${id}/terms/`, {
    headers: auth(admin),
    data: { enabled: true, credit_limit: limit, payment_terms_days: 30 },
  });
  expect(terms.ok(), await terms.text()).toBe(true);
  return apiLogin(request, username, 'cuenta1234');
}

/** The buyer's cart with `quantity` of the product, then the checkout open with pickup chosen. */
async function openCheckout(
  page: Page,
  product: { id: number; name: string; stock: number },
  quantity: number,
) {
  await page.goto('/carrito');
  await page.evaluate(
    ({ item, quantity }) =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: item.id,
            name: item.name,
            image: null,
            brand: null,
            stock: item.stock,
            quantity,
            selected_variants: null,
            variant_display: '',
          },
        ]),
      ),
    { item: product, quantity },
  );
  await page.reload();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await page.getByLabel('Teléfono').fill('1122334455');
  await page.getByLabel(/Retiro \/ Coordinar entrega/).check();
  return page.getByRole('group', { name: 'Forma de pago' });
}

test('a buyer with an enabled account orders on account and finds it in Mis Pedidos and Mi cuenta corriente', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await buyerWithAccount(request, admin, 50_000);
  const product = await createProduct(request, admin, `Cuenta corriente e2e ${unique()}`);

  await useSession(page, buyer);
  const payment = await openCheckout(page, product, 2);
  const account = payment.getByRole('radio', { name: /Cuenta corriente/ });
  await expect(account).toBeEnabled();
  await expect(payment.getByText('Crédito disponible: $ 50.000,00')).toBeVisible();
  // Keyboard: from cash, the arrow keys move the choice along to the account.
  await payment.getByRole('radio', { name: /Efectivo o transferencia/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(account).toBeChecked();
  await expect(
    payment.getByText(/se suma al saldo de tu cuenta corriente y lo pagas dentro de tu plazo de 30 días/),
  ).toBeVisible();
  await shot(page, 'cc-checkout-1366');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Mis Pedidos: the order, paid on account.
  await page.goto('/configuracion/mis-pedidos');
  const card = page.getByRole('article').first();
  await expect(card.getByText('Pago: Cuenta corriente')).toBeVisible();
  const orderId = Number((await card.getByRole('heading').textContent())?.replace(/\D/g, ''));

  // The sidebar lists 'Mi cuenta corriente' for this buyer, beside 'Mis comprobantes'.
  const nav = page.getByRole('navigation', { name: 'Configuración' });
  await nav.getByRole('link', { name: 'Mi cuenta corriente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta corriente' })).toBeVisible();
  const figure = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(figure('Crédito disponible')).toHaveText('$ 47.000,00');
  await expect(figure('Límite')).toHaveText('$ 50.000,00');
  await expect(figure('Plazo')).toHaveText('30 días');
  // The stack's store does not invoice (no CUIT in its fiscal settings): the order itself is the debit.
  await expect(figure('Saldo')).toHaveText('$ 3.000,00');
  await expect(figure('Vencido')).toHaveText('$ 0,00');
  const open = page.getByRole('table', { name: 'Comprobantes por pagar' });
  await expect(open.getByRole('row', { name: new RegExp(`Pedido #${orderId}`) })).toContainText(
    'Vence en 30 días',
  );
  const movements = page.getByRole('table', { name: 'Últimos movimientos' });
  await expect(movements.getByRole('row').nth(1)).toContainText(`Pedido #${orderId}`);
  await expectAccessible(page, 'mi cuenta corriente');
  await shot(page, 'cc-page-1366');

  // The statement of the default period, as PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // A phone: the tables are cards, the page still reads top to bottom.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Antigüedad de la deuda' })).toBeVisible();
  await expectAccessible(page, 'mi cuenta corriente, 390 px');
  await shot(page, 'cc-page-390');
});

test('a buyer over the credit reads why before confirming, and cannot choose the account', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await buyerWithAccount(request, admin, 2_000);
  const product = await createProduct(request, admin, `Cuenta corriente límite e2e ${unique()}`);

  await useSession(page, buyer);
  await page.setViewportSize({ width: 390, height: 844 });
  const payment = await openCheckout(page, product, 2);
  const refusal =
    'Este pedido supera tu crédito disponible en cuenta corriente. Tu crédito disponible es $ 2.000,00.';
  await expect(payment.getByText(refusal)).toBeVisible();
  const account = payment.getByRole('radio', { name: /Cuenta corriente/ });
  await expect(account).toBeDisabled();
  await expect(account).toHaveAccessibleDescription(refusal);
  await expect(payment.getByRole('radio', { name: /Efectivo o transferencia/ })).toBeChecked();
  await expectAccessible(page, 'checkout sobre el crédito, 390 px');
  await payment.scrollIntoViewIfNeeded();
  await shot(page, 'cc-checkout-refused-390', false);

  // The server says the same if asked anyway.
  const response = await request.post('/api/orders/', {
    headers: auth(buyer),
    data: {
      recipient_name: 'Comprador Cuenta',
      customer_phone: '1122334455',
      customer_email: 'cc@example.com',
      delivery_type: 'pickup',
      payment_method: 'account',
      products: [{ product_id: product.id, quantity: 2 }],
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(refusal);
});

test("'Pagar saldo' pays a chosen debit with Mercado Pago and the buyer comes back to its receipt", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await buyerWithAccount(request, admin, 50_000);
  const product = await createProduct(request, admin, `Pagar saldo e2e ${unique()}`);
  // Two orders on account (the checkout is the first journey's): $ 1.500 and $ 3.000.
  const orderIds: number[] = [];
  for (const quantity of [1, 2]) {
    const response = await request.post('/api/orders/', {
      headers: auth(buyer),
      data: {
        recipient_name: 'Comprador Cuenta',
        customer_phone: '1122334455',
        customer_email: 'cc@example.com',
        delivery_type: 'pickup',
        payment_method: 'account',
        products: [{ product_id: product.id, quantity }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    orderIds.push(((await response.json()) as { id: number }).id);
  }

  await useSession(page, buyer);
  await page.goto('/configuracion/mi-cuenta-corriente');
  await page.getByRole('button', { name: 'Pagar saldo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar saldo con Mercado Pago' });
  await expect(dialog.getByRole('button', { name: 'Pagar $ 4.500,00' })).toBeVisible();
  await dialog.getByRole('radio', { name: /Elegir comprobantes/ }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(`Pedido #${orderIds[0]}\\b`) }).check();
  await expectAccessible(page, 'pagar saldo');
  await shot(page, 'cc-pay-dialog-1366', false);
  await dialog.getByRole('button', { name: 'Pagar $ 1.500,00' }).click();

  // Mercado Pago's checkout page (the stack's double) names what is paid; approving sends the buyer back.
  await expect(page.getByRole('heading', { name: 'Pagar saldo de cuenta corriente' })).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page).toHaveURL(/\/configuracion\/mi-cuenta-corriente\?pago=\d+/);
  await expect(page.getByText(/^Pago acreditado: Recibo \d{4}-\d{8}$/)).toBeVisible();
  const figure = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(figure('Saldo')).toHaveText('$ 3.000,00');
  const open = page.getByRole('table', { name: 'Comprobantes por pagar' });
  await expect(open.getByRole('row')).toHaveCount(2);
  await expect(open).toContainText(`Pedido #${orderIds[1]}`);
  const movements = page.getByRole('table', { name: 'Últimos movimientos' });
  await expect(movements.getByRole('row').nth(1)).toContainText('Recibo');
  await expect(movements.getByRole('row').nth(1)).toContainText('$ 1.500,00');
  await shot(page, 'cc-paid-1366');

  const download = page.waitForEvent('download');
  await movements.getByRole('button', { name: /^PDF: Recibo/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});
