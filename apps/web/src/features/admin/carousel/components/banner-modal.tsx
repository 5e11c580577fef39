import {
  BANNER_DEFAULT_LINK,
  BANNER_DESKTOP_IMAGE_REQUIRED,
  type Banner,
  BannerFormSchema,
} from '@mayorista/shared/content';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/api/errors';
import { CrudFormActions, CrudModal } from '@/components/crud/crud-modal';
import type { Editing } from '@/components/crud/crud-page';
import { Field, Form, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { ImageFileField } from '@/components/ui/image-file-field';
import { useModalDirty } from '@/components/ui/modal';
import { notify } from '@/lib/toast';
import { useSaveBanner } from '../api/save-banner';
import { BANNER_MESSAGES } from '../lib/messages';

const FIELDS = ['title', 'description', 'link', 'button_text', 'order', 'is_active'] as const;
const IMAGE_FIELDS = ['desktop_image', 'mobile_image'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];

type BannerModalProps = {
  /** null: closed; 'new': create; a banner: edit it. */
  editing: Editing<Banner>;
  /** The order a new banner gets by default (after the last one). */
  nextOrder: number;
  onClose: () => void;
};

/** Create or edit a banner: its texts, link, order, state and both images, sent together with their progress. */
export function BannerModal({ editing, nextOrder, onClose }: BannerModalProps) {
  const save = useSaveBanner();
  return (
    <CrudModal
      editing={editing}
      onClose={onClose}
      busy={save.isPending}
      size="lg"
      title={{ create: 'Nuevo banner', edit: 'Editar banner' }}
      description={(banner) => banner.title || undefined}
    >
      {(item) => <BannerFormBody editing={item} nextOrder={nextOrder} onClose={onClose} save={save} />}
    </CrudModal>
  );
}

type ImageErrors = Partial<Record<ImageField, string>>;

/** The server's messages on the image files (not fields of the react-hook-form form), and the rest of the error. */
function splitImageErrors(error: unknown): { images: ImageErrors; rest: unknown; onlyImages: boolean } {
  if (
    !(error instanceof ApiError) ||
    !error.body ||
    typeof error.body !== 'object' ||
    Array.isArray(error.body)
  ) {
    return { images: {}, rest: error, onlyImages: false };
  }
  const images: ImageErrors = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error.body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if ((IMAGE_FIELDS as readonly string[]).includes(key) && typeof first === 'string') {
      images[key as ImageField] = first;
    } else rest[key] = value;
  }
  const found = Object.keys(images).length > 0;
  return {
    images,
    rest: new ApiError(error.message, error.status, rest, error.kind),
    onlyImages: found && Object.keys(rest).length === 0,
  };
}

function BannerFormBody({
  editing,
  nextOrder,
  onClose,
  save,
}: {
  editing: Banner | 'new';
  nextOrder: number;
  onClose: () => void;
  save: ReturnType<typeof useSaveBanner>;
}) {
  const id = useId();
  const isNew = editing === 'new';
  const form = useZodForm(BannerFormSchema, {
    defaultValues: isNew
      ? {
          title: '',
          description: '',
          link: BANNER_DEFAULT_LINK,
          button_text: '',
          order: String(nextOrder),
          is_active: true,
        }
      : {
          title: editing.title,
          description: editing.description,
          link: editing.link,
          button_text: editing.button_text,
          order: String(editing.order),
          is_active: editing.is_active,
        },
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const [files, setFiles] = useState<Record<ImageField, File | null>>({
    desktop_image: null,
    mobile_image: null,
  });
  const [imageErrors, setImageErrors] = useState<ImageErrors>({});
  useModalDirty(isDirty || files.desktop_image !== null || files.mobile_image !== null);
  const [progress, setProgress] = useState<number | null>(null);

  const chooseFile = (field: ImageField) => (file: File | null) => {
    setFiles((current) => ({ ...current, [field]: file }));
    setImageErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (values: z.output<typeof BannerFormSchema>) => {
    if (isNew && !files.desktop_image) {
      setImageErrors({ desktop_image: BANNER_DESKTOP_IMAGE_REQUIRED });
      document.getElementById(`${id}-desktop`)?.querySelector<HTMLInputElement>('input[type=file]')?.focus();
      return;
    }
    setImageErrors({});
    setProgress(0);
    try {
      await save.mutateAsync({
        id: isNew ? undefined : editing.id,
        input: { ...values, ...files },
        onProgress: setProgress,
      });
      notify.success(isNew ? BANNER_MESSAGES.created : BANNER_MESSAGES.updated);
      onClose();
    } catch (error) {
      const { images, rest, onlyImages } = splitImageErrors(error);
      setImageErrors(images);
      const failure = onlyImages
        ? undefined
        : setServerErrors(form, rest, { fields: FIELDS, fallback: BANNER_MESSAGES.saveFailed });
      notify.error(Object.values(images)[0] ?? failure?.form ?? BANNER_MESSAGES.saveFailed);
    } finally {
      setProgress(null);
    }
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const text = (name: 'title' | 'link' | 'button_text', label: string, max: number, hint?: string) => (
    <Field id={fieldId(name)} label={label} error={errors[name]?.message} hint={hint}>
      <input
        type="text"
        maxLength={max}
        autoComplete="off"
        className="form-input"
        {...inputA11y(fieldId(name), errors[name]?.message, Boolean(hint))}
        {...register(name)}
      />
    </Field>
  );

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('title', 'Título (opcional)', 200, 'También es el texto alternativo de la imagen.')}
        {text('button_text', 'Texto del botón (opcional)', 60)}
      </div>
      <Field id={fieldId('description')} label="Descripción (opcional)" error={errors.description?.message}>
        <textarea
          rows={2}
          maxLength={2000}
          className="form-input resize-y"
          {...inputA11y(fieldId('description'), errors.description?.message)}
          {...register('description')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        {text('link', 'Enlace', 500, 'Una página de la tienda (/productos) o una dirección https://.')}
        <Field id={fieldId('order')} label="Orden" error={errors.order?.message} hint="0 va primero.">
          <input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className="form-input"
            {...inputA11y(fieldId('order'), errors.order?.message, true)}
            {...register('order')}
          />
        </Field>
      </div>
      <div id={`${id}-desktop`}>
        <ImageFileField
          label="Imagen de escritorio"
          required={isNew}
          currentUrl={isNew ? null : editing.desktop_image}
          file={files.desktop_image}
          onFileChange={chooseFile('desktop_image')}
          error={imageErrors.desktop_image}
          progress={progress}
          disabled={save.isPending}
          hint="Se guarda en WebP de 1600 px de ancho; proporción 8:3 (por ejemplo 1600x600 px)."
          previewClassName="h-20 w-52 max-w-full"
        />
      </div>
      <ImageFileField
        label="Imagen para celulares (opcional)"
        currentUrl={isNew ? null : editing.mobile_image}
        file={files.mobile_image}
        onFileChange={chooseFile('mobile_image')}
        error={imageErrors.mobile_image}
        progress={progress}
        disabled={save.isPending}
        hint="Cuadrada, hasta 800 px. Sin ella, los celulares ven la de escritorio."
        previewClassName="size-24"
      />
      <label className="flex items-center gap-3 rounded-lg border border-stone-200 px-3.5 py-3 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('is_active')} />
        Activo (se muestra en el carrusel de la página de inicio)
      </label>
      <CrudFormActions pending={save.isPending} submitLabel={isNew ? 'Crear banner' : 'Guardar cambios'} />
    </Form>
  );
}
