import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('download file name', () => {
  it('reads filename* first, then filename, else the fallback, with no path separators', () => {
    expect(
      filenameFromDisposition(`attachment; filename="v.csv"; filename*=UTF-8''ventas-%C3%B1.csv`, 'x.csv'),
    ).toBe('ventas-ñ.csv');
    expect(filenameFromDisposition('attachment; filename="ventas-2026-11-23.xlsx"', 'x')).toBe(
      'ventas-2026-11-23.xlsx',
    );
    expect(filenameFromDisposition('attachment', 'ventas.csv')).toBe('ventas.csv');
    expect(filenameFromDisposition(null, 'ventas.xlsx')).toBe('ventas.xlsx');
    expect(filenameFromDisposition('attachment; filename="../x.csv"', 'x')).toBe('.._x.csv');
  });
});
