import { describe, expect, it } from 'vitest';
import { withoutSkuNotice } from '../api/export-products';
import { ndjsonSplitter } from './ndjson';
import { applySentence, formatCellValue, resultSentence } from './rows';
import { templateCsv } from './template';

describe('import screen helpers', () => {
  it('splits NDJSON chunks at line breaks, whatever the chunk boundaries', () => {
    const splitter = ndjsonSplitter<{ n: number }>();
    expect(splitter.push('{"n":1}\n{"n"')).toEqual([{ n: 1 }]);
    expect(splitter.push(':2}\n\n{"n":3}')).toEqual([{ n: 2 }]);
    expect(splitter.end()).toEqual([{ n: 3 }]);
  });

  it('writes the sentences of the confirmation and the result', () => {
    expect(applySentence({ create: 3, update: 0, unchanged: 2, error: 0 })).toBe('Se crearán 3 productos.');
    expect(applySentence({ create: 0, update: 0, unchanged: 2, error: 0 })).toBe(
      'No hay cambios para aplicar.',
    );
    expect(resultSentence({ create: 2, update: 1, unchanged: 0, error: 0 })).toBe(
      'Importación aplicada: 2 productos creados, 1 modificado y 0 sin cambios.',
    );
  });

  it('formats values es-AR and builds the template with the export headers', () => {
    expect([formatCellValue(1234.5), formatCellValue(true), formatCellValue(null)]).toEqual([
      '1.234,50',
      'si',
      '—',
    ]);
    const [header, example] = templateCsv().replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(
      'sku;nombre;marca;categoria;precio;precio_ars;precio_costo;moneda;descuento;iva;stock;disponible;' +
        'unidad_venta;unidades_por_envase;cantidad_minima;multiplo_venta;escalones',
    );
    expect(example.split(';')).toHaveLength(17);
  });

  it('tells how many products the export left out for lack of a SKU', () => {
    expect(withoutSkuNotice(1)).toBe('Se omitió 1 producto sin SKU: asígnales uno para poder importarlos.');
    expect(withoutSkuNotice(3)).toMatch(/^Se omitieron 3 productos sin SKU/);
  });
});
