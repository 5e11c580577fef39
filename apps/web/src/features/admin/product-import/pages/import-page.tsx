import {
  IMPORT_MESSAGES,
  type ImportReport,
  type ImportResult,
  TRANSFER_COLUMN_HELP,
  TRANSFER_COLUMNS,
} from '@mayorista/shared/product-transfer';
import { CheckCircle2, Download, FileDown, FileSearch, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/data-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { saveBlob } from '@/lib/download';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { APPLY_FAILED, type ApplyProgress as Progress, useApplyImport } from '../api/apply-import';
import { DRY_RUN_FAILED, useDryRunImport } from '../api/dry-run-import';
import {
  EXPORT_FAILED,
  type ExportFormat,
  useExportProducts,
  withoutSkuNotice,
} from '../api/export-products';
import { ApplyProgress } from '../components/apply-progress';
import { FileDropZone } from '../components/file-drop-zone';
import { ImportRowsTable } from '../components/import-rows-table';
import { ImportSummary } from '../components/import-summary';
import { applySentence, resultSentence, writesOf } from '../lib/rows';
import { TEMPLATE_FILENAME, templateCsv } from '../lib/template';

/** A file-level refusal ({file: [message]}) shown as it is; anything else through the client's mapping. */
function importError(error: unknown, fallback: string): string {
  const body = (error as { body?: unknown })?.body as { file?: unknown } | undefined;
  if (body && Array.isArray(body.file) && typeof body.file[0] === 'string') return body.file[0];
  return errorMessage(error, fallback);
}

function Card({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Alert({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{children}</p>
      {onRetry ? (
        <button type="button" className="btn-secondary shrink-0" onClick={onRetry}>
          Reintentar
        </button>
      ) : null}
    </div>
  );
}

/**
 * Importar productos (issue 9): export the inventory, download the template, review a CSV or Excel
 * file (dry run: every row's outcome and errors by column), then apply it in one transaction with
 * the server's real progress.
 */
export default function ProductImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const exporter = useExportProducts();
  const dryRun = useDryRunImport();
  const apply = useApplyImport();

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileProblem(null);
    setReport(null);
    setResult(null);
    dryRun.reset();
    apply.reset();
  };

  const review = () => {
    if (!file) return;
    setReport(null);
    setUploaded(0);
    dryRun.mutate({ file, onProgress: setUploaded }, { onSuccess: setReport });
  };

  const runApply = () => {
    if (!file) return;
    setConfirming(false);
    setProgress(null);
    apply.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          setResult(answer);
          notify.success('Importación aplicada');
        },
      },
    );
  };

  const startOver = () => {
    setFile(null);
    setReport(null);
    setResult(null);
    dryRun.reset();
    apply.reset();
  };

  const exportAs = (format: ExportFormat) =>
    exporter.mutate(format, {
      onSuccess: ({ withoutSku }) => {
        if (withoutSku > 0) notify.info(withoutSkuNotice(withoutSku));
      },
      onError: (error) => notify.error(errorMessage(error, EXPORT_FAILED)),
    });

  const busy = dryRun.isPending || apply.isPending;
  const errors = report?.summary.error ?? 0;
  const writes = report ? writesOf(report.summary) : 0;
  const canApply = Boolean(report) && errors === 0 && writes > 0 && !busy && !result;

  return (
    <section className="space-y-6">
      <title>Importar productos | Mayorista</title>
      <PageHeader
        title="Importar productos"
        description="Crea o actualiza productos por SKU desde un CSV o Excel. Primero se revisa el archivo: no se guarda nada hasta que apliques la importación."
        actions={
          <span className="flex gap-2 whitespace-nowrap">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => exportAs('csv')}
              disabled={exporter.isPending}
            >
              <Download aria-hidden="true" className="size-4" /> Exportar CSV
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => exportAs('xlsx')}
              disabled={exporter.isPending}
            >
              <Download aria-hidden="true" className="size-4" /> Exportar Excel
            </button>
          </span>
        }
      />

      <Card
        title="1. Elige el archivo"
        aside={
          <button
            type="button"
            className="btn-secondary"
            onClick={() => saveBlob(new Blob([templateCsv()], { type: 'text/csv' }), TEMPLATE_FILENAME)}
          >
            <FileDown aria-hidden="true" className="size-4" /> Descargar plantilla
          </button>
        }
      >
        <div className="space-y-4">
          <FileDropZone file={file} onFile={chooseFile} onProblem={setFileProblem} disabled={busy} />
          {fileProblem ? <Alert>{fileProblem}</Alert> : null}
          <details className="rounded-xl border border-stone-200 px-4 py-3 text-sm">
            <summary className="font-medium text-stone-800">Columnas del archivo</summary>
            <p className="mt-2 text-stone-600">
              La primera fila lleva los nombres de las columnas. Una columna que no está en el archivo no se
              modifica. Las exportaciones de esta pantalla ya tienen este formato.
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
              {TRANSFER_COLUMNS.map((column) => (
                <div key={column} className="contents">
                  <dt className="font-mono text-xs font-semibold text-stone-800 sm:pt-0.5">{column}</dt>
                  <dd className="text-stone-700">{TRANSFER_COLUMN_HELP[column]}</dd>
                </div>
              ))}
            </dl>
          </details>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn-primary" onClick={review} disabled={!file || busy}>
              {dryRun.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <FileSearch aria-hidden="true" className="size-4" />
              )}
              {dryRun.isPending ? 'Revisando…' : 'Revisar archivo'}
            </button>
            {dryRun.isPending ? (
              <span role="status" className="text-sm text-stone-600">
                {uploaded < 1
                  ? `Enviando el archivo (${Math.round(uploaded * 100)}%)`
                  : 'Revisando cada fila…'}
              </span>
            ) : null}
          </div>
          {dryRun.isError ? (
            <Alert onRetry={review}>{importError(dryRun.error, DRY_RUN_FAILED)}</Alert>
          ) : null}
        </div>
      </Card>

      <Card title="2. Revisa el resultado de cada fila">
        {report ? (
          <div className="space-y-4">
            <ImportSummary summary={report.summary} />
            {report.new_brands.length ? (
              <p className="text-sm text-stone-700">
                <span className="font-medium">Marcas nuevas que se crearán:</span>{' '}
                {report.new_brands.join(', ')}
              </p>
            ) : null}
            {report.ignored_columns.length ? (
              <p className="text-sm text-stone-700">
                <span className="font-medium">Columnas que no se importan:</span>{' '}
                {report.ignored_columns.join(', ')}
              </p>
            ) : null}
            <ImportRowsTable
              key={`${file?.name}-${report.rows.length}`}
              rows={report.rows}
              hasErrors={errors > 0}
            />
          </div>
        ) : (
          <EmptyState
            icon={<FileSearch aria-hidden="true" />}
            message="Elige un archivo y revísalo para ver qué pasará con cada producto."
          />
        )}
      </Card>

      <Card title="3. Aplica la importación">
        {result ? (
          <div className="space-y-4">
            <p role="status" className="flex items-start gap-2 font-medium text-brand-800">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {resultSentence(result.summary)}
            </p>
            {result.new_brands.length ? (
              <p className="text-sm text-stone-700">Marcas creadas: {result.new_brands.join(', ')}</p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Link to={paths.adminProducts} className="btn-primary">
                Ver inventario
              </Link>
              <button type="button" className="btn-secondary" onClick={startOver}>
                Importar otro archivo
              </button>
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            {apply.isPending ? <ApplyProgress progress={progress} /> : null}
            {apply.isError ? (
              <Alert onRetry={() => setConfirming(true)}>
                {importError(apply.error, APPLY_FAILED)} No se guardó ningún cambio.
              </Alert>
            ) : null}
            <p className="text-sm text-stone-700">
              {!report
                ? 'Primero revisa el archivo.'
                : errors > 0
                  ? IMPORT_MESSAGES.hasErrors(errors)
                  : applySentence(report.summary)}
            </p>
            <button
              type="button"
              className="btn-primary"
              disabled={!canApply}
              onClick={() => setConfirming(true)}
            >
              {apply.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <Upload aria-hidden="true" className="size-4" />
              )}
              Aplicar importación
            </button>
          </div>
        )}
      </Card>

      <ConfirmDialog
        open={confirming}
        title="¿Aplicar la importación?"
        message={
          <>
            <p>{report ? applySentence(report.summary) : null}</p>
            <p className="mt-2">
              Se guarda todo junto: si algo falla, no se guarda ningún cambio. Esta acción no se puede
              deshacer desde aquí.
            </p>
          </>
        }
        confirmLabel="Aplicar importación"
        onConfirm={runApply}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
