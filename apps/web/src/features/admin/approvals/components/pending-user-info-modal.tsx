import { Check, X } from 'lucide-react';
import { DetailList, type DetailRow } from '@/components/ui/detail-list';
import { Modal } from '@/components/ui/modal';
import type { PendingUser } from '../api/pending-users';

/** Each filled field of a pending user, in the order of accounts §2. */
export function pendingUserRows(user: PendingUser): DetailRow[] {
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const rows = [
    { label: 'Usuario', value: user.username },
    { label: 'Email', value: user.email },
    { label: 'Nombre completo', value: fullName },
    { label: 'Nombre del Local', value: user.business_name },
    { label: 'Dirección', value: user.business_address },
    { label: 'Teléfono', value: user.phone_number },
    { label: 'Instagram', value: user.instagram ? `@${user.instagram.replace(/^@/, '')}` : '' },
    { label: 'Facebook', value: user.facebook },
    { label: 'DNI', value: user.dni },
    { label: 'CUIT/CUIL', value: user.cuit },
    { label: 'Tipo de organización', value: user.business_type },
    { label: 'Comentarios', value: user.extra_info },
  ];
  return rows.filter((row) => row.value?.trim());
}

type PendingUserInfoModalProps = {
  user: PendingUser | null;
  busy: boolean;
  onClose: () => void;
  onApprove: (user: PendingUser) => void;
  onReject: (user: PendingUser) => void;
};

export function PendingUserInfoModal({
  user,
  busy,
  onClose,
  onApprove,
  onReject,
}: PendingUserInfoModalProps) {
  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title="Información del usuario"
      footer={
        user ? (
          <>
            <button type="button" className="btn-secondary" onClick={onClose}>
              Cerrar
            </button>
            <button type="button" className="btn-danger" disabled={busy} onClick={() => onReject(user)}>
              <X aria-hidden="true" className="size-4" /> Rechazar usuario
            </button>
            <button type="button" className="btn-primary" disabled={busy} onClick={() => onApprove(user)}>
              <Check aria-hidden="true" className="size-4" /> Aprobar usuario
            </button>
          </>
        ) : null
      }
    >
      {user ? <DetailList rows={pendingUserRows(user)} /> : null}
    </Modal>
  );
}
