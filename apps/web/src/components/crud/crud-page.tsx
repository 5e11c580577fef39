import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ActionMenu, type ActionMenuItem } from '@/components/ui/action-menu';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { type Column, DataTable, type TablePagination } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { SortableList } from '@/components/ui/sortable-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { notify } from '@/lib/toast';

/** What a CRUD screen is editing: nothing (closed), a new item, or an item. */
export type Editing<Item> = Item | 'new' | null;

/** The toasts of a CRUD screen (each screen writes its own words, backoffice §8). */
export type CrudMessages = {
  loadFailed: string;
  deleted: string;
  deleteFailed: string;
  /** With an active switch. */
  activated?: string;
  deactivated?: string;
  toggleFailed?: string;
  /** With reordering. */
  orderFailed?: string;
};

/** The list query, as TanStack Query gives it. */
type ListQuery<Item> = {
  status: 'pending' | 'error' | 'success';
  data: readonly Item[] | undefined;
  refetch: () => unknown;
  isPlaceholderData?: boolean;
};

/** The delete mutation (`useMutation` over the item's id). */
type RemoveMutation = { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };

/** A table of rows (DataTable): columns, the row menu 'Editar', the screen's extra items, 'Eliminar'. */
type TableView<Item> = {
  kind: 'table';
  /** Accessible name of the table. */
  label: string;
  columns: Column<Item>[];
  /** The row menu's name ('Acciones del cupón X'). */
  actionsLabel: (item: Item) => string;
  /** Items between 'Editar' and 'Eliminar' ('Ver usos', 'Vista previa'...). */
  extraActions?: (item: Item) => ActionMenuItem[];
  /** Rows without 'Eliminar' answer false (a price list's default one). */
  canDelete?: (item: Item) => boolean;
  pagination?: TablePagination;
};

/** A list in the shop's order, moved by drag, keyboard or buttons; each row has the active switch and its menu. */
type SortableView<Item> = {
  kind: 'sortable';
  /** Accessible name of the list ('Orden de las marcas'). */
  label: string;
  /** The line above the list that says how to move items. */
  intro: ReactNode;
  /** The item's name in its buttons, its switch and its menu. */
  itemName: (item: Item) => string;
  /** The row's left part: image, name, details. */
  renderDetails: (item: Item) => ReactNode;
  /** Saves the new order (`useMutation` over the items in their order). */
  reorder: { mutate: (items: Item[], options: { onError: () => void }) => void };
  /** The active switch: saves the flip and answers the item with its new state. */
  active: {
    toggle: (item: Item) => Promise<{ is_active: boolean }>;
    isActive: (item: Item) => boolean;
    /** The badge's text ('Activa' / 'Inactiva'). */
    badge: (active: boolean) => string;
    /** The switch's accessible name ('Marca Alfa activa'). */
    switchLabel: (item: Item) => string;
  };
  /** Skeleton rows while loading and what screen readers hear ('Cargando marcas...'). */
  loading: { message: string; rows: number; className: string };
};

export type CrudPageProps<Item extends { id: number }> = {
  /** The page title, also the document title ('Marcas | Mayorista'). */
  title: string;
  description: ReactNode;
  /** The 'new' button in the header and in the empty state ('Nueva marca'). */
  newLabel: string;
  list: ListQuery<Item>;
  remove: RemoveMutation;
  messages: CrudMessages;
  empty: { icon: ReactNode; message: ReactNode };
  /** The delete confirmation: its title and the question about this item. */
  confirmDelete: { title: string; message: ReactNode | ((item: Item) => ReactNode) };
  /** The create/edit modal (usually a `CrudModal`), open while `editing` is not null. */
  renderModal: (editing: Editing<Item>, close: () => void) => ReactNode;
  view: TableView<Item> | SortableView<Item>;
  /** The screen's own dialogs (usages, products...). */
  children?: ReactNode;
};

const actionIcon = (Icon: typeof Pencil) => <Icon aria-hidden="true" className="size-4" />;

/**
 * An admin list screen (decision 048): header with its 'new' button, the list (a DataTable, or a
 * sortable list with an active switch per row) with its loading, empty and error states, the
 * create/edit modal and the delete confirmation with its toasts. A screen gives its nouns, columns
 * and modal; the behaviour is this block's.
 */
export function CrudPage<Item extends { id: number }>({
  title,
  description,
  newLabel,
  list,
  remove,
  messages,
  empty,
  confirmDelete,
  renderModal,
  view,
  children,
}: CrudPageProps<Item>) {
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(messages.deleted);
      setDeleting(null);
    } catch {
      notify.error(messages.deleteFailed);
    }
  };

  const newButton = (
    <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" className="size-4" /> {newLabel}
    </button>
  );
  const emptyState = { ...empty, action: newButton };
  const menu = (item: Item, extra: ActionMenuItem[] = [], deletable = true): ActionMenuItem[] => [
    { label: 'Editar', icon: actionIcon(Pencil), onSelect: () => setEditing(item) },
    ...extra,
    ...(deletable
      ? [
          {
            label: 'Eliminar',
            tone: 'danger',
            icon: actionIcon(Trash2),
            onSelect: () => setDeleting(item),
          } as const,
        ]
      : []),
  ];

  return (
    <section>
      <title>{`${title} | Mayorista`}</title>
      <PageHeader title={title} description={description} actions={newButton} />
      {view.kind === 'table' ? (
        <DataTable
          label={view.label}
          rows={list.data}
          rowKey={(item) => item.id}
          status={list.status}
          dimmed={list.isPlaceholderData}
          errorMessage={messages.loadFailed}
          onRetry={() => list.refetch()}
          empty={emptyState}
          columns={view.columns}
          rowActions={{
            label: view.actionsLabel,
            items: (item) => menu(item, view.extraActions?.(item), view.canDelete?.(item) ?? true),
          }}
          pagination={view.pagination}
        />
      ) : (
        <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
          <SortableBody view={view} list={list} messages={messages} empty={emptyState} menu={menu} />
        </div>
      )}
      {renderModal(editing, () => setEditing(null))}
      {children}
      <ConfirmDialog
        open={deleting !== null}
        title={confirmDelete.title}
        message={
          typeof confirmDelete.message === 'function'
            ? deleting
              ? confirmDelete.message(deleting)
              : null
            : confirmDelete.message
        }
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        tone="danger"
        pending={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

function SortableBody<Item extends { id: number }>({
  view,
  list,
  messages,
  empty,
  menu,
}: {
  view: SortableView<Item>;
  list: ListQuery<Item>;
  messages: CrudMessages;
  empty: { icon: ReactNode; message: ReactNode; action: ReactNode };
  menu: (item: Item) => ActionMenuItem[];
}) {
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const items = list.data ?? [];

  const onReorder = (ids: (string | number)[]) => {
    const byId = new Map(items.map((item) => [item.id, item]));
    const ordered = ids.map((id) => byId.get(Number(id))).filter((item): item is Item => !!item);
    view.reorder.mutate(ordered, {
      onError: () => notify.error(messages.orderFailed ?? messages.loadFailed),
    });
  };

  const onToggle = async (item: Item) => {
    setTogglingId(item.id);
    try {
      const saved = await view.active.toggle(item);
      const text = saved.is_active ? messages.activated : messages.deactivated;
      if (text) notify.success(text);
    } catch {
      if (messages.toggleFailed) notify.error(messages.toggleFailed);
    } finally {
      setTogglingId(null);
    }
  };

  if (list.status === 'pending') {
    return (
      <div className="space-y-2 p-4">
        <p role="status" className="sr-only">
          {view.loading.message}
        </p>
        {Array.from({ length: view.loading.rows }, (_, row) => row).map((row) => (
          <Skeleton key={row} className={view.loading.className} />
        ))}
      </div>
    );
  }
  if (list.status === 'error')
    return <ErrorState message={messages.loadFailed} onRetry={() => list.refetch()} />;
  if (!items.length) return <EmptyState {...empty} />;
  return (
    <div className="p-2 sm:p-4">
      <p className="mb-3 px-1 text-sm text-stone-600 sm:px-0">{view.intro}</p>
      <SortableList
        label={view.label}
        items={items}
        getId={(item) => item.id}
        getLabel={view.itemName}
        onReorder={onReorder}
        renderItem={(item) => {
          const active = view.active.isActive(item);
          return (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-1">
              {view.renderDetails(item)}
              <div className="flex items-center gap-3">
                <StatusBadge tone={active ? 'success' : 'neutral'}>{view.active.badge(active)}</StatusBadge>
                <ActiveSwitch
                  checked={active}
                  label={view.active.switchLabel(item)}
                  disabled={togglingId === item.id}
                  onClick={() => onToggle(item)}
                />
                <ActionMenu label={`Acciones de ${view.itemName(item)}`} items={menu(item)} />
              </div>
            </div>
          );
        }}
      />
    </div>
  );
}

/** The row's on/off switch (role switch), saved at once. */
function ActiveSwitch({
  checked,
  label,
  disabled,
  onClick,
}: {
  checked: boolean;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:opacity-60 ${
        checked ? 'bg-brand-700' : 'bg-stone-300'
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
          checked ? 'translate-x-5.5' : 'translate-x-0.5'
        }`}
      />
    </button>
  );
}
