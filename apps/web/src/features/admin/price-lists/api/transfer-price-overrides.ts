import type { OverrideImportResult } from '@mayorista/shared/price-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadApiFile } from '@/lib/download';
import { uploadWithProgress } from '@/lib/upload';
import { priceListKeys } from './price-list-keys';

export type OverridesFileFormat = 'csv' | 'xlsx';

export const OVERRIDES_EXPORT_FAILED = 'Error al exportar los precios especiales';

/** GET /api/price-lists/{id}/prices/export/?format=csv|xlsx, saved as a file. */
export const exportPriceOverrides = (id: number, format: OverridesFileFormat) =>
  downloadApiFile(
    `/price-lists/${id}/prices/export/`,
    { format },
    { fallbackName: `lista-${id}-precios.${format}`, errorMessage: OVERRIDES_EXPORT_FAILED },
  );

export const useExportPriceOverrides = (id: number) =>
  useMutation({ mutationFn: (format: OverridesFileFormat) => exportPriceOverrides(id, format) });

/**
 * POST /api/price-lists/{id}/prices/import/ (multipart `file`), reporting upload progress. A file with
 * a wrong row is refused whole: 400 {detail, errors: [{row, message}]}.
 */
export function importPriceOverrides({
  id,
  file,
  onProgress,
}: {
  id: number;
  file: File;
  onProgress?: (fraction: number) => void;
}) {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress<OverrideImportResult>({
    path: `/price-lists/${id}/prices/import/`,
    body,
    onProgress,
  });
}

export function useImportPriceOverrides(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; onProgress?: (fraction: number) => void }) =>
      importPriceOverrides({ id, ...input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: priceListKeys.prices(id) }),
        queryClient.invalidateQueries({ queryKey: priceListKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: priceListKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
