/**
 * Preload hints for the storefront's largest image (issue 15). The HTML of `/`, `/productos` and
 * `/producto/:id` names the image that page paints largest (the first banner, the first product
 * card, the product's main image) so the browser fetches it while the JavaScript still downloads,
 * with the same `srcset`/`sizes`/`media` the page will use (apps/web/src/lib/images.ts,
 * hero-carousel.tsx). The data comes from the catalogue's own public answers, asked internally as an
 * anonymous visitor (served from the catalogue cache, decision 035). Any failure means no hint.
 */
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

async function publicJson<T>(app: FastifyInstance, url: string): Promise<T | null> {
  const response = await app.inject({ method: 'GET', url });
  return response.statusCode === 200 ? (response.json() as T) : null;
}

type Banner = { is_active: boolean; image: string; mobileImage?: string };
type ProductImage = { image: string | null };

/** The `<link>` tags for the page at `url` (path and query), or '' when it has no known largest image. */
export async function pageHints(app: FastifyInstance, url: string): Promise<string> {
  const [path, query] = url.split('?', 2);
  try {
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
  } catch (error) {
    app.log.warn({ err: error }, 'page hints skipped');
  }
  return '';
}
