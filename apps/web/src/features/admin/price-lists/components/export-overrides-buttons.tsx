import { Download } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import {
  OVERRIDES_EXPORT_FAILED,
  type OverridesFileFormat,
  useExportPriceOverrides,
} from '../api/transfer-price-overrides';

const LABELS: Record<OverridesFileFormat, string> = { csv: 'Exportar CSV', xlsx: 'Exportar Excel' };

/** 'Exportar CSV' and 'Exportar Excel': the list's special prices as a file. */
export function ExportOverridesButtons({ listId }: { listId: number }) {
  const exporting = useExportPriceOverrides(listId);
  const running = exporting.isPending ? exporting.variables : undefined;
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="btn-secondary"
          disabled={exporting.isPending}
          aria-busy={running === format || undefined}
          onClick={() =>
            exporting.mutate(format, {
              onSuccess: ({ filename }) => notify.success(`Descargado ${filename}`),
              onError: () => notify.error(OVERRIDES_EXPORT_FAILED),
            })
          }
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
