import { formatPrice } from '@mayorista/shared/format';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';

type ExternalItemProps = {
  name: string;
  brand: string | null;
  sku: string;
  image: string | null;
  price: number | null;
  stock: number;
  /** A line under the name (a variant's local product). */
  note?: ReactNode;
  action: ReactNode;
};

/** One product or option of the supplier in a list: image, name, brand, SKU, price, stock and an action. */
export function ExternalItem({ name, brand, sku, image, price, stock, note, action }: ExternalItemProps) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        {image ? (
          <img
            src={image}
            alt=""
            loading="lazy"
            className="size-14 shrink-0 rounded-lg border border-stone-200 bg-white object-contain"
          />
        ) : (
          <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-400">
            <ImageOff aria-hidden="true" className="size-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-stone-900">{name}</p>
          <p className="text-sm text-stone-600">
            {brand || 'Sin marca'} · SKU {sku}
          </p>
          {note ? <p className="text-sm text-stone-600">{note}</p> : null}
          <p className="mt-0.5 text-sm text-stone-700 tabular-nums">
            {price === null ? 'Sin precio' : formatPrice(price)} · Stock {stock}
          </p>
        </div>
      </div>
      <div className="shrink-0 sm:ml-2">{action}</div>
    </li>
  );
}
