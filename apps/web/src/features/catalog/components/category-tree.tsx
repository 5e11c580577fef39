import { SALE_CATEGORY_NAME } from '@mayorista/shared/catalog-constants';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { categoryLabel } from '@/lib/category-label';
import { SUBCATEGORY_LIMIT, showMoreLabel, visibleChildren } from '../lib/categories';
import type { Category } from '../types';

type CategoryTreeProps = {
  categories: Category[];
  /** Ids of the chosen category and its ancestors. */
  activePath: number[];
  onSelect: (category: Category) => void;
};

export function CategoryTree({ categories, activePath, onSelect }: CategoryTreeProps) {
  return (
    <ul className="flex flex-col gap-0.5">
      {categories.map((category) => (
        <CategoryItem
          key={category.id}
          category={category}
          level={0}
          activePath={activePath}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}

type CategoryItemProps = Omit<CategoryTreeProps, 'categories'> & { category: Category; level: number };

function CategoryItem({ category, level, activePath, onSelect }: CategoryItemProps) {
  const listId = useId();
  const children = category.children ?? [];
  const inPath = activePath.includes(category.id);
  const isActive = activePath[activePath.length - 1] === category.id;
  const [open, setOpen] = useState(inPath);
  const [showAll, setShowAll] = useState(false);
  const { items, hidden } = visibleChildren(children, showAll);
  const label = categoryLabel(category.name);
  // The 'En oferta' category is the sale filter: its count lives on the sale switch.
  const isSale = category.name.trim().toLowerCase() === SALE_CATEGORY_NAME.toLowerCase();

  useEffect(() => {
    if (inPath) setOpen(true);
  }, [inPath]);

  return (
    <li>
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={() => onSelect(category)}
          aria-current={isActive ? 'true' : undefined}
          className={`flex min-h-9 flex-1 items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm transition-colors ${
            isActive
              ? 'bg-brand-50 font-semibold text-brand-900'
              : `${level === 0 ? 'font-medium text-stone-800' : 'text-stone-700'} hover:bg-stone-100`
          }`}
        >
          <span className="min-w-0 break-words">{label}</span>
          {typeof category.product_count === 'number' && !isSale && (
            <span className="shrink-0 text-xs font-normal text-stone-500">{category.product_count}</span>
          )}
        </button>
        {children.length > 0 && (
          <button
            type="button"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${open ? 'Ocultar' : 'Mostrar'} subcategorías de ${label}`}
            className="flex size-9 shrink-0 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          >
            <ChevronDown
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </button>
        )}
      </div>
      {children.length > 0 && open && (
        <ul id={listId} className="mt-0.5 ml-2 flex flex-col gap-0.5 border-l border-stone-200 pl-2">
          {items.map((child) => (
            <CategoryItem
              key={child.id}
              category={child}
              level={level + 1}
              activePath={activePath}
              onSelect={onSelect}
            />
          ))}
          {children.length > SUBCATEGORY_LIMIT && (
            <li>
              <button
                type="button"
                onClick={() => setShowAll((value) => !value)}
                className="px-2 py-1 text-xs font-semibold text-brand-800 hover:underline"
              >
                {hidden > 0 ? showMoreLabel(hidden) : 'Ver menos'}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
