import { ArrowRight, PackageCheck, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PhotoCarousel } from '../components/photo-carousel';
import { Timeline } from '../components/timeline';

const VALUES = [
  { icon: PackageCheck, title: 'Sin compra mínima', text: 'Compra lo que tu comercio necesita.' },
  { icon: Truck, title: 'Envíos a todo el país', text: 'Despacho dentro de las 48 horas hábiles.' },
  { icon: ShieldCheck, title: 'Marcas de confianza', text: 'Productos originales y con garantía.' },
];

/** Nosotros (accounts §2 about page): history timeline, a photo carousel and a link to the products. */
export default function AboutPage() {
  return (
    <>
      <title>Nosotros | Mayorista</title>
      <section className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">Nosotros</p>
          <h1 className="section-title mt-1 sm:text-4xl">Una distribuidora hecha por y para comercios</h1>
          <p className="mt-3 text-stone-600">
            Desde 2019 abastecemos a comercios de todo el país con productos de cultivo, iluminación,
            parafernalia, merch y salud.
          </p>
        </div>
        <div className="mx-auto mt-8 max-w-5xl">
          <PhotoCarousel />
        </div>
      </section>

      <section className="bg-white py-10 sm:py-14">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:gap-16">
          <div>
            <h2 className="section-title">Nuestra historia</h2>
            <p className="mt-3 text-stone-600">
              Empezamos con un pequeño depósito y hoy acompañamos a comercios de todo el país. Crecimos
              escuchando a nuestros clientes.
            </p>
            <ul className="mt-8 space-y-4">
              {VALUES.map((value) => (
                <li key={value.title} className="flex items-start gap-3">
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <value.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-stone-900">{value.title}</span>
                    <span className="text-sm text-stone-600">{value.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <Timeline />
        </div>
      </section>

      <section className="container-page py-12 text-center sm:py-16">
        <h2 className="section-title">¿Listo para hacer tu pedido?</h2>
        <p className="mt-2 text-stone-600">Mira el catálogo completo con precios mayoristas.</p>
        <Link to={paths.products} className="btn-primary mt-6 px-8 py-3 text-base">
          Ver productos <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </>
  );
}
