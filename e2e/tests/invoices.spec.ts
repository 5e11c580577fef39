import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { screenshot } from '../support/shots';
import { expect, test } from '../support/test';

/**
 * Electronic invoices (issue 31), end to end on the local ARCA double: the owner sets the store's
 * fiscal data in 'Datos fiscales', invoices a delivered order of a Responsable Inscripto buyer from
 * the order desk ('Facturar' -> Factura A authorised), and the buyer downloads its PDF from 'Mis
 * comprobantes'. Pictures of every invoice screen at 1366 and 390 px (with E2E_SHOTS).
 */

/** Before a picture (only taken with E2E_SHOTS): the start splash (about 2 s after a page load) gone. */
const settled = async (page: Page) => {
  if (process.env.E2E_SHOTS) await expect(page.locator('#splash')).toHaveCount(0);
};

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function ok<T = { id: number }>(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
  status = 200,
): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

test('the owner invoices a delivered order of an RI buyer, who downloads the PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const tag = unique();

  // A Responsable Inscripto buyer (the staff's new-customer form) and a delivered order of theirs.
  const username = `ri${tag}`;
  await ok(
    await request.post('/api/auth/customers/', {
      headers: auth,
      data: {
        username,
        email: `${username}@example.com`,
        password: 'clave1234',
        business_name: `Vivero ${tag} S.R.L.`,
        business_address: 'Calle 14 1500, Berazategui',
        cuit: '20-30111222-0',
        iva_condition: 'responsable_inscripto',
      },
    }),
    201,
  );
  const buyer = await apiLogin(request, username, 'clave1234');
  const buyerAuth = { Authorization: `Bearer ${buyer.access}` };
  const categories = await (await request.get('/api/categories/')).json();
  const category = (Array.isArray(categories) ? categories : categories.results)[0];
  const product = await ok(
    await request.post('/api/products/', {
      headers: auth,
      data: {
        name: `Maceta e2e ${tag}`,
        category: category.id,
        price: 1210,
        stock: 10,
        is_available: true,
        variants: [],
      },
    }),
    201,
  );
  const order = await ok(
    await request.post('/api/orders/', {
      headers: buyerAuth,
      data: {
        recipient_name: 'Vivero RI',
        customer_phone: '1122334455',
        customer_email: `${username}@example.com`,
        delivery_type: 'pickup',
        products: [{ product_id: product.id, quantity: 3 }],
      },
    }),
    201,
  );
  for (const status of ['paid', 'shipped', 'delivered'])
    await ok(await request.put(`/api/orders/${order.id}/`, { headers: auth, data: { status } }));

  // The owner's fiscal data, typed in 'Datos fiscales' of /configuracion/store.
  await useSession(page, admin);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/configuracion/store');
  const card = page.getByRole('region', { name: 'Datos fiscales' });
  await expect(card.getByText(/Sin certificado de ARCA/)).toBeVisible();
  await card.getByLabel('CUIT').fill('30-71234567-2');
  await card.getByLabel('Razón social').fill('Mayorista Sur S.R.L.');
  await card.getByLabel('Condición frente al IVA').selectOption('responsable_inscripto');
  await card.getByLabel('Ingresos brutos').fill('901-123456-7');
  await card.getByLabel('Inicio de actividades').fill('2019-03-01');
  await card.getByLabel('Punto de venta').fill('2');
  await card.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(card.getByText('CUIT inválido')).toBeVisible();
  await card.getByLabel('CUIT').fill('30-71234567-1');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/fiscal-settings/') && response.request().method() === 'PUT',
  );
  await card.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Datos fiscales guardados')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await settled(page);
  await screenshot(card, 'fiscal-settings-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await screenshot(card, 'fiscal-settings-390');

  // 'Facturar' on the order desk: a Factura A, authorised by the double, with its PDF.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/configuracion/pedidos/${order.id}`);
  const invoicing = page.getByRole('region', { name: 'Facturación' });
  await expect(invoicing.getByText('El pedido todavía no tiene factura.')).toBeVisible();
  await invoicing.getByRole('button', { name: 'Facturar' }).click();
  await expect(invoicing.getByText(/^Factura A 00002-\d{8}$/)).toBeVisible();
  await expect(invoicing.getByText('Autorizada')).toBeVisible();
  await expect(invoicing.getByRole('button', { name: /^Ver PDF/ })).toBeVisible();
  await expect(invoicing.getByRole('button', { name: 'Nota de crédito' })).toBeVisible();
  await settled(page);
  await screenshot(invoicing, 'order-invoice-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await invoicing.scrollIntoViewIfNeeded();
  await settled(page);
  await screenshot(invoicing, 'order-invoice-390');

  // 'Comprobantes' lists it for the staff.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/configuracion/comprobantes');
  await expect(page.getByRole('heading', { name: 'Comprobantes', level: 1 })).toBeVisible();
  await page.getByLabel('Cliente').fill(`Vivero ${tag}`);
  await expect(page.getByText(`Vivero ${tag} S.R.L.`)).toBeVisible();
  await settled(page);
  await screenshot(page, 'admin-invoices-1366', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(`Vivero ${tag} S.R.L.`)).toBeVisible();
  await settled(page);
  await screenshot(page, 'admin-invoices-390', { fullPage: true });

  // The buyer: 'Mis comprobantes' from the panel's sidebar, the PDF downloaded.
  const shop = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1366, height: 900 } });
  await useSession(shop, buyer);
  await shop.goto('/configuracion');
  await shop.getByRole('link', { name: 'Mis comprobantes' }).first().click();
  await expect(shop).toHaveURL(/\/configuracion\/mis-comprobantes$/);
  await expect(shop.getByRole('heading', { name: 'Mis comprobantes', level: 1 })).toBeVisible();
  const row = shop.getByRole('listitem').filter({ hasText: `Pedido #${order.id}` });
  await expect(row.getByText(/^Factura A 00002-\d{8}$/)).toBeVisible();
  await expectAccessible(shop, 'mis comprobantes');
  await settled(shop);
  await screenshot(shop, 'my-invoices-1366', { fullPage: true });
  const downloading = shop.waitForEvent('download');
  await row.getByRole('button', { name: /^PDF/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^factura-a-00002-\d{8}\.pdf$/);
  const file = readFileSync((await download.path()) as string);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  // Kept beside the pictures, to look at the document.
  if (process.env.E2E_SHOTS) await download.saveAs(path.join(process.env.E2E_SHOTS, 'invoice.pdf'));

  // The order's page links its invoice too.
  await row.getByRole('link', { name: `Pedido #${order.id}` }).click();
  await expect(shop.getByRole('heading', { name: `Pedido #${order.id}`, level: 1 })).toBeVisible();
  await expect(shop.getByRole('button', { name: /^PDF: Factura A 00002-/ })).toBeVisible();
  await settled(shop);
  await screenshot(shop, 'order-detail-invoice-1366', { fullPage: true });
  await shop.goBack();
  await shop.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(shop, 'mis comprobantes 390');
  await settled(shop);
  await screenshot(shop, 'my-invoices-390', { fullPage: true });
  await shop.close();
});
