import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Banner, useBanners } from '@/features/home/api/get-banners';
import {
  CAROUSEL_START_MS,
  useAutoplay,
  useCarouselState,
  usePauseOnInteraction,
} from '@/features/home/hooks/use-carousel';
import { useIdle } from '@/lib/use-idle';
import { CarouselDots } from './carousel-dots';

const HERO_INTERVAL_MS = 5_000;
const SWIPE_THRESHOLD_PX = 50;
/** Mobile images below 769 px (storefront §9). */
const MOBILE_MEDIA = '(max-width: 768px)';
const FRAME = 'aspect-square min-[769px]:aspect-[8/3]';

/** Hero banner carousel (storefront §2, §4, §9): 5 s auto-advance, 50 px swipe, dots. */
export function HeroCarousel() {
  const { data: banners, isPending, isError } = useBanners();

  if (isPending) return <div className={`skeleton w-full rounded-none ${FRAME}`} aria-hidden="true" />;
  if (isError || !banners?.length) {
    return (
      <div
        className={`grid w-full place-items-center bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-brand-100 ${FRAME}`}
      >
        <p className="flex flex-col items-center gap-3 px-6 text-center text-sm sm:text-base">
          <ImageOff aria-hidden="true" className="size-8 text-brand-300" />
          No se encontraron imágenes para el carousel
        </p>
      </div>
    );
  }
  return <HeroSlides banners={banners} />;
}

function HeroSlides({ banners }: { banners: Banner[] }) {
  // Embla measures the page as soon as it gets its viewport (even when inactive): it gets it once the
  // page is idle, not while a phone paints it or takes it over.
  const idle = useIdle(CAROUSEL_START_MS);
  const [viewportRef, api] = useEmblaCarousel({
    loop: banners.length > 1,
    dragThreshold: SWIPE_THRESHOLD_PX,
  });
  const { selected, count, scrollTo, scrollPrev, scrollNext } = useCarouselState(api);
  const { paused, handlers } = usePauseOnInteraction();
  useAutoplay(api, HERO_INTERVAL_MS, paused);

  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Novedades"
      className="group relative bg-brand-950"
      {...handlers}
    >
      <div ref={idle ? viewportRef : undefined} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern uses role group for slides
            <div
              key={banner.id}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${banners.length}`}
              className="min-w-0 flex-[0_0_100%]"
            >
              <SlideLink banner={banner}>
                <picture>
                  <source media={MOBILE_MEDIA} srcSet={banner.mobileImage} width={800} height={800} />
                  <img
                    src={banner.image}
                    alt={banner.title}
                    width={1600}
                    height={600}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    decoding="async"
                    draggable={false}
                    className={`block w-full object-cover ${FRAME}`}
                  />
                </picture>
              </SlideLink>
            </div>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={scrollPrev}
            aria-label="Diapositiva anterior"
            className="absolute top-1/2 left-3 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/80 text-stone-800 opacity-0 shadow transition group-hover:opacity-100 hover:bg-white focus-visible:opacity-100 md:grid"
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button
            type="button"
            onClick={scrollNext}
            aria-label="Diapositiva siguiente"
            className="absolute top-1/2 right-3 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/80 text-stone-800 opacity-0 shadow transition group-hover:opacity-100 hover:bg-white focus-visible:opacity-100 md:grid"
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-2 sm:bottom-3">
            <CarouselDots
              count={count}
              selected={selected}
              onSelect={scrollTo}
              label="Ir a la diapositiva"
              tone="light"
            />
          </div>
        </>
      ) : null}
    </section>
  );
}

function SlideLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const { link, title } = banner;
  if (!link) return <>{children}</>;
  const label = title || banner.buttonText || undefined;
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} aria-label={label} className="block" draggable={false}>
        {children}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(link)) return <>{children}</>;
  return (
    <a
      href={link}
      aria-label={label}
      className="block"
      target="_blank"
      rel="noopener noreferrer"
      draggable={false}
    >
      {children}
    </a>
  );
}
