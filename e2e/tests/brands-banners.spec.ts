import type { APIRequestContext } from '@playwright/test';
import { apiLogin, useSession } from '../support/axe';
import { expect, test } from '../support/test';

// A valid 1x1 PNG: the server stores it as WebP like any logo or banner.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

type Named = { id: number; name?: string; title?: string };

/** What an anonymous visitor receives from a public list. */
async function anonymousList(request: APIRequestContext, url: string): Promise<Named[]> {
  const response = await request.get(url, { headers: { authorization: '' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Named[];
}

test('an admin creates a brand with its logo, deactivates it and it leaves the shop', async ({
  page,
  browser,
  request,
}) => {
  const name = `Marca e2e ${Date.now().toString(36)}`;
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  let brandId: number | null = null;

  try {
    await useSession(page, admin);
    await page.goto('/configuracion/marcas');
    await expect(page.getByRole('heading', { name: 'Marcas', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Nueva marca' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva marca' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Sitio web (opcional)').fill('https://marca-e2e.example.com');
    await dialog.locator('input[type=file]').setInputFiles(png('logo.png'));
    await expect(dialog.getByAltText('Vista previa de Logo')).toBeVisible();
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/brands/') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Crear marca' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const brand = (await answer.json()) as { id: number; logo: string; is_active: boolean };
    brandId = brand.id;
    expect(brand.logo).toMatch(/^\/media\/brands\/.+-400\.webp$/);
    await expect(dialog).toBeHidden();

    // In the admin list, last, with its logo and active.
    const list = page.getByRole('list', { name: 'Orden de las marcas' });
    const row = list.getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByAltText(`Logo de ${name}`)).toBeVisible();
    await expect(row.getByText('Activa', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem').last()).toContainText(name);

    // The shop shows it to an anonymous visitor (public list and home strip).
    expect((await anonymousList(request, '/api/brands/')).map((item) => item.id)).toContain(brandId);
    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    await home.goto('/');
    const strip = home.getByRole('region', { name: 'Nuestras marcas' });
    await expect(strip.getByRole('img', { name, exact: true })).toBeVisible();

    // Deactivated from its row: gone from the shop on the next request.
    const toggled = page.waitForResponse((response) =>
      response.url().endsWith(`/api/brands/${brandId}/toggle_active/`),
    );
    await row.getByRole('switch', { name: `Marca ${name} activa` }).click();
    expect((await toggled).ok()).toBe(true);
    await expect(row.getByText('Inactiva', { exact: true })).toBeVisible();
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect((await anonymousList(request, '/api/brands/')).map((item) => item.id)).not.toContain(brandId);
    await home.reload();
    await expect(home.getByRole('region', { name: 'Nuestras marcas' })).toBeVisible();
    await expect(home.getByRole('img', { name, exact: true })).toHaveCount(0);
    await visitor.close();

    // Deleted after a confirmation.
    await row.getByRole('button', { name: `Acciones de ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar marca' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    brandId = null;
  } finally {
    if (brandId !== null) await request.delete(`/api/brands/${brandId}/`, { headers: auth });
  }
});

test('an admin creates a banner with both images, it shows on the home hero, then deletes it', async ({
  page,
  browser,
  request,
}) => {
  const title = `Banner e2e ${Date.now().toString(36)}`;
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  let bannerId: number | null = null;

  try {
    await useSession(page, admin);
    await page.goto('/configuracion/carousel');
    await expect(page.getByRole('heading', { name: 'Carrusel', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo banner' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo banner' });
    await expect(dialog.getByLabel('Enlace')).toHaveValue('/productos');
    await dialog.getByLabel('Título (opcional)').fill(title);
    await dialog.getByLabel('Texto del botón (opcional)').fill('Ver ofertas');
    const [desktopInput, mobileInput] = await dialog.locator('input[type=file]').all();
    await desktopInput?.setInputFiles(png('escritorio.png'));
    await mobileInput?.setInputFiles(png('celular.png'));
    await expect(dialog.getByText('celular.png')).toBeVisible();
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/uploads/carousel/') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Crear banner' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const banner = (await answer.json()) as { id: number; desktop_image: string; mobile_image: string };
    bannerId = banner.id;
    expect(banner.desktop_image).toMatch(/-1600\.webp$/);
    expect(banner.mobile_image).toMatch(/-800\.webp$/);
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole('list', { name: 'Orden de los banners' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(row).toBeVisible();

    // The anonymous home hero has the slide, with its mobile image for phones.
    expect((await anonymousList(request, '/api/uploads/carousel/')).map((item) => item.id)).toContain(
      bannerId,
    );
    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    await home.goto('/');
    const hero = home.getByRole('region', { name: 'Novedades' });
    const slide = hero.getByRole('img', { name: title, exact: true });
    await expect(slide).toHaveCount(1);
    await expect(slide).toHaveAttribute('src', banner.desktop_image);
    await expect(hero.locator(`source[srcset="${banner.mobile_image}"]`)).toHaveCount(1);

    // Deleted after a confirmation: gone from the admin list and from the home.
    await row.getByRole('button', { name: `Acciones de ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar banner' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    // Closed once the delete has answered: while it is open, the modal hides the list from the
    // accessibility tree and the row would count 0 before the banner is gone.
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    bannerId = null;
    await home.reload();
    await expect(home.getByRole('img', { name: title, exact: true })).toHaveCount(0);
    await visitor.close();
  } finally {
    if (bannerId !== null) await request.delete(`/api/uploads/carousel/${bannerId}/`, { headers: auth });
  }
});
