import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Issue 11 items 1-3: a coupon made in Cupones that the demo buyer uses at checkout, an offer made in
 * Ofertas that changes a product's price and the on-sale count at once, and a contact message
 * answered and archived in Mensajes. Everything acts on data created here, removed at the end.
 */

type CategoryRow = { id: number; name: string };
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function createProduct(
  request: APIRequestContext,
  auth: Record<string, string>,
  name: string,
  price: number,
) {
  const categories = (await (await request.get('/api/categories/')).json()) as CategoryRow[];
  const created = await request.post('/api/products/', {
    headers: auth,
    data: { name, category: categories[0].id, price, stock: 50, is_available: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function onSaleCount(request: APIRequestContext) {
  const response = await request.get('/api/products/?on_sale=true&page_size=1', { headers: {} });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

async function buyerPrice(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/products/${id}/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { final_price: number }).final_price;
}

test('the admin creates a coupon in Cupones that the demo buyer uses at checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  const code = `E2E${unique}`.toUpperCase().slice(0, 20);
  const productId = await createProduct(request, auth, `Cupón e2e ${unique}`, 2000);
  let orderId: number | null = null;

  try {
    await useSession(page, admin);
    await page.goto('/configuracion/cupones');
    await expect(page.getByRole('heading', { name: 'Cupones', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo cupón' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cupón' });
    await expect(dialog.getByLabel('Valor (%)')).toHaveValue('0');
    await dialog.getByLabel('Código').fill(code);
    await dialog.getByLabel('Tipo').selectOption('fixed');
    await expect(dialog.getByLabel('Descuento máximo ($)')).toHaveCount(0);
    await dialog.getByLabel('Valor ($)').fill('500');
    await dialog.getByLabel('Usos máximos').fill('5');
    await expectAccessible(page, 'coupon modal');
    await dialog.getByRole('button', { name: 'Crear cupón' }).click();
    await expect(page.getByText('Cupón creado correctamente')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('0/5');
    await expect(row).toContainText('Activo');

    // The buyer checks out with it: the server takes the 500 off the 2 x 2000 subtotal.
    const ordered = await request.post('/api/orders/', {
      headers: { authorization: `Bearer ${buyer.access}` },
      data: {
        recipient_name: 'Demo Comprador',
        customer_phone: '1122334455',
        customer_email: 'demo@example.com',
        delivery_type: 'pickup',
        coupon_code: code.toLowerCase(),
        products: [{ product_id: productId, quantity: 2 }],
      },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    const order = (await ordered.json()) as {
      id: number;
      subtotal: number;
      coupon_discount: number;
      total: number;
    };
    orderId = order.id;
    expect([order.subtotal, order.coupon_discount, order.total]).toEqual([4000, 500, 3500]);

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('1/5');
    await page.getByRole('button', { name: `Acciones del cupón ${code}` }).click();
    await page.getByRole('menuitem', { name: 'Ver usos' }).click();
    const usages = page.getByRole('dialog', { name: `Usos del cupón ${code}` });
    await expect(usages.getByRole('link', { name: `#${order.id}` })).toHaveAttribute(
      'href',
      `/configuracion/pedidos/${order.id}`,
    );
    await expect(usages).toContainText('$ 4.000');
    await expect(usages).toContainText('$ 500');
    await usages
      .getByRole('button', { name: /Cerrar/ })
      .first()
      .click();

    await page.getByRole('button', { name: `Acciones del cupón ${code}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await expect(page.getByText('¿Estás seguro de eliminar este cupón?')).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Eliminar cupón' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText('Cupón eliminado correctamente')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  } finally {
    if (orderId !== null)
      await request.put(`/api/orders/${orderId}/`, { headers: auth, data: { status: 'cancelled' } });
    const list = (await (await request.get('/api/marketing/coupons/', { headers: auth })).json()) as {
      id: number;
      code: string;
    }[];
    for (const coupon of list.filter((item) => item.code === code))
      await request.delete(`/api/marketing/coupons/${coupon.id}/`, { headers: auth });
    await request.delete(`/api/products/${productId}/`, { headers: auth });
  }
});

test('an offer made in Ofertas changes the price and the on-sale count at once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  const productName = `Oferta e2e ${unique}`;
  const offerName = `Oferta relámpago ${unique}`;
  const productId = await createProduct(request, auth, productName, 3000);

  try {
    const countBefore = await onSaleCount(request);
    expect(await buyerPrice(request, buyer.access, productId)).toBe(3000);

    await useSession(page, admin);
    await page.goto('/configuracion/ofertas');
    await expect(page.getByRole('heading', { name: 'Ofertas', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva oferta' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva oferta' });
    await dialog.getByLabel('Nombre', { exact: true }).fill(offerName);
    await dialog.getByLabel('Descuento (%)').fill('20');
    await dialog.getByLabel('Buscar productos por nombre o marca').fill(productName);
    await dialog.getByRole('checkbox', { name: new RegExp(productName) }).check();
    await expect(dialog.getByText('1 producto seleccionado')).toBeVisible();
    await expectAccessible(page, 'offer modal');
    await dialog.getByRole('button', { name: 'Crear oferta' }).click();
    await expect(page.getByText('Oferta creada exitosamente')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: offerName });
    await expect(row).toContainText('Activa');
    await expect(row).toContainText('20%');

    // The storefront follows on the very next request.
    expect(await onSaleCount(request)).toBe(countBefore + 1);
    expect(await buyerPrice(request, buyer.access, productId)).toBe(2400);
    const anonymous = await request.get(
      `/api/products/?on_sale=true&search=${encodeURIComponent(productName)}`,
      { headers: {} },
    );
    expect(((await anonymous.json()) as { count: number }).count).toBe(1);

    await row.getByRole('button', { name: new RegExp(`productos de ${offerName}`) }).click();
    const products = page.getByRole('dialog', { name: `Productos de la oferta ${offerName}` });
    const productRow = products.getByRole('row').filter({ hasText: productName });
    await expect(productRow).toContainText('$ 3.000');
    await expect(productRow).toContainText('20%');
    await expect(productRow).toContainText('$ 2.400');
    await products
      .getByRole('button', { name: /Cerrar/ })
      .first()
      .click();

    await page.getByRole('button', { name: `Acciones de la oferta ${offerName}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await expect(page.getByText('¿Estás seguro de eliminar esta oferta?')).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Eliminar oferta' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText('Oferta eliminada exitosamente')).toBeVisible();
    expect(await onSaleCount(request)).toBe(countBefore);
    expect(await buyerPrice(request, buyer.access, productId)).toBe(3000);
  } finally {
    const list = (await (await request.get('/api/marketing/offers/', { headers: auth })).json()) as {
      results: { id: number; name: string }[];
    };
    for (const offer of list.results.filter((item) => item.name === offerName))
      await request.delete(`/api/marketing/offers/${offer.id}/`, { headers: auth });
    await request.delete(`/api/products/${productId}/`, { headers: auth });
  }
});

test('the admin opens a contact message, marks it responded and archives it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  const name = `Remitente ${unique}`;
  const sent = await request.post('/api/contact-messages/', {
    headers: { authorization: `Bearer ${buyer.access}` },
    data: {
      nombre: name,
      email: 'demo@example.com',
      telefono: '11 5555-1234',
      motivo: 'Consulta sobre productos',
      mensaje: `Consulta e2e ${unique}: ¿tienen stock de macetas textiles de 20 litros para la semana próxima?`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const messageId = ((await sent.json()) as { id: number }).id;

  try {
    await useSession(page, admin);
    await page.goto('/configuracion/mensajes');
    await expect(page.getByRole('heading', { name: 'Mensajes', level: 1 })).toBeVisible();
    // The page header's count (the sidebar badge says the same beside 'Mensajes').
    await expect(page.locator('[data-tone="warning"]', { hasText: /sin leer/ })).toBeVisible();
    await page.getByLabel('Buscar mensajes').fill(unique);
    const open = page.getByRole('button', { name: `No leído: mensaje de ${name}` });
    await expect(open).toBeVisible();
    await open.click();

    const dialog = page.getByRole('dialog', { name: `Mensaje de ${name}` });
    await expect(dialog.getByRole('link', { name: 'Responder por e-mail' })).toHaveAttribute(
      'href',
      /^mailto:demo@example\.com/,
    );
    await expectAccessible(page, 'message detail');
    await dialog.getByRole('button', { name: 'Marcar como respondido' }).click();
    await expect(page.getByText('Mensaje marcado como respondido')).toBeVisible();
    await expect(dialog.getByText('Respondido')).toBeVisible();
    await dialog.getByRole('button', { name: 'Archivar' }).click();
    await expect(page.getByText('Mensaje archivado')).toBeVisible();
    await expect(page.getByRole('button', { name: `mensaje de ${name}` })).toHaveCount(0);

    await page.getByLabel('Mostrar').selectOption('Archivados');
    const archived = page.getByRole('row').filter({ hasText: name });
    await expect(archived).toContainText('Respondido');
    await expect(archived).toContainText('Archivado');

    const stored = await request.get(`/api/contact-messages/?search=${unique}&archivado=true`, {
      headers: auth,
    });
    expect(
      ((await stored.json()) as { results: { respondido: boolean; archivado: boolean }[] }).results,
    ).toEqual([expect.objectContaining({ respondido: true, archivado: true })]);
  } finally {
    await request.delete(`/api/contact-messages/${messageId}/`, { headers: auth });
  }
});
