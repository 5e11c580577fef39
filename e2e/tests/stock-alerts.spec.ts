import type { APIRequestContext } from '@playwright/test';
import { apiLogin, useSession } from '../support/axe';
import { mailsTo } from '../support/mailbox';
import { screenshot } from '../support/shots';
import { expect, test } from '../support/test';

/**
 * Back in stock (issue 29 item 6): a buyer asks to be told when a product without stock has it again,
 * staff raise its stock, and the buyer's mailbox receives one e-mail with the product's link.
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
    data: { name, category: category.id, price: 1000, stock: 0, is_available: true, variants: [] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

test('a buyer asks for a stock alert, staff raise the stock, one e-mail arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const email = 'demo@growshop-demo.com.ar';
  const name = `Aviso e2e ${unique()}`;
  const subject = `${name} volvió a tener stock`;
  const product = await createProduct(request, auth, name);
  // The start splash (about 2 s) is gone before each picture.
  const shot = async (file: string) => {
    await expect(page.locator('#splash')).toHaveCount(0);
    await screenshot(page, file);
  };
  try {
    await useSession(page, buyer);
    await page.goto(`/producto/${product.id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sin stock' })).toBeDisabled();
    const ask = page.getByRole('button', { name: 'Avisarme cuando haya stock' });
    await expect(ask).toBeEnabled();
    await shot('stock-alerts-ask-1366');
    await ask.focus();
    await page.keyboard.press('Enter');
    const waiting = page.getByText('Te vamos a avisar por e-mail cuando vuelva a haber stock');
    await expect(waiting).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar aviso' })).toBeVisible();
    await shot('stock-alerts-waiting-1366');

    // The waiting state is the server's: it survives a reload, at 390 px too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(waiting).toBeVisible();
    await waiting.scrollIntoViewIfNeeded();
    await shot('stock-alerts-waiting-390');

    // Cancelling and asking again leaves one alert (the mailbox below gets one e-mail).
    await page.getByRole('button', { name: 'Cancelar aviso' }).click();
    await expect(page.getByRole('button', { name: 'Avisarme cuando haya stock' })).toBeVisible();
    await shot('stock-alerts-ask-390');
    await page.getByRole('button', { name: 'Avisarme cuando haya stock' }).click();
    await expect(waiting).toBeVisible();
    expect((await mailsTo(email)).filter((mail) => mail.subject === subject)).toHaveLength(0);

    // The buyer's panel lists what they wait for ('Avisos de stock' on /configuracion).
    await page.goto('/configuracion');
    const panelList = page.getByRole('region', { name: 'Avisos de stock' });
    await expect(panelList.getByRole('link', { name })).toBeVisible();
    await panelList.scrollIntoViewIfNeeded();
    await shot('stock-alerts-panel-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await panelList.scrollIntoViewIfNeeded();
    await shot('stock-alerts-panel-1366');

    // Staff raise the stock (the product form's save).
    const raise = await request.patch(`/api/products/${product.id}/`, { headers: auth, data: { stock: 6 } });
    expect(raise.status(), await raise.text()).toBe(200);
    await expect
      .poll(async () => (await mailsTo(email)).filter((mail) => mail.subject === subject).length, {
        message: 'the stock alert e-mailed to the buyer',
        timeout: 15_000,
      })
      .toBe(1);
    const [mail] = (await mailsTo(email)).filter((row) => row.subject === subject);
    expect(mail.text).toContain(`/producto/${product.id}`);

    // The alert ended: more stock sends nothing more, and the page offers the cart again.
    const again = await request.patch(`/api/products/${product.id}/`, { headers: auth, data: { stock: 9 } });
    expect(again.status()).toBe(200);
    await page.waitForTimeout(1_000);
    expect((await mailsTo(email)).filter((row) => row.subject === subject)).toHaveLength(1);
    await page.goto(`/producto/${product.id}`);
    await expect(page.getByRole('button', { name: 'Añadir al Carrito', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Avisarme cuando haya stock' })).toHaveCount(0);
    const alerts = await request.get('/api/me/stock-alerts/', {
      headers: { Authorization: `Bearer ${buyer.access}` },
    });
    expect(((await alerts.json()) as { product: number }[]).some((row) => row.product === product.id)).toBe(
      false,
    );
  } finally {
    await request.delete(`/api/products/${product.id}/`, { headers: auth });
  }
});

test('a visitor sees no stock alert button on a product without stock', async ({ page, request }) => {
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const name = `Sin aviso e2e ${unique()}`;
  const product = await createProduct(request, auth, name);
  try {
    await page.goto(`/producto/${product.id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inicia sesión para comprar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avisarme cuando haya stock' })).toHaveCount(0);
  } finally {
    await request.delete(`/api/products/${product.id}/`, { headers: auth });
  }
});
