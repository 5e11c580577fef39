import { Check, X } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import type { PendingUser } from '../api/pending-users';

type InfoRow = { label: string; value: string };

/** Each filled field of a pending user, in the order of accounts §2. */
export function pendingUserRows(user: PendingUser): InfoRow[] {
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const rows: InfoRow[] = [
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
      {user ? (
        <dl className="divide-y divide-stone-100">
          {pendingUserRows(user).map((row) => (
            <div key={row.label} className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
              <dt className="text-sm font-medium text-stone-500">{row.label}</dt>
              <dd className="text-sm break-words whitespace-pre-line text-stone-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Modal>
  );
}
