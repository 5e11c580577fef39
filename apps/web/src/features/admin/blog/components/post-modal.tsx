import type { BlogPost } from '@mayorista/shared/blog';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { CrudFormActions, CrudModal } from '@/components/crud/crud-modal';
import type { Editing } from '@/components/crud/crud-page';
import { Field, Form, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { useModalDirty } from '@/components/ui/modal';
import { notify } from '@/lib/toast';
import { useSavePost } from '../api/save-post';
import { uploadCover } from '../api/upload-cover';
import {
  POST_FIELDS,
  POST_MESSAGES,
  type PostFormValues,
  postBody,
  postDefaults,
  postFormSchema,
  postToForm,
} from '../lib/post-form';
import { BodyEditor } from './body-editor';

type PostModalProps = {
  /** null: closed; 'new': create; a post: edit it. */
  editing: Editing<BlogPost>;
  onClose: () => void;
};

/** Create or edit a blog post: title, slug, excerpt, cover, body with formatting buttons, publish switch. */
export function PostModal({ editing, onClose }: PostModalProps) {
  const save = useSavePost();
  return (
    <CrudModal
      editing={editing}
      onClose={onClose}
      busy={save.isPending}
      size="lg"
      title={{ create: 'Nueva entrada', edit: 'Editar entrada' }}
      description={(post) => post.title}
    >
      {(item) => <PostForm editing={item} onClose={onClose} save={save} />}
    </CrudModal>
  );
}

function PostForm({
  editing,
  onClose,
  save,
}: {
  editing: BlogPost | 'new';
  onClose: () => void;
  save: ReturnType<typeof useSavePost>;
}) {
  const id = useId();
  const isNew = editing === 'new';
  const form = useZodForm(postFormSchema, { defaultValues: isNew ? postDefaults() : postToForm(editing) });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  useModalDirty(isDirty);

  const onSubmit = async (values: PostFormValues) => {
    const body = postBody(values);
    try {
      if (isNew) await save.mutateAsync({ body });
      else await save.mutateAsync({ id: editing.id, body });
      notify.success(isNew ? POST_MESSAGES.created : POST_MESSAGES.updated);
      onClose();
    } catch (error) {
      const result = setServerErrors(form, error, {
        fields: POST_FIELDS,
        fallback: POST_MESSAGES.saveFailed,
      });
      notify.error(result.form ?? Object.values(result.fields)[0] ?? POST_MESSAGES.saveFailed);
    }
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const err = (name: keyof PostFormValues) => errors[name]?.message as string | undefined;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <Field id={fieldId('title')} label="Título" required error={err('title')}>
        <input
          type="text"
          maxLength={200}
          className="form-input"
          {...inputA11y(fieldId('title'), err('title'))}
          {...register('title')}
        />
      </Field>
      <Field
        id={fieldId('slug')}
        label="Slug (dirección)"
        error={err('slug')}
        hint="Vacío: se genera a partir del título. Solo minúsculas, números y guiones."
      >
        <input
          type="text"
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          className="form-input font-mono"
          {...inputA11y(fieldId('slug'), err('slug'), true)}
          {...register('slug')}
        />
      </Field>
      <Field
        id={fieldId('excerpt')}
        label="Resumen"
        error={err('excerpt')}
        hint="Se muestra en la lista del blog y en los buscadores (hasta 300 caracteres)."
      >
        <textarea
          rows={2}
          maxLength={300}
          className="form-input"
          {...inputA11y(fieldId('excerpt'), err('excerpt'), true)}
          {...register('excerpt')}
        />
      </Field>
      <Controller
        control={control}
        name="cover_image"
        render={({ field, fieldState }) => (
          <div>
            <ImageUploadField
              label="Portada"
              value={field.value}
              onChange={field.onChange}
              upload={uploadCover}
              hint="Tamaño recomendado: 1000x600 px."
              disabled={save.isPending}
            />
            {fieldState.error?.message ? (
              <p className="mt-1.5 text-sm text-red-700">{fieldState.error.message}</p>
            ) : null}
          </div>
        )}
      />
      <Controller
        control={control}
        name="body"
        render={({ field }) => (
          <Field
            id={fieldId('body')}
            label="Contenido"
            error={err('body')}
            hint="Texto con formato simple (HTML). Al guardar se quita lo que no es seguro."
          >
            <BodyEditor
              id={fieldId('body')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              textareaRef={field.ref}
              error={err('body')}
              describedBy={err('body') ? `${fieldId('body')}-error` : `${fieldId('body')}-hint`}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="is_published"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-stone-200 px-3.5 py-3">
            <div>
              <p id={fieldId('published-label')} className="text-sm font-medium text-stone-800">
                Publicada
              </p>
              <p id={fieldId('published-hint')} className="text-xs text-stone-600">
                {field.value ? 'Visible para todos en /blog.' : 'Borrador: solo la ven los administradores.'}
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={field.value}
              aria-labelledby={fieldId('published-label')}
              aria-describedby={fieldId('published-hint')}
              onClick={() => field.onChange(!field.value)}
              className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 ${
                field.value ? 'bg-brand-700' : 'bg-stone-300'
              }`}
            >
              <span
                aria-hidden="true"
                className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                  field.value ? 'translate-x-6' : 'translate-x-1'
                }`}
              />
            </button>
          </div>
        )}
      />
      <CrudFormActions pending={save.isPending} submitLabel={isNew ? 'Crear entrada' : 'Guardar cambios'} />
    </Form>
  );
}
