import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.ts';

describe('formatPrice', () => {
  it('rounds to whole pesos with dots for thousands', () => {
    expect(formatPrice(1234567.6)).toBe('$ 1.234.568');
    expect(formatPrice(999)).toBe('$ 999');
    expect(formatPrice('4500.00')).toBe('$ 4.500');
  });
  it("prefixes 'U$S' for dollars and survives bad input", () => {
    expect(formatPrice(45.9, 'USD')).toBe('U$S 46');
    expect(formatPrice(null)).toBe('$ 0');
    expect(formatPrice('abc')).toBe('$ 0');
  });
});
