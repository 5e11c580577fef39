import { describe, expect, it } from 'vitest';
import { brandsFromResponse, isPagedResponse, relatedFromResponse } from './responses';

describe('response readers', () => {
  const brand = { id: 1, name: 'Acme' };
  const product = { id: 2, name: 'Maceta', stock: 1, is_available: true };

  it('reads every brands shape', () => {
    expect(brandsFromResponse([brand])).toEqual([brand]);
    expect(brandsFromResponse({ results: [brand] })).toEqual([brand]);
    expect(brandsFromResponse({ data: [brand] })).toEqual([brand]);
    expect(brandsFromResponse({ data: { results: [brand] } })).toEqual([brand]);
    expect(brandsFromResponse(null)).toEqual([]);
    expect(brandsFromResponse({ detail: 'x' })).toEqual([]);
  });

  it('reads related products as results or an array', () => {
    expect(relatedFromResponse({ results: [product] })).toEqual([product]);
    expect(relatedFromResponse([product])).toEqual([product]);
    expect(relatedFromResponse(undefined)).toEqual([]);
  });

  it('recognises a page', () => {
    expect(isPagedResponse({ count: 0, next: null, previous: null, results: [] })).toBe(true);
    expect(isPagedResponse({ results: [] })).toBe(false);
    expect(isPagedResponse([product])).toBe(false);
    expect(isPagedResponse('<html>')).toBe(false);
  });
});
