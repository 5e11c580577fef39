import type { Featured } from '@mayorista/shared/catalog';
import { Plus, Star, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { MoneyCell } from '@/components/ui/money-cell';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { SortableList } from '@/components/ui/sortable-list';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { notify } from '@/lib/toast';
import { useRemoveFeatured, useReorderFeatured } from '../api/featured-writes';
import { useFeatured } from '../api/get-featured';
import { FeaturedPicker } from '../components/featured-picker';
import { ProductThumb } from '../components/product-thumb';
import { arrange, positionsOf } from '../lib/arrange';
import { FEATURED_TEXTS } from '../lib/messages';

/**
 * Destacados (backoffice §2.4): the home carousel's products in position order; drag, keyboard or
 * Subir/Bajar to reorder, then 'Guardar orden'; 'Quitar' and 'Agregar producto destacado'.
 */
export default function FeaturedPage() {
  const featured = useFeatured();
  const reorder = useReorderFeatured();
  const remove = useRemoveFeatured();
  const [order, setOrder] = useState<number[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<Featured | null>(null);

  const items = arrange(featured.data ?? [], order);
  const changed = order !== null;

  const save = async () => {
    try {
      await reorder.mutateAsync(positionsOf(items));
      setOrder(null);
      notify.success(FEATURED_TEXTS.reordered);
    } catch {
      notify.error(FEATURED_TEXTS.reorderFailed);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(FEATURED_TEXTS.removed);
      setRemoving(null);
    } catch {
      notify.error(FEATURED_TEXTS.removeFailed);
    }
  };

  const addButton = (
    <button type="button" className="btn-primary" onClick={() => setPicking(true)}>
      <Plus aria-hidden="true" className="size-4" /> Agregar producto destacado
    </button>
  );

  let body: ReactNode;
  if (featured.isPending) {
    body = (
      <div className="space-y-2 p-4">
        <p role="status" className="sr-only">
          Cargando productos destacados...
        </p>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  } else if (featured.isError) {
    body = <ErrorState message={FEATURED_TEXTS.loadFailed} onRetry={() => featured.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={<Star aria-hidden="true" />} message={FEATURED_TEXTS.empty} action={addButton} />
    );
  } else {
    body = (
      <div className="p-3 sm:p-4">
        <SortableList
          label="Productos destacados"
          items={items}
          getId={(item) => item.id}
          getLabel={(item) => item.product_details.name}
          onReorder={(ids) => setOrder(ids.map(Number))}
          disabled={reorder.isPending}
          renderItem={(item) => <FeaturedRow item={item} onRemove={() => setRemoving(item)} />}
        />
      </div>
    );
  }

  return (
    <section>
      <title>Destacados | Mayorista</title>
      <PageHeader
        title="Productos destacados"
        description="Se muestran en este orden en el carrusel de inicio y al principio de la lista de productos."
        actions={addButton}
      />
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        {items.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2 border-b border-stone-200 px-4 py-3">
            <p className="mr-auto text-sm text-stone-600">
              {items.length === 1 ? '1 producto destacado' : `${items.length} productos destacados`}
            </p>
            {changed ? <StatusBadge tone="warning">Cambios sin guardar</StatusBadge> : null}
            <button
              type="button"
              className="btn-secondary px-4 py-2"
              disabled={!changed || reorder.isPending}
              onClick={() => setOrder(null)}
            >
              Descartar cambios
            </button>
            <button
              type="button"
              className="btn-primary px-4 py-2"
              disabled={!changed || reorder.isPending}
              aria-busy={reorder.isPending || undefined}
              onClick={save}
            >
              {reorder.isPending ? (
                <>
                  <Spinner className="size-4" /> Guardando...
                </>
              ) : (
                'Guardar orden'
              )}
            </button>
          </div>
        ) : null}
        {body}
      </div>
      <FeaturedPicker
        open={picking}
        onClose={() => setPicking(false)}
        featuredIds={new Set((featured.data ?? []).map((item) => item.product))}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Quitar producto destacado"
        tone="danger"
        confirmLabel="Quitar"
        pendingLabel="Quitando..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        message={
          removing ? (
            <p>
              ¿Quitar{' '}
              <strong className="font-semibold text-stone-900">{removing.product_details.name}</strong> de los
              destacados? El producto sigue en el catálogo.
            </p>
          ) : null
        }
      />
    </section>
  );
}

function FeaturedRow({ item, onRemove }: { item: Featured; onRemove: () => void }) {
  const product = item.product_details;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <ProductThumb image={product.image_small ?? product.image} size="size-10 sm:size-12" />
      <div className="min-w-0 flex-1 basis-24">
        <p className="line-clamp-2 text-sm font-medium text-stone-900">{product.name}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-stone-600">
          <span>{product.brand_name ?? 'Sin marca'}</span>
          {product.final_price !== undefined ? (
            <span className="font-semibold text-stone-800">
              <MoneyCell value={product.final_price} />
            </span>
          ) : null}
          {product.is_available ? null : <StatusBadge tone="neutral">Oculto</StatusBadge>}
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Quitar ${product.name}`}
        className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Quitar
      </button>
    </div>
  );
}
