import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

/** 'Inicio / Productos / …' trail; the last item is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.to ?? ''}|${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 && <ChevronRight className="size-3.5 shrink-0 text-stone-400" aria-hidden="true" />}
              {item.to && !last ? (
                <Link to={item.to} className="rounded hover:text-brand-800 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-medium text-stone-900' : ''}
                >
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
