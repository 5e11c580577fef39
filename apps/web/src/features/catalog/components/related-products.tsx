import { useRelatedProducts } from '../api/get-related-products';
import { ProductGrid } from './product-grid';

export const NO_RELATED_MESSAGE = 'No hay productos relacionados disponibles';

const relatedGridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/** Related products as returned by the server; a failure reads as none (storefront §7, §8). */
export function RelatedProducts({ productId }: { productId: string }) {
  const related = useRelatedProducts(productId);
  const products = related.data ?? [];

  return (
    <section aria-labelledby="related-title" className="flex flex-col gap-4">
      <h2 id="related-title" className="section-title">
        Productos relacionados
      </h2>
      {related.isPending ? (
        <ProductGrid products={[]} loading skeletons={4} className={relatedGridClass} />
      ) : products.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-600">
          {NO_RELATED_MESSAGE}
        </p>
      ) : (
        // Below the product's own gallery: their images wait for the scroll.
        <ProductGrid products={products} className={relatedGridClass} aboveFold={0} />
      )}
    </section>
  );
}
