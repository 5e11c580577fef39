import { apiLogin, useSession } from '../support/axe';
import { expect, test } from '../support/test';

const HEADER = 'sku;nombre;marca;categoria;precio;precio_costo;moneda;descuento;stock;disponible';
const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8'),
});

test('an admin reviews a CSV with an error, fixes it, applies it and finds the products', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36).toUpperCase();
  const skus = [1, 2, 3, 4].map((n) => `E2E-IMP-${run}-${n}`);
  // Hidden in the shop (disponible no) and deleted at the end: other specs see the seeded catalogue.
  const row = (sku: string, n: number, price: string) =>
    `${sku};Producto importado e2e ${run} ${n};;CULTIVO;${price};;ARS;0;${n * 5};no`;
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { authorization: `Bearer ${admin.access}` };

  try {
    await useSession(page, admin);
    await page.goto('/configuracion/productos/importar');
    await expect(page.getByRole('heading', { name: 'Importar productos', level: 1 })).toBeVisible();
    const applyButton = page.getByRole('button', { name: 'Aplicar importación' });
    await expect(applyButton).toBeDisabled();

    // 1. Three new products and one bad price: the row's error by row and column, apply disabled.
    await page
      .getByLabel('Elegir archivo')
      .setInputFiles(
        csv('con-error.csv', [
          row(skus[0], 1, '1500'),
          row(skus[1], 2, '2.500,50'),
          row(skus[2], 3, '99.9'),
          row(skus[3], 4, 'abc'),
        ]),
      );
    await expect(page.getByText('con-error.csv')).toBeVisible();
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    const rows = page.getByRole('table', { name: 'Filas del archivo' });
    await expect(rows.getByText('Fila 5, precio: debe ser un número mayor o igual a 0')).toBeVisible();
    await expect(page.getByText('El archivo tiene 1 fila con errores', { exact: false })).toBeVisible();
    await expect(applyButton).toBeDisabled();
    await page.getByLabel('Todas las filas').check();
    await expect(rows.getByRole('row')).toHaveCount(5);

    // 2. The corrected file: four new products, no errors.
    await page
      .getByLabel('Elegir otro archivo')
      .setInputFiles(
        csv('corregido.csv', [
          row(skus[0], 1, '1500'),
          row(skus[1], 2, '2.500,50'),
          row(skus[2], 3, '99.9'),
          row(skus[3], 4, '400'),
        ]),
      );
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    const summary = page.getByLabel('Resumen de la revisión');
    await expect(summary.getByText('Nuevos').locator('xpath=following-sibling::dd')).toHaveText('4');
    await expect(summary.getByText('Con errores').locator('xpath=following-sibling::dd')).toHaveText('0');
    await expect(applyButton).toBeEnabled();

    // 3. Apply after the confirmation; the request is held a moment so the progress bar can be seen.
    await page.route('**/api/products/import/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await applyButton.click();
    const dialog = page.getByRole('dialog', { name: '¿Aplicar la importación?' });
    await expect(dialog).toContainText('Se crearán 4 productos.');
    const applied = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/products/import/') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Aplicar importación' }).click();
    await expect(page.getByRole('progressbar', { name: 'Progreso de la importación' })).toBeVisible();
    const answer = await applied;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/x-ndjson');
    // Chromium does not always keep the body of a streamed answer for the test to read (the page has
    // consumed it); the page's own result below is checked either way, the stream's lines when kept.
    const body = await answer.text().catch(() => null);
    if (body !== null) {
      const lines = body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toContainEqual({ phase: 'writing', done: 4, total: 4 });
      expect(lines.at(-1).result.summary).toEqual({ create: 4, update: 0, unchanged: 0, error: 0 });
    }
    await expect(
      page.getByText('Importación aplicada: 4 productos creados, 0 modificados y 0 sin cambios.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver inventario' })).toHaveAttribute(
      'href',
      '/configuracion/productos',
    );

    // 4. The inventory API finds an imported product with the file's values.
    const found = await request.get(`/api/products/?search=${skus[1]}`, { headers: auth });
    const product = (await found.json()).results.find((item: { sku: string }) => item.sku === skus[1]);
    expect(product).toMatchObject({
      name: `Producto importado e2e ${run} 2`,
      price: 2500.5,
      stock: 10,
      is_available: false,
      category_name: 'CULTIVO',
    });
  } finally {
    for (const sku of skus) {
      const found = await request.get(`/api/products/?search=${sku}`, { headers: auth });
      for (const item of (await found.json()).results ?? [])
        if (item.sku === sku) await request.delete(`/api/products/${item.id}/`, { headers: auth });
    }
  }
});
