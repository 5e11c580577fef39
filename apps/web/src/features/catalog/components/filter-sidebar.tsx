import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { CatalogFilters, FilterChange } from '../lib/filters';
import type { Brand, Category } from '../types';
import { BrandFilter } from './brand-filter';
import { CategoryTree } from './category-tree';
import { SaleToggle } from './sale-toggle';

type FilterSidebarProps = {
  filters: CatalogFilters;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
  /** Ids from the root down to the chosen category. */
  activeCategoryPath: number[];
  brands: Brand[] | undefined;
  brandsLoading: boolean;
  onSaleCount: number | undefined;
  onChange: (change: FilterChange) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="px-2 text-xs font-bold tracking-wider text-stone-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-2 px-2">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-5 w-full" />
      ))}
    </div>
  );
}

export function FilterSidebar(props: FilterSidebarProps) {
  const { filters, categories, brands, onChange } = props;
  return (
    <div className="flex flex-col gap-6">
      <SaleToggle
        checked={filters.sale}
        count={props.onSaleCount}
        onChange={(value) => onChange({ type: 'sale', value })}
      />
      <Section title="Categorías">
        {props.categoriesLoading ? (
          <ListSkeleton />
        ) : (
          <CategoryTree
            categories={categories ?? []}
            activePath={props.activeCategoryPath}
            onSelect={(category) =>
              onChange({ type: 'category', id: category.id, name: category.name, includeChildren: true })
            }
          />
        )}
      </Section>
      {(props.brandsLoading || (brands?.length ?? 0) > 0) && (
        <Section title="Marcas">
          {props.brandsLoading ? (
            <ListSkeleton />
          ) : (
            <BrandFilter
              brands={brands ?? []}
              selected={filters.brandName}
              onSelect={(name) => onChange({ type: 'brand', name })}
            />
          )}
        </Section>
      )}
    </div>
  );
}
