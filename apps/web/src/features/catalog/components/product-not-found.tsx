import { ArrowLeft, PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export const PRODUCT_NOT_FOUND_TITLE = 'Producto no encontrado';
export const PRODUCT_NOT_FOUND_TEXT = 'El producto que buscas no existe o no está disponible.';

export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center">
      <PackageX className="size-14 text-stone-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-stone-900">{PRODUCT_NOT_FOUND_TITLE}</h1>
      <p className="text-stone-600">{PRODUCT_NOT_FOUND_TEXT}</p>
      <Link to={paths.products} className="btn-primary">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Volver a productos
      </Link>
    </div>
  );
}
