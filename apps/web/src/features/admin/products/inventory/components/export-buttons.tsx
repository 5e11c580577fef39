import { Download } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { EXPORT_FAILED, type ExportFormat, useExportProducts } from '../api/export-products';
import type { InventoryApiParams } from '../lib/filters';

const LABELS: Record<ExportFormat, string> = { csv: 'Exportar CSV', xlsx: 'Exportar Excel' };

/** 'Exportar CSV' and 'Exportar Excel': the products of the current filters as a file. */
export function ExportButtons({ filters }: { filters: InventoryApiParams }) {
  const exporting = useExportProducts();
  const running = exporting.isPending ? exporting.variables?.format : undefined;
  const run = (format: ExportFormat) =>
    exporting.mutate(
      { format, filters },
      {
        onSuccess: ({ filename }) => notify.success(`Descargado ${filename}`),
        onError: () => notify.error(EXPORT_FAILED),
      },
    );
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="btn-secondary px-3 py-2 sm:px-4 sm:py-2.5"
          disabled={exporting.isPending}
          aria-busy={running === format || undefined}
          onClick={() => run(format)}
        >
          {running === format ? (
            <Spinner className="size-4" label="Exportando..." />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {LABELS[format]}
        </button>
      ))}
    </>
  );
}
