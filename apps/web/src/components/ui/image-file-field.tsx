import { ImageIcon, Upload, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { IMAGE_TYPES, imageProblem } from '@/lib/upload';

type ImageFileFieldProps = {
  label: string;
  /** The image stored now (edit), or null. */
  currentUrl: string | null;
  /** The file chosen to replace it, sent with the form. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A server message on this field (e.g. not a valid image). */
  error?: string;
  /** Share of the form's upload sent so far, 0 to 1, while saving; null otherwise. */
  progress: number | null;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
  /** Classes of the preview box (its size and shape). */
  previewClassName?: string;
};

/**
 * A file field for an image that travels with its form (multipart): a preview of the chosen file or
 * of the stored image, the type (by content) and size checked on choosing, and the upload's
 * progress bar while the form is saved.
 */
export function ImageFileField({
  label,
  currentUrl,
  file,
  onFileChange,
  error,
  progress,
  required,
  hint,
  disabled,
  previewClassName = 'size-24',
}: ImageFileFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const refusal = await imageProblem(chosen);
    setProblem(refusal);
    if (!refusal) onFileChange(chosen);
  };

  const message = problem ?? error;
  const shown = preview ?? currentUrl;
  const describedBy = [message ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 flex items-baseline gap-1 text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <div
          className={`grid shrink-0 place-items-center overflow-hidden rounded-xl border bg-stone-50 ${
            message ? 'border-red-400' : 'border-stone-200'
          } ${previewClassName}`}
        >
          {shown ? (
            <img
              src={shown}
              alt={`Vista previa de ${label}`}
              className={`size-full object-contain ${progress !== null ? 'opacity-60' : ''}`}
            />
          ) : (
            <ImageIcon aria-hidden="true" className="size-8 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 basis-40 space-y-2">
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-input`}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              disabled={disabled}
              onChange={onChoose}
              aria-labelledby={`${id}-label ${id}-button`}
              aria-describedby={describedBy}
              aria-invalid={message ? true : undefined}
              required={required}
              className="peer sr-only"
            />
            <label
              id={`${id}-button`}
              htmlFor={`${id}-input`}
              className="btn-secondary cursor-pointer px-3.5 py-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-800 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              <Upload aria-hidden="true" className="size-4" />
              {shown ? 'Cambiar imagen' : 'Elegir imagen'}
            </label>
            {file && !disabled ? (
              <button
                type="button"
                onClick={() => {
                  setProblem(null);
                  onFileChange(null);
                }}
                className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100"
              >
                <X aria-hidden="true" className="size-4" /> Descartar
              </button>
            ) : null}
          </div>
          {file ? <p className="truncate text-sm text-stone-700">{file.name}</p> : null}
          {progress !== null && file ? (
            <div
              role="progressbar"
              aria-label={`Subiendo ${label}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 max-w-xs overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
          ) : null}
          {message ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {message}
            </p>
          ) : null}
          <p id={`${id}-hint`} className="text-xs text-stone-600">
            JPEG, PNG o WebP, hasta 10 MB.{hint ? ` ${hint}` : ''}
          </p>
        </div>
      </div>
    </div>
  );
}
