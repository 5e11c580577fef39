import { type BrandForm, BrandFormSchema } from '@mayorista/shared/brands';
import type { Brand } from '@mayorista/shared/catalog';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/api/errors';
import { CrudFormActions, CrudModal } from '@/components/crud/crud-modal';
import type { Editing } from '@/components/crud/crud-page';
import { Field, Form, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { ImageFileField } from '@/components/ui/image-file-field';
import { useModalDirty } from '@/components/ui/modal';
import { notify } from '@/lib/toast';
import { useSaveBrand } from '../api/save-brand';
import { BRAND_MESSAGES } from '../lib/messages';

const FIELDS = ['name', 'website_url', 'is_active'] as const;

type BrandModalProps = {
  /** null: closed; 'new': create; a brand: edit it. */
  editing: Editing<Brand>;
  /** The order a new brand gets (after the last one). */
  nextOrder: number;
  onClose: () => void;
};

/** Create or edit a brand: name, website, active and the logo, sent together (multipart) with its progress. */
export function BrandModal({ editing, nextOrder, onClose }: BrandModalProps) {
  const save = useSaveBrand();
  return (
    <CrudModal
      editing={editing}
      onClose={onClose}
      busy={save.isPending}
      title={{ create: 'Nueva marca', edit: 'Editar marca' }}
      description={(brand) => brand.name}
    >
      {(item) => <BrandFormBody editing={item} nextOrder={nextOrder} onClose={onClose} save={save} />}
    </CrudModal>
  );
}

/** The server's message on the logo, if it sent one (it is not a field of the react-hook-form form). */
function logoMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const value = (error.body as Record<string, unknown>).logo;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** The same error without its `logo` entry, so the form does not repeat it as a general message. */
function withoutLogo(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return error;
  const { logo: _logo, ...rest } = error.body as Record<string, unknown>;
  return new ApiError(error.message, error.status, rest, error.kind);
}

function BrandFormBody({
  editing,
  nextOrder,
  onClose,
  save,
}: {
  editing: Brand | 'new';
  nextOrder: number;
  onClose: () => void;
  save: ReturnType<typeof useSaveBrand>;
}) {
  const id = useId();
  const isNew = editing === 'new';
  const form = useZodForm(BrandFormSchema, {
    defaultValues: isNew
      ? { name: '', website_url: '', is_active: true }
      : { name: editing.name, website_url: editing.website_url, is_active: editing.is_active },
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  useModalDirty(isDirty || logo !== null);

  const onSubmit = async (values: z.output<typeof BrandFormSchema>) => {
    setLogoError(undefined);
    setProgress(0);
    try {
      await save.mutateAsync({
        id: isNew ? undefined : editing.id,
        input: {
          name: values.name,
          website_url: values.website_url,
          is_active: values.is_active,
          order: isNew ? nextOrder : undefined,
          logo,
        },
        onProgress: setProgress,
      });
      notify.success(isNew ? BRAND_MESSAGES.created : BRAND_MESSAGES.updated);
      onClose();
    } catch (error) {
      const onLogo = logoMessage(error);
      setLogoError(onLogo);
      const rest = withoutLogo(error);
      const onlyLogo =
        onLogo !== undefined &&
        rest instanceof ApiError &&
        Object.keys((rest.body as Record<string, unknown>) ?? {}).length === 0;
      const failure = onlyLogo
        ? undefined
        : setServerErrors(form, rest, { fields: FIELDS, fallback: BRAND_MESSAGES.saveFailed });
      notify.error(onLogo ?? failure?.form ?? BRAND_MESSAGES.saveFailed);
    } finally {
      setProgress(null);
    }
  };

  const fieldId = (name: keyof BrandForm) => `${id}-${name}`;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <Field id={fieldId('name')} label="Nombre" required error={errors.name?.message}>
        <input
          type="text"
          maxLength={100}
          autoComplete="off"
          className="form-input"
          {...inputA11y(fieldId('name'), errors.name?.message)}
          {...register('name')}
        />
      </Field>
      <Field
        id={fieldId('website_url')}
        label="Sitio web (opcional)"
        error={errors.website_url?.message}
        hint="Por ejemplo, https://www.marca.com"
      >
        <input
          type="url"
          inputMode="url"
          maxLength={500}
          autoComplete="off"
          placeholder="https://"
          className="form-input"
          {...inputA11y(fieldId('website_url'), errors.website_url?.message, true)}
          {...register('website_url')}
        />
      </Field>
      <ImageFileField
        label="Logo"
        currentUrl={isNew ? null : (editing.logo_url ?? editing.logo)}
        file={logo}
        onFileChange={(file) => {
          setLogo(file);
          setLogoError(undefined);
        }}
        error={logoError}
        progress={progress}
        disabled={save.isPending}
        hint="Se guarda en WebP de hasta 400 px; mejor con fondo transparente o blanco."
        previewClassName="h-20 w-32 p-2"
      />
      <label className="flex items-center gap-3 rounded-lg border border-stone-200 px-3.5 py-3 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('is_active')} />
        Activa (se muestra en la tienda)
      </label>
      <CrudFormActions pending={save.isPending} submitLabel={isNew ? 'Crear marca' : 'Guardar cambios'} />
    </Form>
  );
}
