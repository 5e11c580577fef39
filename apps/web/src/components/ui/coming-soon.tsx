import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

type ComingSoonProps = { title: string; description?: string };

/** A plain panel for screens that other issues build. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <section className="container-page py-12 sm:py-20">
      <div className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm sm:p-10">
        <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Clock aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        <p className="mt-2 text-stone-600">{description ?? 'Disponible próximamente'}</p>
        <Link to={paths.products} className="btn-primary mt-6">
          Ver productos
        </Link>
      </div>
    </section>
  );
}
