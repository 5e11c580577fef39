import { SALE_CATEGORY_NAME } from '@mayorista/shared/catalog-constants';
import { pageCount } from '@mayorista/shared/pagination';
import { AlertCircle, PackageSearch, RotateCw, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCategoryTree } from '@/api/categories';
import { isApiError } from '@/api/client';
import { Pagination } from '@/components/ui/pagination';
import { categoryLabel } from '@/lib/category-label';
import { paths } from '@/lib/paths';
import { useBrands } from '../api/get-brands';
import { useOnSaleCount } from '../api/get-on-sale-count';
import { useProducts } from '../api/get-products';
import { ActiveFilters, CLEAR_FILTERS_LABEL } from '../components/active-filters';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { CatalogSearch } from '../components/catalog-search';
import { FilterSidebar } from '../components/filter-sidebar';
import { FiltersDrawer } from '../components/filters-drawer';
import { ProductGrid } from '../components/product-grid';
import { categoryMatcher, findCategoryPath } from '../lib/categories';
import {
  activeFilterTags,
  applyFilterChange,
  type FilterChange,
  hasActiveFilters,
  parseFilters,
  toProductListParams,
} from '../lib/filters';
import { INVALID_RESPONSE_MESSAGE, InvalidResponseError } from '../lib/responses';

export const LIST_ERROR_MESSAGE = 'Error al cargar los productos. Por favor intenta nuevamente.';
export const ON_SALE_ERROR_MESSAGE = 'Error al cargar productos en oferta. Por favor intenta nuevamente.';
export const EMPTY_LIST_MESSAGE = 'No se encontraron productos';

const isSaleName = (name: string) => name.trim().toLowerCase() === SALE_CATEGORY_NAME.toLowerCase();

/** /productos: filters mirrored in the URL, grid, pagination (storefront §2, §4, §8). */
export default function ProductListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const query = useMemo(() => toProductListParams(filters), [filters]);
  const pageSize = Number(query.page_size);

  const products = useProducts(query);
  const categories = useCategoryTree();
  const brands = useBrands();
  const onSale = useOnSaleCount();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const categoryPath = useMemo(() => {
    const tree = categories.data ?? [];
    if (filters.sale) return findCategoryPath(tree, (node) => isSaleName(node.name));
    if (!filters.categoryId && !filters.categoryName) return [];
    return findCategoryPath(tree, categoryMatcher({ id: filters.categoryId, name: filters.categoryName }));
  }, [categories.data, filters]);
  const chosenCategory = filters.sale ? undefined : categoryPath[categoryPath.length - 1];
  const categoryName = filters.sale ? null : (filters.categoryName ?? chosenCategory?.name ?? null);

  const change = useCallback(
    (next: FilterChange) => {
      setSearchParams((current) => applyFilterChange(current, next), { replace: next.type === 'search' });
      if (next.type !== 'search' && next.type !== 'page') setDrawerOpen(false);
    },
    [setSearchParams],
  );

  const goToPage = (page: number) => {
    change({ type: 'page', value: page });
    window.scrollTo({ top: 0 });
  };

  // A page past the end (e.g. an old link) answers 404: start over from page 1.
  useEffect(() => {
    if (filters.page > 1 && isApiError(products.error, 404)) change({ type: 'page', value: 1 });
  }, [filters.page, products.error, change]);

  const tags = activeFilterTags({ ...filters, categoryName: categoryName && categoryLabel(categoryName) });
  const filtersActive = hasActiveFilters(filters);
  const data = products.data;
  const total = data?.count ?? 0;
  const pages = pageCount(total, pageSize);

  const title = filters.sale
    ? SALE_CATEGORY_NAME
    : categoryName
      ? categoryLabel(categoryName)
      : filters.brandName
        ? filters.brandName
        : filters.search
          ? `Resultados para “${filters.search}”`
          : 'Productos';

  const crumbs: Crumb[] = [
    { label: 'Inicio', to: paths.home },
    { label: 'Productos', to: paths.products },
  ];
  if (filters.sale) crumbs.push({ label: SALE_CATEGORY_NAME });
  else if (categoryName) crumbs.push({ label: categoryLabel(categoryName) });

  const sidebar = (
    <FilterSidebar
      filters={filters}
      categories={categories.data}
      categoriesLoading={categories.isPending}
      activeCategoryPath={categoryPath.map((node) => node.id)}
      brands={brands.data}
      brandsLoading={brands.isPending}
      onSaleCount={onSale.data}
      onChange={change}
    />
  );

  const clearButton = (
    <button type="button" className="btn-secondary" onClick={() => change({ type: 'clear' })}>
      {CLEAR_FILTERS_LABEL}
    </button>
  );

  let content: ReactNode;
  if (products.isPending) {
    content = <ProductGrid products={[]} loading skeletons={pageSize} />;
  } else if (products.isError && !data) {
    const invalid = products.error instanceof InvalidResponseError;
    content = (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center"
      >
        <AlertCircle className="size-10 text-red-600" aria-hidden="true" />
        <p className="font-medium text-red-900">
          {invalid ? INVALID_RESPONSE_MESSAGE : filters.sale ? ON_SALE_ERROR_MESSAGE : LIST_ERROR_MESSAGE}
        </p>
        <button type="button" className="btn-secondary" onClick={() => products.refetch()}>
          <RotateCw className="size-4" aria-hidden="true" />
          Reintentar
        </button>
      </div>
    );
  } else if (!data || data.results.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
        <PackageSearch className="size-12 text-stone-400" aria-hidden="true" />
        <p className="text-lg font-semibold text-stone-800">{EMPTY_LIST_MESSAGE}</p>
        {filtersActive && clearButton}
      </div>
    );
  } else {
    content = <ProductGrid products={data.results} stale={products.isPlaceholderData} />;
  }

  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumb items={crumbs} />

      <div className="mt-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        <p className="text-sm text-stone-600" aria-live="polite">
          {data ? `${total} ${total === 1 ? 'producto' : 'productos'}` : ''}
        </p>
      </div>

      <div className="mt-5 nav:grid nav:grid-cols-[15.5rem_minmax(0,1fr)] nav:gap-8">
        <aside aria-label="Filtros" className="hidden nav:block">
          {sidebar}
        </aside>

        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex items-center gap-2">
            <CatalogSearch value={filters.search} onSearch={(value) => change({ type: 'search', value })} />
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              className="btn-secondary shrink-0 px-3.5 nav:hidden"
            >
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Filtros
              {tags.length > 0 && (
                <span className="rounded-full bg-brand-800 px-1.5 text-xs leading-5 text-white">
                  {tags.length}
                </span>
              )}
            </button>
          </div>

          <ActiveFilters
            tags={tags}
            onRemove={(key) => change({ type: 'remove', filter: key })}
            onClear={() => change({ type: 'clear' })}
          />

          {content}

          <Pagination page={filters.page} pageCount={pages} onPageChange={goToPage} className="mt-4" />
        </div>
      </div>

      <FiltersDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title="Filtros"
        footer={filtersActive ? <div className="flex justify-end">{clearButton}</div> : undefined}
      >
        {sidebar}
      </FiltersDrawer>
    </div>
  );
}
