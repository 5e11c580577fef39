import type { Banner } from '@mayorista/shared/content';
import { Images } from 'lucide-react';
import { CrudPage } from '@/components/crud/crud-page';
import { useDeleteBanner } from '../api/delete-banner';
import { useAdminBanners } from '../api/get-banners';
import { useReorderBanners } from '../api/reorder-banners';
import { useSaveBanner } from '../api/save-banner';
import { BannerModal } from '../components/banner-modal';
import { BannerDetails, bannerName } from '../components/banner-row';
import { BANNER_MESSAGES } from '../lib/messages';

/** Carrusel (backoffice §2.8): the home banners in their order (drag, keyboard, buttons or the order field), create/edit with images, (de)activate, delete. */
export default function CarouselPage() {
  const banners = useAdminBanners();
  const save = useSaveBanner();
  const list = banners.data ?? [];
  const active = list.filter((banner) => banner.is_active).length;
  const nextOrder = list.reduce((max, banner) => Math.max(max, banner.order + 1), 0);

  return (
    <CrudPage<Banner>
      title="Carrusel"
      description={
        banners.data
          ? `${list.length} ${list.length === 1 ? 'banner' : 'banners'}, ${active} ${active === 1 ? 'activo' : 'activos'}`
          : 'Los banners del carrusel de la página de inicio.'
      }
      newLabel="Nuevo banner"
      list={banners}
      remove={useDeleteBanner()}
      messages={BANNER_MESSAGES}
      empty={{
        icon: <Images aria-hidden="true" />,
        message:
          'Todavía no hay banners. Sin banners activos, la página de inicio muestra un aviso en su lugar.',
      }}
      confirmDelete={{
        title: 'Eliminar banner',
        message: (banner) => (
          <>
            ¿Estás seguro de eliminar <strong>{bannerName(banner)}</strong>? También se borran sus imágenes.
          </>
        ),
      }}
      renderModal={(editing, close) => (
        <BannerModal editing={editing} nextOrder={nextOrder} onClose={close} />
      )}
      view={{
        kind: 'sortable',
        label: 'Orden de los banners',
        intro:
          'El carrusel de la página de inicio muestra los banners activos en este orden. Arrastra uno por su manija (o usa las flechas) para moverlo.',
        itemName: bannerName,
        renderDetails: (banner) => <BannerDetails banner={banner} />,
        reorder: useReorderBanners(),
        active: {
          toggle: (banner) => save.mutateAsync({ id: banner.id, input: { is_active: !banner.is_active } }),
          isActive: (banner) => banner.is_active,
          badge: (on) => (on ? 'Activo' : 'Inactivo'),
          switchLabel: (banner) => `${bannerName(banner)} activo`,
        },
        loading: { message: 'Cargando banners...', rows: 3, className: 'h-20' },
      }}
    />
  );
}
