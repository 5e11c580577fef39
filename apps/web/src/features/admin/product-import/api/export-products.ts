import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@/lib/download';

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FAILED = 'Error al exportar los productos';

/** 'Se omitieron 2 productos sin SKU…': the export leaves them out (they cannot be imported back). */
export const withoutSkuNotice = (count: number) =>
  `${count === 1 ? 'Se omitió 1 producto sin SKU' : `Se omitieron ${count} productos sin SKU`}: asígnales uno para poder importarlos.`;

/** Downloads the whole inventory as CSV or Excel. */
export function useExportProducts() {
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const { filename, headers } = await downloadApiFile(
        '/products/export/',
        { format },
        { fallbackName: `productos.${format}`, errorMessage: EXPORT_FAILED },
      );
      return { filename, withoutSku: Number(headers.get('x-products-without-sku') ?? 0) || 0 };
    },
  });
}
