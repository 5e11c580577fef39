import type { CategoryTree } from '@mayorista/shared/catalog';
import { formatAmount2 } from '@mayorista/shared/format';
import {
  PRICE_CHANGES_MESSAGES,
  PRICE_CHANGES_PAGE_SIZE,
  type PriceChange,
} from '@mayorista/shared/price-changes';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCategoryTree } from '@/api/categories';
import { type Column, DataTable, serverPagination } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';
import { usePriceChanges } from '../api/get-price-changes';
import { PriceChangeCell } from '../components/price-change-cell';

const SINCE = 'desde';
const CATEGORY = 'categoria';
const PAGE = 'page';

/** Today in the store's calendar (Argentina, UTC-3), the latest date the picker offers. */
const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const validDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};
const dateText = (iso: string) => iso.split('-').reverse().join('/');

/** The category tree as options, each child indented under its parent. */
function categoryOptions(nodes: CategoryTree[], depth = 0): { id: number; label: string }[] {
  return nodes.flatMap((node) => [
    { id: node.id, label: `${'\u00a0\u00a0'.repeat(depth)}${node.name}` },
    ...categoryOptions(node.children ?? [], depth + 1),
  ]);
}

const columns: Column<PriceChange>[] = [
  {
    id: 'product',
    header: 'Producto',
    card: 'title',
    cell: (row) => (
      <span className="flex min-w-0 flex-col">
        <Link to={paths.product(row.product_id)} className="font-semibold text-stone-900 hover:underline">
          {row.name}
          {row.option_name ? <span className="font-normal text-stone-600"> · {row.option_name}</span> : null}
        </Link>
        <span className="text-xs text-stone-600">
          {[row.sku, row.category_name].filter(Boolean).join(' · ')}
        </span>
      </span>
    ),
  },
  {
    id: 'old',
    header: 'Antes',
    align: 'end',
    cell: (row) => (
      <span className="whitespace-nowrap tabular-nums text-stone-600">{formatAmount2(row.old_price)}</span>
    ),
  },
  {
    id: 'new',
    header: 'Ahora',
    align: 'end',
    cell: (row) => (
      <span className="whitespace-nowrap font-semibold tabular-nums text-stone-900">
        {formatAmount2(row.new_price)}
      </span>
    ),
  },
  {
    id: 'change',
    header: 'Variación',
    align: 'end',
    card: 'badge',
    cell: (row) => <PriceChangeCell change={row} />,
  },
];

/** 'Cambios de precio' (issue 29 item 5): what changed for this buyer since their last order or a date. */
export default function PriceChangesPage() {
  const [params, setParams] = useSearchParams();
  const since = validDate(params.get(SINCE));
  const category = positive(params.get(CATEGORY));
  const page = positive(params.get(PAGE)) ?? 1;
  const changes = usePriceChanges({ since, category, page });
  const categories = useCategoryTree();
  const sinceId = useId();
  const categoryId = useId();

  const update = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const data = changes.data;
  const usedSince = data?.since;
  const filtered = since != null || category != null;

  return (
    <section>
      <title>Cambios de precio | Mayorista</title>
      <PageHeader
        title={PRICE_CHANGES_MESSAGES.title}
        description="Los precios de tu lista que cambiaron, sin descuentos ni ofertas, el mayor cambio primero."
      />
      <DataTable
        label="Cambios de precio"
        rows={data?.results}
        rowKey={(row) => `${row.product_id}:${row.option_id ?? 0}`}
        columns={columns}
        status={changes.isPending ? 'pending' : changes.isError ? 'error' : 'success'}
        errorMessage="No pudimos cargar los cambios de precio."
        onRetry={() => changes.refetch()}
        loadingMessage="Cargando cambios de precio..."
        dimmed={changes.isPlaceholderData}
        empty={{
          icon: <TrendingUp aria-hidden="true" />,
          message:
            since != null
              ? PRICE_CHANGES_MESSAGES.emptySince
              : data?.since_source === 'default'
                ? 'No hubo cambios de precio en los últimos 30 días'
                : PRICE_CHANGES_MESSAGES.empty,
          action: filtered ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => update({ [SINCE]: undefined, [CATEGORY]: undefined, [PAGE]: undefined })}
            >
              Quitar filtros
            </button>
          ) : undefined,
        }}
        toolbar={
          <div className="flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,18rem)]">
              <div className="min-w-0">
                <label htmlFor={sinceId} className="mb-1 block text-xs font-semibold text-stone-700">
                  Desde
                </label>
                <input
                  id={sinceId}
                  type="date"
                  className="form-input py-2"
                  max={today()}
                  value={since ?? usedSince ?? ''}
                  onChange={(event) =>
                    update({ [SINCE]: validDate(event.target.value) ?? undefined, [PAGE]: undefined })
                  }
                />
              </div>
              <div className="min-w-0">
                <label htmlFor={categoryId} className="mb-1 block text-xs font-semibold text-stone-700">
                  Categoría
                </label>
                <select
                  id={categoryId}
                  className="form-input py-2"
                  value={category ?? ''}
                  onChange={(event) =>
                    update({ [CATEGORY]: event.target.value || undefined, [PAGE]: undefined })
                  }
                >
                  <option value="">Todas</option>
                  {categoryOptions(categories.data ?? []).map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {data ? (
              <p className="text-sm text-stone-600" aria-live="polite">
                {data.since_source === 'query'
                  ? `Desde el ${dateText(data.since)}`
                  : data.since_source === 'last_order'
                    ? `${PRICE_CHANGES_MESSAGES.sinceLastOrder} (${dateText(data.since)})`
                    : data.note}
                {data.count > 0 ? ` · ${data.count} ${data.count === 1 ? 'cambio' : 'cambios'}` : ''}
              </p>
            ) : null}
          </div>
        }
        pagination={serverPagination(data, {
          page,
          pageSize: PRICE_CHANGES_PAGE_SIZE,
          setPage: (value) => update({ [PAGE]: value }),
        })}
      />
    </section>
  );
}
