import type { Locator } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

// A valid 1x1 PNG: the upload route converts it to WebP like any photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const money = (value: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(Math.round(value))}`;

type OptionInput = { name: string; price?: string; adjustment?: string; stock: string };

async function fillOption(option: Locator, input: OptionInput) {
  await option.getByLabel('Opción', { exact: true }).fill(input.name);
  if (input.price) await option.getByLabel('Precio propio', { exact: true }).fill(input.price);
  if (input.adjustment) await option.getByLabel('Ajuste (+/−)').fill(input.adjustment);
  await option.getByLabel('Stock', { exact: true }).fill(input.stock);
}

test('an admin creates a product with variants and an image, and a buyer sees it with its price', async ({
  page,
  browser,
  request,
}) => {
  // A long journey (two screens, an upload, two sessions, axe twice) on a shared CI machine.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const productName = `Lámpara de prueba ${stamp}`;
  const categoryName = `Categoría de prueba ${stamp}`;
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  let productId: number | null = null;
  let categoryId: number | null = null;

  try {
    await useSession(page, admin);
    await page.goto('/configuracion/productos/agregar');
    await expect(page.getByRole('heading', { name: 'Agregar producto' })).toBeVisible();

    await page.getByLabel('Nombre', { exact: true }).fill(productName);
    // Leaving a form with unsaved changes asks first; 'Seguir editando' keeps what was typed.
    await page.getByRole('link', { name: 'Clientes' }).first().click();
    const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await leave.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/configuracion\/productos\/agregar$/);
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(productName);

    // A new subcategory, created inline, becomes the product's category.
    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    await page.getByLabel('Nombre de la categoría').fill(categoryName);
    await page.getByLabel('Dentro de (opcional)').selectOption({ index: 1 });
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/categories/') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Crear categoría' }).click();
    categoryId = (await (await created).json()).id;
    await expect(page.getByLabel('Categoría', { exact: true }).locator('option:checked')).toContainText(
      categoryName,
    );

    await page.getByLabel('Precio', { exact: true }).fill('1000');

    await page.getByLabel('Este producto tiene variantes').check();
    const color = page.getByRole('group', { name: 'Variante 1' });
    await color.getByLabel('Nombre de la variante').fill('Color');
    await fillOption(color.getByRole('group', { name: 'Opción 1' }), {
      name: 'Rojo',
      price: '1800',
      stock: '5',
    });
    await color.getByRole('button', { name: 'Agregar opción a variante Color' }).click();
    await fillOption(color.getByRole('group', { name: 'Opción 2' }), { name: 'Azul', stock: '3' });

    await page.getByRole('button', { name: 'Agregar variante' }).click();
    const size = page.getByRole('group', { name: 'Variante 2' });
    await size.getByLabel('Nombre de la variante').fill('Talle');
    await fillOption(size.getByRole('group', { name: 'Opción 1' }), {
      name: 'S',
      adjustment: '120',
      stock: '4',
    });
    await size.getByRole('button', { name: 'Agregar opción a variante Talle' }).click();
    await fillOption(size.getByRole('group', { name: 'Opción 2' }), {
      name: 'M',
      adjustment: '200',
      stock: '2',
    });

    // Stock with variants is derived: the smallest group total, min(5 + 3, 4 + 2).
    await expect(page.getByLabel('Stock', { exact: true }).first()).toHaveValue('6');

    // A file that starts like a PNG but is not one: the server's reason follows the spec's text.
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'rota.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([PNG.subarray(0, 12), Buffer.from('no es una imagen')]),
      });
    await expect(
      page.getByText('Error al subir la imagen: El archivo no es una imagen válida'),
    ).toBeVisible();
    await page.locator('input[type="file"]').first().setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('img', { name: 'Vista previa de Imagen principal' })).toHaveAttribute(
      'src',
      /^\/media\//,
    );

    await expectAccessible(page, 'agregar producto con variantes');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page).toHaveURL(/\/configuracion\/productos\/editar\/\d+$/);
    productId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { name: 'Editar producto' })).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(productName);
    await expect(page.getByRole('link', { name: 'Ver en la tienda' })).toHaveAttribute(
      'href',
      `/producto/${productId}`,
    );

    // The success toast's colours are the app shell's (sonner), not this screen's: let it go first.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page, 'editar producto');

    // The buyer's view: each group preselects its first option in stock (Rojo, S). Rojo's own
    // price replaces the product's, S adds its adjustment; no discount: 1800 + 120.
    const buyer = await apiLogin(request, 'demo', 'demo1234');
    const context = await browser.newContext();
    const shop = await context.newPage();
    await useSession(shop, buyer);
    await shop.goto(`/producto/${productId}`);
    await expect(shop.getByRole('heading', { name: productName })).toBeVisible();
    await expect(shop.locator('main img[src^="/media/"]').first()).toBeVisible();
    await expect(shop.getByText(money(1800 + 120), { exact: true }).first()).toBeVisible();
    await context.close();
  } finally {
    // Leave the shared demo data as it was for the specs that follow.
    if (productId) await request.delete(`/api/products/${productId}/`, { headers: auth });
    if (categoryId)
      await request.delete(`/api/categories/${categoryId}/`, {
        headers: { ...auth, 'X-Delete-Operation': 'TRUE' },
      });
  }
});
