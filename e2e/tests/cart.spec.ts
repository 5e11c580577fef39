import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

type ApiOption = {
  name: string;
  stock: number;
  is_available: boolean;
  price: number | null;
  price_adjustment: number;
};
type ApiProduct = {
  id: number;
  name: string;
  stock: number;
  is_available: boolean;
  is_available_sparta: boolean;
  has_variants: boolean;
  variants: { variant_name: string; options: ApiOption[] }[];
  final_price?: number;
  image_small?: string | null;
};

const money = (value: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(Math.round(value))}`;
const round2 = (value: number) => Math.round(value * 100) / 100;

async function login(page: Page) {
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

async function loginFromScratch(page: Page) {
  await page.goto('/iniciar-sesion');
  await login(page);
  await expect(page).not.toHaveURL(/iniciar-sesion/);
}

async function catalogue(page: Page): Promise<ApiProduct[]> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get('/api/products/?page_size=200', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()).results as ApiProduct[];
}

const sellable = (product: ApiProduct) => product.is_available && product.is_available_sparta;

test('a visitor is sent to log in from the cart and comes back to it intact', async ({ page }) => {
  await page.goto('/');
  const product = (await catalogue(page)).find(
    (item) => sellable(item) && !item.has_variants && item.stock > 5,
  )!;
  expect(product, 'a simple product in stock').toBeTruthy();
  await page.evaluate((item) => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: item.id,
          name: item.name,
          price: 1000,
          discount: 0,
          currency: 'ARS',
          image: item.image_small,
          brand: null,
          stock: item.stock,
          quantity: 1,
          selected_variants: null,
          variant_display: '',
        },
      ]),
    );
  }, product);

  await page.goto('/carrito/');
  await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByText('Debes iniciar sesión para realizar la compra')).toBeVisible();
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=carrito$/);

  await login(page);
  await expect(page).toHaveURL(/\/carrito$/);
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(cart).toHaveLength(1);
  expect(cart[0]).toMatchObject({ id: product.id, quantity: 1 });
  // The 7-day cookie mirrors the cart once the cart changes.
  await page.getByRole('button', { name: `Aumentar cantidad de ${product.name}` }).click();
  const cookies = await page.context().cookies();
  const cookie = cookies.find((item) => item.name === 'cart');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure).toBe(true);
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual([[product.id, 2, 0]]);
});

test('a buyer orders a variant with a coupon and finds it in Mis Pedidos', async ({ page }) => {
  await loginFromScratch(page);
  // One variant group, an option other than the first with stock to spare and no price change.
  let choice: { product: ApiProduct; group: string; option: string } | undefined;
  for (const product of await catalogue(page)) {
    if (!sellable(product) || !product.has_variants || product.variants.length !== 1) continue;
    const [group] = product.variants;
    const option = group.options
      .slice(1)
      .find((item) => item.is_available && item.stock >= 5 && !item.price && !item.price_adjustment);
    if (option && (product.final_price ?? 0) * 2 >= 10_000 && product.stock >= 5) {
      choice = { product, group: group.variant_name, option: option.name };
      break;
    }
  }
  expect(choice, 'a variant product with a spare option worth at least $ 5.000').toBeTruthy();
  const { product, group, option } = choice!;
  const subtotal = round2(product.final_price! * 2);
  const discount = Math.min(round2(subtotal * 0.1), 20_000);
  const total = subtotal - discount;
  const variantText = `${group}: ${option}`;

  await page.goto(`/producto/${product.id}`);
  await page
    .getByRole('group', { name: new RegExp(group) })
    .getByText(option, { exact: true })
    .click();
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(page.getByLabel('Cantidad', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Añadir al Carrito', exact: true }).click();
  await expect(page.getByText('Producto añadido al carrito')).toBeVisible();
  await expect(page.getByRole('link', { name: /Carrito, 2 productos/ })).toBeVisible();

  await page.goto('/carrito');
  await expect(page.getByText(variantText)).toBeVisible();
  await expect(page.getByLabel(`Cantidad de ${product.name}`, { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Ingresa un código de cupón').first()).toBeVisible();
  await page.getByLabel('Cupón de descuento').fill('BIENVENIDA10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupón aplicado correctamente')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(money(total));

  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { name: 'Datos para tu pedido' })).toBeFocused();
  await expect(page.getByLabel('Nombre del destinatario')).not.toHaveValue('');
  await page.getByRole('radio', { name: /Envío a domicilio/ }).check();
  await page.getByLabel('Teléfono').fill('123');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText('Ingresa un teléfono válido')).toBeVisible();
  await page.getByLabel('Teléfono').fill('1134567890');
  await page.getByLabel('Calle').fill('Calle 14');
  await page.getByLabel('Número').fill('1450');
  await page.getByLabel('Código postal').fill('b1884abc');
  await page.getByLabel('Ciudad').fill('Berazategui');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(
    page.getByText('¡Tu pedido ha sido registrado con éxito! Te enviamos un email con los detalles.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  await page.goto('/configuracion/mis-pedidos');
  await expect(page.getByRole('heading', { name: 'Mis Pedidos', level: 1 })).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card).toContainText(product.name);
  await expect(card).toContainText(variantText);
  await expect(card).toContainText(money(total));
  await expect(card).toContainText('Pendiente');
  const whatsapp = await card.getByRole('link', { name: /Consultar por WhatsApp/ }).getAttribute('href');
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const message = decodeURIComponent(whatsapp!.split('?text=')[1]);
  expect(message).toContain(money(total));

  await page.getByRole('button', { name: 'Entregado' }).click();
  await expect(page.getByText('No tienes pedidos en estado Entregado')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/productos');
});

test('a pickup order reads Coordinar entrega in its details', async ({ page }) => {
  await loginFromScratch(page);
  await page.goto('/productos');
  const add = page.getByRole('button', { name: /^Añadir al Carrito: .+/ }).first();
  await add.click();
  await expect(page.getByText('Producto añadido al carrito')).toBeVisible();

  await page.goto('/carrito');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await page.getByRole('radio', { name: /Retiro \/ Coordinar entrega/ }).check();
  await expect(page.getByLabel('Calle')).toHaveCount(0);
  await page.getByLabel('Teléfono').fill('1134567890');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/configuracion/mis-pedidos');
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /Ver detalle/ })
    .click();
  await expect(page).toHaveURL(/\/configuracion\/pedidos\/\d+$/);
  await expect(page.getByText('Coordinar entrega', { exact: true })).toBeVisible();
  await expect(page.getByText('Retiro / Coordinar entrega')).toBeVisible();

  await page.goto('/configuracion/pedidos/999999');
  await expect(page.getByText('La orden solicitada no existe')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a Mis Pedidos' })).toHaveAttribute(
    'href',
    '/configuracion/mis-pedidos',
  );
});

test('a coupon stays with the cart across a reload, and leaves it with the reason once it is used up', async ({
  page,
}) => {
  const adminLogin = await page.request.post('/api/auth/login/', {
    data: { username: 'admin', password: 'admin1234' },
  });
  const admin = { authorization: `Bearer ${((await adminLogin.json()) as { access: string }).access}` };
  const code = `VUELVE${Date.now()}`;
  const created = await page.request.post('/api/marketing/coupons/', {
    headers: admin,
    data: {
      code,
      type: 'percentage',
      value: 10,
      expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const coupon = (await created.json()) as { id: number };

  await loginFromScratch(page);
  const product = (await catalogue(page)).find(
    (item) => sellable(item) && !item.has_variants && item.stock > 2,
  )!;
  await page.evaluate((item) => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: item.id, name: item.name, stock: item.stock, quantity: 1, selected_variants: null },
      ]),
    );
  }, product);
  await page.goto('/carrito');
  await page.getByLabel('Cupón de descuento').fill(code);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupón aplicado correctamente')).toBeVisible();
  const discountRow = page.getByText(`Descuento (${code})`);
  await expect(discountRow).toBeVisible();

  // A reload keeps it: the quote checks it again.
  await page.reload();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(discountRow).toBeVisible();
  await expect(page.getByText(`${code} aplicado`)).toBeVisible();

  // No longer valid: it is removed, and the buyer is told why.
  const updated = await page.request.put(`/api/marketing/coupons/${coupon.id}/`, {
    headers: admin,
    data: { max_uses: 0 },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  await page.reload();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Quitamos el cupón ${code}: El cupón alcanzó su límite de usos` }),
  ).toBeVisible();
  await expect(discountRow).toHaveCount(0);
  await expect(page.getByLabel('Cupón de descuento')).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByText(`Quitamos el cupón ${code}`)).toHaveCount(0);
});
