import { AlertCircle, Pencil, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '@/api/client';
import { FavoriteButton } from '@/components/favorite-button';
import { Skeleton } from '@/components/ui/skeleton';
import { categoryLabel } from '@/lib/category-label';
import { categoryUrl, paths, productsUrl } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useProduct } from '../api/get-product';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { ProductDescription } from '../components/product-description';
import { ProductGallery } from '../components/product-gallery';
import { ProductNotFound } from '../components/product-not-found';
import { ProductSpecs } from '../components/product-specs';
import { PurchasePanel } from '../components/purchase-panel';
import { RelatedProducts } from '../components/related-products';
import { categoryQuery } from '../lib/filters';
import type { Product } from '../types';

export const PRODUCT_ERROR_MESSAGE = 'Error al cargar el producto';

function productCrumbs(product: Product): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Inicio', to: paths.home },
    { label: 'Productos', to: paths.products },
  ];
  if (product.category_parent_name) {
    crumbs.push({
      label: categoryLabel(product.category_parent_name),
      to: categoryUrl(product.category_parent_name),
    });
  }
  if (product.category_name) {
    crumbs.push({
      label: categoryLabel(product.category_name),
      to:
        product.category != null
          ? `${paths.products}?${categoryQuery({ id: product.category })}`
          : categoryUrl(product.category_name),
    });
  }
  return crumbs;
}

/** /producto/:id (storefront §2, §4, §5, §8). */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const validId = /^\d{1,9}$/.test(id);
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const query = useProduct(validId ? id : '');
  const notFound = isApiError(query.error, 404);

  useEffect(() => {
    if (notFound) navigate(paths.notFound, { replace: true });
  }, [notFound, navigate]);

  if (!validId) {
    return (
      <div className="container-page py-10">
        <ProductNotFound />
      </div>
    );
  }

  if (query.isPending || notFound) return <ProductDetailSkeleton />;

  if (query.isError) {
    return (
      <div className="container-page py-10">
        <div
          role="alert"
          className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
        >
          <AlertCircle className="size-10 text-red-600" aria-hidden="true" />
          <p className="font-medium text-red-900">{errorMessage(query.error, PRODUCT_ERROR_MESSAGE)}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" className="btn-secondary" onClick={() => query.refetch()}>
              <RotateCw className="size-4" aria-hidden="true" />
              Reintentar
            </button>
            <Link to={paths.products} className="btn-primary">
              Volver a productos
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const product = query.data;
  if (!product) {
    return (
      <div className="container-page py-10">
        <ProductNotFound />
      </div>
    );
  }

  const images = [product.image, product.image_2].filter((src): src is string => Boolean(src));

  return (
    <div className="container-page flex flex-col gap-10 py-6 sm:py-8">
      <div className="flex flex-col gap-5">
        <Breadcrumb items={productCrumbs(product)} />

        <div className="grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">
          <ProductGallery key={product.id} name={product.name} images={images} />

          <div className="flex min-w-0 flex-col gap-5">
            <div className="flex flex-col gap-2">
              {product.brand_name && (
                <Link
                  to={productsUrl({ brand_name: product.brand_name })}
                  className="w-fit text-sm font-semibold tracking-wide text-brand-800 uppercase hover:underline"
                >
                  {product.brand_name}
                </Link>
              )}
              <div className="flex items-start justify-between gap-3">
                <h1 className="text-2xl leading-tight font-bold text-stone-900 sm:text-3xl">
                  {product.name}
                </h1>
                <FavoriteButton productId={product.id} productName={product.name} variant="page" />
              </div>
              {isAdmin && (
                <div className="flex flex-wrap items-center gap-2 pt-1">
                  <span
                    className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
                      product.is_available ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900'
                    }`}
                  >
                    {product.is_available ? 'Disponible' : 'No disponible'}
                  </span>
                  <Link to={paths.adminEditProduct(product.id)} className="btn-secondary px-3 py-1.5 text-xs">
                    <Pencil className="size-3.5" aria-hidden="true" />
                    Editar Producto
                  </Link>
                </div>
              )}
            </div>

            <PurchasePanel key={product.id} product={product} />
            <ProductSpecs product={product} />
          </div>
        </div>
      </div>

      <ProductDescription html={product.description} />

      <RelatedProducts key={product.id} productId={String(product.id)} />
    </div>
  );
}

function ProductDetailSkeleton() {
  return (
    <div className="container-page py-6 sm:py-8" role="status" aria-label="Cargando producto">
      <Skeleton className="h-4 w-64 max-w-full" />
      <div className="mt-5 grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">
        <Skeleton className="aspect-square rounded-2xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-11 w-full" />
        </div>
      </div>
    </div>
  );
}
