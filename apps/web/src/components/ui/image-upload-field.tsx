import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { ApiError, serverMessage } from '@/api/errors';
import { IMAGE_TYPES, imageProblem } from '@/lib/upload';
import { Spinner } from './spinner';

export const UPLOAD_FAILED = 'Error al subir la imagen';

/** 'Error al subir la imagen: {reason}' (backoffice §8) with the server's or the connection's reason, when there is one. */
export function uploadFailedMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_FAILED;
  const { body } = error;
  // The server's first message, without the name of the one file field ('image: ...').
  const reason =
    error.kind === 'http'
      ? serverMessage(body && typeof body === 'object' ? Object.values(body) : body)
      : error.message;
  return reason ? `${UPLOAD_FAILED}: ${reason}` : UPLOAD_FAILED;
}

type ImageUploadFieldProps = {
  label: string;
  /** The current image's address, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Sends the file where the screen wants it and resolves to the stored image's address. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** Shown under the button, e.g. 'Tamaño recomendado: 1000x1000 px'. */
  hint?: string;
  disabled?: boolean;
};

/**
 * An image field: a preview, a file button that checks type (by content) and size before sending,
 * a progress bar while uploading, and 'Quitar imagen'.
 */
export function ImageUploadField({ label, value, onChange, upload, hint, disabled }: ImageUploadFieldProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const uploading = progress !== null;

  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const problem = await imageProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      onChange(await upload(file, setProgress));
    } catch (failure) {
      setError(uploadFailedMessage(failure));
    } finally {
      setProgress(null);
      setLocalPreview(null);
    }
  };

  const preview = localPreview ?? value;
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-stone-800">
        {label}
      </p>
      <div className="flex items-start gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-xl border border-stone-200 bg-stone-50">
          {preview ? (
            <img
              src={preview}
              alt={`Vista previa de ${label}`}
              className={`size-full object-cover ${uploading ? 'opacity-60' : ''}`}
            />
          ) : (
            <ImageIcon aria-hidden="true" className="size-8 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-input`}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              disabled={disabled || uploading}
              onChange={onFile}
              aria-labelledby={`${id}-label ${id}-button`}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <label
              id={`${id}-button`}
              htmlFor={`${id}-input`}
              className="btn-secondary cursor-pointer px-3.5 py-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-800 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              {uploading ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
              {value ? 'Cambiar imagen' : 'Elegir imagen'}
            </label>
            {value && !uploading ? (
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(null)}
                className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
              >
                <Trash2 aria-hidden="true" className="size-4" /> Quitar imagen
              </button>
            ) : null}
          </div>
          {uploading ? (
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
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
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
