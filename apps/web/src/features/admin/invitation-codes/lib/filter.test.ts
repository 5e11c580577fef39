import { describe, expect, it } from 'vitest';
import { filterByStatus, pageSlice } from './filter';

const now = new Date('2030-01-01T12:00:00Z');
const codes = [
  { id: 1, is_active: true, expires_at: '2030-02-01T00:00:00Z', current_uses: 0, max_uses: 1 },
  { id: 2, is_active: true, expires_at: '2029-12-01T00:00:00Z', current_uses: 0, max_uses: 1 },
  { id: 3, is_active: true, expires_at: '2030-02-01T00:00:00Z', current_uses: 5, max_uses: 5 },
  { id: 4, is_active: false, expires_at: '2030-02-01T00:00:00Z', current_uses: 0, max_uses: 1 },
];

describe('filterByStatus', () => {
  it('keeps the codes with the chosen display status', () => {
    expect(filterByStatus(codes, 'Todos', now)).toHaveLength(4);
    expect(filterByStatus(codes, 'Activo', now).map((code) => code.id)).toEqual([1]);
    expect(filterByStatus(codes, 'Expirado', now).map((code) => code.id)).toEqual([2]);
    expect(filterByStatus(codes, 'Agotado', now).map((code) => code.id)).toEqual([3]);
    expect(filterByStatus(codes, 'Desactivado', now).map((code) => code.id)).toEqual([4]);
  });
});

describe('pageSlice', () => {
  it('cuts pages of the given size', () => {
    const items = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(pageSlice(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageSlice(items, 3, 9)).toEqual([19, 20]);
  });
});
