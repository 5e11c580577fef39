import type { Product } from '@mayorista/shared/catalog';
import useEmblaCarousel from 'embla-carousel-react';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { ProductCard } from '@/components/product-card';
import {
  CAROUSEL_START_MS,
  useAutoplay,
  useCarouselState,
  usePauseOnInteraction,
} from '@/features/home/hooks/use-carousel';
import { useIdle } from '@/lib/use-idle';
import { useNearViewport } from '@/lib/use-near-viewport';
import { CarouselDots } from './carousel-dots';

/** Products carousel constants (storefront §4, §9). */
const INTERVAL_MS = 6_000;
const RESIZE_DEBOUNCE_MS = 250;
const MOBILE_MAX_WIDTH = 768;
const PER_SLIDE_DESKTOP = 4;
const PER_SLIDE_MOBILE = 2;

/**
 * The width class, read from a media query and kept until the next resize: a render never reads the
 * layout (`window.innerWidth` forces a layout of the page being hydrated, every time it is read).
 */
let knownPerSlide: number | undefined;
function currentPerSlide() {
  knownPerSlide ??= window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`).matches
    ? PER_SLIDE_MOBILE
    : PER_SLIDE_DESKTOP;
  return knownPerSlide;
}

function subscribeToResize(onChange: () => void) {
  let timer: number | undefined;
  const onResize = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      knownPerSlide = undefined;
      onChange();
    }, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/**
 * 4 products per slide, 2 under 768 px, re-read on resize after 250 ms of quiet. The server's render
 * (and the browser's first draw over it) uses 2: one row either way, so nothing below moves.
 */
function usePerSlide() {
  return useSyncExternalStore(subscribeToResize, currentPerSlide, () => PER_SLIDE_MOBILE);
}

type ProductsCarouselProps = {
  id: string;
  title: string;
  eyebrow?: string;
  products: Product[];
  isLoading: boolean;
  emptyText: string;
  viewAllHref: string;
};

export function ProductsCarousel({
  id,
  title,
  eyebrow,
  products,
  isLoading,
  emptyText,
  viewAllHref,
}: ProductsCarouselProps) {
  const perSlide = usePerSlide();
  const pages = useMemo(() => {
    const chunks: Product[][] = [];
    for (let index = 0; index < products.length; index += perSlide) {
      chunks.push(products.slice(index, index + perSlide));
    }
    return chunks;
  }, [products, perSlide]);

  // Embla measures the page as soon as it gets its viewport, even when inactive (a forced layout): it
  // gets it once the page is idle and the carousel near the screen, not while a phone paints the page
  // or takes it over.
  const idle = useIdle(CAROUSEL_START_MS);
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const [viewportRef, api] = useEmblaCarousel({
    loop: pages.length > 1,
    align: 'start',
    dragThreshold: 50,
  });
  const { selected, count, scrollTo, scrollPrev, scrollNext } = useCarouselState(api);
  const { paused, handlers } = usePauseOnInteraction();
  useAutoplay(api, INTERVAL_MS, paused);

  // A new page size rebuilds the slides (a carousel that just started has measured them already).
  const measuredPerSlide = useRef(perSlide);
  useEffect(() => {
    if (!api || measuredPerSlide.current === perSlide) return;
    measuredPerSlide.current = perSlide;
    api.reInit();
    api.scrollTo(0, true);
  }, [api, perSlide]);

  const headingId = `${id}-titulo`;

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="container-page py-10 sm:py-14">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Link
            to={viewAllHref}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
          >
            Ver todos <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {count > 1 ? (
            <div className="ml-2 hidden gap-2 sm:flex">
              <button
                type="button"
                onClick={scrollPrev}
                aria-label={`${title}: anteriores`}
                className="grid size-9 place-items-center rounded-full border border-stone-300 bg-white text-stone-700 hover:border-brand-700 hover:text-brand-800"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={scrollNext}
                aria-label={`${title}: siguientes`}
                className="grid size-9 place-items-center rounded-full border border-stone-300 bg-white text-stone-700 hover:border-brand-700 hover:text-brand-800"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          ) : null}
        </div>
      </div>

      {isLoading ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4" aria-hidden="true">
          {Array.from({ length: perSlide }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <div key={index} className="rounded-xl border border-stone-200 bg-white p-3">
              <div className="skeleton aspect-square w-full" />
              <div className="skeleton mt-3 h-4 w-4/5" />
              <div className="skeleton mt-2 h-4 w-1/2" />
              <div className="skeleton mt-4 h-9 w-full" />
            </div>
          ))}
        </div>
      ) : pages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-500">
          {emptyText}
        </p>
      ) : (
        <div {...handlers}>
          <div ref={idle && near ? viewportRef : undefined} className="-mx-1.5 overflow-hidden sm:-mx-2.5">
            <div className="flex touch-pan-y">
              {pages.map((page, pageIndex) => (
                // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern uses role group for slides
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional
                  key={pageIndex}
                  role="group"
                  aria-roledescription="diapositiva"
                  aria-label={`${pageIndex + 1} de ${pages.length}`}
                  className="min-w-0 flex-[0_0_100%] px-1.5 sm:px-2.5"
                >
                  <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
                    {page.map((product) => (
                      <li key={product.id} className="min-w-0">
                        <ProductCard product={product} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
          <div className="mt-5">
            <CarouselDots count={count} selected={selected} onSelect={scrollTo} label={`${title}: página`} />
          </div>
        </div>
      )}
    </section>
  );
}
