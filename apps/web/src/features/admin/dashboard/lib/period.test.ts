import { describe, expect, it } from 'vitest';
import { analyticsParams, changeText, rangeText, timelineLabel } from './period';

describe('dashboard periods', () => {
  it('sends a period or a custom range of days', () => {
    expect(analyticsParams({ period: 'week' })).toEqual({ period: 'week' });
    expect(analyticsParams({ period: 'custom', start: '2026-11-01', end: '2026-11-23' })).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-23',
    });
  });

  it('says which days a figure covers', () => {
    expect(rangeText({ start: '2026-11-23', end: '2026-11-23' })).toBe('23 de noviembre de 2026');
    expect(rangeText({ start: '2026-11-01', end: '2026-11-23' })).toBe('1 al 23 de noviembre de 2026');
    expect(rangeText({ start: '2025-12-01', end: '2026-11-23' })).toBe(
      '1 de diciembre de 2025 al 23 de noviembre de 2026',
    );
    expect(rangeText({ start: '2026-10-25', end: '2026-11-23' })).toBe(
      '25 de octubre al 23 de noviembre de 2026',
    );
  });

  it('labels timeline points by day or month', () => {
    expect(timelineLabel('2026-11-05', 'day')).toBe('5 nov');
    expect(timelineLabel('2026-11-01', 'month')).toMatch(/^nov/);
  });

  it('writes a change with its sign, or nothing without a previous period', () => {
    expect(changeText(12.5)).toBe('+12,5 %');
    expect(changeText(-3)).toBe('−3 %');
    expect(changeText(0)).toBe('0 %');
    expect(changeText(null)).toBeNull();
  });
});
