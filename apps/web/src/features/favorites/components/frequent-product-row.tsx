import { formatDate, formatPrice } from '@mayorista/shared/format';
import type { FrequentProduct } from '@mayorista/shared/repeat-order';
import { ImageOff, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { addToCart } from '@/lib/add-to-cart';
import { paths } from '@/lib/paths';
import { unitLabel } from '@/lib/unit-label';

const timesLabel = (count: number) => (count === 1 ? '1 pedido' : `${count} pedidos`);

/** One product of 'Lo que más compras': the last purchase, today's price and one click to add it again. */
export function FrequentProductRow({ item }: { item: FrequentProduct }) {
  const unit = item.product ? unitLabel(item.product) : null;
  const add = () => {
    if (!item.product) return;
    addToCart({ product: item.product, quantity: item.quantity, selectedVariants: item.last_variants });
  };
  return (
    <article className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-nowrap sm:gap-4 sm:px-4">
      <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-stone-100 bg-white">
        {item.image ? (
          <img
            src={item.image}
            alt=""
            loading="lazy"
            width={64}
            height={64}
            className="size-full object-contain"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-stone-100 text-stone-400">
            <ImageOff className="size-6" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 basis-48">
        <h2 className="text-sm leading-5 font-semibold text-stone-900">
          {item.product ? (
            <Link to={paths.product(item.product_id)} className="hover:underline">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </h2>
        {item.last_variant_display && <p className="text-xs text-stone-600">{item.last_variant_display}</p>}
        <p className="mt-0.5 text-xs text-stone-600">
          En {timesLabel(item.orders_count)} · la última vez {item.last_quantity}
          {unit ? ` (${unit})` : ''} el {formatDate(item.last_ordered_at)}
        </p>
        {item.notes.map((note) => (
          <p key={note} className="mt-0.5 text-xs font-medium text-amber-800">
            {note}
          </p>
        ))}
      </div>
      <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:justify-end">
        {item.available && item.unit_price != null ? (
          <p className="sm:text-right">
            <span className="block text-base font-bold whitespace-nowrap text-stone-900">
              {formatPrice(item.unit_price)}
            </span>
            <span className="block text-xs text-stone-600">{unit ? `por ${unit}` : 'c/u'} hoy</span>
          </p>
        ) : (
          <p className="text-sm font-semibold text-stone-600">{item.reason}</p>
        )}
        <button
          type="button"
          className="btn-primary shrink-0 px-3 py-2"
          disabled={!item.available}
          onClick={add}
          aria-label={`Agregar ${item.quantity} de ${item.name} al carrito`}
        >
          <ShoppingCart className="size-4" aria-hidden="true" />
          Agregar {item.available ? item.quantity : ''}
        </button>
      </div>
    </article>
  );
}
