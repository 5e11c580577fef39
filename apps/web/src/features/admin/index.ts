import type { PageModule } from '@/lib/page-module';

/**
 * The admin feature's public surface (decision 048): its screens, each a chunk of its own, loaded by
 * the panel's page table (features/settings/panel-pages.ts). Nothing else of admin is used outside it.
 */
export const ADMIN_PAGES = {
  activity: () => import('./activity/pages/activity-page'),
  approvals: () => import('./approvals/pages/approvals-page'),
  blogAdmin: () => import('./blog/pages/blog-admin-page'),
  brands: () => import('./brands/pages/brands-page'),
  bulkPrice: () => import('./bulk-price/pages/bulk-price-page'),
  carousel: () => import('./carousel/pages/carousel-page'),
  categories: () => import('./categories/pages/categories-page'),
  coupons: () => import('./coupons/pages/coupons-page'),
  createCustomer: () => import('./customers/pages/create-customer-page'),
  customerProfile: () => import('./customers/pages/customer-profile-page'),
  customers: () => import('./customers/pages/customers-page'),
  currentAccount: () => import('./current-accounts/pages/current-account-page'),
  currentAccounts: () => import('./current-accounts/pages/current-accounts-page'),
  distributorOrders: () => import('./distributor/pages/distributor-orders-page'),
  dollarRate: () => import('./dollar-rate/pages/dollar-rate-page'),
  featured: () => import('./featured/pages/featured-page'),
  import: () => import('./product-import/pages/import-page'),
  inventory: () => import('./products/pages/inventory-page'),
  invitationCodes: () => import('./invitation-codes/pages/invitation-codes-page'),
  mail: () => import('./mail/pages/mail-page'),
  messages: () => import('./messages/pages/messages-page'),
  newSale: () => import('./sales/pages/new-sale-page'),
  offers: () => import('./offers/pages/offers-page'),
  ordering: () => import('./ordering/pages/ordering-page'),
  overview: () => import('./dashboard/pages/overview-page'),
  priceList: () => import('./price-lists/pages/price-list-page'),
  priceLists: () => import('./price-lists/pages/price-lists-page'),
  productForm: () => import('./products/pages/product-form-page'),
  remito: () => import('./distributor/pages/remito-page'),
  salesHistory: () => import('./sales/pages/sales-history-page'),
  salesNote: () => import('./sales/pages/sales-note-page'),
  stats: () => import('./dashboard/pages/stats-page'),
  storeSettings: () => import('./store/pages/store-settings-page'),
} satisfies Record<string, () => Promise<PageModule>>;
