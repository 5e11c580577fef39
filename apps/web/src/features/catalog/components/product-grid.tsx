import { ProductCard } from '@/components/product-card';
import type { Product } from '../types';
import { ProductCardSkeleton } from './product-card-skeleton';

/** The cards a phone (two columns) or a desktop (one row of four) shows before scrolling. */
const ABOVE_FOLD_CARDS = 4;

type ProductGridProps = {
  products: Product[];
  loading?: boolean;
  /** Skeleton count while loading: the page size (storefront §9). */
  skeletons?: number;
  /** Data on screen is being replaced. */
  stale?: boolean;
  className?: string;
  /** Cards whose images are fetched first (the page's likely largest paint); none below the fold. */
  aboveFold?: number;
};

export const productGridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

export function ProductGrid({
  products,
  loading = false,
  skeletons = 12,
  stale = false,
  className = productGridClass,
  aboveFold = ABOVE_FOLD_CARDS,
}: ProductGridProps) {
  if (loading) {
    return (
      <div className={className} role="status" aria-label="Cargando productos">
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul
      className={`${className} transition-opacity ${stale ? 'opacity-60' : ''}`}
      aria-busy={stale || undefined}
    >
      {products.map((product, index) => (
        <li key={product.id} className="min-w-0">
          <ProductCard product={product} aboveFold={index < aboveFold} />
        </li>
      ))}
    </ul>
  );
}
