import type { Page } from '@playwright/test';
import { screenshot } from '../support/shots';
import { expect, test } from '../support/test';

type ApiProduct = {
  id: number;
  name: string;
  sku: string | null;
  stock: number;
  is_available: boolean;
  is_available_sparta: boolean;
  has_variants: boolean;
  min_quantity: number;
  quantity_step: number;
};

/** A picture once the start splash (about 2 s) is gone. */
async function shoot(page: Page, name: string) {
  await expect(page.locator('#splash')).toHaveCount(0);
  await screenshot(page, name, { fullPage: true });
}

async function loginAsDemo(page: Page) {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).not.toHaveURL(/iniciar-sesion/);
}

async function catalogue(page: Page): Promise<ApiProduct[]> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get('/api/products/?page_size=200', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).results as ApiProduct[];
}

/** A typo people make: the middle part's last letter typed twice ('CUL-SUS-003' -> 'CUL-SUSS-003'). */
function typo(sku: string): string {
  const parts = sku.split('-');
  if (parts.length < 3) return `${sku.slice(0, -1)}${sku.slice(-2)}`;
  parts[1] = `${parts[1]}${parts[1].slice(-1)}`;
  return parts.join('-').toLowerCase();
}

test('a buyer pastes 10 codes (2 wrong), fixes them from the suggestions, adds them to the cart and orders', async ({
  page,
}) => {
  await loginAsDemo(page);

  const simple = (await catalogue(page)).filter(
    (product) =>
      product.sku &&
      product.is_available &&
      product.is_available_sparta &&
      !product.has_variants &&
      product.stock >= 10 &&
      product.min_quantity === 1 &&
      product.quantity_step === 1 &&
      product.sku.split('-').length === 3,
  );
  expect(simple.length, 'ten simple products with codes in stock').toBeGreaterThanOrEqual(10);
  const chosen = simple.slice(0, 10);
  const [wrongA, wrongB] = [chosen[3], chosen[7]];
  // The forms people paste: space, semicolon, comma, 'x', quantity first, spreadsheet columns.
  const forms = [
    (sku: string) => `${sku} 2`,
    (sku: string) => `${sku};2`,
    (sku: string) => `${sku},2`,
    (sku: string) => `${sku} x2`,
    (sku: string) => `2 x ${sku}`,
    (sku: string) => `${sku}\t2`,
  ];
  const text = chosen
    .map((product, index) => {
      const sku = product === wrongA || product === wrongB ? typo(product.sku!) : product.sku!;
      return forms[index % forms.length](sku);
    })
    .join('\n');

  // From the header, as a buyer.
  await page.getByRole('link', { name: 'Pedido rápido' }).first().click();
  await expect(page).toHaveURL(/\/pedido-rapido$/);
  await expect(page.getByRole('heading', { name: 'Pedido rápido', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByText('Pega al menos un código o sube un archivo')).toBeVisible();

  await page.getByLabel('Códigos y cantidades').fill(text);
  await expect(page.getByText('10 líneas para revisar')).toBeVisible();
  await page.getByRole('button', { name: 'Revisar' }).click();

  const table = page.getByRole('table', { name: 'Líneas del pedido rápido' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('8 líneas listas · 2 para corregir')).toBeVisible();
  await expect(table.getByText('Código no encontrado')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Agregar al carrito (8)' })).toBeEnabled();
  await shoot(page, 'quick-order-1366-review');

  // Each wrong code is fixed from its suggestions (the row checks again by itself).
  for (const product of [wrongA, wrongB]) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: new RegExp(`^Usar ${product.sku} `) }) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: new RegExp(`^Usar ${product.sku} `) }).click();
    await expect(table.getByText(product.name)).toBeVisible();
  }
  await expect(page.getByText('10 líneas listas')).toBeVisible();
  await expect(table.getByText('Código no encontrado')).toHaveCount(0);

  // A quantity fixed in place, checked again with Enter.
  const firstQuantity = page.getByLabel('Cantidad de la línea 1', { exact: true });
  await firstQuantity.fill('3');
  await expect(table.getByText('Sin revisar')).toBeVisible();
  await firstQuantity.press('Enter');
  await expect(table.getByText('Sin revisar')).toHaveCount(0);

  // 390 px: the rows become cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: 'Líneas del pedido rápido' })).toHaveCount(0);
  await shoot(page, 'quick-order-390-review');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: 'Agregar al carrito (10)' }).click();
  await expect(page.getByText('Se agregaron 10 productos al carrito')).toBeVisible();
  await expect(page).toHaveURL(/\/carrito$/);
  for (const product of chosen) await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByLabel(`Cantidad de ${chosen[0].name}`, { exact: true })).toHaveValue('3');
  await shoot(page, 'quick-order-1366-cart');

  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await page.getByRole('radio', { name: /Retiro \/ Coordinar entrega/ }).check();
  await page.getByLabel('Teléfono').fill('1134567890');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(
    page.getByText('¡Tu pedido ha sido registrado con éxito! Te enviamos un email con los detalles.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The order holds the ten products.
  await page.goto('/configuracion/mis-pedidos');
  const card = page.getByRole('article').first();
  for (const product of chosen.slice(0, 3)) await expect(card).toContainText(product.name);
});

test('the quick order at 390 px before a check, and from the cart', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsDemo(page);
  await page.goto('/carrito');
  await page.getByRole('link', { name: 'Pedido rápido' }).last().click();
  await expect(page).toHaveURL(/\/pedido-rapido$/);
  await expect(page.getByLabel('Códigos y cantidades')).toBeVisible();
  await shoot(page, 'quick-order-390-empty');
  await page.setViewportSize({ width: 1366, height: 900 });
  await shoot(page, 'quick-order-1366-empty');
});
