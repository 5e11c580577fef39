import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCartCount } from './cart-count';

function withCart(value: string | null) {
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'cart' ? value : null) } });
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
