import type { BulkPriceOverrideLine } from '@mayorista/shared/bulk-price';
import { pageCount } from '@mayorista/shared/pagination';
import { PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { formatMoney } from '../lib/form';
import { PREVIEW_PAGE_SIZE } from './preview-table';

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
  const [page, setPage] = useState(1);
  const pages = pageCount(lines.length, PREVIEW_PAGE_SIZE);
  const current = Math.min(page, Math.max(1, pages));
  return (
    <DataTable
      label="Precios especiales que cambian"
      columns={columns}
      rows={lines.slice((current - 1) * PREVIEW_PAGE_SIZE, current * PREVIEW_PAGE_SIZE)}
      rowKey={(line) => `${line.product}:${line.option ?? 0}`}
      status="success"
      errorMessage=""
      onRetry={() => {}}
      empty={{
        icon: <PackageSearch aria-hidden="true" />,
        message: 'Ningún producto de la selección tiene precios especiales en esa lista.',
      }}
      pagination={{
        page: current,
        pageCount: pages,
        onPageChange: setPage,
        pageSize: PREVIEW_PAGE_SIZE,
        total: lines.length,
      }}
    />
  );
}
