import type { CategoryTree } from '@mayorista/shared/catalog';
import { CATEGORY_NAME_MAX, CategoryNameSchema } from '@mayorista/shared/catalog-admin';
import { useId } from 'react';
import { z } from 'zod';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { Modal, ModalCancelButton, useModalDirty } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useSaveCategory } from '../api/save-category';
import { CATEGORY_TEXTS, serverReason } from '../lib/messages';

/** What the modal edits: a new category (parent null) or subcategory, or an existing one. */
export type CategoryModalTarget =
  | { mode: 'create'; parent: CategoryTree | null }
  | { mode: 'edit'; category: CategoryTree; parent: CategoryTree | null };

const NameFormSchema = z.object({ name: CategoryNameSchema });
type NameForm = z.input<typeof NameFormSchema>;

export function categoryModalTitle(target: CategoryModalTarget): string {
  if (target.parent) return target.mode === 'create' ? 'Nueva Subcategoría' : 'Editar Subcategoría';
  return target.mode === 'create' ? 'Nueva Categoría' : 'Editar Categoría';
}

/**
 * Create or edit a category or subcategory (backoffice §2.3): Nombre; the parent's name read-only for a
 * subcategory; the slug, disabled, only when editing a category (the server generates it).
 */
export function CategoryModal({
  target,
  onClose,
}: {
  target: CategoryModalTarget | null;
  onClose: () => void;
}) {
  const save = useSaveCategory();
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      busy={save.isPending}
      title={target ? categoryModalTitle(target) : ''}
    >
      {target ? <CategoryForm target={target} save={save} onClose={onClose} /> : null}
    </Modal>
  );
}

function CategoryForm({
  target,
  save,
  onClose,
}: {
  target: CategoryModalTarget;
  save: ReturnType<typeof useSaveCategory>;
  onClose: () => void;
}) {
  const id = useId();
  const editing = target.mode === 'edit' ? target.category : null;
  const form = useZodForm(NameFormSchema, { defaultValues: { name: editing?.name ?? '' } });
  const {
    register,
    watch,
    formState: { errors, isDirty },
  } = form;
  useModalDirty(isDirty);
  const name = watch('name') ?? '';
  const disabled = name.trim() === '' || save.isPending;

  const onSubmit = async (values: z.output<typeof NameFormSchema>) => {
    try {
      await save.mutateAsync({
        id: editing?.id,
        input: { name: values.name, parent: target.parent?.id ?? null },
      });
      notify.success(editing ? CATEGORY_TEXTS.updated : CATEGORY_TEXTS.created);
      onClose();
    } catch (error) {
      const message = `${CATEGORY_TEXTS.saveFailed}${serverReason(error)}`;
      setServerErrors<NameForm>(form, error, { fields: ['name'], fallback: message });
      form.setError('root.server', { type: 'server', message });
      notify.error(message);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      {target.parent ? (
        <Field id={`${id}-parent`} label="Categoría padre">
          <input
            id={`${id}-parent`}
            disabled
            value={target.parent.name}
            className="form-input bg-stone-100 text-stone-700"
          />
        </Field>
      ) : null}
      <Field id={`${id}-name`} label="Nombre" required error={errors.name?.message}>
        <input
          type="text"
          autoComplete="off"
          maxLength={CATEGORY_NAME_MAX}
          className="form-input"
          {...inputA11y(`${id}-name`, errors.name?.message)}
          {...register('name')}
        />
      </Field>
      {editing && !target.parent ? (
        <Field id={`${id}-slug`} label="Slug (generado automáticamente)">
          <input
            id={`${id}-slug`}
            disabled
            value={editing.slug}
            className="form-input bg-stone-100 text-stone-700"
          />
        </Field>
      ) : null}
      <FormAlert />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <ModalCancelButton disabled={save.isPending} />
        <button type="submit" className="btn-primary" disabled={disabled} aria-busy={save.isPending}>
          {save.isPending ? (
            <>
              <Spinner className="size-4" /> Guardando...
            </>
          ) : (
            'Guardar'
          )}
        </button>
      </div>
    </Form>
  );
}
