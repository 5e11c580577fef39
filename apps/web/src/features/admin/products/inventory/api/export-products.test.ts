import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './export-products';

describe('export file name', () => {
  it('reads filename* first, then filename, else the fallback', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="productos.csv"; filename*=UTF-8''productos-2026-11-23%C3%B1.csv`,
        'x.csv',
      ),
    ).toBe('productos-2026-11-23ñ.csv');
    expect(filenameFromDisposition('attachment; filename="productos 2026.xlsx"', 'x')).toBe(
      'productos 2026.xlsx',
    );
    expect(filenameFromDisposition('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(filenameFromDisposition('attachment', 'productos.csv')).toBe('productos.csv');
    expect(filenameFromDisposition(null, 'productos.xlsx')).toBe('productos.xlsx');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('.._.._etc_passwd');
  });
});
