import { describe, expect, it } from 'vitest';
import {
  activeFilterTags,
  applyFilterChange,
  categoryQuery,
  hasActiveFilters,
  parseFilters,
  toProductListParams,
} from './filters';

const qs = (value: string) => new URLSearchParams(value);
const change = (from: string, c: Parameters<typeof applyFilterChange>[1]) =>
  applyFilterChange(qs(from), c).toString();

describe('parseFilters', () => {
  it('reads the query', () => {
    expect(
      parseFilters(qs('page=3&search=lampara&category_name=CULTIVO&include_children=true&brand_name=Acme')),
    ).toEqual({
      page: 3,
      search: 'lampara',
      categoryName: 'CULTIVO',
      categoryId: null,
      includeChildren: true,
      brandName: 'Acme',
      sale: false,
    });
  });

  it('ignores an invalid page', () => {
    expect(parseFilters(qs('page=-2')).page).toBe(1);
    expect(parseFilters(qs('page=abc')).page).toBe(1);
  });

  it("treats the 'En oferta' category as the sale filter", () => {
    const filters = parseFilters(qs('category_name=En%20oferta'));
    expect(filters.sale).toBe(true);
    expect(filters.categoryName).toBeNull();
  });

  it('lets the sale filter replace a category', () => {
    const filters = parseFilters(qs('sale=true&category_id=4&include_children=true'));
    expect(filters).toMatchObject({ sale: true, categoryId: null, includeChildren: false });
  });
});

describe('applyFilterChange', () => {
  it('resets the page on any filter change', () => {
    expect(change('page=4&search=a', { type: 'search', value: 'b' })).toBe('search=b');
    expect(change('page=4', { type: 'sale', value: true })).toBe('sale=true');
    expect(change('page=4&brand_name=X', { type: 'remove', filter: 'brand' })).toBe('');
  });

  it('keeps the page when the search does not change', () => {
    expect(change('page=4&search=a', { type: 'search', value: ' a ' })).toBe('page=4&search=a');
  });

  it('moves between pages', () => {
    expect(change('search=a', { type: 'page', value: 2 })).toBe('search=a&page=2');
    expect(change('search=a&page=2', { type: 'page', value: 1 })).toBe('search=a');
  });

  it('clears the category when a brand is chosen', () => {
    expect(change('category_id=3&include_children=true&search=x', { type: 'brand', name: 'Acme' })).toBe(
      'search=x&brand_name=Acme',
    );
  });

  it('clears the brand and the sale filter when a category is chosen', () => {
    expect(change('brand_name=Acme&sale=true', { type: 'category', id: 5 })).toBe(
      'category_id=5&include_children=true',
    );
    expect(change('', { type: 'category', name: 'CULTIVO', includeChildren: false })).toBe(
      'category_name=CULTIVO',
    );
  });

  it("turns the 'En oferta' category into the sale filter", () => {
    expect(change('category_id=2', { type: 'category', name: 'En oferta' })).toBe('sale=true');
  });

  it('replaces the category with the sale filter and keeps the brand', () => {
    expect(
      change('category_name=CULTIVO&include_children=true&brand_name=Acme', { type: 'sale', value: true }),
    ).toBe('brand_name=Acme&sale=true');
    expect(change('sale=true&brand_name=Acme', { type: 'sale', value: false })).toBe('brand_name=Acme');
    expect(change('category_name=En+oferta', { type: 'sale', value: false })).toBe('');
  });

  it('clears every filter', () => {
    expect(change('search=a&brand_name=b&sale=true&page=3&category_id=1', { type: 'clear' })).toBe('');
  });
});

describe('toProductListParams', () => {
  it('builds the list call', () => {
    expect(toProductListParams(parseFilters(qs('page=2&search=led&sale=true&brand_name=Acme')))).toEqual({
      page: 2,
      page_size: 12,
      is_available: true,
      search: 'led',
      on_sale: true,
      brand_name: 'Acme',
    });
    expect(toProductListParams(parseFilters(qs('category_id=7&include_children=true')))).toEqual({
      page: 1,
      page_size: 12,
      is_available: true,
      category_id: 7,
      include_children: true,
    });
  });
});

describe('tags and links', () => {
  it('lists the active filters', () => {
    const filters = parseFilters(qs('search=led&category_id=7&brand_name=Acme'));
    expect(hasActiveFilters(filters)).toBe(true);
    expect(activeFilterTags(filters, 'Sustratos').map((tag) => tag.label)).toEqual([
      'Búsqueda: led',
      'Categoría: Sustratos',
      'Marca: Acme',
    ]);
    expect(hasActiveFilters(parseFilters(qs('page=2')))).toBe(false);
    expect(activeFilterTags(parseFilters(qs('sale=true')), 'En oferta').map((tag) => tag.label)).toEqual([
      'En oferta',
    ]);
  });

  it('builds category links', () => {
    expect(categoryQuery({ name: 'CULTIVO' })).toBe('category_name=CULTIVO&include_children=true');
    expect(categoryQuery({ id: 9 })).toBe('category_id=9&include_children=true');
  });
});
