import { MAX_IMPORT_BYTES } from '@mayorista/shared/product-transfer';
import { FileSpreadsheet, FileUp } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';

export const FILE_TOO_LARGE = 'El archivo no puede superar los 10 MB.';
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type FileDropZoneProps = {
  file: File | null;
  onFile: (file: File) => void;
  onProblem: (message: string) => void;
  disabled?: boolean;
};

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('es-AR', { maximumFractionDigits: 1 })} MB`;

/** The file picker, also a drop target; the server tells CSV from Excel by content. */
export function FileDropZone({ file, onFile, onProblem, disabled }: FileDropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) onProblem(FILE_TOO_LARGE);
    else onFile(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a mouse drag; the keyboard path is the file input inside.
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors focus-within:border-brand-600 ${
        dragging ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-stone-50'
      }`}
    >
      <span className="grid size-12 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
        {file ? (
          <FileSpreadsheet aria-hidden="true" className="size-6" />
        ) : (
          <FileUp aria-hidden="true" className="size-6" />
        )}
      </span>
      {file ? (
        <p className="text-sm text-stone-800">
          <span className="font-semibold break-all">{file.name}</span>{' '}
          <span className="text-stone-600">({sizeText(file.size)})</span>
        </p>
      ) : (
        <p className="text-sm text-stone-700">Arrastra el archivo aquí o elígelo desde tu equipo.</p>
      )}
      <label
        htmlFor={id}
        className={`btn-secondary ${disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`}
      >
        {file ? 'Elegir otro archivo' : 'Elegir archivo'}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="sr-only"
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        CSV (separado por ; o ,) o Excel (.xlsx), hasta 10 MB y 20.000 filas.
      </p>
    </div>
  );
}
