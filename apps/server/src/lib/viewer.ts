/** Who is calling: null for anonymous callers. Set by the auth plugin from the bearer token. */
export type Viewer = { userId: number; username: string; isStaff: boolean; isBlocked: boolean } | null;

export const canSeePrices = (viewer: Viewer) => viewer !== null;
export const isStaff = (viewer: Viewer) => viewer?.isStaff === true;

/**
 * An anonymous caller of an instance started with PUBLIC_PRICES=true (the supplier publishing its
 * price list, DOMAIN.md): sees prices like a logged-in buyer, never cost prices (not staff).
 */
export const PUBLIC_PRICE_VIEWER: NonNullable<Viewer> = Object.freeze({
  userId: 0,
  username: '',
  isStaff: false,
  isBlocked: false,
});

/** The viewer the catalogue prices for: the caller, or the public-price viewer for anonymous callers. */
export const priceViewer = (viewer: Viewer, publicPrices: boolean | undefined): Viewer =>
  viewer ?? (publicPrices ? PUBLIC_PRICE_VIEWER : null);
