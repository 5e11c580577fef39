import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersToParams,
  hasActiveFilters,
  parseFilters,
  toApiFilters,
  toListQuery,
} from './filters';

describe('inventory filters in the URL', () => {
  it('reads the defaults of backoffice §2.2 from an empty URL and writes none of them back', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
  });

  it('round-trips every filter, the search and the page', () => {
    const query =
      'search=l%C3%A1mpara&category_id=7&stock_status=out_of_stock&on_sale=true&syncable=true&own_product=false&sort_by=price_desc&page=3';
    const filters = parseFilters(new URLSearchParams(query));
    expect(filters).toEqual({
      search: 'lámpara',
      category_id: 7,
      stock_status: 'out_of_stock',
      on_sale: true,
      syncable: true,
      own_product: 'false',
      sort_by: 'price_desc',
      page: 3,
    });
    expect(filtersToParams(filters).toString()).toBe(query);
    expect(activeFilterCount(filters)).toBe(6);
  });

  it('falls back to the default for anything unknown or malformed', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'category_id=abc&stock_status=some&on_sale=yes&own_product=maybe&sort_by=name&page=-2&syncable=1',
      ),
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(parseFilters(new URLSearchParams('page=0')).page).toBe(1);
  });

  it('sends the API only what narrows the list, with the category children and the page of 12', () => {
    expect(toListQuery(DEFAULT_FILTERS)).toEqual({ sort_by: 'newest', page: 1, page_size: 12 });
    expect(
      toApiFilters({
        ...DEFAULT_FILTERS,
        search: '  maceta ',
        category_id: 4,
        stock_status: 'in_stock',
        on_sale: true,
        syncable: true,
        own_product: 'true',
        sort_by: 'oldest',
      }),
    ).toEqual({
      search: 'maceta',
      category_id: 4,
      include_children: true,
      stock_status: 'in_stock',
      on_sale: true,
      syncable: true,
      own_product: true,
      sort_by: 'oldest',
    });
    expect(toApiFilters({ ...DEFAULT_FILTERS, own_product: 'false' }).own_product).toBe(false);
  });
});
