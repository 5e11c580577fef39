import type { CategoryTree as Category } from '@mayorista/shared/catalog';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCategoryTree } from '@/api/categories';
import { categoryLabel } from '@/lib/category-label';
import { categoryUrl, paths } from '@/lib/paths';

const CLOSE_DELAY_MS = 150;
const MAX_GRANDCHILDREN = 6;

/** Desktop category mega-menu (storefront §2): top categories, their children and grandchildren. */
export function MegaMenu() {
  const { data: categories, isPending } = useCategoryTree();
  const [openId, setOpenId] = useState<number | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // Close on navigation and when clicking or focusing outside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a location change
  useEffect(() => setOpenId(null), [location.key]);
  useEffect(() => {
    if (openId === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openId]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const openSoon = (id: number) => {
    window.clearTimeout(closeTimer.current);
    setOpenId(id);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpenId(null), CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent, category: Category) => {
    if (event.key === 'Escape' && openId === category.id) {
      event.stopPropagation();
      setOpenId(null);
      document.getElementById(`mega-toggle-${category.id}`)?.focus();
    }
  };

  return (
    <nav
      ref={navRef}
      aria-label="Categorías"
      className="relative border-t border-brand-900 bg-brand-800 text-white"
    >
      <ul className="container-page flex h-11 items-stretch gap-1 overflow-x-auto text-sm font-medium [scrollbar-width:none]">
        <li className="flex items-stretch">
          <Link
            to={paths.products}
            className="flex items-center rounded-md px-3 hover:bg-brand-900 focus-visible:outline-white"
          >
            Todos los productos
          </Link>
        </li>
        {isPending
          ? Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <li key={index} className="flex items-center px-3">
                <span className="h-3 w-20 animate-pulse rounded bg-brand-700" />
              </li>
            ))
          : null}
        {(categories ?? []).map((category) => {
          const children = category.children ?? [];
          const hasPanel = children.length > 0;
          const isOpen = openId === category.id;
          const panelId = `mega-panel-${category.id}`;
          return (
            <li
              key={category.id}
              className="flex items-stretch"
              onMouseEnter={hasPanel ? () => openSoon(category.id) : undefined}
              onMouseLeave={hasPanel ? closeSoon : undefined}
              onKeyDown={(event) => onKeyDown(event, category)}
            >
              <Link
                to={categoryUrl(category.name)}
                className={`flex items-center rounded-l-md pl-3 whitespace-nowrap hover:bg-brand-900 focus-visible:outline-white ${hasPanel ? 'pr-1' : 'rounded-r-md pr-3'} ${isOpen ? 'bg-brand-900' : ''}`}
              >
                {categoryLabel(category.name)}
              </Link>
              {hasPanel ? (
                <button
                  type="button"
                  id={`mega-toggle-${category.id}`}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  aria-label={`Subcategorías de ${categoryLabel(category.name)}`}
                  onClick={() => setOpenId(isOpen ? null : category.id)}
                  className={`flex items-center rounded-r-md pr-2 pl-0.5 hover:bg-brand-900 focus-visible:outline-white ${isOpen ? 'bg-brand-900' : ''}`}
                >
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
              ) : null}
              {hasPanel ? (
                <div
                  id={panelId}
                  hidden={!isOpen}
                  className="absolute inset-x-0 top-full z-40 animate-fade-in border-t border-stone-200 bg-white text-stone-800 shadow-xl"
                >
                  <div className="container-page py-6">
                    <div className="mb-4 flex items-baseline justify-between gap-4">
                      <p className="text-lg font-bold text-brand-900">{categoryLabel(category.name)}</p>
                      <Link
                        to={categoryUrl(category.name)}
                        className="text-sm font-semibold text-brand-700 hover:underline"
                      >
                        Ver todo {categoryLabel(category.name)}
                      </Link>
                    </div>
                    <ul className="grid grid-cols-4 gap-x-8 gap-y-6 xl:grid-cols-5">
                      {children.map((child) => (
                        <MegaColumn key={child.id} category={child} />
                      ))}
                    </ul>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MegaColumn({ category }: { category: Category }) {
  const grandchildren = category.children ?? [];
  const shown = grandchildren.slice(0, MAX_GRANDCHILDREN);
  return (
    <li>
      <Link
        to={categoryUrl(category.name)}
        className="font-semibold text-stone-900 hover:text-brand-700 hover:underline"
      >
        {categoryLabel(category.name)}
      </Link>
      {shown.length ? (
        <ul className="mt-2 space-y-1.5 text-sm">
          {shown.map((item) => (
            <li key={item.id}>
              <Link
                to={categoryUrl(item.name)}
                className="text-stone-600 hover:text-brand-700 hover:underline"
              >
                {categoryLabel(item.name)}
              </Link>
            </li>
          ))}
          {grandchildren.length > shown.length ? (
            <li>
              <Link
                to={categoryUrl(category.name)}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Ver más ({grandchildren.length - shown.length})
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
