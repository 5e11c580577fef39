import type { Brand } from '@mayorista/shared/catalog';
import { Tag } from 'lucide-react';
import { CrudPage } from '@/components/crud/crud-page';
import { useDeleteBrand } from '../api/delete-brand';
import { useAdminBrands } from '../api/get-brands';
import { useReorderBrands } from '../api/reorder-brands';
import { useToggleBrandActive } from '../api/toggle-brand';
import { BrandModal } from '../components/brand-modal';
import { BrandDetails } from '../components/brand-row';
import { BRAND_MESSAGES } from '../lib/messages';

/** Marcas (backoffice §2.7): the brands in their order (drag, keyboard or buttons), create/edit with logo, (de)activate, delete. */
export default function BrandsPage() {
  const brands = useAdminBrands();
  const toggle = useToggleBrandActive();
  const list = brands.data ?? [];
  const activeCount = list.filter((brand) => brand.is_active).length;
  const nextOrder = list.reduce((max, brand) => Math.max(max, brand.order + 1), 0);

  return (
    <CrudPage<Brand>
      title="Marcas"
      description={
        brands.data
          ? `${list.length} ${list.length === 1 ? 'marca' : 'marcas'}, ${activeCount} ${activeCount === 1 ? 'activa' : 'activas'}`
          : 'Las marcas del catálogo y la franja de logos de la tienda.'
      }
      newLabel="Nueva marca"
      list={brands}
      remove={useDeleteBrand()}
      messages={BRAND_MESSAGES}
      empty={{ icon: <Tag aria-hidden="true" />, message: 'Todavía no cargaste marcas.' }}
      confirmDelete={{
        title: 'Eliminar marca',
        message: (brand) => (
          <>
            ¿Estás seguro de eliminar la marca <strong>{brand.name}</strong>? Sus productos quedan sin marca.
          </>
        ),
      }}
      renderModal={(editing, close) => <BrandModal editing={editing} nextOrder={nextOrder} onClose={close} />}
      view={{
        kind: 'sortable',
        label: 'Orden de las marcas',
        intro:
          'Arrastra una marca por su manija (o usa las flechas) para cambiar el orden en que se muestran en la tienda. Las inactivas no se muestran.',
        itemName: (brand) => brand.name,
        renderDetails: (brand) => <BrandDetails brand={brand} />,
        reorder: useReorderBrands(),
        active: {
          toggle: (brand) => toggle.mutateAsync(brand.id),
          isActive: (brand) => brand.is_active,
          badge: (active) => (active ? 'Activa' : 'Inactiva'),
          switchLabel: (brand) => `Marca ${brand.name} activa`,
        },
        loading: { message: 'Cargando marcas...', rows: 4, className: 'h-16' },
      }}
    />
  );
}
