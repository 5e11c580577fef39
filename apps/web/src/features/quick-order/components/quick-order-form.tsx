import { parseQuickOrderText, QUICK_ORDER_MAX_LINES } from '@mayorista/shared/quick-order';
import { FileSpreadsheet, Search, Upload, X } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { QuickOrderInput } from '../api/check-quick-order';

export const FORM_TEXTS = {
  placeholder:
    'Pega tus códigos, uno por línea, con la cantidad:\nCUL-SUS-001 12\nCUL-FER-002;6\n24 x ILU-LED-003',
  hint: 'También sirve SKU,12 · SKU x12 · columnas copiadas de una planilla (SKU y cantidad). Sin cantidad se pide 1.',
  fileLabel: 'Subir archivo (CSV o Excel)',
  fileButton: 'Elegir archivo',
  fileHint: 'Columnas SKU y cantidad; la fila de títulos es opcional.',
  submit: 'Revisar',
  pending: 'Revisando...',
  empty: 'Pega al menos un código o sube un archivo',
} as const;

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  pending: boolean;
  onCheck: (input: QuickOrderInput) => void;
  /** A problem to show under the box (empty input, a refused file). */
  error: string | null;
};

/** The paste box and the file upload of /pedido-rapido, with the number of lines read as they are typed. */
export function QuickOrderForm({ text, onTextChange, file, onFileChange, pending, onCheck, error }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const read = useMemo(() => (text.trim() ? parseQuickOrderText(text).length : 0), [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (file) onCheck({ file });
    else onCheck({ text });
  };

  const lineCount =
    read === 0
      ? null
      : read > QUICK_ORDER_MAX_LINES
        ? `${read} líneas: se revisan hasta ${QUICK_ORDER_MAX_LINES} por vez`
        : `${read} ${read === 1 ? 'línea' : 'líneas'} para revisar`;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-stone-800">
          Códigos y cantidades
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
          }}
          placeholder={FORM_TEXTS.placeholder}
          rows={8}
          spellCheck={false}
          autoCapitalize="characters"
          disabled={file !== null}
          aria-describedby={`${id}-hint`}
          className="min-h-40 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900 shadow-inner placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500"
        />
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {lineCount ? <span className="font-semibold text-stone-800">{lineCount}. </span> : null}
          {FORM_TEXTS.hint} Ctrl + Enter revisa.
        </p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          {file ? (
            <p className="flex min-w-0 items-center gap-2 text-sm text-stone-800">
              <FileSpreadsheet aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="truncate">
                Se revisa el archivo <strong>{file.name}</strong>
              </span>
              <button
                type="button"
                onClick={() => {
                  onFileChange(null);
                  if (fileInput.current) fileInput.current.value = '';
                }}
                className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-3.5" />
                Quitar archivo
              </button>
            </p>
          ) : (
            <>
              <span id={`${id}-file-title`} className="text-sm font-semibold text-stone-800">
                {FORM_TEXTS.fileLabel}
              </span>
              {/* The browser's own picker says 'Choose File' in its language: a Spanish button instead. */}
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
                aria-labelledby={`${id}-file-title`}
                aria-describedby={`${id}-file-hint`}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-file`}
                className="btn-secondary w-fit cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
              >
                <Upload aria-hidden="true" className="size-4" />
                {FORM_TEXTS.fileButton}
              </label>
              <p id={`${id}-file-hint`} className="text-xs text-stone-600">
                {FORM_TEXTS.fileHint}
              </p>
            </>
          )}
        </div>
        <button type="submit" className="btn-primary h-11 shrink-0 px-6" aria-busy={pending || undefined}>
          {pending ? <Spinner className="size-5" /> : <Search aria-hidden="true" className="size-4" />}
          {pending ? FORM_TEXTS.pending : FORM_TEXTS.submit}
        </button>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}
