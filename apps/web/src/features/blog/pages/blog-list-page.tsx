import { AlertCircle, Newspaper, RotateCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { usePosts } from '../api/get-posts';
import { PostCard } from '../components/post-card';
import { useMetaDescription } from '../lib/use-meta-description';

export const BLOG_LOAD_FAILED = 'No se pudieron cargar las entradas del blog.';
const BLOG_DESCRIPTION = 'Novedades, guías y consejos de Mayorista para tu comercio.';

/** /blog: published posts as cards, newest first, with pages. */
export default function BlogListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const posts = usePosts(page);
  useMetaDescription(BLOG_DESCRIPTION);

  const goToPage = (value: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value > 1) next.set('page', String(value));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <title>Blog | Mayorista</title>
      <section className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">Blog</p>
          <h1 className="section-title mt-1 sm:text-4xl">Novedades y guías</h1>
          <p className="mt-3 text-stone-600">{BLOG_DESCRIPTION}</p>
        </div>

        <div className="mt-10">
          {posts.isPending ? (
            <div
              role="status"
              aria-busy="true"
              aria-label="Cargando entradas"
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            >
              {Array.from({ length: 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                <div key={index} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
                  <Skeleton className="aspect-[16/9] w-full rounded-none" />
                  <div className="space-y-3 p-5">
                    <Skeleton className="h-3 w-24" />
                    <Skeleton className="h-5 w-4/5" />
                    <Skeleton className="h-4 w-full" />
                  </div>
                </div>
              ))}
            </div>
          ) : posts.isError ? (
            <div
              role="alert"
              className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
            >
              <AlertCircle className="size-10 text-red-600" aria-hidden="true" />
              <p className="font-medium text-red-900">{errorMessage(posts.error, BLOG_LOAD_FAILED)}</p>
              <button type="button" className="btn-secondary" onClick={() => posts.refetch()}>
                <RotateCw className="size-4" aria-hidden="true" /> Reintentar
              </button>
            </div>
          ) : posts.data.results.length === 0 ? (
            <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center">
              <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Newspaper aria-hidden="true" className="size-7" />
              </span>
              <p className="font-medium text-stone-800">
                {page > 1 ? 'No hay más entradas.' : 'Todavía no publicamos entradas. ¡Vuelve pronto!'}
              </p>
              <Link to={page > 1 ? paths.blog : paths.products} className="btn-secondary">
                {page > 1 ? 'Ver las más recientes' : 'Ver productos'}
              </Link>
            </div>
          ) : (
            <>
              <ul
                aria-label="Entradas del blog"
                className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${posts.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {posts.data.results.map((post) => (
                  <li key={post.id} className="flex">
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pageCount={posts.data.total_pages}
                onPageChange={goToPage}
                className="mt-10"
              />
            </>
          )}
        </div>
      </section>
    </>
  );
}
