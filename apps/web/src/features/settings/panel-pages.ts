import type { PageModule } from '@/app-routes';

/**
 * The chunks of the /configuracion screens (the panel: the account's and the admin's), by name. The
 * route registry (app-routes.ts) and the router reach them through this module, which loads with the
 * first panel screen: the names and preload lists of some thirty-five chunks stay out of the
 * storefront's first script.
 */
export const PANEL_PAGES = {
  account: () => import('@/features/account/pages/account-page'),
  activity: () => import('@/features/admin/activity/pages/activity-page'),
  approvals: () => import('@/features/admin/approvals/pages/approvals-page'),
  blogAdmin: () => import('@/features/admin/blog/pages/blog-admin-page'),
  brands: () => import('@/features/admin/brands/pages/brands-page'),
  bulkPrice: () => import('@/features/admin/bulk-price/pages/bulk-price-page'),
  carousel: () => import('@/features/admin/carousel/pages/carousel-page'),
  categories: () => import('@/features/admin/categories/pages/categories-page'),
  coupons: () => import('@/features/admin/coupons/pages/coupons-page'),
  createCustomer: () => import('@/features/admin/customers/pages/create-customer-page'),
  customerProfile: () => import('@/features/admin/customers/pages/customer-profile-page'),
  customers: () => import('@/features/admin/customers/pages/customers-page'),
  dashboard: () => import('@/features/settings/pages/dashboard-page'),
  distributorOrders: () => import('@/features/admin/distributor/pages/distributor-orders-page'),
  dollarRate: () => import('@/features/admin/dollar-rate/pages/dollar-rate-page'),
  featured: () => import('@/features/admin/featured/pages/featured-page'),
  import: () => import('@/features/admin/product-import/pages/import-page'),
  inventory: () => import('@/features/admin/products/pages/inventory-page'),
  invitationCodes: () => import('@/features/admin/invitation-codes/pages/invitation-codes-page'),
  mail: () => import('@/features/admin/mail/pages/mail-page'),
  messages: () => import('@/features/admin/messages/pages/messages-page'),
  myOrders: () => import('@/features/orders/pages/my-orders-page'),
  newSale: () => import('@/features/admin/sales/pages/new-sale-page'),
  offers: () => import('@/features/admin/offers/pages/offers-page'),
  orderDetails: () => import('@/features/orders/pages/order-details-page'),
  ordering: () => import('@/features/admin/ordering/pages/ordering-page'),
  overview: () => import('@/features/admin/dashboard/pages/overview-page'),
  productForm: () => import('@/features/admin/products/pages/product-form-page'),
  remito: () => import('@/features/admin/distributor/pages/remito-page'),
  salesHistory: () => import('@/features/admin/sales/pages/sales-history-page'),
  salesNote: () => import('@/features/admin/sales/pages/sales-note-page'),
  settingsLayout: () => import('@/features/settings/pages/settings-layout'),
  stats: () => import('@/features/admin/dashboard/pages/stats-page'),
  storeSettings: () => import('@/features/admin/store/pages/store-settings-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PanelPageName = keyof typeof PANEL_PAGES;
