import { sanitizeHtml } from '@mayorista/shared/html';
import { AlertCircle, ArrowLeft, FileQuestion, RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, isApiError } from '@/api/errors';
import { Skeleton } from '@/components/ui/skeleton';
import { responsiveImage } from '@/lib/images';
import { paths } from '@/lib/paths';
import { usePost } from '../api/get-post';
import { postDate } from '../lib/dates';
import { clip, plainText } from '../lib/safe-html';
import { useMetaDescription } from '../lib/use-meta-description';

export const POST_LOAD_FAILED = 'No se pudo cargar la entrada.';

const proseClass =
  'text-[17px] leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-stone-900 [&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-stone-900 [&_li]:mb-1.5 [&_ol]:mb-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-5 [&_strong]:text-stone-900 [&_ul]:mb-5 [&_ul]:list-disc [&_ul]:pl-6';

const backLink = (
  <Link
    to={paths.blog}
    className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" /> Volver al blog
  </Link>
);

/** /blog/:slug: one post with its own page title and meta description; a 404 state for unknown slugs. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  const html = useMemo(() => sanitizeHtml(post.data?.body), [post.data?.body]);
  const description = post.data ? clip(post.data.excerpt || plainText(html), 160) : undefined;
  useMetaDescription(description);

  if (post.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Cargando entrada"
        className="container-page max-w-3xl py-10"
      >
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-6 h-10 w-4/5" />
        <Skeleton className="mt-3 h-4 w-40" />
        <Skeleton className="mt-8 aspect-[16/9] w-full" />
        <Skeleton className="mt-8 h-4 w-full" />
        <Skeleton className="mt-3 h-4 w-11/12" />
      </div>
    );
  }

  if (isApiError(post.error, 404)) {
    return (
      <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
        <title>Entrada no encontrada | Mayorista</title>
        <span className="mb-5 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <FileQuestion aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Entrada no encontrada</h1>
        <p className="mt-3 max-w-md text-stone-600">
          La entrada que buscas no existe o ya no está publicada.
        </p>
        <Link to={paths.blog} className="btn-primary mt-8">
          Ver el blog
        </Link>
      </section>
    );
  }

  if (post.isError) {
    return (
      <div className="container-page py-10">
        <div
          role="alert"
          className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
        >
          <AlertCircle className="size-10 text-red-600" aria-hidden="true" />
          <p className="font-medium text-red-900">{errorMessage(post.error, POST_LOAD_FAILED)}</p>
          <button type="button" className="btn-secondary" onClick={() => post.refetch()}>
            <RotateCw className="size-4" aria-hidden="true" /> Reintentar
          </button>
        </div>
      </div>
    );
  }

  const data = post.data;
  const cover = data.cover_image ? responsiveImage(data.cover_image) : null;
  const date = postDate(data.published_at);

  return (
    <article className="container-page max-w-3xl py-8 sm:py-12">
      <title>{`${data.title} | Blog | Mayorista`}</title>
      {backLink}
      {!data.is_published ? (
        <p
          role="status"
          className="mt-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          Vista previa de un borrador: solo la ven los administradores.
        </p>
      ) : null}
      <header className="mt-6">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance break-words text-stone-900 sm:text-4xl">
          {data.title}
        </h1>
        {date ? (
          <p className="mt-3 text-sm text-stone-600">
            Publicado el <time dateTime={data.published_at ?? undefined}>{date}</time>
          </p>
        ) : null}
      </header>
      {cover ? (
        <img
          src={cover.src}
          srcSet={cover.srcSet}
          sizes="(min-width: 768px) 768px, 100vw"
          alt=""
          className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      ) : null}
      {data.excerpt ? <p className="mt-8 text-lg font-medium text-stone-800">{data.excerpt}</p> : null}
      <div
        className={`mt-6 break-words ${proseClass}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server and again by sanitizeHtml (the one allow-list)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <div className="mt-10 border-t border-stone-200 pt-6">{backLink}</div>
    </article>
  );
}
