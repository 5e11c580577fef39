import {
  INVITATION_DESCRIPTION_MAX,
  INVITATION_MAX_USES,
  type InvitationCode,
  type InvitationCodeFormInput,
  InvitationCodeFormSchema,
  invitationDefaults,
} from '@mayorista/shared/accounts';
import { useId } from 'react';
import { CrudFormActions, CrudModal } from '@/components/crud/crud-modal';
import type { Editing } from '@/components/crud/crud-page';
import { Field, Form, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { useModalDirty } from '@/components/ui/modal';
import { fromLocalInput, toLocalInput } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useSaveInvitationCode } from '../api/invitation-codes';

export const SAVE_MESSAGES = {
  created: 'Código creado correctamente',
  updated: 'Código actualizado correctamente',
  failed: 'Error al guardar el código',
} as const;

const FIELDS = ['description', 'max_uses', 'expires_at', 'is_active'] as const;

type InvitationCodeModalProps = {
  /** null: closed; 'new': create; a code: edit it. */
  editing: Editing<InvitationCode>;
  onClose: () => void;
};

/** Create or edit an invitation code (defaults: 1 use, expiring in a day, active). */
export function InvitationCodeModal({ editing, onClose }: InvitationCodeModalProps) {
  const save = useSaveInvitationCode();
  return (
    <CrudModal
      editing={editing}
      onClose={onClose}
      busy={save.isPending}
      title={{ create: 'Nuevo código de invitación', edit: 'Editar código de invitación' }}
      createDescription="El código de 6 dígitos se genera automáticamente."
      description={(code) => `Código ${code.code}`}
    >
      {(item) => <InvitationCodeForm editing={item} onClose={onClose} save={save} />}
    </CrudModal>
  );
}

function initialValues(editing: InvitationCode | 'new'): InvitationCodeFormInput {
  const values =
    editing === 'new'
      ? invitationDefaults()
      : {
          description: editing.description ?? '',
          max_uses: editing.max_uses,
          expires_at: editing.expires_at,
          is_active: editing.is_active,
        };
  return { ...values, expires_at: toLocalInput(values.expires_at) };
}

function InvitationCodeForm({
  editing,
  onClose,
  save,
}: {
  editing: InvitationCode | 'new';
  onClose: () => void;
  save: ReturnType<typeof useSaveInvitationCode>;
}) {
  const id = useId();
  const form = useZodForm(InvitationCodeFormSchema, { defaultValues: initialValues(editing) });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  useModalDirty(isDirty);

  const onSubmit = async (values: InvitationCodeFormInput) => {
    const isNew = editing === 'new';
    try {
      await save.mutateAsync({
        id: isNew ? undefined : editing.id,
        input: { ...values, expires_at: fromLocalInput(values.expires_at) },
      });
      notify.success(isNew ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
      onClose();
    } catch (error) {
      const failure = setServerErrors(form, error, { fields: FIELDS, fallback: SAVE_MESSAGES.failed });
      notify.error(failure.form ?? SAVE_MESSAGES.failed);
    }
  };

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <Field
        id={fieldId('description')}
        label="Descripción (opcional)"
        error={errors.description?.message}
        hint={`Para quién es o para qué sirve. Hasta ${INVITATION_DESCRIPTION_MAX} caracteres.`}
      >
        <textarea
          rows={2}
          maxLength={INVITATION_DESCRIPTION_MAX}
          className="form-input resize-y"
          {...inputA11y(fieldId('description'), errors.description?.message, true)}
          {...register('description')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('max_uses')} label="Usos máximos" required error={errors.max_uses?.message}>
          <input
            type="number"
            min={1}
            max={INVITATION_MAX_USES}
            step={1}
            inputMode="numeric"
            className="form-input"
            {...inputA11y(fieldId('max_uses'), errors.max_uses?.message)}
            {...register('max_uses', { valueAsNumber: true })}
          />
        </Field>
        <Field id={fieldId('expires_at')} label="Vence" required error={errors.expires_at?.message}>
          <input
            type="datetime-local"
            className="form-input"
            {...inputA11y(fieldId('expires_at'), errors.expires_at?.message)}
            {...register('expires_at')}
          />
        </Field>
      </div>
      <label className="flex items-center gap-3 rounded-lg border border-stone-200 px-3.5 py-3 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('is_active')} />
        Activo (se puede usar para registrarse)
      </label>
      <CrudFormActions
        pending={save.isPending}
        submitLabel={editing === 'new' ? 'Crear código' : 'Guardar cambios'}
      />
    </Form>
  );
}
