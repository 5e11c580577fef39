import type { Banner } from '@mayorista/shared/content';
import { Images, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { SortableList } from '@/components/ui/sortable-list';
import { notify } from '@/lib/toast';
import { useDeleteBanner } from '../api/delete-banner';
import { useAdminBanners } from '../api/get-banners';
import { useReorderBanners } from '../api/reorder-banners';
import { useSaveBanner } from '../api/save-banner';
import { BannerModal } from '../components/banner-modal';
import { BannerRow, bannerName } from '../components/banner-row';
import { BANNER_MESSAGES } from '../lib/messages';

/** Carrusel (backoffice §2.8): the home banners in their order (drag, keyboard, buttons or the order field), create/edit with images, (de)activate, delete. */
export default function CarouselPage() {
  const banners = useAdminBanners();
  const reorder = useReorderBanners();
  const toggle = useSaveBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);

  const list = banners.data ?? [];
  const nextOrder = list.reduce((max, banner) => Math.max(max, banner.order + 1), 0);

  const onReorder = (ids: (string | number)[]) => {
    const byId = new Map(list.map((banner) => [banner.id, banner]));
    const ordered = ids.map((id) => byId.get(Number(id))).filter((banner): banner is Banner => !!banner);
    reorder.mutate(ordered, { onError: () => notify.error(BANNER_MESSAGES.orderFailed) });
  };

  const onToggle = async (banner: Banner) => {
    setTogglingId(banner.id);
    try {
      const saved = await toggle.mutateAsync({ id: banner.id, input: { is_active: !banner.is_active } });
      notify.success(saved.is_active ? BANNER_MESSAGES.activated : BANNER_MESSAGES.deactivated);
    } catch {
      notify.error(BANNER_MESSAGES.toggleFailed);
    } finally {
      setTogglingId(null);
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(BANNER_MESSAGES.deleted);
      setDeleting(null);
    } catch {
      notify.error(BANNER_MESSAGES.deleteFailed);
    }
  };

  const newButton = (
    <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" className="size-4" /> Nuevo banner
    </button>
  );

  let body: ReactNode;
  if (banners.status === 'pending') {
    body = (
      <div className="space-y-2 p-4">
        <p role="status" className="sr-only">
          Cargando banners...
        </p>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
    );
  } else if (banners.status === 'error') {
    body = <ErrorState message={BANNER_MESSAGES.loadFailed} onRetry={() => banners.refetch()} />;
  } else if (!list.length) {
    body = (
      <EmptyState
        icon={<Images aria-hidden="true" />}
        message="Todavía no hay banners. Sin banners activos, la página de inicio muestra un aviso en su lugar."
        action={newButton}
      />
    );
  } else {
    body = (
      <div className="p-2 sm:p-4">
        <p className="mb-3 px-1 text-sm text-stone-600 sm:px-0">
          El carrusel de la página de inicio muestra los banners activos en este orden. Arrastra uno por su
          manija (o usa las flechas) para moverlo.
        </p>
        <SortableList
          label="Orden de los banners"
          items={list}
          getId={(banner) => banner.id}
          getLabel={bannerName}
          onReorder={onReorder}
          renderItem={(banner) => (
            <BannerRow
              banner={banner}
              toggling={togglingId === banner.id}
              onToggle={onToggle}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          )}
        />
      </div>
    );
  }

  const active = list.filter((banner) => banner.is_active).length;
  return (
    <section>
      <title>Carrusel | Mayorista</title>
      <PageHeader
        title="Carrusel"
        description={
          banners.data
            ? `${list.length} ${list.length === 1 ? 'banner' : 'banners'}, ${active} ${active === 1 ? 'activo' : 'activos'}`
            : 'Los banners del carrusel de la página de inicio.'
        }
        actions={newButton}
      />
      <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">{body}</div>
      <BannerModal editing={editing} nextOrder={nextOrder} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar banner"
        message={
          deleting ? (
            <>
              ¿Estás seguro de eliminar <strong>{bannerName(deleting)}</strong>? También se borran sus
              imágenes.
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
