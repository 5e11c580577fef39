import type { Product } from '@mayorista/shared/catalog';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowUpDown,
  Calculator,
  ExternalLink,
  Eye,
  EyeOff,
  FileUp,
  Layers,
  Package,
  Pencil,
  Plus,
  SlidersHorizontal,
  Trash2,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '@/api/client';
import type { ActionMenuItem } from '@/components/ui/action-menu';
import { DataTable, DESKTOP_QUERY } from '@/components/ui/data-table';
import { Drawer } from '@/components/ui/drawer';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useUpdateProduct } from '../api/admin-product';
import { adminProductKeys } from '../api/admin-product-keys';
import {
  INVENTORY_LOAD_FAILED,
  useInventoryProducts,
  useReplaceInventoryRow,
} from '../inventory/api/inventory-products';
import { DeleteProductDialog } from '../inventory/components/delete-product-dialog';
import { ExportButtons } from '../inventory/components/export-buttons';
import { FilterPanel } from '../inventory/components/filter-panel';
import { type EditingCell, inventoryColumns } from '../inventory/components/inventory-columns';
import { VISIBILITY_FAILED } from '../inventory/components/row-toggles';
import { SyncBanner } from '../inventory/components/sync-banner';
import { VariantsModal } from '../inventory/components/variants-modal';
import {
  activeFilterCount,
  hasActiveFilters,
  INVENTORY_FILTERS_CODEC,
  INVENTORY_PAGE_SIZE,
  toApiFilters,
  toListQuery,
} from '../inventory/lib/filters';
import { onProductEvent } from '../lib/product-events';

/** Compact on a phone (one row of three), with icons from 640 px. */
const toolClass = 'btn-secondary px-3 py-2 sm:px-4 sm:py-2.5';

/** Productos (backoffice §2.2): the admin inventory with search, filters, quick edits and export. */
export default function InventoryPage() {
  const { filters, searchDraft, setSearchDraft, setFilters, setPage, clearFilters } =
    useUrlFilters(INVENTORY_FILTERS_CODEC);
  const products = useInventoryProducts(toListQuery(filters));
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<EditingCell>(null);
  const [variantsOf, setVariantsOf] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const update = useUpdateProduct();
  const replaceRow = useReplaceInventoryRow();

  // productCreated / productUpdated / productDeleted (backoffice §4): the list is read again.
  useEffect(
    () =>
      onProductEvent(() =>
        queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() }, { cancelRefetch: false }),
      ),
    [queryClient],
  );

  // A page past the end (the last product of the last page deleted, an old link): back to page 1.
  const pastTheEnd =
    products.isError && isApiError(products.error) && products.error.status === 404 && filters.page > 1;
  useEffect(() => {
    if (pastTheEnd) setPage(1, { replace: true });
  }, [pastTheEnd, setPage]);

  const toggleVisibility = (product: Product) =>
    update.mutate(
      { id: product.id, patch: { is_available: !product.is_available } },
      { onSuccess: replaceRow, onError: () => notify.error(VISIBILITY_FAILED) },
    );

  const menuItems = (product: Product): ActionMenuItem[] => [
    {
      label: 'Editar',
      icon: <Pencil aria-hidden="true" className="size-4" />,
      to: paths.adminEditProduct(product.id),
    },
    {
      label: 'Ver en la tienda',
      icon: <ExternalLink aria-hidden="true" className="size-4" />,
      to: paths.product(product.id),
    },
    product.is_available
      ? {
          label: 'Ocultar de la tienda',
          icon: <EyeOff aria-hidden="true" className="size-4" />,
          onSelect: () => toggleVisibility(product),
        }
      : {
          label: 'Mostrar en la tienda',
          icon: <Eye aria-hidden="true" className="size-4" />,
          onSelect: () => toggleVisibility(product),
        },
    ...(product.has_variants
      ? [
          {
            label: 'Editar variantes',
            icon: <Layers aria-hidden="true" className="size-4" />,
            onSelect: () => setVariantsOf(product),
          },
        ]
      : []),
    {
      label: 'Eliminar',
      tone: 'danger',
      icon: <Trash2 aria-hidden="true" className="size-4" />,
      onSelect: () => setDeleting(product),
    },
  ];

  const data = products.data;
  const filtered = hasActiveFilters(filters);
  const activeCount = activeFilterCount(filters);
  const columns = inventoryColumns({ editing, setEditing, openVariants: setVariantsOf });

  const panel = (layout: 'row' | 'stack') => (
    <FilterPanel filters={filters} layout={layout} onChange={(change) => setFilters(change)} />
  );

  return (
    <section>
      <title>Productos | Mayorista</title>
      {/* backoffice §2.2: a hidden link to the panel, shown when it takes the keyboard focus. */}
      <Link
        to={paths.settings}
        className="sr-only focus:not-sr-only focus:mb-2 focus:inline-block focus:rounded focus:bg-white focus:px-3 focus:py-1.5 focus:text-sm focus:font-semibold focus:text-brand-800 focus:ring-2 focus:ring-brand-600"
      >
        Ir al panel
      </Link>
      <PageHeader
        title="Productos"
        description={
          data
            ? `${data.count} ${data.count === 1 ? 'producto' : 'productos'}`
            : 'Tu catálogo: precios, stock y visibilidad.'
        }
        actions={
          <Link to={paths.adminAddProduct} className="btn-primary">
            <Plus aria-hidden="true" className="size-4" /> Agregar producto
          </Link>
        }
      />
      <SyncBanner />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <nav aria-label="Herramientas de productos" className="flex flex-wrap gap-2">
          <Link to={paths.adminProductOrder} className={toolClass}>
            <ArrowUpDown aria-hidden="true" className="hidden size-4 sm:block" /> Orden
          </Link>
          <Link to={paths.adminBulkPrice} className={toolClass}>
            <Calculator aria-hidden="true" className="hidden size-4 sm:block" /> Actualizar precios
          </Link>
          <Link to={paths.adminProductImport} className={toolClass}>
            <FileUp aria-hidden="true" className="hidden size-4 sm:block" /> Importar
          </Link>
        </nav>
        <div className="flex flex-wrap gap-2">
          <ExportButtons filters={toApiFilters(filters)} />
        </div>
      </div>
      <DataTable
        label="Productos"
        columns={columns}
        rows={data?.results}
        rowKey={(product) => product.id}
        status={pastTheEnd ? 'pending' : products.status}
        dimmed={products.isPlaceholderData}
        errorMessage={errorMessage(products.error, INVENTORY_LOAD_FAILED)}
        onRetry={() => products.refetch()}
        loadingMessage="Cargando productos..."
        skeletonRows={6}
        empty={
          filtered
            ? {
                icon: <Package aria-hidden="true" />,
                message: 'No hay productos que coincidan con la búsqueda o los filtros.',
                action: (
                  <button type="button" className="btn-secondary" onClick={clearFilters}>
                    Limpiar filtros
                  </button>
                ),
              }
            : {
                icon: <Package aria-hidden="true" />,
                message: 'Todavía no hay productos.',
                action: (
                  <Link to={paths.adminAddProduct} className="btn-primary">
                    <Plus aria-hidden="true" className="size-4" /> Agregar producto
                  </Link>
                ),
              }
        }
        rowActions={{ label: (product) => `Acciones para ${product.name}`, items: menuItems }}
        pagination={
          data
            ? {
                page: filters.page,
                pageCount: data.total_pages,
                onPageChange: (page) => {
                  setEditing(null);
                  setPage(page);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                },
                pageSize: INVENTORY_PAGE_SIZE,
                total: data.count,
              }
            : undefined
        }
        toolbar={
          <div className="flex flex-col gap-4">
            {/* On a phone the search takes its own line when 'Filtros' beside it would cut its placeholder. */}
            <div className="flex flex-wrap items-center gap-2">
              <div className="min-w-56 flex-1">
                <SearchField
                  label="Buscar productos"
                  value={searchDraft}
                  onChange={setSearchDraft}
                  placeholder="Nombre, SKU o marca"
                />
              </div>
              {isDesktop ? null : (
                <button
                  type="button"
                  className="btn-secondary shrink-0 px-3.5"
                  onClick={() => setFiltersOpen(true)}
                  aria-haspopup="dialog"
                >
                  <SlidersHorizontal aria-hidden="true" className="size-4" />
                  Filtros
                  {activeCount > 0 ? (
                    <span className="grid size-5 place-items-center rounded-full bg-brand-800 text-xs text-white">
                      {activeCount}
                    </span>
                  ) : null}
                </button>
              )}
              {isDesktop && filtered ? (
                <button type="button" className="btn-secondary shrink-0 px-4" onClick={clearFilters}>
                  Limpiar filtros
                </button>
              ) : null}
            </div>
            {isDesktop ? panel('row') : null}
          </div>
        }
      />
      <Drawer
        open={filtersOpen && !isDesktop}
        onClose={() => setFiltersOpen(false)}
        title="Filtros"
        closeLabel="Cerrar filtros"
        footer={
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-secondary flex-1 px-3"
              onClick={clearFilters}
              disabled={!filtered}
            >
              Limpiar filtros
            </button>
            <button type="button" className="btn-primary flex-1 px-3" onClick={() => setFiltersOpen(false)}>
              {data ? `Ver ${data.count} ${data.count === 1 ? 'producto' : 'productos'}` : 'Ver productos'}
            </button>
          </div>
        }
      >
        {panel('stack')}
      </Drawer>
      <VariantsModal product={variantsOf} onClose={() => setVariantsOf(null)} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
