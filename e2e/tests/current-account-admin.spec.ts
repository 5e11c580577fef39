import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, apiLogin, expectAccessible, useSession } from '../support/axe';
import { screenshot } from '../support/shots';
import { expect, test } from '../support/test';

/**
 * Cuenta corriente in the back office (issue 32), the journey end to end: the owner enables a
 * customer's account with a limit on the customer's profile; the buyer orders on account at checkout;
 * the owner invoices the order from the order desk ('Facturación', on the local ARCA double); in
 * 'Cuentas corrientes' the owner opens the account and records a transfer receipt for the invoice,
 * downloads the receipt's PDF, and the buyer's balance is back to zero. axe on the new screens;
 * pictures at 1366 and 390 px with E2E_SHOTS.
 */

const PRICE = 1210;
const QUANTITY = 3;
const TOTAL = '$ 3.630,00';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const auth = (session: ApiSession) => ({ Authorization: `Bearer ${session.access}` });

/** A picture (E2E_SHOTS only) once the start splash is gone. */
async function shot(page: Page, name: string, fullPage = true) {
  if (!process.env.E2E_SHOTS) return;
  await expect(page.locator('#splash')).toHaveCount(0);
  await page.waitForTimeout(300);
  await screenshot(page, name, { fullPage });
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, status = 200): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

test('the owner enables an account, the buyer orders on it, the owner invoices and collects it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const tag = unique();
  const business = `Vivero ${tag} S.R.L.`;

  // The store invoices (fiscal data on the ARCA double), by hand from the desk: no auto-invoice.
  await ok(
    await request.put('/api/fiscal-settings/', {
      headers: auth(admin),
      data: {
        cuit: '30-71234567-1',
        business_name: 'Mayorista Sur S.R.L.',
        iva_condition: 'responsable_inscripto',
        iibb: '901-123456-7',
        activity_start: '2019-03-01',
        point_of_sale: 2,
        environment: 'homologacion',
        auto_invoice: 'off',
      },
    }),
  );
  // A Responsable Inscripto customer and a product.
  const username = `cc${tag}`;
  const customer = await ok<{ id: number }>(
    await request.post('/api/auth/customers/', {
      headers: auth(admin),
      data: {
        username,
        email: `${username}@example.com`,
        password: 'clave1234',
        business_name: business,
        business_address: 'Calle 14 1500, Berazategui',
        cuit: '20-30111222-0',
        iva_condition: 'responsable_inscripto',
      },
    }),
    201,
  );
  const categories = (await (await request.get('/api/categories/')).json()) as
    | { id: number }[]
    | { results: { id: number }[] };
  const category = (Array.isArray(categories) ? categories : categories.results)[0];
  const product = await ok<{ id: number; name: string; stock: number }>(
    await request.post('/api/products/', {
      headers: auth(admin),
      data: {
        name: `Maceta cc ${tag}`,
        category: category.id,
        price: PRICE,
        stock: 20,
        is_available: true,
        variants: [],
      },
    }),
    201,
  );

  // 1. The owner enables the account on the customer's profile: a limit and 30 days.
  await useSession(page, admin);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/configuracion/clientes/${customer.id}`);
  const card = page.getByRole('region', { name: 'Cuenta corriente' });
  await expect(card.getByText('Deshabilitada')).toBeVisible();
  await card.getByLabel('Cuenta corriente habilitada').check();
  await card.getByLabel('Límite de crédito ($)').fill('100000');
  await card.getByLabel('Plazo de pago en días').fill('30');
  await card.getByRole('button', { name: 'Guardar condiciones' }).click();
  await expect(page.getByText('Condiciones de la cuenta corriente guardadas')).toBeVisible();
  await expect(card.getByText('Habilitada', { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  if (process.env.E2E_SHOTS) await screenshot(card, 'cc-admin-profile-card-1366');

  // 2. The buyer orders on account at checkout.
  const buyer = await apiLogin(request, username, 'clave1234');
  const shop = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1366, height: 900 } });
  await useSession(shop, buyer);
  await shop.goto('/carrito');
  await shop.evaluate(
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
    { item: product, quantity: QUANTITY },
  );
  await shop.reload();
  await shop.getByRole('button', { name: 'Finalizar compra' }).click();
  await shop.getByLabel('Teléfono').fill('1122334455');
  await shop.getByLabel(/Retiro \/ Coordinar entrega/).check();
  await shop
    .getByRole('group', { name: 'Forma de pago' })
    .getByRole('radio', { name: /Cuenta corriente/ })
    .check();
  await shop.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(shop).toHaveURL(/\/$/);
  const orders = (await (await request.get('/api/orders/my-orders/', { headers: auth(buyer) })).json()) as
    | { id: number; payment_method: string }[]
    | { results: { id: number; payment_method: string }[] };
  const order = (Array.isArray(orders) ? orders : orders.results)[0];
  expect(order.payment_method).toBe('account');

  // 3. The owner invoices it from the order desk.
  await page.goto(`/configuracion/pedidos/${order.id}`);
  const invoicing = page.getByRole('region', { name: 'Facturación' });
  await invoicing.getByRole('button', { name: 'Facturar' }).click();
  await expect(invoicing.getByText(/^Factura A 00002-\d{8}$/)).toBeVisible();
  const invoiceTitle = (await invoicing.getByText(/^Factura A 00002-\d{8}$/).textContent())!.trim();

  // 4. 'Cuentas corrientes' (Ventas in the sidebar): the customer owes the invoice.
  await page
    .getByRole('navigation', { name: 'Configuración' })
    .getByRole('link', { name: 'Cuentas corrientes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Cuentas corrientes', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar cliente').fill(business);
  const table = page.getByRole('table', { name: 'Cuentas corrientes' });
  const row = table.getByRole('row').filter({ hasText: business });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(TOTAL);
  await expect(table.getByRole('row').last()).toContainText('Total (1 cliente)');
  await page.getByRole('button', { name: 'Con saldo' }).click();
  await expect(page).toHaveURL(/only=with_balance/);
  await expect(row).toContainText(TOTAL);
  await table.getByRole('button', { name: 'Cliente' }).click();
  await expect(table.getByRole('columnheader', { name: /Cliente/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // The invoice's toast is the app shell's (sonner), not this screen's: let it go first.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, 'cuentas corrientes');
  await shot(page, 'cc-admin-list-1366');

  // 5. Its account: the invoice is open; a transfer receipt pays it.
  await row.getByRole('link', { name: business }).click();
  await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
  const figure = (label: string) =>
    page
      .locator('dl dt', { hasText: new RegExp(`^${label}$`) })
      .first()
      .locator('+ dd');
  await expect(figure('Saldo')).toHaveText(TOTAL);
  const movements = page.getByRole('table', { name: 'Movimientos' });
  await expect(movements.getByRole('row').filter({ hasText: invoiceTitle })).toContainText(TOTAL);
  await expectAccessible(page, 'cuenta corriente');
  await shot(page, 'cc-admin-account-1366');

  await page.getByRole('button', { name: 'Registrar cobro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar cobro' });
  await expect(dialog.getByLabel('Forma de pago')).toHaveValue('transfer');
  await dialog.getByLabel('Importe ($)').fill('3630');
  await dialog.getByLabel('Referencia (opcional)').fill(`TRF-${tag}`);
  const debit = dialog.locator('label').filter({ hasText: invoiceTitle });
  await expect(debit).toContainText(`Paga ${TOTAL}`);
  await debit.getByRole('checkbox').check();
  await expect(dialog.getByText('Total del cobro').locator('+ dd')).toHaveText(TOTAL);
  await expect(dialog.getByText('Queda a favor').locator('+ dd')).toHaveText('$ 0,00');
  await expectAccessible(page, 'registrar cobro');
  await shot(page, 'cc-admin-receipt-form-1366', false);
  await dialog.getByRole('button', { name: 'Registrar cobro' }).click();

  const saved = page.getByRole('dialog', { name: /^Recibo \d{4}-\d{8}$/ });
  await expect(saved.getByRole('status')).toContainText(/Recibo \d{4}-\d{8} registrado/);
  await expect(saved).toContainText(`${invoiceTitle}${TOTAL}`);
  await shot(page, 'cc-admin-receipt-saved-1366', false);
  const downloading = page.waitForEvent('download');
  await saved.getByRole('button', { name: /^Descargar recibo/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = readFileSync((await download.path()) as string);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  if (process.env.E2E_SHOTS) await download.saveAs(path.join(process.env.E2E_SHOTS, 'cc-receipt.pdf'));
  await saved.getByRole('button', { name: 'Volver a la cuenta' }).click();

  // The account is settled: balance 0, the invoice paid, the receipt listed with 'Anular'.
  await expect(figure('Saldo')).toHaveText('$ 0,00');
  await expect(figure('Vencido')).toHaveText('$ 0,00');
  await expect(movements.getByRole('button', { name: /^Anular: Recibo \d{4}-\d{8}$/ })).toBeVisible();

  // 6. The buyer sees the same: balance zero.
  const mine = await ok<{ summary: { balance: number; available_credit: number } }>(
    await request.get('/api/me/account/', { headers: auth(buyer) }),
  );
  expect(mine.summary.balance).toBe(0);
  expect(mine.summary.available_credit).toBe(100_000);
  await shop.goto('/configuracion/mi-cuenta-corriente');
  await expect(
    shop
      .locator('dt', { hasText: /^Saldo$/ })
      .first()
      .locator('+ dd'),
  ).toHaveText('$ 0,00');
  await shop.close();

  // A phone: cards, the same figures.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'cuenta corriente, 390 px');
  await shot(page, 'cc-admin-account-390');
  await page.goto(`/configuracion/cuentas-corrientes?search=${encodeURIComponent(business)}`);
  const cards = page.getByRole('list', { name: 'Cuentas corrientes' });
  await expect(cards.getByRole('link', { name: new RegExp(business) })).toBeVisible();
  await expectAccessible(page, 'cuentas corrientes, 390 px');
  await shot(page, 'cc-admin-list-390');

  // The dashboard's totals link to the list.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/configuracion/general');
  await expect(page.getByRole('article', { name: 'Cuentas por cobrar' })).toBeVisible();
  await page.getByRole('article', { name: 'Vencido' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/configuracion\/cuentas-corrientes\?only=overdue$/);
});
