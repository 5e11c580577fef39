import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Price lists, quantity breaks and sale units (issue 28, decision 052), end to end: the owner creates
 * 'Kiosco +12%' with a minimum order, assigns a buyer to it from the customer profile, and sells a
 * product by the closed box (Caja x 12) with a tier from 2 boxes at 5 % off, all on the back-office
 * screens. The buyer sees the list's price and the tiers on the product page, is held by the minimum
 * with one box, buys two, and the sales note shows the unit and the tier's price.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Amounts in whole cents, rounded half away from zero like the server's rule (decision 011). */
const BOX_CENTS = 1_200_000; // the product's price: $ 12.000 a box
const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
const LIST_CENTS = percentOf(BOX_CENTS, 100 + 12); // the list's +12 %
const TIER_CENTS = percentOf(LIST_CENTS, 100 - 5); // from 2 boxes, 5 % off
const MINIMUM_CENTS = 2_000_000; // the list's minimum order: $ 20.000

/** '$ 13.440' as the storefront writes whole pesos; '$ 13.440,00' as the sales note and the minimum do. */
const pesos = (cents: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(Math.round(cents / 100))}`;
const pesos2 = (cents: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;

type Headers = Record<string, string>;

async function createProduct(request: APIRequestContext, auth: Headers, name: string) {
  const categories = (await (await request.get('/api/categories/')).json()) as
    | { id: number }[]
    | { results: { id: number }[] };
  const category = (Array.isArray(categories) ? categories : categories.results)[0];
  const response = await request.post('/api/products/', {
    headers: auth,
    data: {
      name,
      category: category.id,
      price: BOX_CENTS / 100,
      stock: 20,
      is_available: true,
      variants: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

async function createBuyer(request: APIRequestContext, auth: Headers, username: string) {
  const response = await request.post('/api/auth/customers/', {
    headers: auth,
    data: { username, email: `${username}@example.com`, password: 'kiosco1234', business_name: 'Kiosco E2E' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

async function createList(page: Page) {
  await page.goto('/configuracion/listas-de-precios');
  await page.getByRole('button', { name: 'Nueva lista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva lista de precios' });
  await dialog.getByLabel('Nombre').fill('Kiosco +12%');
  await dialog.getByLabel('Ajuste (%)').fill('12');
  await dialog.getByLabel('Pedido mínimo ($)').fill(String(MINIMUM_CENTS / 100));
  await dialog.getByRole('button', { name: /Crear|Guardar/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Kiosco +12%' }).first()).toBeVisible();
}

async function assignList(page: Page, customerId: number) {
  await page.goto(`/configuracion/clientes/${customerId}`);
  const section = page.getByRole('region', { name: 'Lista de precios' });
  await section.getByLabel('Cambiar a').selectOption({ label: 'Kiosco +12%' });
  await section.getByRole('button', { name: 'Guardar lista' }).click();
  await expect(section.getByText('Compra con Kiosco +12%')).toBeVisible();
}

async function sellByTheBox(page: Page, productId: number) {
  await page.goto(`/configuracion/productos/editar/${productId}`);
  await expect(page.getByRole('heading', { name: 'Editar producto' })).toBeVisible();
  await page.getByLabel('Unidad de venta', { exact: true }).selectOption('caja');
  await page.getByLabel('Unidades por envase', { exact: true }).fill('12');
  await expect(page.getByText('El cliente ve: Caja x 12')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar descuento' }).click();
  await page.getByLabel('Desde (unidades)', { exact: true }).fill('2');
  await page.getByLabel('Descuento (%)', { exact: true }).last().fill('5');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Producto actualizado correctamente')).toBeVisible();
}

test('the owner sells to a kiosk on its list by the box with a quantity break, and the sales note shows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { Authorization: `Bearer ${admin.access}` };
  const tag = unique();
  const productName = `Yerba por caja ${tag}`;
  const product = await createProduct(request, auth, productName);
  const customer = await createBuyer(request, auth, `kiosco${tag}`);
  let listId: number | null = null;

  try {
    // The owner, on the back-office screens.
    await useSession(page, admin);
    await createList(page);
    const lists = (await (await request.get('/api/price-lists/', { headers: auth })).json()) as
      | { id: number; name: string }[]
      | { results: { id: number; name: string }[] };
    listId = (Array.isArray(lists) ? lists : lists.results).find((list) => list.name === 'Kiosco +12%')!.id;
    await assignList(page, customer.id);
    await sellByTheBox(page, product.id);

    // The buyer: the list's price by the box, and the tiers with the buyer's price at each.
    const buyer = await apiLogin(request, `kiosco${tag}`, 'kiosco1234');
    const context = await browser.newContext();
    const shop = await context.newPage();
    await useSession(shop, buyer);
    await shop.goto(`/producto/${product.id}`);
    await expect(shop.getByRole('heading', { name: productName })).toBeVisible();
    await expect(shop.getByText(pesos(LIST_CENTS), { exact: true }).first()).toBeVisible();
    await expect(shop.getByText('por Caja x 12', { exact: true })).toBeVisible();
    const tiers = shop.getByRole('table');
    await expect(tiers.getByRole('columnheader')).toHaveText(['Desde', 'Precio por Caja x 12', 'Descuento']);
    await expect(tiers.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '1 (tu cantidad)',
      pesos(LIST_CENTS),
      '—',
    ]);
    await expect(tiers.getByRole('row').nth(2).getByRole('cell')).toHaveText(['2', pesos(TIER_CENTS), '5 %']);

    // One box: the list's minimum holds the checkout.
    await shop.getByRole('button', { name: 'Añadir al Carrito', exact: true }).click();
    await expect(shop.getByText('Producto añadido al carrito')).toBeVisible();
    await shop.goto('/carrito');
    await expect(shop.getByText('Caja x 12', { exact: true })).toBeVisible();
    await expect(
      shop.getByText(
        `Te faltan ${pesos2(MINIMUM_CENTS - LIST_CENTS)} para el pedido mínimo de tu lista (Kiosco +12%: ${pesos2(MINIMUM_CENTS)})`,
      ),
    ).toBeVisible();
    await expect(shop.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();

    // Two boxes: the tier prices the line and the minimum is met.
    await shop.getByRole('button', { name: `Aumentar cantidad de ${productName}` }).click();
    await expect(shop.getByText('Precio por cantidad: desde 2, 5 % menos')).toBeVisible();
    await expect(shop.getByTestId('cart-total')).toHaveText(pesos(2 * TIER_CENTS));
    await expect(shop.getByText(/Te faltan/)).toBeHidden();
    await shop.getByRole('button', { name: 'Finalizar compra' }).click();
    await shop.getByLabel('Nombre del destinatario').fill('Kiosco E2E');
    await shop.getByLabel('Teléfono').fill('1134567890');
    await shop.getByText('Retiro / Coordinar entrega').click();
    const placed = shop.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/orders/' && response.request().method() === 'POST',
    );
    await shop.getByRole('button', { name: 'Confirmar pedido' }).click();
    const created = await placed;
    expect(created.ok(), await created.text()).toBe(true);
    const orderId = ((await created.json()) as { id: number }).id;
    await expect(shop.getByText('¡Tu pedido ha sido registrado con éxito!', { exact: false })).toBeVisible();
    await context.close();

    // The order keeps what priced the line; the sales note shows the unit and the tier's price.
    const order = (await (await request.get(`/api/orders/${orderId}/`, { headers: auth })).json()) as {
      total: number;
      items: Record<string, unknown>[];
    };
    expect(order.total).toBe((2 * TIER_CENTS) / 100);
    expect(order.items).toEqual([
      expect.objectContaining({
        quantity: 2,
        price: TIER_CENTS / 100,
        price_at_time: TIER_CENTS / 100,
        price_list_name: 'Kiosco +12%',
        tier_min_quantity: 2,
        tier_discount: 5,
        sale_unit: 'caja',
        units_per_pack: 12,
        unit_label: 'Caja x 12',
      }),
    ]);
    await page.goto(`/configuracion/ventas/${orderId}/imprimir`);
    const line = page
      .getByRole('region', { name: 'Productos de la nota' })
      .getByRole('row', { name: productName });
    await expect(line.getByRole('cell')).toHaveText([
      /.*/,
      productName,
      '-',
      '2',
      'Caja x 12',
      pesos2(TIER_CENTS),
      pesos2(2 * TIER_CENTS),
    ]);
  } finally {
    if (listId) await request.delete(`/api/price-lists/${listId}/`, { headers: auth });
    await request.delete(`/api/products/${product.id}/`, { headers: auth });
  }
});
