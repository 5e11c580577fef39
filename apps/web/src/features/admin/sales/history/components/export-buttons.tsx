import type { OrderExportFormat } from '@mayorista/shared/orders';
import { Download } from 'lucide-react';
import { errorMessage } from '@/api/client';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { SALES_EXPORT_FAILED, useExportSales } from '../api/export-sales';
import type { SalesApiParams } from '../lib/filters';

const LABELS: Record<OrderExportFormat, string> = { csv: 'Exportar CSV', xlsx: 'Exportar Excel' };

/** 'Exportar CSV' and 'Exportar Excel': the orders of the current filters as a file. */
export function SalesExportButtons({ filters }: { filters: SalesApiParams }) {
  const exporting = useExportSales();
  const running = exporting.isPending ? exporting.variables?.format : undefined;
  const run = (format: OrderExportFormat) =>
    exporting.mutate(
      { format, filters },
      {
        onSuccess: ({ filename }) => notify.success(`Descargado ${filename}`),
        onError: (error) => notify.error(errorMessage(error, SALES_EXPORT_FAILED)),
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
