import { useSyncExternalStore } from 'react';

/** The cart lives in localStorage 'cart' (an array of items with quantity); the cart feature fires 'cart-updated'. */
export const CART_STORAGE_KEY = 'cart';
export const CART_UPDATED_EVENT = 'cart-updated';

export function readCartCount(): number {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return 0;
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

/** Calls back on 'storage' for the cart key (other tabs) and on 'cart-updated' (this tab). */
export function subscribeCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
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
