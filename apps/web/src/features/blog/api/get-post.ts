import type { BlogPost } from '@mayorista/shared/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { blogKeys } from './blog-keys';

/** GET /blog/posts/{slug}/: a published post (a draft too for staff; 404 otherwise). */
export const getPost = (slug: string, signal?: AbortSignal) =>
  apiGet<BlogPost>(`/blog/posts/${encodeURIComponent(slug)}/`, { signal });

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => getPost(slug, signal),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export const usePost = (slug: string) => useQuery(postQueryOptions(slug));
