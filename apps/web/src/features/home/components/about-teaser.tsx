import { ArrowRight, PackageCheck, Store, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** About teaser (storefront §2) linking to /nosotros. */
export function AboutTeaser() {
  return (
    <section aria-labelledby="nosotros-titulo" className="bg-brand-900 text-brand-50">
      <div className="container-page grid items-center gap-10 py-14 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">Quiénes somos</p>
          <h2 id="nosotros-titulo" className="mt-2 text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Distribuidora mayorista para tu comercio
          </h2>
          <p className="mt-4 leading-relaxed text-brand-200">
            Abastecemos a growshops, kioscos, tabaquerías, clubes y ONG de todo el país con productos de
            cultivo, iluminación, parafernalia, merch y salud. Precios mayoristas, atención personalizada y
            envíos a todo el país.
          </p>
          <Link to={paths.about} className="btn-accent mt-6">
            Conoce más sobre nosotros <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 md:grid-cols-1 lg:grid-cols-3">
          {[
            { Icon: Store, title: 'Sin compra mínima', text: 'Compra lo que tu negocio necesita.' },
            { Icon: PackageCheck, title: 'Despacho en 48 h', text: 'Verificamos stock y despachamos.' },
            { Icon: Truck, title: 'Envíos al país', text: 'Llegamos a todo el territorio.' },
          ].map(({ Icon, title, text }) => (
            <li
              key={title}
              className="flex items-start gap-4 rounded-2xl border border-white/10 bg-white/5 p-4 sm:block sm:p-5 md:flex lg:block"
            >
              <Icon aria-hidden="true" className="size-7 shrink-0 text-accent-400" />
              <div>
                <p className="font-semibold text-white sm:mt-3 md:mt-0 lg:mt-3">{title}</p>
                <p className="mt-1 text-sm text-brand-200">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
