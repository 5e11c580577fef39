import { pageCount } from '@mayorista/shared/pagination';
import { PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { type Column, DataTable, type DataTableProps } from '@/components/ui/data-table';

const PREVIEW_PAGE_SIZE = 25;

type PagedPreviewTableProps<Line> = Pick<DataTableProps<Line>, 'label' | 'rowKey'> & {
  columns: Column<Line>[];
  lines: Line[];
  /** Shown when the preview moves nothing. */
  emptyMessage: string;
};

/** A preview's lines, 25 per page: the preview holds them all, so the pages are cut here. */
export function PagedPreviewTable<Line>({
  label,
  columns,
  lines,
  rowKey,
  emptyMessage,
}: PagedPreviewTableProps<Line>) {
  const [page, setPage] = useState(1);
  const pages = pageCount(lines.length, PREVIEW_PAGE_SIZE);
  const current = Math.min(page, Math.max(1, pages));
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={lines.slice((current - 1) * PREVIEW_PAGE_SIZE, current * PREVIEW_PAGE_SIZE)}
      rowKey={rowKey}
      status="success"
      errorMessage=""
      onRetry={() => {}}
      empty={{ icon: <PackageSearch aria-hidden="true" />, message: emptyMessage }}
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
