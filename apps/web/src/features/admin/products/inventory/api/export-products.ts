import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@/lib/download';
import type { InventoryApiParams } from '../lib/filters';

export const EXPORT_FAILED = 'Error al exportar los productos';
export type ExportFormat = 'csv' | 'xlsx';

/** GET /api/products/export/?format=csv|xlsx with the inventory's filters, saved as a file. */
export const exportProducts = (format: ExportFormat, filters: InventoryApiParams) =>
  downloadApiFile(
    '/products/export/',
    { ...filters, format },
    { fallbackName: `productos.${format}`, errorMessage: EXPORT_FAILED },
  );

export function useExportProducts() {
  return useMutation({
    mutationFn: ({ format, filters }: { format: ExportFormat; filters: InventoryApiParams }) =>
      exportProducts(format, filters),
  });
}
