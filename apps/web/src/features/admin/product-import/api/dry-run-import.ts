import type { ImportReport } from '@mayorista/shared/product-transfer';
import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload';

export const DRY_RUN_FAILED = 'Error al revisar el archivo';

export const importForm = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** POST /products/import/?dry_run=true: every row's outcome; nothing is written. */
export const dryRunImport = (file: File, onProgress?: (fraction: number) => void) =>
  uploadWithProgress<ImportReport>({
    path: '/products/import/?dry_run=true',
    body: importForm(file),
    onProgress,
  });

export function useDryRunImport() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      dryRunImport(file, onProgress),
  });
}
