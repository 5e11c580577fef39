import type { Page } from '@mayorista/shared/api';
import type { BlogPost } from '@mayorista/shared/blog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { blogAdminKeys } from './blog-keys';

/** GET /blog/admin/posts/: every post, drafts too, 20 a page, newest first. */
export const getAdminPosts = (page: number, search: string, signal?: AbortSignal) =>
  apiGet<Page<BlogPost>>('/blog/admin/posts/', { params: { page, search: search || undefined }, signal });

export const adminPostsQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: blogAdminKeys.list(page, search),
    queryFn: ({ signal }) => getAdminPosts(page, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminPosts = (page: number, search: string) => useQuery(adminPostsQueryOptions(page, search));
