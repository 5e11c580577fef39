import { Link } from 'react-router';
import { useBrands } from '@/features/catalog';
import { productsUrl } from '@/lib/paths';

/** Placeholder tiles while the brands load: the strip keeps its height, the page below does not jump. */
const PENDING_TILES = 6;

/** Strip of the logos of active brands (storefront §2); hidden when there are none or the call failed. */
export function BrandStrip() {
  const { data: brands, isPending } = useBrands();
  if (isPending) return <BrandStripFrame tiles={null} />;
  if (!brands?.length) return null;
  return <BrandStripFrame tiles={brands} />;
}

function BrandStripFrame({
  tiles: brands,
}: {
  tiles: NonNullable<ReturnType<typeof useBrands>['data']> | null;
}) {
  return (
    <section aria-labelledby="marcas-titulo" className="border-b border-stone-200 bg-white">
      <div className="container-page py-6 sm:py-8">
        <h2
          id="marcas-titulo"
          className="mb-4 text-center text-xs font-semibold tracking-[0.2em] text-stone-500 uppercase"
        >
          Nuestras marcas
        </h2>
        <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:flex-wrap sm:justify-center sm:overflow-visible">
          {brands === null
            ? Array.from({ length: PENDING_TILES }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <li key={index} className="shrink-0" aria-hidden="true">
                  <div className="skeleton h-16 w-32 rounded-xl sm:h-20 sm:w-36" />
                </li>
              ))
            : brands.map((brand) => {
                const logo = brand.logo_url || brand.logo;
                return (
                  <li key={brand.id} className="shrink-0 snap-start">
                    <Link
                      to={productsUrl({ brand_name: brand.name })}
                      title={brand.name}
                      className="flex h-16 w-32 items-center justify-center rounded-xl border border-stone-200 bg-white px-3 grayscale transition hover:border-brand-300 hover:shadow-md hover:grayscale-0 focus-visible:grayscale-0 sm:h-20 sm:w-36"
                    >
                      {logo ? (
                        <img
                          src={logo}
                          alt={brand.name}
                          width={120}
                          height={56}
                          loading="lazy"
                          decoding="async"
                          className="max-h-12 w-auto max-w-full object-contain sm:max-h-14"
                        />
                      ) : (
                        <span className="text-center text-sm font-bold text-stone-700">{brand.name}</span>
                      )}
                    </Link>
                  </li>
                );
              })}
        </ul>
      </div>
    </section>
  );
}
