import type { OrderingProduct } from '@mayorista/shared/catalog-admin';
import { ChevronsDown, ChevronsUp, ImageOff } from 'lucide-react';
import { StatusBadge } from '@/components/ui/status-badge';

const edgeButton =
  'grid size-8 shrink-0 place-items-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900 disabled:pointer-events-none disabled:opacity-30';

type OrderingRowProps = {
  product: OrderingProduct;
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  onMove: (end: 'top' | 'bottom') => void;
};

/** One product of the catalogue order: image, name, SKU, category and brand, and move to top or bottom. */
export function OrderingRow({ product, isFirst, isLast, disabled, onMove }: OrderingRowProps) {
  const meta = [product.sku, product.category_name ?? 'Sin categoría', product.brand_name].filter(Boolean);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {product.image_small || product.image ? (
        <img
          src={product.image_small ?? product.image ?? ''}
          alt=""
          loading="lazy"
          className="hidden size-10 shrink-0 rounded-lg border border-stone-200 bg-white object-contain sm:block"
        />
      ) : (
        <span className="hidden size-10 shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-400 sm:grid">
          <ImageOff aria-hidden="true" className="size-4" />
        </span>
      )}
      <div className="min-w-0 flex-1 basis-40">
        <p className="line-clamp-2 text-sm font-medium text-stone-900">{product.name}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-stone-600">
          <span className="truncate">{meta.join(' · ')}</span>
          {product.is_available ? null : <StatusBadge tone="neutral">Oculto</StatusBadge>}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <button
          type="button"
          className={edgeButton}
          aria-label={`Mover ${product.name} al principio`}
          title="Al principio"
          disabled={disabled || isFirst}
          onClick={() => onMove('top')}
        >
          <ChevronsUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={edgeButton}
          aria-label={`Mover ${product.name} al final`}
          title="Al final"
          disabled={disabled || isLast}
          onClick={() => onMove('bottom')}
        >
          <ChevronsDown aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
