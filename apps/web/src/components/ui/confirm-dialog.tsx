import type { ReactNode } from 'react';
import { Modal } from './modal';
import { Spinner } from './spinner';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting; say 'Volver' when the action itself is a 'Cancelar…'. */
  cancelLabel?: string;
  pendingLabel?: string;
  tone?: 'danger' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before an action that changes or deletes something; `danger` makes the confirm button red. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancelar',
  pendingLabel,
  tone = 'primary',
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      busy={pending}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
            className={tone === 'danger' ? 'btn-danger' : 'btn-primary'}
          >
            {pending ? (
              <>
                <Spinner className="size-4" /> {pendingLabel ?? confirmLabel}
              </>
            ) : (
              confirmLabel
            )}
          </button>
        </>
      }
    >
      <div className="text-sm leading-relaxed text-stone-700">{message}</div>
    </Modal>
  );
}
