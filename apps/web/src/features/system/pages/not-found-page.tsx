import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-16 text-center">
      <title>Página no encontrada | Mayorista</title>
      <span className="mb-5 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm font-bold tracking-widest text-accent-600">ERROR 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900">Página no encontrada</h1>
      <p className="mt-3 max-w-md text-stone-600">La página que buscas no existe o fue movida.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.products} className="btn-primary">
          Ver productos
        </Link>
        <Link to={paths.home} className="btn-secondary">
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
