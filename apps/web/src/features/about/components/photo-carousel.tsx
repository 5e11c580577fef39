import useEmblaCarousel from 'embla-carousel-react';
import {
  ChevronLeft,
  ChevronRight,
  HeartHandshake,
  type LucideIcon,
  PackageCheck,
  Truck,
  Warehouse,
} from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';

type Slide = { title: string; text: string; icon: LucideIcon; background: string };

/** Illustrations of the company (drawn with CSS, no photos to download). */
const SLIDES: Slide[] = [
  {
    title: 'Nuestro depósito',
    text: 'Stock propio en Berazategui, ordenado para despachar rápido.',
    icon: Warehouse,
    background: 'bg-[linear-gradient(135deg,#14532d_0%,#166534_45%,#65a30d_100%)]',
  },
  {
    title: 'Preparación de pedidos',
    text: 'Cada pedido se revisa y embala a mano antes de salir.',
    icon: PackageCheck,
    background: 'bg-[linear-gradient(135deg,#78350f_0%,#b45309_50%,#fbbf24_100%)]',
  },
  {
    title: 'Envíos a todo el país',
    text: 'Trabajamos con transportes a cada provincia. Despacho en 48 h hábiles.',
    icon: Truck,
    background: 'bg-[linear-gradient(135deg,#0c4a6e_0%,#0f766e_55%,#34d399_100%)]',
  },
  {
    title: 'Atención a comercios',
    text: 'Asesoramos a grow shops, farmacias, asociaciones y clubes.',
    icon: HeartHandshake,
    background: 'bg-[linear-gradient(135deg,#3f6212_0%,#15803d_50%,#fcd34d_100%)]',
  },
];

/** The photo carousel of the about page (Embla): arrows, dots, swipe. */
export function PhotoCarousel() {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selectedScrollSnap());
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  return (
    <section className="relative" aria-roledescription="carrusel" aria-label="Fotos de la empresa">
      <div ref={viewportRef} className="overflow-hidden rounded-2xl">
        <div className="flex touch-pan-y">
          {SLIDES.map((slide, index) => (
            <figure
              key={slide.title}
              aria-label={`${index + 1} de ${SLIDES.length}: ${slide.title}`}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <div
                className={`relative flex aspect-[16/9] items-end overflow-hidden sm:aspect-[21/9] ${slide.background}`}
              >
                <div
                  aria-hidden="true"
                  className="absolute inset-0 bg-[radial-gradient(circle_at_75%_30%,rgb(255_255_255/0.22),transparent_55%)]"
                />
                <slide.icon
                  aria-hidden="true"
                  className="absolute top-1/2 right-[8%] size-28 -translate-y-1/2 text-white/25 sm:size-44"
                  strokeWidth={1.25}
                />
                <figcaption className="relative w-full bg-gradient-to-t from-black/55 to-transparent p-5 text-white sm:p-8">
                  <span className="block text-lg font-bold sm:text-2xl">{slide.title}</span>
                  <span className="mt-1 block max-w-lg text-sm text-white/90 sm:text-base">{slide.text}</span>
                </figcaption>
              </div>
            </figure>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={() => api?.scrollPrev()}
        aria-label="Foto anterior"
        className="absolute top-1/2 left-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white"
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        onClick={() => api?.scrollNext()}
        aria-label="Foto siguiente"
        className="absolute top-1/2 right-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white"
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      <div className="mt-4 flex justify-center gap-2">
        {SLIDES.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            onClick={() => scrollTo(index)}
            aria-label={`Ir a la foto ${index + 1}`}
            aria-current={index === selected ? 'true' : undefined}
            className={`h-2.5 rounded-full transition-all ${index === selected ? 'w-7 bg-brand-700' : 'w-2.5 bg-stone-300 hover:bg-stone-400'}`}
          />
        ))}
      </div>
    </section>
  );
}
