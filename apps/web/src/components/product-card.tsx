import type { Product } from '@mayorista/shared/catalog';
import { ImageOff, ShoppingCart, SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { FavoriteButton } from '@/components/favorite-button';
import { Price } from '@/components/ui/price';
import { priceView } from '@/components/ui/price-view';
import { CARD_SIZES, responsiveImage } from '@/lib/images';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { unitLabel } from '@/lib/unit-label';
import { initialEffectiveStock, PURCHASE_LABELS, purchaseState } from '@/lib/variants';

const badge = 'rounded px-1.5 py-0.5 text-[11px] font-semibold leading-4 shadow-sm';

/**
 * Catalogue card: image, brand, name, price and the status badges (storefront §2, §6).
 * `aboveFold`: one of the first cards of a page, whose image is likely the page's largest paint:
 * loaded at once with high priority instead of lazily (issue 15).
 */
export function ProductCard({ product, aboveFold = false }: { product: Product; aboveFold?: boolean }) {
  const { isAdmin, isLoggedIn } = useSession();
  const view = priceView(product);
  const stock = initialEffectiveStock(product);
  const outOfStock = stock <= 0;
  const unit = unitLabel(product);
  // Both variants stored: srcSet lets the browser choose; otherwise the small image the API gave.
  const stored = product.image ? responsiveImage(product.image, 'small') : null;
  const image = stored?.srcSet ? stored : { src: product.image_small || product.image, srcSet: undefined };

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2">
      <div className="relative aspect-square bg-white">
        {image.src ? (
          <img
            // sizes and srcSet before src, and loading too: some browsers start fetching src at once.
            loading={aboveFold ? 'eager' : 'lazy'}
            fetchPriority={aboveFold ? 'high' : undefined}
            decoding="async"
            sizes={image.srcSet ? CARD_SIZES : undefined}
            srcSet={image.srcSet}
            src={image.src}
            alt={product.name}
            width={400}
            height={400}
            className="size-full object-contain p-2 transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-stone-100 text-stone-400">
            <ImageOff className="size-10" aria-hidden="true" />
            <span className="sr-only">Sin imagen</span>
          </div>
        )}
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {view && view.discountPercent > 0 && (
            <span className={`${badge} bg-red-600 text-white`}>-{view.discountPercent}%</span>
          )}
          {outOfStock && <span className={`${badge} bg-stone-800 text-white`}>Sin stock</span>}
          {product.has_variants && <span className={`${badge} bg-brand-100 text-brand-900`}>Variantes</span>}
        </div>
        {!isAdmin && <FavoriteButton productId={product.id} productName={product.name} />}
        {isAdmin && (
          <span
            className={`${badge} absolute top-2 right-2 ${
              product.is_available ? 'bg-brand-700 text-white' : 'bg-amber-500 text-stone-900'
            }`}
          >
            {product.is_available ? 'Visible' : 'No visible'}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-1 border-t border-stone-100 p-3">
        {product.brand_name && (
          <p className="truncate text-xs font-medium tracking-wide text-stone-500 uppercase">
            {product.brand_name}
          </p>
        )}
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-stone-900">
          <Link
            to={paths.product(product.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <Price product={product} size="sm" showDiscountBadge={false} className="mt-auto pt-1" />
        {unit && <p className="text-xs text-stone-600">{view ? `por ${unit}` : unit}</p>}
        {isLoggedIn && <CardCartAction product={product} stock={stock} />}
      </div>
    </article>
  );
}

const cardAction = 'relative z-10 mt-2 w-full px-3 py-2';

/**
 * Logged-in buyers add the product's minimum from the card; a product with variants sends them to
 * choose one. The cart's code loads on the first add, so visitors never download it.
 */
function CardCartAction({ product, stock }: { product: Product; stock: number }) {
  if (product.has_variants && (product.variants?.length ?? 0) > 0) {
    return (
      <Link
        to={paths.product(product.id)}
        className={`btn-secondary ${cardAction}`}
        aria-label={`Elegir opción de ${product.name}`}
      >
        <SlidersHorizontal className="hidden size-4 sm:block" aria-hidden="true" />
        Elegir opción
      </Link>
    );
  }
  const state = purchaseState(product, stock);
  return (
    <button
      type="button"
      className={`btn-primary ${cardAction}`}
      disabled={state !== 'available'}
      onClick={() =>
        void import('@/lib/add-to-cart').then(({ addToCart }) =>
          addToCart({ product, quantity: product.min_quantity, selectedVariants: null }),
        )
      }
      // The visible text first (axe label-content-name-mismatch), then which product.
      aria-label={state === 'available' ? `Añadir al Carrito: ${product.name}` : undefined}
    >
      {state === 'available' && <ShoppingCart className="hidden size-4 sm:block" aria-hidden="true" />}
      {PURCHASE_LABELS[state]}
    </button>
  );
}
