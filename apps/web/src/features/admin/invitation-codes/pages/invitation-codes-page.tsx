import { INVITATION_PAGE_SIZE, type InvitationCode } from '@mayorista/shared/accounts';
import { pageCount } from '@mayorista/shared/pagination';
import { KeyRound, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/toast';
import { useInvitationCodes, useSetInvitationActive } from '../api/invitation-codes';
import { InvitationCodeCard } from '../components/invitation-code-card';
import { InvitationCodeModal } from '../components/invitation-code-modal';
import { filterByStatus, pageSlice, STATUS_FILTERS, type StatusFilter } from '../lib/filter';

const MESSAGES = {
  loadFailed: 'Error al cargar los códigos de invitación',
  copied: 'Código copiado al portapapeles',
  copyFailed: 'Error al copiar el código',
  deactivated: 'Código desactivado correctamente',
  deactivateFailed: 'Error al desactivar el código',
  activated: 'Código activado correctamente',
  activateFailed: 'Error al activar el código',
} as const;

/** Page numbers are listed in full up to this many pages (accounts §2). */
const FULL_PAGINATION_MAX = 7;

/** Códigos de invitación (accounts §2): cards, status filter, 9 per page, create/edit, copy, (de)activate. */
export default function InvitationCodesPage() {
  const id = useId();
  const codes = useInvitationCodes();
  const setActive = useSetInvitationActive();
  const [filter, setFilter] = useState<StatusFilter>('Todos');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<InvitationCode | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const filtered = filterByStatus(codes.data ?? [], filter);
  const pages = pageCount(filtered.length, INVITATION_PAGE_SIZE);
  const current = Math.min(page, pages);
  const visible = pageSlice(filtered, current, INVITATION_PAGE_SIZE);

  const copy = async (code: InvitationCode) => {
    try {
      await navigator.clipboard.writeText(code.code);
      notify.success(MESSAGES.copied);
    } catch {
      notify.error(MESSAGES.copyFailed);
    }
  };

  const toggle = async (code: InvitationCode, active: boolean) => {
    setBusyId(code.id);
    try {
      await setActive.mutateAsync({ id: code.id, active });
      notify.success(active ? MESSAGES.activated : MESSAGES.deactivated);
    } catch {
      notify.error(active ? MESSAGES.activateFailed : MESSAGES.deactivateFailed);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section>
      <title>Códigos de invitación | Mayorista</title>
      <PageHeader
        title="Códigos de invitación"
        description="Con un código válido, una cuenta nueva se activa sin esperar aprobación."
        actions={
          <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" /> Nuevo código
          </button>
        }
      />
      <DataTable
        label="Códigos de invitación"
        rows={visible}
        rowKey={(code) => code.id}
        status={codes.status}
        errorMessage={MESSAGES.loadFailed}
        onRetry={() => codes.refetch()}
        empty={{
          icon: <KeyRound aria-hidden="true" />,
          message:
            filter === 'Todos'
              ? 'Todavía no creaste códigos de invitación.'
              : `No hay códigos con estado ${filter}.`,
          action:
            filter === 'Todos' ? (
              <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" className="size-4" /> Nuevo código
              </button>
            ) : null,
        }}
        renderCard={(code) => (
          <InvitationCodeCard
            code={code}
            busy={busyId === code.id}
            onCopy={copy}
            onEdit={setEditing}
            onSetActive={toggle}
          />
        )}
        pagination={{
          page: current,
          pageCount: pages,
          onPageChange: setPage,
          compressAbove: FULL_PAGINATION_MAX,
        }}
        toolbar={
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={`${id}-status`} className="text-sm font-medium text-stone-700">
              Estado
            </label>
            <select
              id={`${id}-status`}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value as StatusFilter);
                setPage(1);
              }}
              className="form-input w-auto min-w-44"
            >
              {STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
            {codes.data ? (
              <span className="text-sm text-stone-600">
                {filtered.length} {filtered.length === 1 ? 'código' : 'códigos'}
              </span>
            ) : null}
          </div>
        }
      />
      <InvitationCodeModal editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
