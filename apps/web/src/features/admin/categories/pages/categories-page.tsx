import type { CategoryTree } from '@mayorista/shared/catalog';
import { FolderTree, Plus } from 'lucide-react';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { notify } from '@/lib/toast';
import { UnexpectedFormatError, useAdminCategoryTree } from '../api/get-category-tree';
import { useReorderChildren } from '../api/reorder-children';
import type { CategoryActions } from '../components/category-buttons';
import { CategoryButtons } from '../components/category-buttons';
import { CategoryModal, type CategoryModalTarget } from '../components/category-modal';
import { DeleteCategoryDialog, type DeleteTarget } from '../components/delete-category-dialog';
import { type ReorderActions, SubcategoryList } from '../components/subcategory-list';
import { CATEGORY_TEXTS, orderFailureReason } from '../lib/messages';
import { arrange, type ReorderState } from '../lib/reorder';

const countText = (count: number) => (count === 1 ? '1 producto' : `${count} productos`);

/** Categorías (backoffice §2.3): the tree, main categories first, with create, edit, delete and child order. */
export default function CategoriesPage() {
  const tree = useAdminCategoryTree();
  const saveOrder = useReorderChildren();
  const [modal, setModal] = useState<CategoryModalTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [reorder, setReorder] = useState<ReorderState | null>(null);

  const actions: CategoryActions = {
    onAddChild: (parent) => setModal({ mode: 'create', parent }),
    onEdit: (category, parent) => setModal({ mode: 'edit', category, parent }),
    onDelete: (category, isSubcategory) => setDeleting({ category, isSubcategory }),
  };

  const ordering: ReorderActions = {
    reorder,
    saving: saveOrder.isPending,
    onStart: (parent) => {
      if (reorder) return;
      setReorder({ parentId: parent.id, ids: parent.children.map((child) => child.id), changed: false });
    },
    onMove: (ids) => setReorder((current) => (current ? { ...current, ids, changed: true } : current)),
    onCancel: () => setReorder(null),
    onSave: async () => {
      if (!reorder) return;
      const parent = findCategory(tree.data ?? [], reorder.parentId);
      const childOrder = parent
        ? arrange(parent.children, reorder.ids).map((child) => child.id)
        : reorder.ids;
      try {
        await saveOrder.mutateAsync({ parentId: reorder.parentId, childOrder });
        notify.success(CATEGORY_TEXTS.orderSaved);
      } catch (error) {
        notify.error(`${CATEGORY_TEXTS.orderFailed}${orderFailureReason(error)}`);
        void tree.refetch();
      } finally {
        setReorder(null);
      }
    },
  };

  const columns: Column<CategoryTree>[] = [
    {
      id: 'name',
      header: 'Nombre',
      card: 'title',
      className: 'align-top',
      cell: (category, view) => (
        <div className="min-w-0">
          <p className="font-semibold break-words text-stone-900">{category.name}</p>
          <p className="text-xs font-normal text-stone-600">
            <span className="break-all">{category.slug}</span> ·{' '}
            <span className="whitespace-nowrap">{countText(category.product_count)}</span>
          </p>
          {view === 'table' ? (
            <SubcategoryList parent={category} level={1} actions={actions} ordering={ordering} />
          ) : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'end',
      card: 'footer',
      className: 'w-1 align-top',
      cell: (category, view) =>
        view === 'table' ? (
          <CategoryButtons category={category} parent={null} level={1} actions={actions} />
        ) : (
          <div>
            <CategoryButtons category={category} parent={null} level={1} actions={actions} />
            <SubcategoryList parent={category} level={1} actions={actions} ordering={ordering} />
          </div>
        ),
    },
  ];

  const create = (
    <button type="button" className="btn-primary" onClick={() => setModal({ mode: 'create', parent: null })}>
      <Plus aria-hidden="true" className="size-4" /> Crear Categoría
    </button>
  );

  return (
    <section>
      <title>Categorías | Mayorista</title>
      <UnsavedChangesGuard when={(reorder?.changed ?? false) && !saveOrder.isPending} />
      <PageHeader
        title="Categorías"
        description="CULTIVO, ILUMINARIA, PARAFERNALIA, MERCH y SALUD van primero; las subcategorías, en el orden que elijas."
        actions={create}
      />
      <DataTable
        label="Categorías"
        columns={columns}
        rows={tree.data}
        rowKey={(category) => category.id}
        status={tree.status}
        errorMessage={
          tree.error instanceof UnexpectedFormatError
            ? CATEGORY_TEXTS.unexpectedFormat
            : CATEGORY_TEXTS.loadFailed
        }
        onRetry={() => tree.refetch()}
        loadingMessage="Cargando categorías..."
        empty={{ icon: <FolderTree aria-hidden="true" />, message: CATEGORY_TEXTS.empty, action: create }}
      />
      <CategoryModal target={modal} onClose={() => setModal(null)} />
      <DeleteCategoryDialog target={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function findCategory(nodes: readonly CategoryTree[], id: number): CategoryTree | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}
