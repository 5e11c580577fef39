import type { Page } from '@mayorista/shared/api';

export type { Page };

/** Builds a DRF-style page; `url` is the request URL, whose query keeps every parameter but page. */
export function toPage<T>(
  results: T[],
  options: { count: number; page: number; pageSize: number; url: string },
): Page<T> {
  const totalPages = Math.max(1, Math.ceil(options.count / options.pageSize));
  const link = (page: number) => {
    const url = new URL(options.url, 'http://local');
    url.searchParams.set('page', String(page));
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  return {
    count: options.count,
    next: options.page < totalPages ? link(options.page + 1) : null,
    previous: options.page > 1 ? link(options.page - 1) : null,
    current_page: options.page,
    total_pages: totalPages,
    results,
  };
}
