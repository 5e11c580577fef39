import type { BulkPriceOverrideLine } from '@mayorista/shared/bulk-price';
import type { Column } from '@/components/ui/data-table';
import { formatMoney } from '../lib/form';
import { PagedPreviewTable } from './paged-preview-table';

const columns: Column<BulkPriceOverrideLine>[] = [
  {
    id: 'product',
    header: 'Producto',
    card: 'title',
    cell: (line) => (
      <>
        <span className="font-semibold text-stone-900">{line.product_name}</span>
        <p className="text-xs text-stone-600">
          {[line.option_name ? `Opción ${line.option_name}` : 'Producto completo', line.sku]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </>
    ),
  },
  {
    id: 'old',
    header: 'Precio especial actual',
    align: 'end',
    className: 'tabular-nums whitespace-nowrap',
    cell: (line) => formatMoney(line.old_price),
  },
  {
    id: 'new',
    header: 'Precio especial nuevo',
    align: 'end',
    className: 'tabular-nums whitespace-nowrap font-semibold text-stone-900',
    cell: (line) => formatMoney(line.new_price),
  },
];

/** Every special price of the list that moves, old and new, 25 per page (the preview holds them all). */
export function OverridesPreviewTable({ lines }: { lines: BulkPriceOverrideLine[] }) {
  return (
    <PagedPreviewTable
      label="Precios especiales que cambian"
      columns={columns}
      lines={lines}
      rowKey={(line) => `${line.product}:${line.option ?? 0}`}
      emptyMessage="Ningún producto de la selección tiene precios especiales en esa lista."
    />
  );
}
