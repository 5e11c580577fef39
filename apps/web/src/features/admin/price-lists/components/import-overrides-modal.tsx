import type { OverrideImportResult } from '@mayorista/shared/price-lists';
import { CircleAlert, CircleCheck, Upload } from 'lucide-react';
import { useState } from 'react';
import { ApiError, errorMessage } from '@/api/errors';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { FileDropZone } from '../../product-import/components/file-drop-zone';
import { useImportPriceOverrides } from '../api/transfer-price-overrides';
import { PRICE_LIST_TEXTS } from '../lib/messages';

type ImportRowError = { row: number; message: string };

type ImportOverridesModalProps = { listId: number; listName: string; open: boolean; onClose: () => void };

/** The rows a refused import named, from its 400 body (`{errors: [{row, message}]}`). */
function refusedRows(error: unknown): ImportRowError[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const rows = (error.body as { errors?: unknown }).errors;
  return Array.isArray(rows)
    ? rows.filter((row): row is ImportRowError => typeof row?.message === 'string')
    : [];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Import special prices from CSV or Excel (columns sku, opción, precio; an empty price removes it); refused rows listed. */
export function ImportOverridesModal({ listId, listName, open, onClose }: ImportOverridesModalProps) {
  const upload = useImportPriceOverrides(listId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<OverrideImportResult | null>(null);
  const [rows, setRows] = useState<ImportRowError[]>([]);

  const close = () => {
    setFile(null);
    setProblem(null);
    setResult(null);
    setRows([]);
    onClose();
  };

  const run = async () => {
    if (!file) return;
    setProblem(null);
    setResult(null);
    setRows([]);
    setProgress(0);
    try {
      const answer = await upload.mutateAsync({ file, onProgress: setProgress });
      setResult(answer);
      notify.success('Precios especiales importados');
    } catch (error) {
      const refused = refusedRows(error);
      setRows(refused);
      const message = errorMessage(error, PRICE_LIST_TEXTS.importFailed);
      setProblem(message);
      notify.error(message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      busy={upload.isPending}
      size="lg"
      title="Importar precios especiales"
      description={`Lista ${listName}. Un archivo CSV o Excel con las columnas sku y precio (como el exportado): el SKU de un producto o de una opción. Un precio vacío quita el precio especial. Si alguna fila tiene un error no se guarda nada.`}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={close} disabled={upload.isPending}>
            {result ? 'Cerrar' : 'Cancelar'}
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={run}
            disabled={!file || upload.isPending}
            aria-busy={upload.isPending || undefined}
          >
            {upload.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Upload aria-hidden="true" className="size-4" />
            )}
            Importar
          </button>
        </>
      }
    >
      <div className="space-y-4">
        <FileDropZone
          file={file}
          disabled={upload.isPending}
          onFile={(chosen) => {
            setFile(chosen);
            setProblem(null);
            setResult(null);
            setRows([]);
          }}
          onProblem={setProblem}
        />
        {progress !== null ? (
          <div
            role="progressbar"
            aria-label="Subiendo el archivo"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-600" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        ) : null}
        <div aria-live="polite" className="space-y-3">
          {problem ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {problem}
            </p>
          ) : null}
          {result ? (
            <p className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {count(result.created, 'precio nuevo', 'precios nuevos')},{' '}
              {count(result.updated, 'actualizado', 'actualizados')},{' '}
              {count(result.removed, 'quitado', 'quitados')},{' '}
              {count(result.unchanged, 'sin cambios', 'sin cambios')}.
            </p>
          ) : null}
          {rows.length ? (
            <div>
              <h3 className="mb-2 text-sm font-semibold text-stone-900">
                {rows.length === 1 ? '1 fila con error' : `${rows.length} filas con errores`}
              </h3>
              <ul
                aria-label="Filas con errores"
                className="max-h-60 divide-y divide-stone-100 overflow-y-auto rounded-lg border border-stone-200 text-sm"
              >
                {rows.map((row) => (
                  // The server's message names its row ('Fila 3, sku: ...').
                  <li key={`${row.row}-${row.message}`} className="px-3 py-2 text-red-700">
                    {row.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
