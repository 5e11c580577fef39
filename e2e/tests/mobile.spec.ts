import { expect, test } from '@playwright/test';

test('the mobile menu opens as an accordion at 390 px and leads to a category', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Abrir menú' });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Mostrar subcategorías de Cultivo' }).click();
  const sub = drawer.getByRole('link', { name: /Sustratos/ }).first();
  await expect(sub).toBeVisible();
  await sub.click();
  await expect(page).toHaveURL(/\/productos\?.*category_name=Sustratos/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('article').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
