import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { screenshot } from '../support/shots';
import { expect, test } from '../support/test';

/**
 * Buying again (issue 29 items 2 and 3): a buyer of the demo history repeats last month's order from
 * Mis Pedidos (the lines go into the cart at today's prices, what cannot be bought is listed), adds
 * one of the products they buy most, and marks and unmarks a favourite.
 */

type MyOrder = { id: number; created_at: string; status: string; items?: { product: number | null }[] };
type RepeatAnswer = {
  lines: { product: { id: number; name: string }; quantity: number }[];
  skipped: { product_id: number | null; product_name: string; code: string; reason: string }[];
};

const DAY = 24 * 60 * 60 * 1000;
const BUYER = 'verdeurbano';

/**
 * A picture (support/shots.ts) once the start splash (about 2 s) is gone and the page has settled
 * (the dialog's fade); with `axe`, axe on the same state: serious or critical violations fail the
 * journey (soft, at its end). axe runs on the states only this journey reaches (the repeat dialog, the
 * cart it fills, the catalogue's hearts); the panel's pages are the accessibility journey's, at both widths.
 */
async function shot(page: Page, name: string, { fullPage = false, axe = false } = {}) {
  await expect(page.locator('#splash')).toHaveCount(0);
  if (!axe && !process.env.E2E_SHOTS) return;
  await page.waitForTimeout(700);
  await screenshot(page, name, { fullPage });
  if (axe) await expectAccessible(page, name);
}

const cartLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number; quantity: number }[]);

/**
 * The buyer's order of last month (the newest at least 20 days old with two products or more), from
 * the demo history.
 */
async function lastMonthOrder(request: APIRequestContext, auth: Record<string, string>) {
  const orders = (await (await request.get('/api/orders/my-orders/', { headers: auth })).json()) as MyOrder[];
  const order = orders.find(
    (row) =>
      Date.now() - Date.parse(row.created_at) > 20 * DAY &&
      new Set(row.items?.flatMap((item) => (item.product ? [item.product] : []))).size >= 2,
  );
  expect(order, 'the demo history has an order of last month').toBeTruthy();
  return order as MyOrder;
}

test('a buyer repeats last month’s order, adds a usual product and keeps a favourite', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const buyer = await apiLogin(request, BUYER, 'demo1234');
  const auth = { Authorization: `Bearer ${buyer.access}` };
  const order = await lastMonthOrder(request, auth);
  // Since then the store hid one of its products: the repeat leaves it out and says why.
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const staff = { Authorization: `Bearer ${admin.access}` };
  const hidden = order.items?.find((item) => item.product)?.product as number;
  const hide = (is_available: boolean) =>
    request.patch(`/api/products/${hidden}/`, { headers: staff, data: { is_available } });
  expect((await hide(false)).status()).toBe(200);
  try {
    // What the server answers (it writes nothing): the journey checks the page against it.
    const expected = (await (
      await request.post(`/api/orders/${order.id}/repeat/`, { headers: auth })
    ).json()) as RepeatAnswer;
    const left = expected.skipped.find((line) => line.product_id === hidden);
    expect(left).toMatchObject({ code: 'not_available', reason: 'El producto no está disponible' });
    expect(expected.lines.length).toBeGreaterThan(0);

    await useSession(page, buyer);

    // ---- Repetir pedido, from Mis Pedidos ----
    await page.goto('/configuracion/mis-pedidos');
    const repeat = page.getByRole('button', { name: `Repetir pedido #${order.id}`, exact: true });
    await repeat.scrollIntoViewIfNeeded();
    await expect(repeat).toBeVisible();
    await shot(page, 'repeat-my-orders-1366');
    await repeat.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(left?.product_name ?? '-').first()).toBeVisible();
    await expect(dialog.getByText('El producto no está disponible').first()).toBeVisible();
    await shot(page, 'repeat-dialog-1366', { axe: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'repeat-dialog-390', { axe: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole('button', { name: 'Ir al carrito' }).click();
    await expect(page).toHaveURL(/\/carrito$/);
    const cart = await cartLines(page);
    expect(cart.map((line) => line.id).sort()).toEqual(expected.lines.map((line) => line.product.id).sort());
    for (const line of expected.lines)
      expect(cart.find((item) => item.id === line.product.id)?.quantity).toBe(line.quantity);
    await expect(page.getByText(expected.lines[0].product.name).first()).toBeVisible();
    await shot(page, 'repeat-cart-1366', { axe: true });
  } finally {
    await hide(true);
  }

  // The order's detail has the same button.
  await page.goto(`/configuracion/pedidos/${order.id}`);
  await expect(page.getByRole('button', { name: `Repetir pedido #${order.id}`, exact: true })).toBeVisible();
  await shot(page, 'repeat-order-detail-1366');

  // ---- Lo que más compras: one click adds the last quantity ----
  await page.evaluate(() => localStorage.removeItem('cart'));
  await page.goto('/configuracion/lo-que-mas-compras');
  await expect(page.getByRole('heading', { name: 'Lo que más compras', level: 1 })).toBeVisible();
  const add = page
    .getByRole('button', { name: /^Agregar \d+ de .+ al carrito$/ })
    .and(page.locator(':enabled'));
  await expect(add.first()).toBeVisible();
  const label = (await add.first().getAttribute('aria-label')) ?? '';
  const quantity = Number(/^Agregar (\d+) de/.exec(label)?.[1]);
  await shot(page, 'frequent-products-1366');
  await add.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Producto añadido al carrito')).toBeVisible();
  expect((await cartLines(page))[0]?.quantity).toBe(quantity);

  // ---- A favourite: the heart on a card, then Mis favoritos ----
  await page.goto('/productos');
  const heart = page.getByRole('button', { name: /^Agregar a favoritos: / }).first();
  await expect(heart).toBeEnabled();
  const name = ((await heart.getAttribute('aria-label')) ?? '').replace('Agregar a favoritos: ', '');
  await heart.click();
  const marked = page.getByRole('button', { name: `Quitar de favoritos: ${name}` }).first();
  await expect(marked).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'favorites-card-1366', { axe: true });

  await page.goto('/configuracion/favoritos');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await shot(page, 'favorites-page-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'favorites-page-390', { fullPage: true });
  await page.goto('/configuracion/lo-que-mas-compras');
  await expect(page.getByRole('heading', { name: 'Lo que más compras', level: 1 })).toBeVisible();
  await shot(page, 'frequent-products-390', { fullPage: true });
  await page.goto('/configuracion/mis-pedidos');
  await expect(page.getByRole('button', { name: `Repetir pedido #${order.id}`, exact: true })).toBeVisible();
  await shot(page, 'repeat-my-orders-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Removing it from Mis favoritos: gone from the list and from the server.
  await page.goto('/configuracion/favoritos');
  await page.getByRole('button', { name: `Quitar de favoritos: ${name}` }).click();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  const ids = (await (await request.get('/api/favorites/ids/', { headers: auth })).json()) as {
    ids: number[];
  };
  const favourites = (await (await request.get('/api/favorites/', { headers: auth })).json()) as {
    results: { name: string }[];
  };
  expect(favourites.results.map((row) => row.name)).not.toContain(name);
  expect(ids.ids).toHaveLength(favourites.results.length);
});

test('visitors see no hearts; the product page has one for a buyer', async ({ page, request }) => {
  await page.goto('/productos');
  await expect(page.locator('article h3 a').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /favoritos/ })).toHaveCount(0);

  const buyer = await apiLogin(request, BUYER, 'demo1234');
  await useSession(page, buyer);
  const products = (await (
    await request.get('/api/products/?page_size=1', { headers: { Authorization: `Bearer ${buyer.access}` } })
  ).json()) as { results: { id: number; name: string }[] };
  const product = products.results[0];
  await page.goto(`/producto/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  const heart = page.getByRole('button', { name: `Agregar a favoritos: ${product.name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toBeEnabled();
  await heart.focus();
  await page.keyboard.press('Enter');
  const marked = page.getByRole('button', { name: `Quitar de favoritos: ${product.name}` });
  await expect(marked).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'favorites-product-page-1366', { axe: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'favorites-product-page-390', { axe: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Agregar a favoritos: ${product.name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
