import type { CategoryTree as Category } from '@mayorista/shared/catalog';
import { Link } from 'react-router';
import { categoryLabel } from '@/lib/category-label';
import { categoryUrl } from '@/lib/paths';

const MAX_GRANDCHILDREN = 6;

/** One category's panel of the desktop mega-menu (mega-menu.tsx): its children and grandchildren. */
export function MegaPanel({ id, category, open }: { id: string; category: Category; open: boolean }) {
  const children = category.children ?? [];
  return (
    <div
      id={id}
      hidden={!open}
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
