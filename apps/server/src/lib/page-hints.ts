/**
 * What the storefront's HTML carries for its first paint (issue 15, docs/decisions/037 and 038).
 *
 * 1. A preload of the page's largest image: the HTML of `/`, `/productos` and `/producto/:id` names
 *    the image that page paints largest (the first banner, the first product card, the product's
 *    main image) so the browser fetches it beside the CSS, with the same `srcset`/`sizes`/`media`
 *    the page uses (apps/web/src/lib/images.ts, hero-carousel.tsx).
 * 2. `<link rel=modulepreload>` of the page's own chunks, from the web build's manifest.
 *
 * The image comes from the catalogue's own public answers, asked internally as an anonymous visitor
 * (served from the catalogue cache, decision 035). Any failure means no hint. The page itself (its
 * markup and the answers it was drawn with) is drawn on the server: page-render.ts, decision 038.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const LARGE_SUFFIX = '-1000.webp';
const SMALL_SUFFIX = '-400.webp';
/** The `sizes` of apps/web/src/lib/images.ts (CARD_SIZES, GALLERY_SIZES). */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw';
const GALLERY_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';
/** The hero's breakpoint (hero-carousel.tsx MOBILE_MEDIA). */
const MOBILE_MEDIA = '(max-width: 768px)';
const DESKTOP_MEDIA = '(min-width: 769px)';
/** The first page of /productos as the storefront asks for it (PAGE_SIZE_LIST). */
const FIRST_LIST_PAGE = '/api/products/?page=1&page_size=12&is_available=true';

const escapeAttr = (value: string) =>
  value.replace(/[&"<>]/g, (char) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[char]!);

/** A `<link rel=preload as=image>` for a product image, responsive when both variants exist. */
function productImageLink(url: string, sizes: string): string {
  if (!url.endsWith(LARGE_SUFFIX))
    return `<link rel="preload" as="image" href="${escapeAttr(url)}" fetchpriority="high">`;
  const small = `${url.slice(0, -LARGE_SUFFIX.length)}${SMALL_SUFFIX}`;
  return (
    `<link rel="preload" as="image" href="${escapeAttr(url)}" fetchpriority="high" ` +
    `imagesrcset="${escapeAttr(`${small} 400w, ${url} 1000w`)}" imagesizes="${escapeAttr(sizes)}">`
  );
}

/** The web build's manifest entry of a module (vite `build.manifest`). */
type ManifestChunk = { file: string; imports?: string[] };

/** The lazy page modules of the storefront pages drawn on the server (apps/web/src/app-routes.ts). */
export const PAGE_MODULES = {
  home: 'src/features/home/pages/home-page.tsx',
  list: 'src/features/catalog/pages/product-list-page.tsx',
  detail: 'src/features/catalog/pages/product-detail-page.tsx',
};

function pageModule(path: string): string | null {
  if (path === '/') return PAGE_MODULES.home;
  if (path === '/productos') return PAGE_MODULES.list;
  if (/^\/producto\/\d{1,9}$/.test(path)) return PAGE_MODULES.detail;
  return null;
}

/**
 * The chrome's lazy parts every storefront page draws (root-layout.tsx: the footer and the WhatsApp
 * button). Preloaded with the page: React takes the server's markup over only once their chunks are
 * in, and a part still waiting for its chunk when the layout re-renders is drawn again from scratch.
 */
export const CHROME_MODULES = [
  'src/components/layout/site-footer.tsx',
  'src/components/layout/whatsapp-button.tsx',
];

/**
 * `<link rel=modulepreload>` of the page's own chunk, the chrome's lazy parts and every chunk they
 * import, from the web build's manifest (read once): they download with the entry instead of after it
 * has run. '' without a manifest or for other pages. The entry's own imports are in index.html
 * already (the browser fetches a URL once; drawnPageHtml names each file once).
 */
export function chunkPreloader(webDist: string): (path: string) => string {
  let manifest: Record<string, ManifestChunk> | null | undefined;
  const known = new Map<string, string>();
  return (pagePath) => {
    const module = pageModule(pagePath);
    if (!module) return '';
    const cached = known.get(module);
    if (cached !== undefined) return cached;
    if (manifest === undefined) {
      try {
        manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'));
      } catch {
        manifest = null;
      }
    }
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest?.[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of [module, ...CHROME_MODULES]) visit(key);
    const links = [...files]
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`)
      .join('');
    known.set(module, links);
    return links;
  };
}

async function publicJson<T>(app: FastifyInstance, url: string): Promise<T | null> {
  const response = await app.inject({ method: 'GET', url });
  return response.statusCode === 200 ? (response.json() as T) : null;
}

type Banner = { is_active: boolean; image: string; mobileImage?: string };
type ProductImage = { image: string | null };

/** The `<link>` preload of the page's largest image at `url`, or '' when it has none. */
async function imageHint(app: FastifyInstance, path: string, query: string | undefined) {
  if (path === '/') {
    const banners = await publicJson<Banner[]>(app, '/api/uploads/carousel/');
    const first = banners?.find((banner) => banner.is_active && banner.image);
    if (!first) return '';
    const mobile = first.mobileImage || first.image;
    return (
      `<link rel="preload" as="image" href="${escapeAttr(mobile)}" media="${MOBILE_MEDIA}" fetchpriority="high">` +
      `<link rel="preload" as="image" href="${escapeAttr(first.image)}" media="${DESKTOP_MEDIA}" fetchpriority="high">`
    );
  }
  if (path === '/productos' && !query) {
    const page = await publicJson<{ results: ProductImage[] }>(app, FIRST_LIST_PAGE);
    const image = page?.results[0]?.image;
    return image ? productImageLink(image, CARD_SIZES) : '';
  }
  const id = path.match(/^\/producto\/(\d{1,9})$/)?.[1];
  if (id) {
    const product = await publicJson<ProductImage>(app, `/api/products/${id}/`);
    return product?.image ? productImageLink(product.image, GALLERY_SIZES) : '';
  }
  return '';
}

/** The `<link>` preload of the largest image of the page at `url` (path and query); '' when none. */
export async function pageHints(app: FastifyInstance, url: string): Promise<string> {
  const [path, query] = url.split('?', 2);
  try {
    return await imageHint(app, path, query);
  } catch (error) {
    app.log.warn({ err: error }, 'page hints skipped');
    return '';
  }
}
