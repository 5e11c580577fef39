import type { CategoryTree as Category } from '@mayorista/shared/catalog';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCategoryTree } from '@/api/categories';
import { categoryLabel } from '@/lib/category-label';
import { categoryUrl, paths } from '@/lib/paths';
import { useIdle } from '@/lib/use-idle';
import { useMediaQuery } from '@/lib/use-media-query';
import { ChevronDown } from './shell-icons';

const CLOSE_DELAY_MS = 150;
const WIDE_QUERY = '(min-width: 992px)';

/** The panels (closed at first paint) load when the page is idle, or as soon as the bar is pointed at or focused. */
const loadPanel = () => import('./mega-panel');
const MegaPanel = lazy(() => loadPanel().then((module) => ({ default: module.MegaPanel })));

/** Desktop category mega-menu (storefront §2): top categories, their children and grandchildren. */
export function MegaMenu() {
  const { data: categories, isPending } = useCategoryTree();
  const [openId, setOpenId] = useState<number | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const idle = useIdle();
  // Hidden below 992 px (site-header.tsx): a phone never draws the panels.
  const wide = useMediaQuery(WIDE_QUERY);
  const [touched, setTouched] = useState(false);
  const panelsWanted = (idle && wide) || touched || openId !== null;
  const wantPanels = () => {
    if (touched) return;
    void loadPanel();
    setTouched(true);
  };

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
      onPointerEnter={wantPanels}
      onFocus={wantPanels}
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
              {hasPanel && panelsWanted ? (
                <Suspense fallback={null}>
                  <MegaPanel id={panelId} category={category} open={isOpen} />
                </Suspense>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
