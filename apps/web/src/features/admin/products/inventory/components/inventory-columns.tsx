import type { Product } from '@mayorista/shared/catalog';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import type { Column } from '@/components/ui/data-table';
import { paths } from '@/lib/paths';
import { optionCount } from '../lib/variants';
import { QuickEditCell, type QuickField } from './quick-edit-cell';
import { ChannelMenu, OwnershipToggle, VisibilityToggle } from './row-toggles';

export type EditingCell = { id: number; field: QuickField } | null;

type ColumnOptions = {
  editing: EditingCell;
  setEditing: (editing: EditingCell) => void;
  openVariants: (product: Product) => void;
};

function Thumbnail({ product }: { product: Product }) {
  const src = product.image_small ?? product.image;
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      width={44}
      height={44}
      className="size-11 shrink-0 rounded-lg border border-stone-200 bg-white object-contain"
    />
  ) : (
    <span className="grid size-11 shrink-0 place-items-center rounded-lg border border-stone-200 bg-stone-100 text-stone-500">
      <ImageOff aria-hidden="true" className="size-4" />
    </span>
  );
}

const discountText = (product: Product) => {
  const own = product.discount ?? 0;
  const total = product.total_discount ?? own;
  return { own, total };
};

/** The columns of the inventory (backoffice §2.2 row content); the same list draws the phone cards. */
export function inventoryColumns({ editing, setEditing, openVariants }: ColumnOptions): Column<Product>[] {
  const quick = (field: QuickField) => (product: Product, view: 'table' | 'card') => (
    <QuickEditCell
      product={product}
      field={field}
      view={view}
      editing={editing?.id === product.id && editing.field === field}
      onEdit={() => setEditing({ id: product.id, field })}
      onDone={() => setEditing(null)}
      onOpenVariants={() => openVariants(product)}
    />
  );

  return [
    {
      id: 'product',
      header: 'Producto',
      card: 'title',
      className: 'min-w-56 max-w-64',
      cell: (product) => (
        <div className="flex items-center gap-3">
          <Thumbnail product={product} />
          <div className="min-w-0">
            <Link
              to={paths.product(product.id)}
              className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-800 hover:underline"
            >
              {product.name}
            </Link>
            <p className="text-xs font-normal break-words text-stone-600">
              {product.sku ? `SKU ${product.sku}` : 'Sin SKU'}
              {product.has_variants ? (
                <>
                  {' · '}
                  <button
                    type="button"
                    onClick={() => openVariants(product)}
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    {optionCount(product)} {optionCount(product) === 1 ? 'variante' : 'variantes'}
                    <span className="sr-only"> de {product.name}</span>
                  </button>
                </>
              ) : null}
            </p>
          </div>
        </div>
      ),
    },
    {
      id: 'brand',
      header: 'Marca / Categoría',
      card: 'subtitle',
      className: 'max-w-44',
      cell: (product, view) =>
        view === 'card' ? (
          `${product.brand_name || 'Sin marca'} · ${product.category_name || 'Sin categoría'}`
        ) : (
          <>
            <p className="truncate font-medium text-stone-800">{product.brand_name || 'Sin marca'}</p>
            <p className="truncate text-xs text-stone-600">{product.category_name || 'Sin categoría'}</p>
          </>
        ),
    },
    { id: 'price', header: 'Precio', align: 'end', cell: quick('price') },
    { id: 'stock', header: 'Stock', cell: quick('stock') },
    {
      id: 'discount',
      header: 'Desc.',
      align: 'end',
      className: 'tabular-nums',
      cell: (product) => {
        const { own, total } = discountText(product);
        if (total <= 0) return <span className="text-stone-500">-</span>;
        return (
          <span className="whitespace-nowrap" title={total > own ? 'Incluye una oferta activa' : undefined}>
            {total}%{total > own ? <span className="text-xs text-stone-600"> (oferta)</span> : null}
          </span>
        );
      },
    },
    {
      id: 'status',
      header: 'Estado',
      card: 'badge',
      cell: (product, view) => (
        <div
          className={
            view === 'table' ? 'flex flex-col items-start gap-1.5' : 'flex flex-wrap items-center gap-1.5'
          }
        >
          <VisibilityToggle product={product} />
          <OwnershipToggle product={product} />
          <ChannelMenu product={product} />
        </div>
      ),
    },
  ];
}
