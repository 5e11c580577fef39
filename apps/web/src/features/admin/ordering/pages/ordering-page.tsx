import type { CategoryTree } from '@mayorista/shared/catalog';
import type { OrderingProduct } from '@mayorista/shared/catalog-admin';
import { ArrowUpDown } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useCategoryTree } from '@/api/categories';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { SortableList } from '@/components/ui/sortable-list';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { notify } from '@/lib/toast';
import { useOrdering } from '../api/get-ordering';
import type { OrderingScope } from '../api/ordering-keys';
import { useUpdateOrder } from '../api/update-order';
import { OrderingRow } from '../components/ordering-row';
import { ORDERING_TEXTS } from '../lib/messages';
import { arrange, moveToEnd, orderChanges } from '../lib/order-numbers';

type CategoryOption = { id: number; label: string };

function categoryOptions(nodes: readonly CategoryTree[], prefix = ''): CategoryOption[] {
  return nodes.flatMap((node) => {
    const label = prefix ? `${prefix} > ${node.name}` : node.name;
    return [{ id: node.id, label }, ...categoryOptions(node.children, label)];
  });
}

/**
 * Orden de productos (backoffice §2.4): the catalogue in its order, for all products or one category
 * (with or without subcategories); drag, keyboard, Subir/Bajar or to the top and bottom, then
 * 'Guardar orden'. The storefront's plain list follows this order after the featured products.
 */
export default function OrderingPage() {
  const id = useId();
  const [scope, setScope] = useState<OrderingScope>({ category_id: null, include_children: true });
  const [ids, setIds] = useState<number[] | null>(null);
  const ordering = useOrdering(scope);
  const update = useUpdateOrder();
  const categories = useCategoryTree();
  const options = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const changed = ids !== null;

  const loaded = useMemo(() => {
    const seen = new Set<number>();
    // A product that moved between two page loads could come twice: keep its first appearance.
    return (ordering.data?.pages ?? []).flatMap((page) =>
      page.results.filter((product) => {
        if (seen.has(product.id)) return false;
        seen.add(product.id);
        return true;
      }),
    );
  }, [ordering.data]);
  const products = arrange(loaded, ids);
  const total = ordering.data?.pages[0]?.count ?? 0;

  const save = async () => {
    const changes = orderChanges(products);
    try {
      if (changes.length > 0) await update.mutateAsync(changes);
      setIds(null);
      notify.success(ORDERING_TEXTS.saved);
    } catch {
      notify.error(ORDERING_TEXTS.saveFailed);
    }
  };

  const current = products.map((product) => product.id);
  let body: ReactNode;
  if (ordering.isPending) {
    body = (
      <div className="space-y-2 p-4">
        <p role="status" className="sr-only">
          Cargando productos...
        </p>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  } else if (ordering.isError && loaded.length === 0) {
    body = <ErrorState message={ORDERING_TEXTS.loadFailed} onRetry={() => ordering.refetch()} />;
  } else if (products.length === 0) {
    body = <EmptyState icon={<ArrowUpDown aria-hidden="true" />} message={ORDERING_TEXTS.empty} />;
  } else {
    body = (
      <div className="p-3 sm:p-4">
        <SortableList<OrderingProduct>
          label="Productos en el orden del catálogo"
          items={products}
          getId={(product) => product.id}
          getLabel={(product) => product.name}
          onReorder={(next) => setIds(next.map(Number))}
          disabled={update.isPending}
          renderItem={(product, index) => (
            <OrderingRow
              product={product}
              isFirst={index === 0}
              isLast={index === products.length - 1}
              disabled={update.isPending}
              onMove={(end) => setIds(moveToEnd(current, product.id, end))}
            />
          )}
        />
        {ordering.isFetchNextPageError ? (
          <p role="alert" className="mt-4 text-center text-sm font-semibold text-red-700">
            {ORDERING_TEXTS.loadFailed}
          </p>
        ) : null}
        {ordering.hasNextPage ? (
          <div className="mt-4 flex flex-col items-center gap-1">
            <button
              type="button"
              className="btn-secondary"
              disabled={ordering.isFetchingNextPage}
              onClick={() => ordering.fetchNextPage()}
            >
              {ordering.isFetchingNextPage ? <Spinner className="size-4" /> : null}
              Cargar más
            </button>
            <p className="text-xs text-stone-600">
              Mostrando {loaded.length} de {total}
            </p>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section>
      <title>Orden de productos | Mayorista</title>
      <PageHeader
        title="Orden de productos"
        description="El orden de la lista de productos de la tienda (después de los destacados). Arrastra, usa las flechas o el teclado y guarda."
      />
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 border-b border-stone-200 p-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div>
              <label htmlFor={`${id}-category`} className="mb-1.5 block text-sm font-medium text-stone-800">
                Categoría
              </label>
              <select
                id={`${id}-category`}
                className="form-input w-full sm:w-72"
                value={scope.category_id ?? ''}
                disabled={changed}
                aria-describedby={changed ? `${id}-locked` : undefined}
                onChange={(event) =>
                  setScope((value) => ({
                    ...value,
                    category_id: event.target.value ? Number(event.target.value) : null,
                  }))
                }
              >
                <option value="">Todas las categorías</option>
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <label className="flex items-center gap-2 pb-2.5 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={scope.include_children}
                disabled={changed || scope.category_id === null}
                onChange={(event) =>
                  setScope((value) => ({ ...value, include_children: event.target.checked }))
                }
              />
              Incluir subcategorías
            </label>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {changed ? <StatusBadge tone="warning">Cambios sin guardar</StatusBadge> : null}
            <button
              type="button"
              className="btn-secondary px-4 py-2"
              disabled={!changed || update.isPending}
              onClick={() => setIds(null)}
            >
              Descartar cambios
            </button>
            <button
              type="button"
              className="btn-primary px-4 py-2"
              disabled={!changed || update.isPending}
              aria-busy={update.isPending || undefined}
              onClick={save}
            >
              {update.isPending ? (
                <>
                  <Spinner className="size-4" /> Guardando...
                </>
              ) : (
                'Guardar orden'
              )}
            </button>
          </div>
        </div>
        {changed ? (
          <p
            id={`${id}-locked`}
            className="border-b border-stone-200 bg-accent-50 px-4 py-2 text-xs text-stone-700"
          >
            Guarda o descarta los cambios para elegir otra categoría.
          </p>
        ) : null}
        {body}
      </div>
      <UnsavedChangesGuard when={changed} message={ORDERING_TEXTS.leaveMessage} />
    </section>
  );
}
