import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroBanners, products } from '../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../test/fixtures.ts';
import { createTestApp, dbKind, type TestContext } from '../test/helpers.ts';
import { CHROME_MODULES, PAGE_MODULES } from './page-hints.ts';

describe(`preload of the largest image in the storefront's HTML (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  const page = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'mayorista-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>M</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(
      path.join(webDist, '.vite/manifest.json'),
      JSON.stringify({
        'src/main.tsx': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react.js'] },
        _react: { file: 'assets/react-b2.js' },
        '_react.js': { file: 'assets/react-b2.js' },
        'src/features/catalog/pages/product-list-page.tsx': {
          file: 'assets/product-list-page-c3.js',
          isDynamicEntry: true,
          imports: ['_card.js', '_react.js'],
        },
        '_card.js': { file: 'assets/card-d4.js', imports: ['_react.js'] },
        'src/components/layout/site-footer.tsx': {
          file: 'assets/site-footer-e5.js',
          isDynamicEntry: true,
          imports: ['_react.js'],
        },
      }),
    );
    ctx = await createTestApp({ webDist });
    data = await seedTestCatalogue(ctx.database.db);
    await ctx.database.db
      .update(products)
      .set({ image: '/media/products/lampara-1000.webp' })
      .where(eq(products.id, data.products.lamp.id));
    await ctx.database.db
      .update(products)
      .set({ image: '/media/products/oculto-1000.webp' })
      .where(eq(products.name, 'Producto oculto'));
    await ctx.database.db.insert(heroBanners).values([
      { title: 'Apagado', isActive: false, order: 0, desktopImage: '/media/banners/off-1600.webp' },
      {
        title: 'Luz',
        order: 1,
        desktopImage: '/media/banners/luz-1600.webp',
        mobileImage: '/media/banners/luz-800.webp',
      },
    ]);
    await ctx.app.catalogue.bump(); // rows written past the API (decision 035)
  });
  afterAll(() => ctx?.close());

  it('names the product image with its srcset and the gallery sizes on the product page', async () => {
    const html = await page(`/producto/${data.products.lamp.id}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/media/products/lampara-1000.webp" fetchpriority="high" ' +
        'imagesrcset="/media/products/lampara-400.webp 400w, /media/products/lampara-1000.webp 1000w" ' +
        'imagesizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw">',
    );
  });

  it('names the first active banner for phones and for desktops on the home page', async () => {
    const html = await page('/');
    expect(html).toContain('href="/media/banners/luz-800.webp" media="(max-width: 768px)"');
    expect(html).toContain('href="/media/banners/luz-1600.webp" media="(min-width: 769px)"');
    expect(html).not.toContain('off-1600');
  });

  it('names nothing for a hidden product, an unknown one, other pages or a filtered list', async () => {
    const hidden = (
      await ctx.database.db.select().from(products).where(eq(products.name, 'Producto oculto'))
    )[0];
    for (const url of [`/producto/${hidden.id}`, '/producto/999999', '/contacto', '/productos?search=x']) {
      const html = await page(url);
      expect(html, url).not.toContain('rel="preload"');
      expect(html, url).toContain('<title>M</title>');
    }
  });

  it('sends the page compressed when the browser accepts it (brotli, gzip), plain otherwise', async () => {
    const plain = await page('/productos');
    for (const [accept, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/productos',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding'], accept).toBe(accept.includes('br') ? 'br' : 'gzip');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain);
    }
  });

  it("names the page's own chunk, the chrome's lazy parts and what they import, on those pages only", async () => {
    const html = await page('/productos?page=2');
    for (const file of ['product-list-page-c3.js', 'card-d4.js', 'react-b2.js', 'site-footer-e5.js'])
      expect(html.split(`<link rel="modulepreload" crossorigin href="/assets/${file}">`)).toHaveLength(2);
    expect(await page('/contacto')).not.toContain('modulepreload');
  });
});

describe('modules named by the preloads', () => {
  it('are files of the web app (a renamed page or footer would silently lose its preload)', () => {
    const web = path.resolve(import.meta.dirname, '../../../web');
    for (const module of [...Object.values(PAGE_MODULES), ...CHROME_MODULES])
      expect(existsSync(path.join(web, module)), module).toBe(true);
  });
});
