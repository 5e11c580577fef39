import { expect, test } from '../support/test';

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

test('at 390 px the WhatsApp button steps aside while reading and the admin product list cuts no text', async ({
  page,
  request,
}) => {
  const login = async (username: string, password: string) => {
    const response = await request.post('/api/auth/login/', { data: { username, password } });
    return (await response.json()) as { access: string; is_staff: boolean; username: string };
  };
  const useSession = (session: { access: string; is_staff: boolean; username: string }) =>
    page.addInitScript((value) => {
      localStorage.setItem('cacheVersion', '1.2');
      localStorage.setItem('accessToken', value.access);
      localStorage.setItem('username', value.username);
      if (value.is_staff) localStorage.setItem('isAdmin', 'true');
      else localStorage.removeItem('isAdmin');
    }, session);

  // A buyer reading the catalogue: prices and buttons are never left under the button.
  await useSession(await login('demo', 'demo1234'));
  await page.goto('/productos');
  const whatsapp = page.getByRole('link', { name: /Ayuda: escríbenos por WhatsApp/ });
  await expect(whatsapp).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 700));
  await expect(whatsapp).toBeHidden();
  await page.evaluate(() => window.scrollBy(0, -300));
  await expect(whatsapp).toBeVisible();
  // At the end of the page only the footer is under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(whatsapp).toBeVisible();

  // The admin product list: the search's placeholder and the small texts fit.
  const admin = await login('admin', 'admin1234');
  await useSession(admin);
  await page.goto('/configuracion/productos');
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await expect(search).toBeVisible();
  await expect(page.getByText(/^SKU /).first()).toBeVisible();
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d');
    for (const input of document.querySelectorAll<HTMLInputElement>('main input[placeholder]')) {
      const style = getComputedStyle(input);
      if (!canvas) break;
      canvas.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(input.placeholder).width > room) found.push(input.placeholder);
    }
    for (const element of document.querySelectorAll<HTMLElement>('main p, main div, main span')) {
      const style = getComputedStyle(element);
      if (element.closest('.sr-only') || style.textOverflow !== 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(element.textContent ?? '');
    }
    return found;
  });
  expect(cut).toEqual([]);
});
