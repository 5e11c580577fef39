import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_UPDATED_EVENT, clearStoredCart, cookieUnits, readCartCount } from './cart-count';
import { cartCookie } from './cart-storage';

function withCart(value: string | null, cookie = '') {
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'cart' ? value : null) } });
  vi.stubGlobal('document', { cookie });
}

afterEach(() => vi.unstubAllGlobals());

describe('readCartCount', () => {
  it('adds the quantities of the items', () => {
    withCart(
      JSON.stringify([
        { id: 1, quantity: 2 },
        { id: 2, quantity: 3 },
      ]),
    );
    expect(readCartCount()).toBe(5);
  });
  it('is 0 for an empty, missing or broken cart', () => {
    withCart(null);
    expect(readCartCount()).toBe(0);
    withCart('[]');
    expect(readCartCount()).toBe(0);
    withCart('{not json');
    expect(readCartCount()).toBe(0);
    withCart(JSON.stringify({ quantity: 4 }));
    expect(readCartCount()).toBe(0);
  });
  it('ignores invalid quantities', () => {
    withCart(JSON.stringify([{ quantity: 'x' }, { quantity: -2 }, { quantity: 1 }, null]));
    expect(readCartCount()).toBe(1);
  });
});

describe('cookieUnits', () => {
  it('counts the units kept in the cart cookie when localStorage has no cart', () => {
    const cookie = `theme=dark; cart=${encodeURIComponent(
      JSON.stringify([
        [4, 2, 0],
        [9, 1, { Talle: 'M' }],
      ]),
    )}`;
    expect(cookieUnits(cookie)).toBe(3);
    withCart(null, cookie);
    expect(readCartCount()).toBe(3);
    withCart('[]', cookie);
    expect(readCartCount()).toBe(0);
  });
  it('is 0 without a cookie or with a broken one', () => {
    expect(cookieUnits('')).toBe(0);
    expect(cookieUnits('cart=%7Bnope')).toBe(0);
  });
});

describe('clearStoredCart', () => {
  it('removes the stored items and coupon, expires the cookie as an empty cart does and tells this tab', () => {
    const removed: string[] = [];
    const events: string[] = [];
    vi.stubGlobal('window', {
      localStorage: { removeItem: (key: string) => removed.push(key) },
      dispatchEvent: (event: Event) => events.push(event.type),
    });
    vi.stubGlobal('document', { cookie: 'cart=x' });
    clearStoredCart();
    expect(removed).toEqual(['cart', 'cart-coupon']);
    expect(document.cookie).toBe(cartCookie([]));
    expect(events).toEqual([CART_UPDATED_EVENT]);
  });
});
