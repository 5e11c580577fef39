import { queryClient } from '@/lib/query-client';
import { bannersQueryOptions } from './get-banners';
import { featuredProductsQueryOptions } from './get-featured-products';
import { latestProductsQueryOptions } from './get-latest-products';

/** The home page's calls, started while its chunk downloads (the route's prefetch in app-routes.ts). */
export function prefetchHome() {
  void queryClient.prefetchQuery(bannersQueryOptions());
  void queryClient.prefetchQuery(latestProductsQueryOptions());
  void queryClient.prefetchQuery(featuredProductsQueryOptions());
}
