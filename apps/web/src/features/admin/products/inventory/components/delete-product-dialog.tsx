import type { Product } from '@mayorista/shared/catalog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/toast';
import { useDeleteProduct } from '../../api/admin-product';

export const DELETE_FAILED = 'Error al eliminar el producto';

/** The delete confirmation of backoffice §2.2: it warns that the action cannot be undone. */
export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      open={product !== null}
      title="Eliminar producto"
      tone="danger"
      confirmLabel="Eliminar"
      pendingLabel="Eliminando..."
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!product || remove.isPending) return;
        remove.mutate(product.id, {
          onSuccess: () => {
            notify.success('Producto eliminado');
            onClose();
          },
          onError: () => notify.error(DELETE_FAILED),
        });
      }}
      message={
        product ? (
          <>
            <p>
              ¿Eliminar <strong className="text-stone-900">{product.name}</strong>
              {product.sku ? ` (SKU ${product.sku})` : ''}?
            </p>
            <p className="mt-2 font-medium text-red-700">Esta acción no se puede deshacer.</p>
          </>
        ) : null
      }
    />
  );
}
