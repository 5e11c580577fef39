import type { ContactMessageItem } from '@mayorista/shared/contact';
import { Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { useUnreadMessagesCount } from '@/api/unread-messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { StatusBadge } from '@/components/ui/status-badge';
import { useReadMessages } from '@/lib/message-read-state';
import { notify } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { useUpdateMessage } from '../api/update-message';
import { MessageDetailModal } from '../components/message-detail-modal';
import {
  formatMessageDate,
  INBOX_FILTERS,
  INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  type InboxFilter,
  preview,
  visibleMessages,
} from '../lib/messages';

/** Mensajes (backoffice §2.13): the contact-form inbox with search, filters, read flag and actions. */
export default function MessagesPage() {
  const id = useId();
  const [draft, setDraft] = useState('');
  const search = useDebouncedValue(draft.trim(), 300);
  const [filter, setFilter] = useState<InboxFilter>('Todos');
  const [page, setPage] = useState(1);
  const messages = useMessages({ search, filter, page });
  // The unread count: the newest inbox messages (not archived) this browser has not opened.
  const inbox = useMessages({ search: '', filter: 'Todos', page: 1 });
  const unread = useUnreadMessagesCount() ?? 0;
  const { read, markRead } = useReadMessages();
  const update = useUpdateMessage();
  const remove = useDeleteMessage();
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState<'respond' | 'archive' | null>(null);
  const [deleting, setDeleting] = useState<ContactMessageItem | null>(null);

  const rows = messages.data ? visibleMessages(messages.data.results, filter, read) : undefined;
  const opened =
    openId === null
      ? null
      : (messages.data?.results.find((message) => message.id === openId) ??
        inbox.data?.results.find((message) => message.id === openId) ??
        null);

  const open = (message: ContactMessageItem) => {
    markRead(message.id);
    setOpenId(message.id);
  };

  const act = async (message: ContactMessageItem, action: 'respond' | 'archive') => {
    setBusy(action);
    try {
      await update.mutateAsync({
        id: message.id,
        changes: action === 'respond' ? { respondido: true } : { archivado: true },
      });
      notify.success(action === 'respond' ? INBOX_MESSAGES.responded : INBOX_MESSAGES.archived);
      if (action === 'archive' && filter !== 'Archivados') setOpenId(null);
    } catch {
      notify.error(action === 'respond' ? INBOX_MESSAGES.respondFailed : INBOX_MESSAGES.archiveFailed);
    } finally {
      setBusy(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(INBOX_MESSAGES.deleted);
      setDeleting(null);
      setOpenId(null);
    } catch {
      notify.error(INBOX_MESSAGES.deleteFailed);
    }
  };

  const emptyMessage = search
    ? 'No hay mensajes que coincidan con la búsqueda.'
    : {
        Todos: 'No hay mensajes en la bandeja.',
        'No leídos': 'No hay mensajes sin leer.',
        Respondidos: 'No hay mensajes respondidos.',
        Archivados: 'No hay mensajes archivados.',
      }[filter];

  return (
    <section>
      <title>Mensajes | Mayorista</title>
      <PageHeader
        title="Mensajes"
        description="Consultas enviadas desde el formulario de contacto."
        actions={
          unread > 0 ? (
            <StatusBadge tone="warning">{unread === 1 ? '1 sin leer' : `${unread} sin leer`}</StatusBadge>
          ) : undefined
        }
      />
      <DataTable
        label="Mensajes"
        rows={rows}
        rowKey={(message) => message.id}
        status={messages.status}
        dimmed={messages.isPlaceholderData}
        errorMessage={INBOX_MESSAGES.loadFailed}
        onRetry={() => messages.refetch()}
        empty={{ icon: <Inbox aria-hidden="true" />, message: emptyMessage }}
        pagination={
          messages.data && messages.data.total_pages > 1
            ? {
                page,
                pageCount: messages.data.total_pages,
                onPageChange: setPage,
                pageSize: INBOX_PAGE_SIZE,
                total: messages.data.count,
              }
            : undefined
        }
        toolbar={
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="flex-1">
              <SearchField
                label="Buscar mensajes"
                value={draft}
                onChange={(value) => {
                  setDraft(value);
                  setPage(1);
                }}
                placeholder="Buscar por nombre, e-mail, motivo o texto"
              />
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-filter`} className="text-sm font-medium text-stone-700">
                Mostrar
              </label>
              <select
                id={`${id}-filter`}
                value={filter}
                onChange={(event) => {
                  setFilter(event.target.value as InboxFilter);
                  setPage(1);
                }}
                className="form-input w-auto min-w-40"
              >
                {INBOX_FILTERS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          </div>
        }
        columns={[
          {
            id: 'from',
            header: 'De',
            card: 'title',
            cell: (message) => {
              const isUnread = !read.has(message.id);
              return (
                <button
                  type="button"
                  onClick={() => open(message)}
                  className={`text-left hover:underline ${isUnread ? 'font-bold text-stone-950' : 'font-medium text-stone-800'}`}
                >
                  <span className="sr-only">{`${isUnread ? 'No leído: ' : ''}mensaje de `}</span>
                  {isUnread ? (
                    <span
                      aria-hidden="true"
                      className="mr-1.5 inline-block size-2 rounded-full bg-brand-600"
                    />
                  ) : null}
                  {message.nombre}
                  <span className="block text-xs font-normal text-stone-600">
                    {message.email || message.telefono}
                  </span>
                </button>
              );
            },
          },
          {
            id: 'message',
            header: 'Mensaje',
            card: 'footer',
            cell: (message) => (
              <div className="max-w-xl">
                {message.motivo ? (
                  <p className="text-sm font-medium text-stone-800">{message.motivo}</p>
                ) : null}
                <p className="text-sm text-stone-600 [overflow-wrap:anywhere]">{preview(message.mensaje)}</p>
              </div>
            ),
          },
          {
            id: 'date',
            header: 'Fecha',
            card: 'subtitle',
            cell: (message) => (
              <span className="whitespace-nowrap">{formatMessageDate(message.fecha_envio)}</span>
            ),
          },
          {
            id: 'state',
            header: 'Estado',
            card: 'badge',
            cell: (message) => (
              <span className="flex flex-wrap gap-1">
                {!read.has(message.id) ? <StatusBadge tone="warning">No leído</StatusBadge> : null}
                {message.respondido ? <StatusBadge tone="success">Respondido</StatusBadge> : null}
                {message.archivado ? <StatusBadge tone="neutral">Archivado</StatusBadge> : null}
                {read.has(message.id) && !message.respondido && !message.archivado ? (
                  <StatusBadge tone="info">Leído</StatusBadge>
                ) : null}
              </span>
            ),
          },
        ]}
        rowActions={{
          label: (message) => `Acciones del mensaje de ${message.nombre}`,
          items: (message) => [
            { label: 'Abrir', onSelect: () => open(message) },
            ...(message.respondido
              ? []
              : [{ label: 'Marcar como respondido', onSelect: () => act(message, 'respond') }]),
            ...(message.archivado ? [] : [{ label: 'Archivar', onSelect: () => act(message, 'archive') }]),
            { label: 'Eliminar', tone: 'danger' as const, onSelect: () => setDeleting(message) },
          ],
        }}
      />
      <MessageDetailModal
        message={deleting ? null : opened}
        busy={busy}
        onClose={() => setOpenId(null)}
        onRespond={(message) => act(message, 'respond')}
        onArchive={(message) => act(message, 'archive')}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar mensaje"
        message={INBOX_MESSAGES.confirmDelete}
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
