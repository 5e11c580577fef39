import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * The dollar rate (issue 11 item 4): the admin types a manual rate on /configuracion/dolar and a
 * USD-priced product of this test follows it for a buyer at once. The previous rate (value, type and
 * auto-update switch) is restored at the end, so other specs see the seeded one.
 */

type Rate = { value: number; update_date: string | null; rate_type: string; is_auto_update: boolean };
type CategoryRow = { id: number; name: string };

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const productName = `Lámpara dólar e2e ${unique}`;

async function finalPrice(request: APIRequestContext, token: string, id: number): Promise<number> {
  const response = await request.get(`/api/products/${id}/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { final_price: number }).final_price;
}

test('an admin sets a manual dollar rate and a USD product follows it for a buyer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  const previous = (await (await request.get('/api/dollar-rate/current/', { headers: auth })).json()) as Rate;
  let productId: number | null = null;

  try {
    const categories = (await (await request.get('/api/categories/')).json()) as CategoryRow[];
    const created = await request.post('/api/products/', {
      headers: auth,
      data: {
        name: productName,
        category: categories[0].id,
        price: 20,
        currency: 'USD',
        stock: 5,
        is_available: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    productId = ((await created.json()) as { id: number }).id;

    await useSession(page, admin);
    await page.goto('/configuracion/dolar');
    await expect(page.getByRole('heading', { name: 'Dólar', level: 1 })).toBeVisible();
    await expect(page.getByTestId('current-rate')).toBeVisible();

    const input = page.getByLabel('Valor del dólar (en pesos)');
    await input.fill('0');
    await page.getByRole('button', { name: 'Guardar cotización' }).click();
    await expect(page.getByText('La cotización debe ser mayor a 0')).toBeVisible();

    await input.fill('1500.25');
    await page.getByRole('button', { name: 'Guardar cotización' }).click();
    await expect(page.getByTestId('current-rate')).toHaveText('$ 1.500,25');
    await expect(page.getByText('Cotización manual guardada: $ 1.500,25').first()).toBeVisible();
    const history = page.getByRole('table', { name: 'Historial de cotizaciones' });
    await expect(history.getByRole('row').nth(1)).toContainText('$ 1.500,25');
    await expect(history.getByRole('row').nth(1)).toContainText('Manual');
    await expectAccessible(page, 'dólar');

    // The buyer's next request prices the product at 20 x 1.500,25 = 30.005.
    expect(await finalPrice(request, buyer.access, productId)).toBe(30_005);
    const buyerContext = await browser.newContext({ locale: 'es-AR' });
    const buyerPage = await buyerContext.newPage();
    await useSession(buyerPage, buyer);
    await buyerPage.goto(`/producto/${productId}`);
    await expect(buyerPage.getByRole('heading', { name: productName })).toBeVisible();
    await expect(buyerPage.getByText('$ 30.005').first()).toBeVisible();

    // A second rate moves it again.
    await input.fill('1600');
    await page.getByRole('button', { name: 'Guardar cotización' }).click();
    await expect(page.getByTestId('current-rate')).toHaveText('$ 1.600,00');
    expect(await finalPrice(request, buyer.access, productId)).toBe(32_000);
    await buyerPage.reload();
    await expect(buyerPage.getByText('$ 32.000').first()).toBeVisible();
    await buyerContext.close();
  } finally {
    if (productId) await request.delete(`/api/products/${productId}/`, { headers: auth });
    await request.post('/api/dollar-rates/set_manual_rate/', {
      headers: auth,
      data: { value: previous.value },
    });
    await request.post('/api/dollar-rates/toggle_auto_update/', {
      headers: auth,
      data: {
        is_auto_update: previous.is_auto_update,
        rate_type: previous.rate_type === 'manual' ? 'oficial' : previous.rate_type,
      },
    });
    if (previous.rate_type === 'manual') {
      // A manual rate before the test: store it as manual again (the switch above set a type).
      await request.post('/api/dollar-rates/set_manual_rate/', {
        headers: auth,
        data: { value: previous.value },
      });
    }
    const restored = (await (
      await request.get('/api/dollar-rate/current/', { headers: auth })
    ).json()) as Rate;
    expect(restored).toMatchObject({ value: previous.value, rate_type: previous.rate_type });
  }
});
