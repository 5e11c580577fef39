import { Faq } from '@/components/faq';
import { useFeaturedProducts } from '@/features/home/api/get-featured-products';
import { useLatestProducts } from '@/features/home/api/get-latest-products';
import { AboutTeaser } from '@/features/home/components/about-teaser';
import { BrandStrip } from '@/features/home/components/brand-strip';
import { CategoryTeaser } from '@/features/home/components/category-teaser';
import { ContactBlock } from '@/features/home/components/contact-block';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { ProductsCarousel } from '@/features/home/components/products-carousel';
import { paths } from '@/lib/paths';

export default function HomePage() {
  const latest = useLatestProducts();
  const featured = useFeaturedProducts();

  return (
    <>
      <title>Mayorista | Distribuidora mayorista</title>
      <h1 className="sr-only">Mayorista, distribuidora mayorista</h1>
      <HeroCarousel />
      <BrandStrip />
      <CategoryTeaser />
      <ProductsCarousel
        id="ultimos"
        eyebrow="Novedades"
        title="Últimos productos"
        products={latest.data ?? []}
        isLoading={latest.isPending && !latest.isError}
        emptyText="No se encontraron productos"
        viewAllHref={paths.products}
      />
      <AboutTeaser />
      {featured.isPending || featured.products.length > 0 ? (
        <ProductsCarousel
          id="destacados"
          eyebrow="Selección"
          title="Productos destacados"
          products={featured.products}
          isLoading={featured.isPending}
          emptyText="No se encontraron productos"
          viewAllHref={paths.products}
        />
      ) : null}
      <ContactBlock />
      <Faq />
    </>
  );
}
