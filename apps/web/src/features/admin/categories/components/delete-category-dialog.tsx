import type { CategoryTree } from '@mayorista/shared/catalog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/toast';
import { useDeleteCategory } from '../api/delete-category';
import { CATEGORY_TEXTS, deleteFailureMessage } from '../lib/messages';

export type DeleteTarget = { category: CategoryTree; isSubcategory: boolean };

const productsNote = (count: number) =>
  count === 0
    ? null
    : count === 1
      ? "Su producto no se elimina: queda como 'Sin categoría'."
      : `Sus ${count} productos no se eliminan: quedan como 'Sin categoría'.`;

/**
 * 'Confirmar eliminación' (backoffice §2.3): a category takes all its subcategories with it; the
 * products stay in the catalogue without a category (decision 018).
 */
export function DeleteCategoryDialog({
  target,
  onClose,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
}) {
  const remove = useDeleteCategory();
  const category = target?.category;
  const cascades = Boolean(category && (!target?.isSubcategory || category.children.length > 0));

  const confirm = async () => {
    if (!category) return;
    try {
      const result = await remove.mutateAsync(category.id);
      const moved = result?.uncategorized_products ?? 0;
      notify.success(
        moved > 0
          ? `${result.detail}. ${moved === 1 ? '1 producto quedó' : `${moved} productos quedaron`} como 'Sin categoría'.`
          : (result?.detail ?? 'Categoría eliminada'),
      );
      onClose();
    } catch (error) {
      notify.error(deleteFailureMessage(error));
    }
  };

  return (
    <ConfirmDialog
      open={target !== null}
      title="Confirmar eliminación"
      tone="danger"
      confirmLabel="Eliminar"
      pendingLabel="Eliminando..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      message={
        category ? (
          <div className="space-y-2">
            {target?.isSubcategory ? (
              <p>
                {CATEGORY_TEXTS.deleteSubcategory}{' '}
                <strong className="font-semibold text-stone-900">{category.name}</strong>
              </p>
            ) : (
              <p>
                ¿Estás seguro de eliminar la categoría{' '}
                <strong className="font-semibold text-stone-900">{category.name}</strong>?
              </p>
            )}
            {cascades ? <p className="font-medium text-red-700">{CATEGORY_TEXTS.deleteCategory}</p> : null}
            {productsNote(category.product_count) ? <p>{productsNote(category.product_count)}</p> : null}
          </div>
        ) : null
      }
    />
  );
}
