import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue, type TestCatalogue } from '../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../test/helpers.ts';
import { drawnPageHtml } from './page-render.ts';

/**
 * The server's side of the pages drawn on the server (decision 038): which pages, their HTML, their
 * answers asked anonymously in process, and the page kept per catalogue version. The web build's own
 * render (apps/web/src/entry-server.tsx) is a build artefact; the end-to-end journeys run the real one
 * (e2e/tests/catalogue.spec.ts). Here a small render module stands in its place in a web build folder.
 */
const INDEX_HTML =
  '<!doctype html><html><head><title>Mayorista</title>' +
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c3.css"></head>' +
  '<body><div id="root"></div></body></html>';

const RENDER_MODULE = `
export const pageUrl = (url) => url.replace(/[?&]cb=\\d+$/, '');
export async function render(url, answer) {
  if (url.includes('boom')) throw new Error('render failed');
  const product = url.match(/^\\/producto\\/(\\d+)$/);
  if (product) {
    const { status, body } = await answer('/api/products/' + product[1] + '/');
    if (status !== 200) return null;
    return {
      html: '<title>' + body.name + ' | Mayorista</title><h1>' + body.name + '</h1><p>' + Object.keys(body).join(',') + '</p>',
      state: { name: body.name, note: '</script><script>alert(1)</script>' },
    };
  }
  const { body } = await answer('/api/config/');
  return { html: '<main>' + body.store_name + '</main>', state: {} };
}
`;

describe(`storefront pages drawn on the server (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'mayorista-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(webDist, '.ssr'));
    writeFileSync(path.join(webDist, '.ssr', 'entry-server.js'), RENDER_MODULE);
    ctx = await createTestApp({ webDist });
    data = await seedTestCatalogue(ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("draws a product's page as an anonymous visitor: markup inert in #root, its title, its state, scripts after load", async () => {
    const { lamp } = data.products;
    const response = await get(`/producto/${lamp.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(`<title>${lamp.name} | Mayorista</title>`);
    expect(html).not.toContain('<title>Mayorista</title>');
    expect(html).toMatch(new RegExp(`<div id="root" inert><h1>${lamp.name}</h1><p>[^<]+</p></div>`));
    // The answers were the anonymous ones: no price field reached the render.
    const fields = html.match(/<p>([^<]+)<\/p>/)?.[1].split(',') ?? [];
    expect(fields).toContain('name');
    expect(fields.filter((field) => /price|cost/.test(field))).toEqual([]);
    // The state cannot close its script element.
    expect(html).toContain('<script type="application/json" id="page-state">');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    // The app's scripts wait in a template that /after-load.js starts; the stylesheet stays in the head.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script src="/after-load.js" defer></script>');
    expect(head).toContain('rel="stylesheet"');
    expect(head).not.toContain('index-a1.js');
    expect(html).toMatch(
      /<template id="after-load"><script type="module" crossorigin src="\/assets\/index-a1.js"><\/script><link rel="modulepreload" crossorigin href="\/assets\/vendor-b2.js">.*<\/template><\/body>/,
    );
  });

  it("names each of the app's files once in the template: the entry, its imports, the page's chunks", () => {
    const chunks =
      '<link rel="modulepreload" crossorigin href="/assets/page-d4.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/index-a1.js">';
    const html = drawnPageHtml(INDEX_HTML, { title: null, root: '<main></main>', state: '{}' }, '', chunks);
    const template = html.match(/<template id="after-load">(.*)<\/template>/)?.[1] ?? '';
    expect([...template.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/assets/index-a1.js',
      '/assets/vendor-b2.js',
      '/assets/page-d4.js',
    ]);
  });

  it('draws the home and the list; other pages, a missing product and a failed render get the plain shell', async () => {
    for (const url of ['/', '/productos', '/productos?search=lampara']) {
      expect((await get(url)).body, url).toContain('<div id="root" inert><main>Mayorista</main></div>');
    }
    for (const url of ['/carrito', '/producto/999999', '/productos?boom=1', '/iniciar-sesion']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
      expect(response.body, url).not.toContain('after-load');
    }
  });

  it('draws and keeps a page under the parameters it reads: one it does not read makes no new page (issue 26 item 20)', async () => {
    const first = await get('/productos?search=maceta');
    for (const cb of [1, 2, 3]) {
      const again = await get(`/productos?search=maceta&cb=${cb}`);
      expect(again.headers['x-catalogue-cache']).toBe('hit');
      expect(again.body).toBe(first.body);
    }
  });

  it('keeps a page per catalogue version: a hit, a 304, compressed; an edit is on the very next load', async () => {
    const { compost } = data.products;
    const url = `/producto/${compost.id}`;
    const first = await get(url);
    const second = await get(url, { 'accept-encoding': 'br' });
    expect(second.headers['x-catalogue-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(first.body);
    const etag = String(first.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    const staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    const renamed = `${compost.name} renombrado`;
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/products/${compost.id}/`,
      headers: staff,
      payload: { name: renamed },
    });
    expect(edit.statusCode).toBe(200);
    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-catalogue-cache']).toBe('miss');
    expect(after.body).toContain(`<h1>${renamed}</h1>`);
  });
});
