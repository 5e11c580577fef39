import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function EmptyCart() {
  return (
    <div className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center shadow-sm">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingCart className="size-8" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-bold text-stone-900">Tu carrito está vacío</h2>
      <p className="text-stone-600">Explora el catálogo y agrega productos para armar tu pedido.</p>
      <Link to={paths.products} className="btn-primary mt-2">
        Ver productos
      </Link>
    </div>
  );
}
