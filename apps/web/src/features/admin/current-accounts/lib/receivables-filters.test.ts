import { describe, expect, it } from 'vitest';
import {
  currentAccountsUrl,
  DEFAULT_RECEIVABLES_FILTERS,
  nextSort,
  parseReceivablesFilters,
  receivablesFiltersToParams,
} from './receivables-filters';

describe('receivables filters in the address', () => {
  it('reads what it knows and leaves the rest at the defaults', () => {
    expect(
      parseReceivablesFilters(new URLSearchParams('only=overdue&sort=name&order=asc&page=3&search=vivero')),
    ).toEqual({
      page: 3,
      search: 'vivero',
      only: 'overdue',
      sort: 'name',
      order: 'asc',
    });
    expect(parseReceivablesFilters(new URLSearchParams('only=todo&sort=price&order=up&page=-2'))).toEqual(
      DEFAULT_RECEIVABLES_FILTERS,
    );
  });
  it('writes only what differs from the defaults', () => {
    expect(receivablesFiltersToParams(DEFAULT_RECEIVABLES_FILTERS).toString()).toBe('');
    expect(
      receivablesFiltersToParams({
        ...DEFAULT_RECEIVABLES_FILTERS,
        only: 'with_balance',
        order: 'asc',
        page: 2,
      }).toString(),
    ).toBe('only=with_balance&sort=balance&order=asc&page=2');
    expect(currentAccountsUrl({ only: 'overdue' })).toBe('/configuracion/cuentas-corrientes?only=overdue');
    expect(currentAccountsUrl()).toBe('/configuracion/cuentas-corrientes');
  });
  it('sorts a new column in its natural order and turns it around on a second click', () => {
    const start = { sort: 'balance', order: 'desc' } as const;
    expect(nextSort(start, 'balance')).toEqual({ sort: 'balance', order: 'asc' });
    expect(nextSort(start, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort(start, 'oldest_due_date')).toEqual({ sort: 'oldest_due_date', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'asc' }, 'overdue')).toEqual({ sort: 'overdue', order: 'desc' });
  });
});
