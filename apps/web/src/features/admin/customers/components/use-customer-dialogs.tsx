import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/toast';
import { useSetCustomerBlocked } from '../api/customers';
import { ContactCustomerModal, type ContactTarget } from './contact-customer-modal';

export const BLOCK_MESSAGES = {
  blocked: 'Cliente bloqueado correctamente',
  blockFailed: 'Error al bloquear el cliente',
  unblocked: 'Cliente desbloqueado correctamente',
  unblockFailed: 'Error al desbloquear el cliente',
} as const;

export type CustomerTarget = ContactTarget & { is_blocked: boolean };

/** The contact modal and the block/unblock confirmations, shared by the list and the profile. */
export function useCustomerDialogs() {
  const [contactTarget, setContactTarget] = useState<ContactTarget | null>(null);
  const [blockTarget, setBlockTarget] = useState<CustomerTarget | null>(null);
  const setBlocked = useSetCustomerBlocked();

  const confirmBlock = async () => {
    if (!blockTarget) return;
    const blocking = !blockTarget.is_blocked;
    try {
      await setBlocked.mutateAsync({ id: blockTarget.id, blocked: blocking });
      notify.success(blocking ? BLOCK_MESSAGES.blocked : BLOCK_MESSAGES.unblocked);
      setBlockTarget(null);
    } catch {
      notify.error(blocking ? BLOCK_MESSAGES.blockFailed : BLOCK_MESSAGES.unblockFailed);
    }
  };

  const blocking = blockTarget ? !blockTarget.is_blocked : true;

  const dialogs = (
    <>
      <ContactCustomerModal customer={contactTarget} onClose={() => setContactTarget(null)} />
      <ConfirmDialog
        open={blockTarget !== null}
        title={blocking ? 'Bloquear cliente' : 'Desbloquear cliente'}
        tone={blocking ? 'danger' : 'primary'}
        confirmLabel={blocking ? 'Bloquear' : 'Desbloquear'}
        pendingLabel={blocking ? 'Bloqueando...' : 'Desbloqueando...'}
        pending={setBlocked.isPending}
        onClose={() => setBlockTarget(null)}
        onConfirm={confirmBlock}
        message={
          blockTarget ? (
            blocking ? (
              <>
                ¿Bloquear a <strong>{blockTarget.name}</strong>? Podrá iniciar sesión y ver sus pedidos, pero
                no podrá realizar nuevas compras.
              </>
            ) : (
              <>
                ¿Desbloquear a <strong>{blockTarget.name}</strong>? Podrá volver a realizar compras.
              </>
            )
          ) : null
        }
      />
    </>
  );

  return { contact: setContactTarget, toggleBlock: setBlockTarget, dialogs };
}
