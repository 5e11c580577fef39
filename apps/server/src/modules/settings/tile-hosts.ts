import { DEFAULT_MAP_TILE_URL, tileHost } from '@mayorista/shared/settings';
import type { FastifyRequest } from 'fastify';

/**
 * The image sources the CSP allows for the contact map's tiles (issue 11 item 6): OpenStreetMap's
 * tile host always, plus the host of the tile address saved in the store settings. Kept in memory,
 * per process (helmet reads it synchronously on each response, so it cannot ask Redis or the
 * database): refreshed when this process saves the settings or answers GET /api/config/ (every
 * storefront load asks for it), and by `refreshTileHostOnPageLoad` when app.ts registers it.
 * docs/decisions/027 and 029 (with several processes).
 */
const DEFAULT_SOURCE = `https://${tileHost(DEFAULT_MAP_TILE_URL)}`;
let configured: string | null = null;

export function rememberTileUrl(url: string): void {
  const host = tileHost(url);
  configured = host ? `https://${host}` : null;
}

/** For the CSP img-src directive (helmet calls it on each response). */
export function tileImageSources(): string {
  return configured && configured !== DEFAULT_SOURCE ? `${DEFAULT_SOURCE} ${configured}` : DEFAULT_SOURCE;
}

/** A page load: a GET (or HEAD) outside /api/, /media/ and /assets/ whose path has no file extension. */
const isPageLoad = (request: FastifyRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0];
  return !/^\/(api|media|assets)\//.test(path) && !/\.[a-z0-9]+$/i.test(path);
};

/**
 * An `onRequest` hook that reads the saved tile URL before a page load, so the page's CSP allows
 * the tile host saved through any process. `settings` reads the store settings through the settings
 * kept under their version (app.caches.kept, decision 046): the database is read again only after a
 * write that changed the settings, on any process. A failed read keeps the last value.
 */
export function refreshTileHostOnPageLoad(
  settings: (request: FastifyRequest) => Promise<{ mapTileUrl: string }>,
) {
  return async (request: FastifyRequest) => {
    if (!isPageLoad(request)) return;
    // Never throws: it runs before the security headers, and an answer never goes out without them.
    try {
      rememberTileUrl((await settings(request)).mapTileUrl);
    } catch (error) {
      request.log.warn({ err: error }, 'tile host not refreshed; the CSP keeps the last one');
    }
  };
}
