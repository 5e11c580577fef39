import { formatPrice } from '@mayorista/shared/format';
import type { OrderItem } from '@mayorista/shared/orders';
import { ImageOff } from 'lucide-react';

/** The lines of an order: image, name, variant text, quantity and the price paid per unit. */
export function OrderItemList({ items, detailed = false }: { items: OrderItem[]; detailed?: boolean }) {
  if (items.length === 0) return <p className="py-3 text-sm text-stone-500">Sin productos.</p>;
  return (
    <ul className="divide-y divide-stone-100">
      {items.map((item) => {
        const name = item.product_details?.name || item.product_name;
        const image = item.product_details?.image;
        return (
          <li key={item.id} className="flex items-center gap-3 py-3">
            <span className="size-14 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-white">
              {image ? (
                <img
                  src={image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-full object-contain p-0.5"
                />
              ) : (
                <span className="grid size-full place-items-center bg-stone-100 text-stone-400">
                  <ImageOff className="size-5" aria-hidden="true" />
                </span>
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-stone-900">{name}</p>
              {item.variant_display && <p className="text-xs text-stone-600">{item.variant_display}</p>}
              <p className="mt-0.5 text-xs text-stone-600">
                {item.quantity} × {formatPrice(item.price_at_time)}
                {detailed && item.discount > 0 && item.price > item.price_at_time && (
                  <>
                    {' '}
                    <s className="text-stone-400">{formatPrice(item.price)}</s>{' '}
                    <span className="font-medium text-red-700">-{Math.round(item.discount)}%</span>
                  </>
                )}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold whitespace-nowrap text-stone-900">
              {formatPrice(item.subtotal)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
