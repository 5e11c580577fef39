import type { OrderExportFormat } from '@mayorista/shared/orders';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@/lib/download';
import type { SalesApiParams } from '../lib/filters';

export const SALES_EXPORT_FAILED = 'Error al exportar las ventas';

/** GET /api/orders/export/?format=csv|xlsx with the history's filters, saved as a file. */
export function exportSales(format: OrderExportFormat, filters: SalesApiParams) {
  return downloadApiFile(
    '/orders/export/',
    { ...filters, format },
    { fallbackName: `ventas.${format}`, errorMessage: SALES_EXPORT_FAILED },
  );
}

export function useExportSales() {
  return useMutation({
    mutationFn: ({ format, filters }: { format: OrderExportFormat; filters: SalesApiParams }) =>
      exportSales(format, filters),
  });
}
