import { INVITATION_PAGE_SIZE } from '@mayorista/shared/accounts';
import { pageCount } from '@mayorista/shared/pagination';
import { KeyRound, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/toast';
import { type InvitationCode, useInvitationCodes, useSetInvitationActive } from '../api/invitation-codes';
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

  let content: ReactNode;
  if (codes.isPending) {
    content = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-56 rounded-2xl" />
        ))}
      </div>
    );
  } else if (codes.isError) {
    content = (
      <div role="alert" className="rounded-2xl border border-stone-200 bg-white py-14 text-center shadow-sm">
        <p className="font-semibold text-red-700">{MESSAGES.loadFailed}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => codes.refetch()}>
          Reintentar
        </button>
      </div>
    );
  } else if (visible.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white py-16 text-center text-stone-600 shadow-sm">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <KeyRound aria-hidden="true" className="size-7" />
        </span>
        <p>
          {filter === 'Todos'
            ? 'Todavía no creaste códigos de invitación.'
            : `No hay códigos con estado ${filter}.`}
        </p>
        {filter === 'Todos' ? (
          <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" /> Nuevo código
          </button>
        ) : null}
      </div>
    );
  } else {
    content = (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {visible.map((code) => (
          <li key={code.id} className="flex">
            <div className="flex-1">
              <InvitationCodeCard
                code={code}
                busy={busyId === code.id}
                onCopy={copy}
                onEdit={setEditing}
                onSetActive={toggle}
              />
            </div>
          </li>
        ))}
      </ul>
    );
  }

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
      <div className="mb-5 flex flex-wrap items-center gap-3">
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
          <span className="text-sm text-stone-500">
            {filtered.length} {filtered.length === 1 ? 'código' : 'códigos'}
          </span>
        ) : null}
      </div>
      {content}
      <Pagination
        className="mt-6"
        page={current}
        pageCount={pages}
        onPageChange={setPage}
        compressAbove={FULL_PAGINATION_MAX}
      />
      <InvitationCodeModal editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
