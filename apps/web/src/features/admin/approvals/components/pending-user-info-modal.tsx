import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { DetailList, type DetailRow } from '@/components/ui/detail-list';
import { Modal } from '@/components/ui/modal';
import { PriceListSelect } from '../../price-lists/components/price-list-select';
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
  /** With the price list chosen in the modal (undefined: the default list). */
  onApprove: (user: PendingUser, priceList?: number) => void;
  onReject: (user: PendingUser) => void;
};

export function PendingUserInfoModal({
  user,
  busy,
  onClose,
  onApprove,
  onReject,
}: PendingUserInfoModalProps) {
  const id = useId();
  const [priceList, setPriceList] = useState('');
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
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() => onApprove(user, priceList ? Number(priceList) : undefined)}
            >
              <Check aria-hidden="true" className="size-4" /> Aprobar usuario
            </button>
          </>
        ) : null
      }
    >
      {user ? (
        <div className="space-y-5">
          <DetailList rows={pendingUserRows(user)} />
          <div className="flex flex-col gap-1.5 border-t border-stone-200 pt-4">
            <label htmlFor={`${id}-list`} className="text-sm font-medium text-stone-800">
              Lista de precios al aprobar
            </label>
            <PriceListSelect
              id={`${id}-list`}
              emptyLabel="Predeterminada"
              aria-describedby={`${id}-list-hint`}
              value={priceList}
              onChange={(event) => setPriceList(event.target.value)}
            />
            <p id={`${id}-list-hint`} className="text-xs text-stone-600">
              Los precios con los que va a comprar; se puede cambiar después en su perfil.
            </p>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
