import { ArrowRight, Flame, HeartPulse, Lightbulb, Shirt, Sprout } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { productsUrl } from '@/lib/paths';

type Tile = {
  label: string;
  category: string;
  text: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  tone: string;
};

/** Catalogue teaser (storefront §2): five tiles linking to /productos?category_name=... */
const TILES: Tile[] = [
  {
    label: 'Cultivo',
    category: 'CULTIVO',
    text: 'Sustratos, fertilizantes y macetas',
    Icon: Sprout,
    tone: 'from-brand-700 to-brand-900',
  },
  {
    label: 'Luminaria',
    category: 'ILUMINARIA',
    text: 'Paneles LED y equipos de luz',
    Icon: Lightbulb,
    tone: 'from-amber-500 to-amber-700',
  },
  {
    label: 'Parafernalia',
    category: 'PARAFERNALIA',
    text: 'Pipas, sedas, picadores y más',
    Icon: Flame,
    tone: 'from-orange-600 to-red-800',
  },
  {
    label: 'Merch',
    category: 'MERCH',
    text: 'Indumentaria y merch personalizado',
    Icon: Shirt,
    tone: 'from-stone-700 to-stone-900',
  },
  {
    label: 'Salud',
    category: 'SALUD',
    text: 'Bienestar y cuidado personal',
    Icon: HeartPulse,
    tone: 'from-teal-600 to-teal-800',
  },
];

/** 2 columns on phones (the fifth tile full width), 3 + 2 on tablets, 5 in a row on desktop. */
const TILE_SPANS = [
  'md:col-span-2 lg:col-span-1',
  'md:col-span-2 lg:col-span-1',
  'md:col-span-2 lg:col-span-1',
  'md:col-span-3 lg:col-span-1',
  'col-span-2 md:col-span-3 lg:col-span-1',
];

export function CategoryTeaser() {
  return (
    <section aria-labelledby="catalogo-titulo" className="container-page py-12 sm:py-16">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">Catálogo</p>
          <h2 id="catalogo-titulo" className="section-title">
            Compra por categoría
          </h2>
        </div>
        <Link
          to={productsUrl()}
          className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline sm:inline-flex"
        >
          Ver todo el catálogo <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-6 lg:grid-cols-5">
        {TILES.map(({ label, category, text, Icon, tone }, index) => (
          <li key={category} className={TILE_SPANS[index]}>
            <Link
              to={productsUrl({ category_name: category })}
              className={`group relative flex h-full min-h-36 flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br p-5 text-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg sm:min-h-44 ${tone}`}
            >
              <Icon
                aria-hidden={true}
                className="absolute -right-4 -bottom-4 size-28 text-white/10 transition-transform group-hover:scale-110"
              />
              <span className="grid size-11 place-items-center rounded-xl bg-white/15">
                <Icon aria-hidden={true} className="size-6" />
              </span>
              <span className="relative mt-6">
                <span className="block text-lg font-bold">{label}</span>
                <span className="mt-0.5 block text-sm text-white/80">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={productsUrl()}
        className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline sm:hidden"
      >
        Ver todo el catálogo <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
