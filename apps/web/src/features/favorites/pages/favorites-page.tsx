import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useFavorites } from '@/api/favorites';
import { ProductCard } from '@/components/product-card';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { UnavailableFavorite } from '../components/unavailable-favorite';

export const FAVORITES_TEXTS = {
  title: 'Mis favoritos',
  description: 'Los productos que marcaste con el corazón, con el precio de tu lista.',
  empty: 'Todavía no tienes favoritos. Toca el corazón de un producto para guardarlo acá.',
  loadFailed: 'No se pudieron cargar tus favoritos',
} as const;

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/** /configuracion/favoritos (issue 29 item 3): the buyer's favourites as catalogue cards. */
export default function FavoritesPage() {
  const favorites = useFavorites();
  return (
    <section>
      <title>Mis favoritos | Mayorista</title>
      <PageHeader title={FAVORITES_TEXTS.title} description={FAVORITES_TEXTS.description} />
      {favorites.isPending ? (
        <div className={GRID} role="status" aria-label="Cargando favoritos">
          {[0, 1, 2, 3].map((card) => (
            <div key={card} className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3">
              <Skeleton className="aspect-square w-full" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-5 w-1/2" />
            </div>
          ))}
        </div>
      ) : favorites.isError ? (
        <ErrorState message={FAVORITES_TEXTS.loadFailed} onRetry={() => void favorites.refetch()} />
      ) : favorites.data.results.length === 0 ? (
        <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
          <EmptyState
            icon={<Heart aria-hidden="true" />}
            message={FAVORITES_TEXTS.empty}
            action={
              <Link to={paths.products} className="btn-primary">
                Ir a la tienda
              </Link>
            }
          />
        </div>
      ) : (
        <ul className={`${GRID} transition-opacity ${favorites.isFetching ? 'opacity-80' : ''}`}>
          {favorites.data.results.map((favorite) => (
            <li key={favorite.product_id}>
              {favorite.product ? (
                <ProductCard product={favorite.product} />
              ) : (
                <UnavailableFavorite favorite={favorite} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
