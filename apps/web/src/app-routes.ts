import type { PanelPageName } from '@/features/settings/panel-pages';
import type { SidebarIconName } from '@/features/settings/sidebar-icons';
import type { OtherPageName } from '@/features/system/other-pages';
import type { PageModule } from '@/lib/page-module';
import { paths } from '@/lib/paths';

/**
 * The one table of the web app's screens (accounts §2 route table, backoffice §2). The router, the
 * /configuracion sidebar and the API client's admin-call detection all read it: a new screen is one
 * entry here. See docs/decisions/008-one-route-registry.md.
 */

/** public: anyone; user: logged in; staff: logged in and an admin (checked before the screen loads). */
export type RouteRole = 'public' | 'user' | 'staff';

export const SIDEBAR_GROUPS = ['Mi tienda', 'Ventas', 'Clientes', 'Productos', 'Ofertas', 'Perfil'] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

export type { PageModule };

/** What every route object of the registry carries (`useMatches()` handle). */
export type RouteHandle = { title: string };

export type AppRoute = {
  /** Absolute route pattern, e.g. '/configuracion/clientes/:id'. */
  path: string;
  /** More patterns that show the same screen (accounts §2 aliases). */
  aliases?: string[];
  title: string;
  role: RouteRole;
  /** The lazily loaded screen. */
  page?: () => Promise<PageModule>;
  /** An old path that now sends to another one. */
  redirectTo?: string;
  /** Data to start loading while the screen's chunk downloads. */
  prefetch?: () => void;
  /** Under /configuracion: false for the screens that open on their own, outside the panel shell. */
  shell?: boolean;
  sidebar?: {
    group: SidebarGroup;
    label: string;
    /** Its icon, by name (the panel holds the components: features/settings/sidebar-icons.ts). */
    icon: SidebarIconName;
    buyersOnly?: boolean;
    /** Listed only for a buyer who has it: 'currentAccount' = an enabled cuenta corriente, or a balance. */
    onlyWith?: 'currentAccount';
    /** A count shown beside the label (the sidebar renders it; see features/settings). */
    badge?: 'unreadMessages';
  };
  /** Path prefixes of the API calls only this admin screen makes (after /api): a 403 on them leaves the section. */
  api?: string[];
};

/** Any other public screen: its chunk is named in features/system/other-pages.ts (same idea). */
export const otherPage = (name: OtherPageName) => async (): Promise<PageModule> =>
  (await import('@/features/system/other-pages')).OTHER_PAGES[name]();

/**
 * A /configuracion screen: its chunk is named in features/settings/panel-pages.ts, a module that loads
 * with the first panel screen (so the storefront's first script does not carry the panel's chunk list).
 */
export const panelPage = (name: PanelPageName) => async (): Promise<PageModule> =>
  (await import('@/features/settings/panel-pages')).PANEL_PAGES[name]();

/** Loads the page tables ahead of a click, once the page is idle (the panel's only for a logged-in visitor). */
export function preloadPageTables(loggedIn: boolean) {
  void import('@/features/system/other-pages');
  if (loggedIn) void import('@/features/settings/panel-pages');
}

export const APP_ROUTES: AppRoute[] = [
  {
    path: paths.home,
    title: 'Inicio',
    role: 'public',
    page: () => import('@/features/home/pages/home-page'),
    // A small module of the home's own chunk group (preloaded with it by the server's HTML).
    prefetch: () => void import('@/features/home/api/prefetch-home').then((module) => module.prefetchHome()),
  },
  {
    path: paths.products,
    title: 'Productos',
    role: 'public',
    page: () => import('@/features/catalog/pages/product-list-page'),
  },
  {
    path: '/producto/:id',
    title: 'Producto',
    role: 'public',
    page: () => import('@/features/catalog/pages/product-detail-page'),
  },
  {
    path: paths.login,
    aliases: [paths.loginAlias],
    title: 'Iniciar sesión',
    role: 'public',
    page: otherPage('login'),
  },
  // An e-mailed one-time sign-in link (docs/decisions/042); it works even for a logged-in visitor.
  {
    path: paths.loginLink,
    title: 'Ingresar con enlace',
    role: 'public',
    page: otherPage('loginLink'),
  },
  // The setup link of a store started in production without an admin (docs/decisions/045).
  {
    path: paths.firstAdmin,
    title: 'Crear administrador',
    role: 'public',
    page: otherPage('firstAdmin'),
  },
  // The page itself sends a logged-in visitor away (but not right after verifying a new account).
  {
    path: paths.register,
    title: 'Crear cuenta',
    role: 'public',
    page: otherPage('register'),
  },
  // Also answers /carrito/ (the router ignores a trailing slash).
  {
    path: paths.cart,
    title: 'Carrito',
    role: 'public',
    page: otherPage('cart'),
  },
  // Quick order by SKU (issue 29, decision 053): buyers, linked from the header and the cart.
  {
    path: paths.quickOrder,
    title: 'Pedido rápido',
    role: 'user',
    page: () => import('@/features/quick-order/pages/quick-order-page'),
  },
  {
    path: paths.contact,
    title: 'Contacto',
    role: 'public',
    page: otherPage('contact'),
  },
  {
    path: paths.about,
    title: 'Nosotros',
    role: 'public',
    page: otherPage('about'),
  },
  {
    path: paths.blog,
    title: 'Blog',
    role: 'public',
    page: otherPage('blogList'),
  },
  {
    path: '/blog/:slug',
    title: 'Blog',
    role: 'public',
    page: otherPage('blogPost'),
  },
  {
    path: paths.notFound,
    title: 'Página no encontrada',
    role: 'public',
    page: otherPage('notFound'),
  },
  {
    path: paths.paymentResult,
    title: 'Resultado del pago',
    role: 'user',
    page: otherPage('paymentResult'),
  },

  // /configuracion: the panel shell (accounts §2 admin panel shell).
  {
    path: paths.settings,
    title: 'Mi panel',
    role: 'user',
    page: panelPage('dashboard'),
  },
  {
    path: paths.adminHome,
    aliases: ['/configuracion/admin'],
    title: 'General',
    role: 'staff',
    page: panelPage('overview'),
    sidebar: { group: 'Mi tienda', label: 'General', icon: 'LayoutDashboard' },
    api: ['/admin/'],
  },
  {
    path: paths.adminStats,
    title: 'Métricas',
    role: 'staff',
    page: panelPage('stats'),
    sidebar: { group: 'Mi tienda', label: 'Métricas', icon: 'BarChart3' },
    api: ['/statistics/'],
  },
  {
    path: paths.adminMessages,
    title: 'Mensajes',
    role: 'staff',
    page: panelPage('messages'),
    sidebar: { group: 'Mi tienda', label: 'Mensajes', icon: 'Mail', badge: 'unreadMessages' },
  },
  {
    path: paths.adminActivity,
    title: 'Actividad',
    role: 'staff',
    page: panelPage('activity'),
    sidebar: { group: 'Mi tienda', label: 'Actividad', icon: 'Activity' },
    api: ['/activity/'],
  },
  {
    path: '/configuracion/correos',
    title: 'Correos',
    role: 'staff',
    page: panelPage('mail'),
    sidebar: { group: 'Mi tienda', label: 'Correos', icon: 'Send' },
    api: ['/outbox/'],
  },
  {
    path: paths.adminStore,
    title: 'Tienda',
    role: 'staff',
    page: panelPage('storeSettings'),
    sidebar: { group: 'Mi tienda', label: 'Tienda', icon: 'Store' },
    api: ['/site-config/', '/fiscal-settings/'],
  },
  {
    path: paths.adminDollarRate,
    title: 'Dólar',
    role: 'staff',
    page: panelPage('dollarRate'),
    sidebar: { group: 'Mi tienda', label: 'Dólar', icon: 'DollarSign' },
    api: ['/dollar-rates/'],
  },
  {
    path: paths.adminSales,
    title: 'Ventas',
    role: 'staff',
    page: panelPage('salesHistory'),
    sidebar: { group: 'Ventas', label: 'Ventas', icon: 'Receipt' },
    api: ['/orders/export/'],
  },
  {
    path: '/configuracion/ventas/nueva',
    title: 'Nueva venta',
    role: 'staff',
    page: panelPage('newSale'),
  },
  // Every invoice and credit note (issue 31): filters, PDF, retry of a rejected one, libro IVA.
  {
    path: paths.adminInvoices,
    title: 'Comprobantes',
    role: 'staff',
    page: panelPage('adminInvoices'),
    sidebar: { group: 'Ventas', label: 'Comprobantes', icon: 'FileText' },
    api: ['/invoices/export/'],
  },
  // Cuenta corriente (issue 32): receivables, each customer's account, receipts and reminders.
  {
    path: paths.adminCurrentAccounts,
    title: 'Cuentas corrientes',
    role: 'staff',
    page: panelPage('currentAccounts'),
    sidebar: { group: 'Ventas', label: 'Cuentas corrientes', icon: 'Wallet' },
    api: ['/receivables/', '/accounts/', '/account-settings/'],
  },
  {
    path: '/configuracion/cuentas-corrientes/:id',
    title: 'Cuenta corriente',
    role: 'staff',
    page: panelPage('currentAccount'),
  },
  {
    path: paths.adminDistributorOrders,
    title: 'Pedidos distribuidor',
    role: 'staff',
    page: panelPage('distributorOrders'),
    api: ['/distributor-discount/', '/orders/distributor/'],
    sidebar: { group: 'Ventas', label: 'Pedidos distribuidor', icon: 'Truck' },
  },
  {
    path: paths.adminCustomers,
    title: 'Clientes',
    role: 'staff',
    page: panelPage('customers'),
    sidebar: { group: 'Clientes', label: 'Clientes', icon: 'Users' },
    api: ['/auth/customers/'],
  },
  {
    path: paths.adminCreateCustomer,
    title: 'Crear cliente',
    role: 'staff',
    page: panelPage('createCustomer'),
  },
  {
    path: '/configuracion/clientes/:id',
    title: 'Perfil del cliente',
    role: 'staff',
    page: panelPage('customerProfile'),
  },
  {
    path: paths.adminApprovals,
    title: 'Aprobar cuentas',
    role: 'staff',
    page: panelPage('approvals'),
    sidebar: { group: 'Clientes', label: 'Aprobar cuentas', icon: 'UserCheck' },
    api: ['/auth/pending-users/', '/auth/approve-user/', '/auth/reject-user/'],
  },
  {
    path: paths.adminPriceLists,
    title: 'Listas de precios',
    role: 'staff',
    page: panelPage('priceLists'),
    sidebar: { group: 'Clientes', label: 'Listas de precios', icon: 'BadgeDollarSign' },
    api: ['/price-lists/'],
  },
  {
    path: '/configuracion/listas-de-precios/:id',
    title: 'Lista de precios',
    role: 'staff',
    page: panelPage('priceList'),
  },
  {
    path: paths.adminInvitationCodes,
    title: 'Códigos de invitación',
    role: 'staff',
    page: panelPage('invitationCodes'),
    sidebar: { group: 'Clientes', label: 'Códigos de invitación', icon: 'KeyRound' },
    api: ['/auth/invitation-codes/'],
  },
  {
    path: paths.adminProducts,
    aliases: ['/configuracion/products'],
    title: 'Productos',
    role: 'staff',
    page: panelPage('inventory'),
    sidebar: { group: 'Productos', label: 'Productos', icon: 'Package' },
    api: ['/uploads/images/'],
  },
  {
    path: paths.adminAddProduct,
    title: 'Agregar producto',
    role: 'staff',
    page: panelPage('productForm'),
    // The external supplier's calls (staff only; issue 13) made by the form and the inventory.
    api: [
      '/products/search-by-sku/',
      '/external/',
      '/external-sync/',
      '/intelligent-sync-status/',
      '/missing-products-details/',
      '/clear-intelligent-sync-cache/',
      '/sync-health-check/',
    ],
  },
  {
    path: '/configuracion/productos/editar/:productId',
    title: 'Editar producto',
    role: 'staff',
    page: panelPage('productForm'),
  },
  {
    path: paths.adminProductOrder,
    title: 'Orden de productos',
    role: 'staff',
    page: panelPage('ordering'),
    sidebar: { group: 'Productos', label: 'Orden', icon: 'ArrowUpDown' },
    api: ['/update-order/'],
  },
  {
    path: paths.adminBulkPrice,
    title: 'Actualizar precios',
    role: 'staff',
    page: panelPage('bulkPrice'),
    sidebar: { group: 'Productos', label: 'Actualizar precios', icon: 'Calculator' },
    api: ['/products/bulk-price/'],
  },
  {
    path: paths.adminProductImport,
    title: 'Importar productos',
    role: 'staff',
    page: panelPage('import'),
    sidebar: { group: 'Productos', label: 'Importar', icon: 'FileUp' },
    api: ['/products/import/', '/products/export/'],
  },
  {
    path: paths.adminCategories,
    aliases: ['/configuracion/categories'],
    title: 'Categorías',
    role: 'staff',
    page: panelPage('categories'),
    sidebar: { group: 'Productos', label: 'Categorías', icon: 'Tags' },
  },
  {
    path: paths.adminBrands,
    title: 'Marcas',
    role: 'staff',
    page: panelPage('brands'),
    sidebar: { group: 'Productos', label: 'Marcas', icon: 'Tag' },
  },
  {
    path: paths.adminFeatured,
    title: 'Destacados',
    role: 'staff',
    page: panelPage('featured'),
    sidebar: { group: 'Productos', label: 'Destacados', icon: 'Star' },
  },
  {
    path: paths.adminCarousel,
    title: 'Carrusel',
    role: 'staff',
    page: panelPage('carousel'),
    sidebar: { group: 'Productos', label: 'Carrusel', icon: 'Images' },
  },
  {
    path: paths.adminBlog,
    title: 'Blog',
    role: 'staff',
    page: panelPage('blogAdmin'),
    sidebar: { group: 'Mi tienda', label: 'Blog', icon: 'Newspaper' },
    api: ['/blog/admin/'],
  },
  {
    path: paths.adminCoupons,
    title: 'Cupones',
    role: 'staff',
    page: panelPage('coupons'),
    sidebar: { group: 'Ofertas', label: 'Cupones', icon: 'TicketPercent' },
  },
  {
    path: paths.adminOffers,
    title: 'Ofertas',
    role: 'staff',
    page: panelPage('offers'),
    sidebar: { group: 'Ofertas', label: 'Ofertas', icon: 'Percent' },
  },
  {
    path: paths.account,
    title: 'Mi Cuenta',
    role: 'user',
    page: panelPage('account'),
    sidebar: { group: 'Perfil', label: 'Mi Cuenta', icon: 'UserRound' },
  },
  {
    path: paths.myOrders,
    title: 'Mis Pedidos',
    role: 'user',
    page: panelPage('myOrders'),
    sidebar: { group: 'Perfil', label: 'Mis Pedidos', icon: 'ClipboardList', buyersOnly: true },
  },
  { path: '/configuracion/my-orders', title: 'Mis Pedidos', role: 'user', redirectTo: paths.myOrders },
  {
    path: paths.favorites,
    title: 'Mis favoritos',
    role: 'user',
    page: panelPage('favorites'),
    sidebar: { group: 'Perfil', label: 'Mis favoritos', icon: 'Heart', buyersOnly: true },
  },
  {
    path: paths.frequentProducts,
    title: 'Lo que más compras',
    role: 'user',
    page: panelPage('frequentProducts'),
    sidebar: { group: 'Perfil', label: 'Lo que más compras', icon: 'History', buyersOnly: true },
  },
  {
    path: paths.priceChanges,
    title: 'Cambios de precio',
    role: 'user',
    page: panelPage('priceChanges'),
    sidebar: { group: 'Perfil', label: 'Cambios de precio', icon: 'TrendingUp', buyersOnly: true },
  },
  {
    path: paths.priceListFile,
    title: 'Descargar lista de precios',
    role: 'user',
    page: panelPage('priceListFile'),
    sidebar: { group: 'Perfil', label: 'Descargar lista de precios', icon: 'FileDown', buyersOnly: true },
  },
  // The buyer's invoices (issue 31): PDF each, a ZIP per month.
  {
    path: paths.myInvoices,
    title: 'Mis comprobantes',
    role: 'user',
    page: panelPage('myInvoices'),
    sidebar: { group: 'Perfil', label: 'Mis comprobantes', icon: 'FileText', buyersOnly: true },
  },
  // The buyer's cuenta corriente (issue 32): listed only for buyers with an account or a balance.
  {
    path: paths.myCurrentAccount,
    title: 'Mi cuenta corriente',
    role: 'user',
    page: panelPage('myCurrentAccount'),
    sidebar: {
      group: 'Perfil',
      label: 'Mi cuenta corriente',
      icon: 'Wallet',
      buyersOnly: true,
      onlyWith: 'currentAccount',
    },
  },
  {
    path: '/configuracion/pedidos/:id',
    title: 'Pedido',
    role: 'user',
    page: panelPage('orderDetails'),
  },

  // Print views open on their own, outside the shell (login and admin).
  {
    path: '/configuracion/ventas/:id/imprimir',
    title: 'Nota de venta',
    role: 'staff',
    page: panelPage('salesNote'),
    shell: false,
  },
  {
    path: '/configuracion/distributor-orders/:id/imprimir',
    title: 'Remito',
    role: 'staff',
    page: panelPage('remito'),
    shell: false,
  },
];

/** Every pattern a route answers: its path and its aliases. */
export const routePatterns = (route: AppRoute) => [route.path, ...(route.aliases ?? [])];

const ADMIN_API_PREFIXES = APP_ROUTES.flatMap((route) => (route.role === 'staff' ? (route.api ?? []) : []));

/** Whether a call (path after /api, query ignored) belongs to an admin screen (accounts §4 on 403). */
export function isAdminApiCall(path: string): boolean {
  const clean = path.split('?')[0].replace(/^\/api(?=\/)/, '');
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`;
  return ADMIN_API_PREFIXES.some((prefix) => withSlash.startsWith(prefix));
}
