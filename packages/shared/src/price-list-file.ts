/**
 * 'Descargar lista de precios' (issue 29 item 4, decision 053): the buyer's own price list as an XLSX
 * or PDF file, optionally narrowed to a category (with its subcategories) and a brand.
 */
import { z } from 'zod';
import { positiveInt } from './catalog.ts';

export const PRICE_LIST_FILE_FORMATS = ['xlsx', 'pdf'] as const;
export type PriceListFileFormat = (typeof PRICE_LIST_FILE_FORMATS)[number];

export const PriceListFileQuerySchema = z.object({
  category: positiveInt('category').optional(),
  brand: positiveInt('brand').optional(),
});
export type PriceListFileQuery = z.infer<typeof PriceListFileQuerySchema>;

/** The file's columns, in order (the XLSX header row and the PDF table's). */
export const PRICE_LIST_FILE_COLUMNS = [
  'SKU',
  'Producto',
  'Opción',
  'Marca',
  'Categoría',
  'Unidad',
  'Precio',
  'Escalones',
  'Stock',
] as const;

export const STOCK_STATUS_LABELS = { inStock: 'Disponible', outOfStock: 'Sin stock' } as const;

export const PRICE_LIST_FILE_MESSAGES = {
  categoryNotFound: 'Categoría no encontrada',
  brandNotFound: 'Marca no encontrada',
  empty: 'No hay productos disponibles con estos filtros.',
} as const;

/** `lista-de-precios-2026-11-28.xlsx`: the store's date (YYYY-MM-DD) and the format. */
export const priceListFileName = (date: string, format: PriceListFileFormat) =>
  `lista-de-precios-${date}.${format}`;
