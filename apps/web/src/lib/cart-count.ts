import { useSyncExternalStore } from 'react';

/** The cart lives in localStorage 'cart' (an array of items with quantity); the cart feature fires 'cart-updated'. */
export const CART_STORAGE_KEY = 'cart';
/** The code of the coupon applied to the cart, kept beside it (docs/decisions/042). */
export const CART_COUPON_KEY = 'cart-coupon';
export const CART_UPDATED_EVENT = 'cart-updated';

export function readCartCount(): number {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    if (raw === null) return cookieUnits(document.cookie);
    const items: unknown = JSON.parse(raw);
    if (!Array.isArray(items)) return 0;
    return items.reduce<number>((total, item) => {
      const quantity = Number((item as { quantity?: unknown } | null)?.quantity ?? 0);
      return total + (Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0);
    }, 0);
  } catch {
    return 0;
  }
}

/**
 * Units kept in the 7-day 'cart' cookie ([[id, quantity, variants], ...]): the cart page rebuilds the
 * lines from it when the browser lost localStorage, and until then the badge still shows the count.
 */
export function cookieUnits(cookies: string): number {
  const entry = cookies.split(';').find((part) => part.trim().startsWith(`${CART_STORAGE_KEY}=`));
  if (!entry) return 0;
  try {
    const lines: unknown = JSON.parse(decodeURIComponent(entry.trim().slice(CART_STORAGE_KEY.length + 1)));
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((total, line) => {
      const quantity = Array.isArray(line) ? Number(line[1]) : 0;
      return total + (Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0);
    }, 0);
  } catch {
    return 0;
  }
}

/** The Set-Cookie text that expires the cart cookie (an empty cart). */
export const EXPIRED_CART_COOKIE = `${CART_STORAGE_KEY}=; Max-Age=0; Path=/; SameSite=Lax; Secure`;

/**
 * Empties the stored cart (localStorage and cookie) and tells this tab: what logging out needs, here
 * beside the count so the session code does not carry the whole cart store (cart-storage.ts).
 */
export function clearStoredCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
    window.localStorage.removeItem(CART_COUPON_KEY);
  } catch {
    // Nothing stored to clear.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = EXPIRED_CART_COOKIE;
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** Calls back on 'storage' for the cart key (other tabs) and on 'cart-updated' (this tab). */
export function subscribeCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY || event.key === CART_COUPON_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
  };
}

/** Total units in the cart; re-reads on 'storage' (other tabs) and 'cart-updated' (this tab). */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeCart, readCartCount, () => 0);
}
