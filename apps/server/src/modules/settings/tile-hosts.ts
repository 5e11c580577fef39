import { DEFAULT_MAP_TILE_URL, tileHost } from '@mayorista/shared/settings';

/**
 * The image sources the CSP allows for the contact map's tiles (issue 11 item 6): OpenStreetMap's
 * tile host always, plus the host of the tile address saved in the store settings. Kept in memory:
 * refreshed when this process saves the settings or answers GET /api/config/ (every storefront load
 * asks for it), so with several processes a changed tile server is allowed from the next page load.
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
