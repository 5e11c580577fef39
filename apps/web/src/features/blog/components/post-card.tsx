import type { BlogPostSummary } from '@mayorista/shared/blog';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { responsiveImage } from '@/lib/images';
import { paths } from '@/lib/paths';
import { postDate } from '../lib/dates';

export const CARD_COVER_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/** A post in the /blog list: cover, date, title (the link) and excerpt. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const cover = post.cover_image ? responsiveImage(post.cover_image) : null;
  const date = postDate(post.published_at);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-brand-50">
        {cover ? (
          <img
            src={cover.src}
            srcSet={cover.srcSet}
            sizes={CARD_COVER_SIZES}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="grid size-full place-items-center text-brand-700">
            <Newspaper aria-hidden="true" className="size-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {date ? (
          <time
            dateTime={post.published_at ?? undefined}
            className="text-xs font-semibold text-stone-600 uppercase"
          >
            {date}
          </time>
        ) : null}
        <h2 className="text-lg leading-snug font-bold text-stone-900">
          <Link
            to={paths.blogPost(post.slug)}
            className="outline-none after:absolute after:inset-0 hover:text-brand-800"
          >
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="line-clamp-3 text-sm text-stone-700">{post.excerpt}</p> : null}
        <span aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-brand-800">
          Leer más →
        </span>
      </div>
    </article>
  );
}
