import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pagination.ts';

describe('pageWindow', () => {
  it('shows two pages each side plus first and last with ellipses', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });
  it('has no ellipsis where pages touch', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(3, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
    expect(pageWindow(6, 7)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7]);
  });
  it('handles one or no page and out-of-range pages', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
  });
  it('counts pages', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
  });
});
