import type { ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form';
import { Modal, ModalCancelButton } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import type { Editing } from './crud-page';

type CrudModalProps<Item> = {
  /** null: closed; 'new': create; an item: edit it. */
  editing: Editing<Item>;
  onClose: () => void;
  /** The save is running: the modal stays open. */
  busy: boolean;
  title: { create: string; edit: string };
  /** Under the title: the same for both, or for an edit only (the item's name). */
  description?: ReactNode | ((item: Item) => ReactNode);
  /** Under the title of a create, when it says something of its own. */
  createDescription?: ReactNode;
  size?: 'md' | 'lg';
  /** The form; mounted only while open, so it starts fresh each time. */
  children: (editing: Item | 'new') => ReactNode;
};

/** The create/edit modal of a CRUD screen (decision 048): the title by mode and the form inside. */
export function CrudModal<Item>({
  editing,
  onClose,
  busy,
  title,
  description,
  createDescription,
  size,
  children,
}: CrudModalProps<Item>) {
  const isNew = editing === 'new';
  return (
    <Modal
      open={editing !== null}
      onClose={onClose}
      busy={busy}
      size={size}
      title={isNew ? title.create : title.edit}
      description={
        isNew && createDescription
          ? createDescription
          : typeof description === 'function'
            ? editing !== null && !isNew
              ? (description as (item: Item) => ReactNode)(editing)
              : undefined
            : description
      }
    >
      {editing !== null ? children(editing) : null}
    </Modal>
  );
}

/**
 * The end of a modal form (Form kit): the form's alert, 'Cancelar' (asks before dropping changes) and
 * the submit button with its spinner while saving ('Crear marca' / 'Guardar cambios').
 */
export function CrudFormActions({ pending, submitLabel }: { pending: boolean; submitLabel: string }) {
  return (
    <>
      <FormAlert />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <ModalCancelButton disabled={pending} />
        <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          {submitLabel}
        </button>
      </div>
    </>
  );
}
