import { formatAmount2 } from '@mayorista/shared/format';
import { PRICE_OVERRIDES_PAGE_SIZE, type PriceOverride } from '@mayorista/shared/price-lists';
import { PackageSearch, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column, DataTable } from '@/components/ui/data-table';
import { SearchField } from '@/components/ui/search-field';
import { notify } from '@/lib/toast';
import { useUrlFilters } from '@/lib/use-url-filters';
import { usePriceOverrides, useSavePriceOverrides } from '../api/price-overrides';
import { PRICE_LIST_TEXTS } from '../lib/messages';
import { OVERRIDES_FILTERS_CODEC, overrideKey, overrideName } from '../lib/overrides-filters';
import { PriceCellEditor } from './price-cell-editor';

type OverridesTableProps = {
  listId: number;
  /** The empty list's call to action ('Agregar precio especial'). */
  addButton: ReactNode;
};

/** A list's special prices: search and page in the address, the price edited in place, removal confirmed. */
export function OverridesTable({ listId, addButton }: OverridesTableProps) {
  const { filters, searchDraft, setSearchDraft, setPage, clearFilters } =
    useUrlFilters(OVERRIDES_FILTERS_CODEC);
  const overrides = usePriceOverrides(listId, filters);
  const save = useSavePriceOverrides(listId);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PriceOverride | null>(null);
  const data = overrides.data;

  const write = async (row: PriceOverride, price: number | null) => {
    try {
      await save.mutateAsync([{ product: row.product, option: row.option, price }]);
      notify.success(price === null ? PRICE_LIST_TEXTS.overrideRemoved : PRICE_LIST_TEXTS.overrideSaved);
      setEditing(null);
      setRemoving(null);
    } catch (error) {
      notify.error(
        errorMessage(
          error,
          price === null ? PRICE_LIST_TEXTS.overrideRemoveFailed : PRICE_LIST_TEXTS.overrideFailed,
        ),
      );
    }
  };

  const priceCell = (row: PriceOverride) => {
    const name = overrideName(row);
    if (editing === overrideKey(row))
      return (
        <PriceCellEditor
          label={`Precio especial de ${name}`}
          initial={row.price}
          saving={save.isPending}
          onSave={(price) => write(row, price)}
          onClear={() => setRemoving(row)}
          onCancel={() => setEditing(null)}
        />
      );
    return (
      <button
        type="button"
        aria-label={`Editar el precio especial de ${name}`}
        onClick={() => setEditing(overrideKey(row))}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-semibold text-stone-900 hover:bg-brand-50 hover:text-brand-800"
      >
        <span className="whitespace-nowrap tabular-nums">{formatAmount2(row.price)}</span>
        <Pencil aria-hidden="true" className="size-3.5 text-stone-500" />
      </button>
    );
  };

  const columns: Column<PriceOverride>[] = [
    {
      id: 'product',
      header: 'Producto',
      card: 'title',
      cell: (row) => (
        <>
          <span className="font-semibold break-words text-stone-900">{row.product_name}</span>
          <span className="block text-xs font-normal text-stone-600">
            {[row.option_name ? `Opción ${row.option_name}` : null, row.sku ? `SKU ${row.sku}` : null]
              .filter(Boolean)
              .join(' · ') || 'Producto completo'}
          </span>
        </>
      ),
    },
    {
      id: 'base',
      header: 'Precio base',
      align: 'end',
      className: 'text-stone-600',
      // Cents matter: a special price is often a rounded figure near the base.
      cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatAmount2(row.base_price)}</span>,
    },
    { id: 'price', header: 'Precio especial', align: 'end', cell: priceCell },
  ];

  return (
    <>
      <DataTable
        label="Precios especiales"
        columns={columns}
        rows={data?.results}
        rowKey={overrideKey}
        status={overrides.status}
        dimmed={overrides.isPlaceholderData}
        errorMessage={errorMessage(overrides.error, PRICE_LIST_TEXTS.overridesFailed)}
        onRetry={() => overrides.refetch()}
        empty={
          filters.search
            ? {
                icon: <PackageSearch aria-hidden="true" />,
                message: `No hay precios especiales que coincidan con "${filters.search}"`,
                action: (
                  <button type="button" className="btn-secondary" onClick={clearFilters}>
                    Limpiar búsqueda
                  </button>
                ),
              }
            : {
                icon: <PackageSearch aria-hidden="true" />,
                message: 'Esta lista todavía no tiene precios especiales: sus productos siguen el ajuste.',
                action: addButton,
              }
        }
        rowActions={{
          label: (row) => `Acciones de ${overrideName(row)}`,
          items: (row) => [
            {
              label: 'Editar precio',
              icon: <Pencil aria-hidden="true" className="size-4" />,
              onSelect: () => setEditing(overrideKey(row)),
            },
            {
              label: 'Quitar precio especial',
              tone: 'danger',
              icon: <Trash2 aria-hidden="true" className="size-4" />,
              onSelect: () => setRemoving(row),
            },
          ],
        }}
        pagination={
          data
            ? {
                page: filters.page,
                pageCount: data.total_pages,
                onPageChange: (page) => setPage(page),
                pageSize: PRICE_OVERRIDES_PAGE_SIZE,
                total: data.count,
              }
            : undefined
        }
        toolbar={
          <SearchField
            label="Buscar precios especiales"
            value={searchDraft}
            onChange={setSearchDraft}
            placeholder="Buscar por producto o SKU..."
          />
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title="Quitar precio especial"
        tone="danger"
        confirmLabel="Quitar"
        pendingLabel="Quitando..."
        pending={save.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && write(removing, null)}
        message={
          removing ? (
            <>
              ¿Quitar el precio especial de <strong>{overrideName(removing)}</strong>? Vuelve a costar el
              precio base con el ajuste de la lista.
            </>
          ) : null
        }
      />
    </>
  );
}
