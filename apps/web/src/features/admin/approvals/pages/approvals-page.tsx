import { Check, Info, RotateCw, UserCheck, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
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

const dash = (value: string | null | undefined) => (value?.trim() ? value : '-');

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

  const run = async (user: PendingUser, action: Action) => {
    setActing((current) => ({ ...current, [user.id]: action }));
    try {
      await (action === 'approve' ? approve : reject).mutateAsync(user.id);
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

  const actions = (user: PendingUser, layout: 'row' | 'card') => {
    const busy = acting[user.id];
    const base = layout === 'row' ? 'px-3 py-1.5 text-xs' : 'w-full px-2 py-2 text-sm';
    return (
      <div className={layout === 'row' ? 'flex justify-end gap-2' : 'grid grid-cols-3 gap-2'}>
        <button
          type="button"
          onClick={() => setInfoUser(user)}
          aria-label={`Información de ${user.username}`}
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

  let content: ReactNode;
  if (pending.isPending) {
    content = (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-stone-600">
        <Spinner className="size-8 text-brand-700" />
        Cargando usuarios pendientes...
      </div>
    );
  } else if (pending.isError) {
    content = (
      <div role="alert" className="py-14 text-center">
        <p className="font-semibold text-red-700">{MESSAGES.loadFailed}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => pending.refetch()}>
          Reintentar
        </button>
      </div>
    );
  } else if (users.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 py-16 text-center text-stone-600">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <UserCheck aria-hidden="true" className="size-7" />
        </span>
        <p>No hay cuentas pendientes de aprobación.</p>
      </div>
    );
  } else if (visible.length === 0) {
    content = (
      <div className="py-14 text-center text-stone-600">
        <p>No se encontraron usuarios que coincidan con "{search}"</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => setSearch('')}>
          Limpiar búsqueda
        </button>
      </div>
    );
  } else {
    content = (
      <>
        <div className="hidden xl:block">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Usuario
                </th>
                <th scope="col" className="px-4 py-3">
                  Email
                </th>
                <th scope="col" className="px-4 py-3">
                  Nombre del Local
                </th>
                <th scope="col" className="px-4 py-3">
                  Teléfono
                </th>
                <th scope="col" className="px-4 py-3">
                  DNI
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Acciones
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {visible.map((user) => (
                <tr key={user.id} className="hover:bg-stone-50/70">
                  <td className="px-4 py-3 font-semibold text-stone-900">{user.username}</td>
                  <td className="max-w-56 truncate px-4 py-3 text-stone-700">{dash(user.email)}</td>
                  <td className="px-4 py-3 text-stone-700">{dash(user.business_name)}</td>
                  <td className="px-4 py-3 text-stone-700">{dash(user.phone_number)}</td>
                  <td className="px-4 py-3 text-stone-700">{dash(user.dni)}</td>
                  <td className="px-4 py-3">{actions(user, 'row')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="divide-y divide-stone-100 xl:hidden">
          {visible.map((user) => (
            <li key={user.id} className="p-4">
              <p className="font-semibold text-stone-900">{user.username}</p>
              <p className="truncate text-sm text-stone-600">{dash(user.email)}</p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-stone-500">Nombre del Local</dt>
                <dd className="text-stone-800">{dash(user.business_name)}</dd>
                <dt className="text-stone-500">Teléfono</dt>
                <dd className="text-stone-800">{dash(user.phone_number)}</dd>
                <dt className="text-stone-500">DNI</dt>
                <dd className="text-stone-800">{dash(user.dni)}</dd>
              </dl>
              <div className="mt-4">{actions(user, 'card')}</div>
            </li>
          ))}
        </ul>
      </>
    );
  }

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
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        {users.length > 0 ? (
          <div className="border-b border-stone-200 p-4">
            <SearchField
              label="Buscar usuario"
              value={search}
              onChange={setSearch}
              placeholder="Buscar usuario..."
            />
          </div>
        ) : null}
        {content}
      </div>

      <PendingUserInfoModal
        user={infoUser}
        busy={infoUser ? Boolean(acting[infoUser.id]) : false}
        onClose={() => setInfoUser(null)}
        onApprove={(user) => run(user, 'approve')}
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
              ¿Seguro que querés rechazar a <strong>{rejecting.username}</strong> ({rejecting.email})? La
              cuenta se eliminará y no se puede deshacer.
            </>
          ) : null
        }
      />
    </section>
  );
}
