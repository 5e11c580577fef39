import type { Page } from '@mayorista/shared/api';
import type { BlogPostSummary } from '@mayorista/shared/blog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { blogKeys } from './blog-keys';

/** GET /blog/posts/: published posts, newest first, 9 a page. */
export const getPosts = (page: number, signal?: AbortSignal) =>
  apiGet<Page<BlogPostSummary>>('/blog/posts/', { params: { page }, signal });

export const postsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: blogKeys.list(page),
    queryFn: ({ signal }) => getPosts(page, signal),
    placeholderData: keepPreviousData,
  });

export const usePosts = (page: number) => useQuery(postsQueryOptions(page));
