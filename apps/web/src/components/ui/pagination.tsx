import { pageWindow } from '@mayorista/shared/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
  /** Show every page number up to this many pages; compress with ellipses above it. */
  compressAbove?: number;
};

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800';

/** Two pages each side of the current one, plus the first and the last, with ellipses (storefront §9). */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  className = '',
  compressAbove = 0,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items =
    pageCount <= compressAbove
      ? Array.from({ length: pageCount }, (_, index) => index + 1)
      : pageWindow(current, pageCount);

  return (
    <nav aria-label="Paginación" className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={`${itemClass} gap-1 text-stone-700 hover:bg-stone-100 disabled:pointer-events-none disabled:opacity-40`}
            onClick={() => onPageChange(current - 1)}
            disabled={current === 1}
            aria-label="Página anterior"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Anterior</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={`${itemClass} ${
                  item === current
                    ? 'bg-brand-800 text-white'
                    : 'border border-stone-200 bg-white text-stone-800 hover:bg-stone-100'
                }`}
                onClick={() => item !== current && onPageChange(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Página ${item}`}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${itemClass} gap-1 text-stone-700 hover:bg-stone-100 disabled:pointer-events-none disabled:opacity-40`}
            onClick={() => onPageChange(current + 1)}
            disabled={current === pageCount}
            aria-label="Página siguiente"
          >
            <span className="hidden sm:inline">Siguiente</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
