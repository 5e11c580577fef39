import ExcelJS from 'exceljs';
import { apiLogin, expectAccessible, useSession } from '../support/axe';
import { screenshot } from '../support/shots';
import { expect, test } from '../support/test';

/**
 * 'Descargar lista de precios' (issue 29 item 4, decision 053), end to end: a buyer opens the entry of
 * their panel, narrows the list to a category by keyboard and downloads the Excel file; the file read
 * back carries the store, their list, the table's titles and their prices, the same the storefront
 * answers them (the card's final price, quantity 1, for a product sold by the unit).
 */

type ProductCard = {
  id: number;
  name: string;
  sku: string | null;
  final_price: number;
  has_variants: boolean;
  min_quantity: number;
  quantity_breaks?: { min_quantity: number }[];
};

test('a buyer downloads their price list as XLSX from the panel', async ({ page, request }) => {
  test.setTimeout(180_000);
  const buyer = await apiLogin(request, 'demo', 'demo1234');
  const auth = { authorization: `Bearer ${buyer.access}` };

  // A category with products, and what the storefront charges this buyer for them.
  const tree = (await (await request.get('/api/categories/ordered_hierarchy/')).json()) as {
    id: number;
    name: string;
  }[];
  const category = tree[0];
  const cards = (await (
    await request.get(`/api/products/?category_id=${category.id}&page_size=100`, { headers: auth })
  ).json()) as { results: ProductCard[] };
  const simple = cards.results.filter((card) => card.sku && !card.has_variants && card.min_quantity <= 1);
  expect(simple.length).toBeGreaterThan(0);

  await useSession(page, buyer);
  await page.goto('/configuracion');
  await page.getByRole('link', { name: 'Descargar lista de precios' }).first().click();
  await expect(page).toHaveURL(/\/configuracion\/lista-de-precios$/);
  await expect(page.getByRole('heading', { name: 'Descargar lista de precios' })).toBeVisible();
  await expect(page.getByText(/Tus precios de la lista General/)).toBeVisible();
  await expectAccessible(page, 'lista de precios');
  await screenshot(page, 'price-list-file-1366', { fullPage: true });

  // By keyboard: the category, then Excel (the default) and 'Descargar'.
  const select = page.getByLabel('Categoría', { exact: true });
  await select.focus();
  await select.selectOption({ label: category.name });
  await expect(page.getByRole('radio', { name: /Excel/ })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar' }).press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lista-de-precios-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(`Descargaste ${download.suggestedFilename()}.`)).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path()) as string);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  const titleIndex = rows.findIndex((row) => row[0] === 'SKU');
  expect(rows[titleIndex]).toEqual([
    'SKU',
    'Producto',
    'Opción',
    'Marca',
    'Categoría',
    'Unidad',
    'Precio',
    'Escalones',
    'Stock',
  ]);
  const heading = rows.slice(0, titleIndex).flat();
  expect(heading).toContain('Lista de precios: General');
  expect(
    heading.some((cell) => String(cell).startsWith(`Fecha: `) && String(cell).includes(category.name)),
  ).toBe(true);
  const table = rows.slice(titleIndex + 1);
  const bySku = new Map(table.map((row) => [row[0], row]));
  // Every row of the chosen category; stock as a word, never a quantity.
  expect(table.length).toBeGreaterThan(0);
  for (const row of table) {
    expect(String(row[4]).startsWith(category.name)).toBe(true);
    expect(['Disponible', 'Sin stock']).toContain(row[8]);
  }
  // The storefront's price for quantity 1 of a product without a tier at 1 is the file's price.
  for (const card of simple.slice(0, 5)) {
    const row = bySku.get(card.sku);
    expect(row, card.sku ?? '').toBeDefined();
    expect(row?.[6]).toBe(card.final_price);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Descargar' })).toBeVisible();
  await expectAccessible(page, 'lista de precios 390 px');
  await screenshot(page, 'price-list-file-390', { fullPage: true });
});
