import type { PageModule } from '@/app-routes';

/**
 * The chunks of the public screens other than home, list and product (the three whose chunks the
 * server's HTML preloads), by name. The route registry (app-routes.ts) reaches them through this
 * module, which loads when the page is idle or with the first of them: their names and preload lists
 * stay out of the storefront's first script.
 */
export const OTHER_PAGES = {
  about: () => import('@/features/about/pages/about-page'),
  blogList: () => import('@/features/blog/pages/blog-list-page'),
  blogPost: () => import('@/features/blog/pages/blog-post-page'),
  cart: () => import('@/features/cart/pages/cart-page'),
  firstAdmin: () => import('@/features/auth/pages/first-admin-page'),
  contact: () => import('@/features/contact/pages/contact-page'),
  login: () => import('@/features/auth/pages/login-page'),
  loginLink: () => import('@/features/auth/pages/login-link-page'),
  notFound: () => import('@/features/system/pages/not-found-page'),
  paymentResult: () => import('@/features/system/pages/payment-result-page'),
  register: () => import('@/features/auth/pages/register-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export type OtherPageName = keyof typeof OTHER_PAGES;
