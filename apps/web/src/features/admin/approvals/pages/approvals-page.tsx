import { Check, Info, RotateCw, UserCheck, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column, DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { dash } from '@/lib/text';
import { notify } from '@/lib/toast';
import { type PendingUser, useDecideUser, usePendingUsers } from '../api/pending-users';
import { PendingUserInfoModal } from '../components/pending-user-info-modal';
import { filterPendingUsers } from '../lib/filter';

const MESSAGES = {
  loadFailed: 'Error al cargar usuarios pendientes',
  approved: 'Usuario aprobado correctamente',
  approveFailed: 'Error al aprobar usuario',
  rejected: 'Usuario rechazado correctamente',
  rejectFailed: 'Error al rechazar usuario',
} as const;

type Action = 'approve' | 'reject';

/** Aprobar cuentas pendientes (accounts §2): search, table or cards, info modal, approve and reject. */
export default function ApprovalsPage() {
  const pending = usePendingUsers();
  const approve = useDecideUser('approve');
  const reject = useDecideUser('reject');
  const [search, setSearch] = useState('');
  const [acting, setActing] = useState<Record<number, Action>>({});
  const [infoUser, setInfoUser] = useState<PendingUser | null>(null);
  const [rejecting, setRejecting] = useState<PendingUser | null>(null);

  const users = pending.data ?? [];
  const visible = filterPendingUsers(users, search);

  const run = async (user: PendingUser, action: Action, priceList?: number) => {
    setActing((current) => ({ ...current, [user.id]: action }));
    try {
      await (action === 'approve' ? approve : reject).mutateAsync({ id: user.id, price_list: priceList });
      notify.success(action === 'approve' ? MESSAGES.approved : MESSAGES.rejected);
      setInfoUser((current) => (current?.id === user.id ? null : current));
    } catch {
      notify.error(action === 'approve' ? MESSAGES.approveFailed : MESSAGES.rejectFailed);
    } finally {
      setActing(({ [user.id]: _done, ...rest }) => rest);
    }
  };

  const confirmReject = async () => {
    if (!rejecting) return;
    const user = rejecting;
    await run(user, 'reject');
    setRejecting(null);
  };

  const askReject = (user: PendingUser) => {
    setInfoUser(null);
    setRejecting(user);
  };

  const actions = (user: PendingUser, view: 'table' | 'card') => {
    const busy = acting[user.id];
    const base = view === 'table' ? 'px-3 py-1.5 text-xs' : 'w-full px-2 py-2 text-sm';
    return (
      <div className={view === 'table' ? 'flex justify-end gap-2' : 'grid grid-cols-3 gap-2'}>
        <button
          type="button"
          onClick={() => setInfoUser(user)}
          aria-label={`Info: información de ${user.username}`}
          className={`inline-flex items-center justify-center gap-1.5 rounded-lg border border-stone-300 bg-white font-semibold text-stone-700 hover:border-brand-700 hover:text-brand-800 ${base}`}
        >
          <Info aria-hidden="true" className="size-4 shrink-0" /> Info
        </button>
        <button
          type="button"
          disabled={Boolean(busy)}
          onClick={() => askReject(user)}
          aria-label={`Rechazar a ${user.username}`}
          className={`btn-danger ${base}`}
        >
          {busy === 'reject' ? (
            <Spinner className="size-4 shrink-0" />
          ) : (
            <X aria-hidden="true" className="size-4 shrink-0" />
          )}{' '}
          Rechazar
        </button>
        <button
          type="button"
          disabled={Boolean(busy)}
          onClick={() => run(user, 'approve')}
          aria-label={`Aprobar a ${user.username}`}
          className={`btn-primary ${base}`}
        >
          {busy === 'approve' ? (
            <Spinner className="size-4 shrink-0" />
          ) : (
            <Check aria-hidden="true" className="size-4 shrink-0" />
          )}{' '}
          Aprobar
        </button>
      </div>
    );
  };

  const columns: Column<PendingUser>[] = [
    {
      id: 'username',
      header: 'Usuario',
      card: 'title',
      className: 'font-semibold text-stone-900',
      cell: (user) => user.username,
    },
    {
      id: 'email',
      header: 'Email',
      card: 'subtitle',
      className: 'max-w-56 truncate',
      cell: (user) => dash(user.email),
    },
    { id: 'business_name', header: 'Nombre del Local', cell: (user) => dash(user.business_name) },
    { id: 'phone_number', header: 'Teléfono', cell: (user) => dash(user.phone_number) },
    { id: 'dni', header: 'DNI', cell: (user) => dash(user.dni) },
    { id: 'actions', header: 'Acciones', align: 'end', card: 'footer', cell: actions },
  ];

  const empty =
    users.length === 0
      ? { icon: <UserCheck aria-hidden="true" />, message: 'No hay cuentas pendientes de aprobación.' }
      : {
          message: `No se encontraron usuarios que coincidan con "${search}"`,
          action: (
            <button type="button" className="btn-secondary" onClick={() => setSearch('')}>
              Limpiar búsqueda
            </button>
          ),
        };

  return (
    <section>
      <title>Aprobar cuentas | Mayorista</title>
      <PageHeader
        title="Aprobar cuentas pendientes"
        description="Cuentas que verificaron su email y esperan tu aprobación para comprar."
        actions={
          <button
            type="button"
            className="btn-secondary"
            onClick={() => pending.refetch()}
            disabled={pending.isFetching}
          >
            <RotateCw aria-hidden="true" className={`size-4 ${pending.isFetching ? 'animate-spin' : ''}`} />
            Actualizar
          </button>
        }
      />
      <DataTable
        label="Cuentas pendientes"
        columns={columns}
        rows={visible}
        rowKey={(user) => user.id}
        status={pending.status}
        loadingMessage="Cargando usuarios pendientes..."
        errorMessage={MESSAGES.loadFailed}
        onRetry={() => pending.refetch()}
        empty={empty}
        toolbar={
          users.length > 0 ? (
            <SearchField
              label="Buscar usuario"
              value={search}
              onChange={setSearch}
              placeholder="Buscar usuario..."
            />
          ) : null
        }
      />

      <PendingUserInfoModal
        key={infoUser?.id ?? 0}
        user={infoUser}
        busy={infoUser ? Boolean(acting[infoUser.id]) : false}
        onClose={() => setInfoUser(null)}
        onApprove={(user, priceList) => run(user, 'approve', priceList)}
        onReject={askReject}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title="Rechazar usuario"
        tone="danger"
        confirmLabel="Rechazar usuario"
        pendingLabel="Rechazando..."
        pending={rejecting ? acting[rejecting.id] === 'reject' : false}
        onClose={() => setRejecting(null)}
        onConfirm={confirmReject}
        message={
          rejecting ? (
            <>
              ¿Seguro que quieres rechazar a <strong>{rejecting.username}</strong> ({rejecting.email})? La
              cuenta se eliminará y no se puede deshacer.
            </>
          ) : null
        }
      />
    </section>
  );
}
