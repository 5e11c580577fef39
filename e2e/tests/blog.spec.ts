import { apiLogin, useSession } from '../support/axe';
import { expect, test } from '../support/test';

// A valid 1x1 PNG: the server stores it as WebP like any product image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Post = { id: number; slug: string; title: string; cover_image: string | null; is_published: boolean };

test('an admin writes and publishes a post, a visitor reads it, a draft stays hidden, then it is deleted', async ({
  page,
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const title = `Guía de riego e2e ${tag}`;
  const excerpt = `Cómo regar bien en verano (${tag}).`;
  const admin = await apiLogin(request, 'admin', 'admin1234');
  const auth = { authorization: `Bearer ${admin.access}` };
  const created: number[] = [];

  try {
    // A draft made through the API: never visible to the public.
    const draftAnswer = await request.post('/api/blog/admin/posts/', {
      headers: auth,
      data: { title: `Borrador e2e ${tag}`, excerpt: 'No publicado', body: '<p>Secreto</p>' },
    });
    expect(draftAnswer.status()).toBe(201);
    const draft = (await draftAnswer.json()) as Post;
    created.push(draft.id);

    await useSession(page, admin);
    await page.goto('/configuracion/blog');
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await expect(page.getByText(`Borrador e2e ${tag}`)).toBeVisible();

    await page.getByRole('button', { name: 'Nueva entrada' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva entrada' });
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Resumen').fill(excerpt);
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByAltText('Vista previa de Portada')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Quitar imagen' })).toBeVisible();
    const body = dialog.getByRole('textbox', { name: 'Contenido' });
    await body.fill('Regá temprano');
    await body.selectText();
    await dialog.getByRole('button', { name: 'Subtítulo' }).click();
    await expect(body).toHaveValue('<h2>Regá temprano</h2>\n');
    await body.press('Control+End');
    await body.pressSequentially('<p>El agua a la mañana rinde más.</p><script>alert(1)</script>');
    await dialog.getByRole('switch', { name: 'Publicada' }).click();

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/blog/admin/posts/') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Crear entrada' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    const post = (await answer.json()) as Post & { body: string };
    created.push(post.id);
    expect(post.cover_image).toMatch(/^\/media\/products\/.+-1000\.webp$/);
    expect(post.is_published).toBe(true);
    expect(post.body).not.toContain('script');
    await expect(dialog).toBeHidden();

    const table = page.getByRole('table', { name: 'Entradas del blog' });
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Publicado', { exact: true })).toBeVisible();
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: `Borrador e2e ${tag}` })
        .getByText('Borrador', { exact: true }),
    ).toBeVisible();

    // An anonymous visitor: footer link, the card, the post with its own title and description.
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto('/');
    await reader.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(reader).toHaveURL(/\/blog$/);
    await expect(reader).toHaveTitle('Blog | Mayorista');
    const list = reader.getByRole('list', { name: 'Entradas del blog' });
    await expect(list.getByRole('link', { name: title })).toBeVisible();
    await expect(list.getByText(excerpt)).toBeVisible();
    await expect(list.getByText(`Borrador e2e ${tag}`)).toHaveCount(0);

    await list.getByRole('link', { name: title }).click();
    await expect(reader).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Regá temprano', level: 2 })).toBeVisible();
    await expect(reader.getByText('El agua a la mañana rinde más.')).toBeVisible();
    await expect(reader).toHaveTitle(`${title} | Blog | Mayorista`);
    await expect(reader.locator('meta[name="description"]')).toHaveAttribute('content', excerpt);
    await expect(reader.locator('article img').first()).toHaveAttribute('src', post.cover_image ?? '');

    // The draft answers 'Entrada no encontrada' to the visitor; staff sees its preview.
    await reader.goto(`/blog/${draft.slug}`);
    await expect(reader.getByRole('heading', { name: 'Entrada no encontrada' })).toBeVisible();
    await page.goto(`/blog/${draft.slug}`);
    await expect(page.getByRole('heading', { name: `Borrador e2e ${tag}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Vista previa de un borrador')).toBeVisible();

    // Deleted after a confirmation: gone for the visitor too.
    await page.goto('/configuracion/blog');
    await page.getByRole('button', { name: `Acciones de la entrada ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar entrada' });
    const deleted = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/blog/admin/posts/${post.id}/`) &&
        response.request().method() === 'DELETE',
    );
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    expect((await deleted).status()).toBe(204);
    created.splice(created.indexOf(post.id), 1);
    await expect(page.getByRole('table', { name: 'Entradas del blog' }).getByText(title)).toHaveCount(0);
    await reader.goto(`/blog/${post.slug}`);
    await expect(reader.getByRole('heading', { name: 'Entrada no encontrada' })).toBeVisible();
    await visitor.close();
  } finally {
    for (const id of created) await request.delete(`/api/blog/admin/posts/${id}/`, { headers: auth });
  }
});
