import type { MissingItem, SyncStatus } from '@mayorista/shared/sync';
import { CircleCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { MISSING_LOAD_FAILED, type MissingQuery, useMissingProducts } from '../api/external-sync';
import { useExternalForm } from '../lib/use-external-form';
import { ExternalItem } from './external-item';

type MissingProductsModalProps = {
  open: boolean;
  onClose: () => void;
  stats?: SyncStatus['stats'];
};

type Kind = MissingQuery['type'];

/** The supplier's products and options the catalogue lacks (backoffice §2.2), 20 to a page. */
export function MissingProductsModal({ open, onClose, stats }: MissingProductsModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Productos faltantes"
      description="Productos y variantes del proveedor que todavía no están en tu catálogo."
    >
      {open ? <MissingList stats={stats} /> : null}
    </Modal>
  );
}

function MissingList({ stats }: { stats?: SyncStatus['stats'] }) {
  const [type, setType] = useState<Kind>('all');
  const [searchDraft, setSearchDraft] = useState('');
  const search = useDebouncedValue(searchDraft.trim(), 300);
  const [page, setPage] = useState(1);
  const query = { type, search, page };
  const missing = useMissingProducts(query, true);
  const form = useExternalForm();
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    setLastSearch(search);
    setPage(1);
  }

  const kinds: { value: Kind; label: string; count?: number }[] = [
    { value: 'all', label: 'Todos', count: stats?.total_missing },
    { value: 'product', label: 'Productos', count: stats?.complete_products_missing },
    { value: 'variant', label: 'Variantes', count: stats?.variants_missing },
  ];
  const data = missing.data;

  const action = (item: MissingItem) => {
    const busy = form.pending !== null;
    const mine = form.pending === (item.type === 'product' ? item.sku : item.parent_sku);
    if (item.type === 'variant' && !item.parent_product_local)
      return <span className="text-sm text-stone-600">Sin producto local</span>;
    return (
      <button
        type="button"
        className="btn-secondary w-full px-3 py-2 sm:w-auto"
        disabled={busy}
        aria-busy={mine || undefined}
        onClick={() => (item.type === 'product' ? form.createProduct(item.sku) : form.addVariant(item))}
        aria-label={`${item.type === 'product' ? 'Crear producto' : 'Agregar variante'}: ${item.name}`}
      >
        {mine ? <Spinner className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
        {item.type === 'product' ? 'Crear producto' : 'Agregar variante'}
      </button>
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="grid grid-cols-3 gap-1 rounded-lg bg-stone-100 p-1 sm:flex">
          <legend className="sr-only">Tipo de faltante</legend>
          {kinds.map((kind) => (
            <button
              key={kind.value}
              type="button"
              aria-pressed={type === kind.value}
              onClick={() => {
                setType(kind.value);
                setPage(1);
              }}
              className={`flex-1 rounded-md px-2 py-1.5 text-sm font-semibold whitespace-nowrap sm:px-3 focus-visible:outline-2 focus-visible:outline-brand-800 ${
                type === kind.value
                  ? 'bg-white text-brand-800 shadow-sm'
                  : 'text-stone-700 hover:text-stone-900'
              }`}
            >
              {kind.label}
              {kind.count === undefined ? null : (
                <span className="block tabular-nums sm:ml-1 sm:inline">({kind.count})</span>
              )}
            </button>
          ))}
        </fieldset>
        <div className="sm:w-64">
          <SearchField
            label="Buscar faltantes"
            value={searchDraft}
            onChange={setSearchDraft}
            placeholder="Nombre, SKU o marca"
          />
        </div>
      </div>

      {missing.isPending ? (
        <div>
          <span role="status" className="sr-only">
            Cargando faltantes...
          </span>
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex gap-3 py-3">
              <Skeleton className="size-14 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ) : missing.isError ? (
        <ErrorState
          message={MISSING_LOAD_FAILED(errorMessage(missing.error, 'error desconocido'))}
          onRetry={() => missing.refetch()}
        />
      ) : data && data.results.length === 0 ? (
        <EmptyState
          icon={<CircleCheck aria-hidden="true" />}
          message={
            search
              ? 'No hay faltantes que coincidan con la búsqueda.'
              : type === 'variant'
                ? 'No faltan variantes del proveedor.'
                : type === 'product'
                  ? 'No faltan productos del proveedor.'
                  : 'No falta nada: tu catálogo tiene todo lo del proveedor.'
          }
        />
      ) : data ? (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {data.count} {data.count === 1 ? 'faltante' : 'faltantes'}
            {data.total_pages > 1 ? ` · página ${page} de ${data.total_pages}` : ''}
          </p>
          <ul
            aria-label="Faltantes"
            className={`divide-y divide-stone-200 ${missing.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.results.map((item) => (
              <ExternalItem
                key={`${item.type}-${item.sku}`}
                name={item.name}
                brand={item.brand}
                sku={item.sku}
                image={item.image}
                price={item.price}
                stock={item.stock}
                note={
                  item.type === 'variant'
                    ? item.parent_product_local
                      ? `Variante de ${item.parent_product_local.name}`
                      : 'Variante'
                    : undefined
                }
                action={action(item)}
              />
            ))}
          </ul>
          <Pagination page={page} pageCount={data.total_pages} onPageChange={setPage} />
        </>
      ) : null}
    </div>
  );
}
