/**
 * Responsive product images (decision 019): a product image stored as `…-1000.webp` has a
 * `…-400.webp` sibling. Those are served with `srcSet` so the browser picks the smaller file for a
 * small slot; any other address (an older upload, another host) keeps a plain `src`.
 */
const LARGE_SUFFIX = '-1000.webp';
const SMALL_SUFFIX = '-400.webp';

/** `sizes` of a catalogue card: two per row on phones, three or four above (cards ≤ 300 px). */
export const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw';
/** `sizes` of the product page's main image: the page width on phones, half of it (≤ 600 px) above. */
export const GALLERY_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';
/** `sizes` of a gallery thumbnail (72 to 80 px wide). */
export const THUMB_SIZES = '80px';

export type ResponsiveImage = { src: string; srcSet?: string };

/**
 * The `src` and, for an image stored with both variants, `srcSet="<400> 400w, <1000> 1000w"`.
 * `src` (for browsers without srcset) is the large file unless `prefer` says 'small'.
 */
export function responsiveImage(url: string, prefer: 'small' | 'large' = 'large'): ResponsiveImage {
  if (!url.endsWith(LARGE_SUFFIX)) return { src: url };
  const small = `${url.slice(0, -LARGE_SUFFIX.length)}${SMALL_SUFFIX}`;
  return { src: prefer === 'small' ? small : url, srcSet: `${small} 400w, ${url} 1000w` };
}
