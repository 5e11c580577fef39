import type { Brand } from '@mayorista/shared/catalog';
import { Plus, Tag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { SortableList } from '@/components/ui/sortable-list';
import { notify } from '@/lib/toast';
import { useDeleteBrand } from '../api/delete-brand';
import { useAdminBrands } from '../api/get-brands';
import { useReorderBrands } from '../api/reorder-brands';
import { useToggleBrandActive } from '../api/toggle-brand';
import { BrandModal } from '../components/brand-modal';
import { BrandRow } from '../components/brand-row';
import { BRAND_MESSAGES } from '../lib/messages';

/** Marcas (backoffice §2.7): the brands in their order (drag, keyboard or buttons), create/edit with logo, (de)activate, delete. */
export default function BrandsPage() {
  const brands = useAdminBrands();
  const reorder = useReorderBrands();
  const toggle = useToggleBrandActive();
  const remove = useDeleteBrand();
  const [editing, setEditing] = useState<Brand | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Brand | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);

  const list = brands.data ?? [];
  const activeCount = list.filter((brand) => brand.is_active).length;
  const nextOrder = list.reduce((max, brand) => Math.max(max, brand.order + 1), 0);

  const onReorder = (ids: (string | number)[]) => {
    const byId = new Map(list.map((brand) => [brand.id, brand]));
    const ordered = ids.map((id) => byId.get(Number(id))).filter((brand): brand is Brand => !!brand);
    reorder.mutate(ordered, { onError: () => notify.error(BRAND_MESSAGES.orderFailed) });
  };

  const onToggle = async (brand: Brand) => {
    setTogglingId(brand.id);
    try {
      const saved = await toggle.mutateAsync(brand.id);
      notify.success(saved.is_active ? BRAND_MESSAGES.activated : BRAND_MESSAGES.deactivated);
    } catch {
      notify.error(BRAND_MESSAGES.toggleFailed);
    } finally {
      setTogglingId(null);
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(BRAND_MESSAGES.deleted);
      setDeleting(null);
    } catch {
      notify.error(BRAND_MESSAGES.deleteFailed);
    }
  };

  const newButton = (
    <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" className="size-4" /> Nueva marca
    </button>
  );

  let body: ReactNode;
  if (brands.status === 'pending') {
    body = (
      <div className="space-y-2 p-4">
        <p role="status" className="sr-only">
          Cargando marcas...
        </p>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    );
  } else if (brands.status === 'error') {
    body = <ErrorState message={BRAND_MESSAGES.loadFailed} onRetry={() => brands.refetch()} />;
  } else if (!list.length) {
    body = (
      <EmptyState
        icon={<Tag aria-hidden="true" />}
        message="Todavía no cargaste marcas."
        action={newButton}
      />
    );
  } else {
    body = (
      <div className="p-2 sm:p-4">
        <p className="mb-3 px-1 text-sm text-stone-600 sm:px-0">
          Arrastra una marca por su manija (o usa las flechas) para cambiar el orden en que se muestran en la
          tienda. Las inactivas no se muestran.
        </p>
        <SortableList
          label="Orden de las marcas"
          items={list}
          getId={(brand) => brand.id}
          getLabel={(brand) => brand.name}
          onReorder={onReorder}
          renderItem={(brand) => (
            <BrandRow
              brand={brand}
              toggling={togglingId === brand.id}
              onToggle={onToggle}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          )}
        />
      </div>
    );
  }

  return (
    <section>
      <title>Marcas | Mayorista</title>
      <PageHeader
        title="Marcas"
        description={
          brands.data
            ? `${list.length} ${list.length === 1 ? 'marca' : 'marcas'}, ${activeCount} ${activeCount === 1 ? 'activa' : 'activas'}`
            : 'Las marcas del catálogo y la franja de logos de la tienda.'
        }
        actions={newButton}
      />
      <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">{body}</div>
      <BrandModal editing={editing} nextOrder={nextOrder} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar marca"
        message={
          deleting ? (
            <>
              ¿Estás seguro de eliminar la marca <strong>{deleting.name}</strong>? Sus productos quedan sin
              marca.
            </>
          ) : null
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
