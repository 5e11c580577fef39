/**
 * Who is calling: null for anonymous callers. Set by the auth plugin from the bearer token and the
 * user's cached row. `priceListId`: the buyer's price list (users.price_list_id; null = the default).
 */
export type Viewer = {
  userId: number;
  username: string;
  isStaff: boolean;
  isBlocked: boolean;
  priceListId: number | null;
} | null;

export const canSeePrices = (viewer: Viewer) => viewer !== null;

/** The key of a per-user rate limit (`config.rateLimit.keyGenerator`): the account, else the address. */
export const perUser = (request: { viewer?: Viewer; ip: string }) =>
  `user:${request.viewer?.userId ?? request.ip}`;
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
  priceListId: null,
});

/**
 * The price list the catalogue prices this viewer with (decision 052): a buyer's own; staff and the
 * public-price viewer the default one (null).
 */
export const priceListOf = (viewer: Viewer): number | null =>
  viewer && !viewer.isStaff ? viewer.priceListId : null;

/** The viewer the catalogue prices for: the caller, or the public-price viewer for anonymous callers. */
export const priceViewer = (viewer: Viewer, publicPrices: boolean | undefined): Viewer =>
  viewer ?? (publicPrices ? PUBLIC_PRICE_VIEWER : null);
