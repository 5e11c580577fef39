import { useMutation } from '@tanstack/react-query';
import { buildUrl, type QueryParams } from '@/api/client';
import { ApiError, NETWORK_MESSAGE, serverMessage } from '@/api/errors';
import { getAccessToken } from '@/lib/session';
import { dispositionFilename, saveFile } from '../lib/save-file';

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FAILED = 'Error al exportar los productos';

/** GET /products/export/ as a file (the inventory's filters may go in `filters`). */
export async function fetchProductsExport(
  format: ExportFormat,
  filters: QueryParams = {},
): Promise<{ blob: Blob; filename: string; withoutSku: number }> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(buildUrl('/products/export/', { ...filters, format }), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError(NETWORK_MESSAGE, 0, undefined, 'network');
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new ApiError(serverMessage(body) ?? EXPORT_FAILED, response.status, body);
  }
  const filename = dispositionFilename(response.headers.get('content-disposition'), `productos.${format}`);
  const withoutSku = Number(response.headers.get('x-products-without-sku') ?? 0) || 0;
  return { blob: await response.blob(), filename, withoutSku };
}

/** 'Se omitieron 2 productos sin SKU…': the export leaves them out (they cannot be imported back). */
export const withoutSkuNotice = (count: number) =>
  `${count === 1 ? 'Se omitió 1 producto sin SKU' : `Se omitieron ${count} productos sin SKU`}: asígnales uno para poder importarlos.`;

/** Downloads the whole inventory as CSV or Excel. */
export function useExportProducts() {
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const { blob, filename, withoutSku } = await fetchProductsExport(format);
      saveFile(blob, filename);
      return { filename, withoutSku };
    },
  });
}
