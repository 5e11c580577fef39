import { FREQUENT_PRODUCTS_DAYS } from '@mayorista/shared/repeat-order';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useFrequentProducts } from '../api/get-frequent-products';
import { FrequentProductRow } from '../components/frequent-product-row';

export const FREQUENT_TEXTS = {
  title: 'Lo que más compras',
  description: `Los productos que más pediste en los últimos ${FREQUENT_PRODUCTS_DAYS} días, con el precio de hoy de tu lista. Agrégalos con la cantidad de tu última compra.`,
  empty: `No hay compras en los últimos ${FREQUENT_PRODUCTS_DAYS} días.`,
  loadFailed: 'No se pudieron cargar tus productos más comprados',
} as const;

/** /configuracion/lo-que-mas-compras (issue 29 item 3). */
export default function FrequentProductsPage() {
  const frequent = useFrequentProducts();
  return (
    <section>
      <title>Lo que más compras | Mayorista</title>
      <PageHeader
        title={FREQUENT_TEXTS.title}
        description={FREQUENT_TEXTS.description}
        actions={
          <Link to={paths.cart} className="btn-secondary whitespace-nowrap">
            Ver carrito
          </Link>
        }
      />
      {frequent.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Cargando productos">
          {[0, 1, 2].map((row) => (
            <div
              key={row}
              className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-3"
            >
              <Skeleton className="size-16 rounded-lg" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
              <Skeleton className="h-9 w-24" />
            </div>
          ))}
        </div>
      ) : frequent.isError ? (
        <ErrorState message={FREQUENT_TEXTS.loadFailed} onRetry={() => void frequent.refetch()} />
      ) : frequent.data.results.length === 0 ? (
        <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
          <EmptyState
            icon={<History aria-hidden="true" />}
            message={FREQUENT_TEXTS.empty}
            action={
              <Link to={paths.products} className="btn-primary">
                Ir a la tienda
              </Link>
            }
          />
        </div>
      ) : (
        <ol className={`flex flex-col gap-3 transition-opacity ${frequent.isFetching ? 'opacity-80' : ''}`}>
          {frequent.data.results.map((item) => (
            <li key={item.product_id}>
              <FrequentProductRow item={item} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
