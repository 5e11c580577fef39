import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * The bulk price update (issue 9 item 8) and its undo from the activity log (item 10), on products
 * and a brand of this test only: +10% on the brand, the buyer sees the new price, the undo brings
 * the old one back. A variant option's surcharge moves and comes back with them (issue 26 item 3).
 */

type CategoryRow = { id: number; name: string };
type ProductAnswer = {
  id: number;
  name: string;
  price_in_ars?: number;
  final_price?: number;
  variants: { options: { name: string; price_adjustment?: number; price_in_ars?: number }[] }[];
};

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const brandName = `Marca Precios ${unique}`;
const PRODUCTS = [
  { name: `Bidón e2e ${unique}`, price: 1000, newPrice: '$ 1.100,00', oldPrice: '$ 1.000,00' },
  { name: `Pala e2e ${unique}`, price: 2500.5, newPrice: '$ 2.750,55', oldPrice: '$ 2.500,50' },
  { name: `Guante e2e ${unique}`, price: 99.99, newPrice: '$ 109,99', oldPrice: '$ 99,99' },
];
/** The glove's sizes: L costs 3.500 more, and rises 10% with the glove. */
const GLOVE_SIZES = {
  variant_name: 'Talle',
  options: [
    { name: 'M', stock: 5 },
    { name: 'L', stock: 5, price_adjustment: 3500 },
  ],
};
const optionL = (product: ProductAnswer) =>
  product.variants.flatMap((group) => group.options).find((option) => option.name === 'L');

async function productAs(request: APIRequestContext, token: string, id: number): Promise<ProductAnswer> {
  const response = await request.get(`/api/products/${id}/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductAnswer;
}

test('an admin raises a brand 10%, the buyer sees it, and the activity log undoes it', async ({
  page,
  browser,
  request,
}) => {
  // A long journey (two screens, a second browser, undo) on a shared machine.
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  let brandId: number | null = null;
  const productIds: number[] = [];

  try {
    const brand = await request.post('/api/brands/', { headers: auth, multipart: { name: brandName } });
    expect(brand.status(), await brand.text()).toBe(201);
    brandId = ((await brand.json()) as { id: number }).id;
    const categories = (await (await request.get('/api/categories/')).json()) as CategoryRow[];
    for (const product of PRODUCTS) {
      const created = await request.post('/api/products/', {
        headers: auth,
        data: {
          name: product.name,
          category: categories[0].id,
          brand: brandId,
          price: product.price,
          stock: 5,
          is_available: true,
          ...(product === PRODUCTS[2] ? { has_variants: true, variants: [GLOVE_SIZES] } : {}),
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      productIds.push(((await created.json()) as { id: number }).id);
    }

    await useSession(page, admin);
    await page.goto('/configuracion/productos/bulk-price');
    await expect(page.getByRole('heading', { name: 'Actualizar precios', level: 1 })).toBeVisible();
    await expect(page.getByRole('option', { name: brandName })).toBeAttached();
    await page.getByLabel('Marca').selectOption({ label: brandName });
    await expect(page.getByRole('radio', { name: 'Aumentar' })).toBeChecked();
    await page.getByRole('radio', { name: 'Porcentaje' }).check();
    await page.getByLabel('Porcentaje (%)').fill('10');
    await page.getByRole('button', { name: 'Vista previa' }).click();

    await expect(page.getByRole('heading', { name: 'Vista previa: 3 productos' })).toBeVisible();
    await expect(page.getByText(`Precios +10% (marca ${brandName}): 3 productos`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Productos que cambian de precio' });
    for (const product of PRODUCTS) {
      const row = table.getByRole('row').filter({ hasText: product.name });
      await expect(row).toContainText(product.oldPrice);
      await expect(row).toContainText(product.newPrice);
    }
    await expect(table.getByRole('row').filter({ hasText: PRODUCTS[2].name })).toContainText(
      'Opción L (recargo): +$ 3.500,00 → +$ 3.850,00',
    );
    await expectAccessible(page, 'vista previa de precios');

    await page.getByRole('button', { name: 'Aplicar cambios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar cambios de precios' });
    await expect(dialog).toContainText('Se actualizarán 3 precios.');
    await dialog.getByRole('button', { name: 'Aplicar cambios' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Precios actualizados: 3 productos').first()).toBeVisible();

    // The buyer's next request shows the new price, in the API and on the product page.
    expect(await productAs(request, buyer.access, productIds[0])).toMatchObject({ final_price: 1100 });
    // 99,99 + 3.500 = 3.599,99 became 109,99 + 3.850 = 3.959,99: the option rose 10% too.
    expect(optionL(await productAs(request, buyer.access, productIds[2]))?.price_in_ars).toBe(3959.99);
    const buyerContext = await browser.newContext({ locale: 'es-AR' });
    const buyerPage = await buyerContext.newPage();
    await useSession(buyerPage, buyer);
    await buyerPage.goto(`/producto/${productIds[0]}`);
    await expect(buyerPage.getByRole('heading', { name: PRODUCTS[0].name })).toBeVisible();
    await expect(buyerPage.getByText('$ 1.100').first()).toBeVisible();

    // The link of the success notice opens the log with the entry's prices showing.
    await page.getByRole('link', { name: /registro de actividad/ }).click();
    await expect(page.getByRole('heading', { name: 'Actividad', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/entity=product_bulk_price/);
    const summary = `Precios +10% (marca ${brandName}): 3 productos`;
    const prices = page.getByRole('list', { name: 'Precios anteriores y nuevos' });
    await expect(prices).toContainText(`${PRODUCTS[1].name}`);
    await expect(prices).toContainText(`${PRODUCTS[1].oldPrice} → ${PRODUCTS[1].newPrice}`);
    await expectAccessible(page, 'registro de actividad');

    await page.getByRole('button', { name: `Deshacer: ${summary}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Deshacer cambio de precios' });
    await expect(confirm).toContainText('Se restaurarán los precios anteriores de 3 productos');
    await confirm.getByRole('button', { name: 'Deshacer' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Cambio deshecho: 3 productos restaurados').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Deshacer: ${summary}` })).toBeHidden();
    await expect(page.getByText(/Deshecho el/).first()).toBeVisible();

    // The old prices are back for the buyer.
    expect(await productAs(request, buyer.access, productIds[0])).toMatchObject({ final_price: 1000 });
    expect(await productAs(request, buyer.access, productIds[1])).toMatchObject({ final_price: 2500.5 });
    expect(optionL(await productAs(request, admin.access, productIds[2]))?.price_adjustment).toBe(3500);
    await buyerPage.reload();
    await expect(buyerPage.getByText('$ 1.000').first()).toBeVisible();
    await buyerContext.close();
  } finally {
    for (const id of productIds) await request.delete(`/api/products/${id}/`, { headers: auth });
    if (brandId) await request.delete(`/api/brands/${brandId}/`, { headers: auth });
  }
});
