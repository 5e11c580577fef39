/** Every path of the web app in one place (STYLE.md §8). */

export const paths = {
  home: '/',
  products: '/productos',
  product: (id: number | string) => `/producto/${id}`,
  cart: '/carrito',
  /** The buyer's quick order by SKU (issue 29, decision 053). */
  quickOrder: '/pedido-rapido',
  login: '/iniciar-sesion',
  loginAlias: '/login',
  /** LOGIN_LINK_PATH of the shared accounts contract: the page the e-mailed sign-in link opens. */
  loginLink: '/acceso',
  register: '/crear-cuenta',
  /** FIRST_ADMIN_PATH of the shared contract: the setup link a production start prints. */
  firstAdmin: '/configurar-administrador',
  contact: '/contacto',
  about: '/nosotros',
  paymentResult: '/payment/result',
  settings: '/configuracion',
  adminHome: '/configuracion/general',
  account: '/configuracion/mi-cuenta',
  myOrders: '/configuracion/mis-pedidos',
  favorites: '/configuracion/favoritos',
  frequentProducts: '/configuracion/lo-que-mas-compras',
  priceChanges: '/configuracion/cambios-de-precio',
  priceListFile: '/configuracion/lista-de-precios',
  /** The buyer's invoices and credit notes (issue 31). */
  myInvoices: '/configuracion/mis-comprobantes',
  /** The buyer's cuenta corriente (issue 32): balance, aging, movements, statement, 'Pagar saldo'. */
  myCurrentAccount: '/configuracion/mi-cuenta-corriente',
  orderDetails: (id: number | string) => `/configuracion/pedidos/${id}`,
  adminStats: '/configuracion/stats',
  adminMessages: '/configuracion/mensajes',
  adminActivity: '/configuracion/actividad',
  adminStore: '/configuracion/store',
  adminSales: '/configuracion/ventas',
  adminInvoices: '/configuracion/comprobantes',
  /** Cuenta corriente (issue 32): receivables and each customer's account. */
  adminCurrentAccounts: '/configuracion/cuentas-corrientes',
  adminCurrentAccount: (id: number | string) => `/configuracion/cuentas-corrientes/${id}`,
  adminDistributorOrders: '/configuracion/distributor-orders',
  adminCustomers: '/configuracion/clientes',
  adminCreateCustomer: '/configuracion/clientes/crear',
  adminCustomer: (id: number | string) => `/configuracion/clientes/${id}`,
  adminApprovals: '/configuracion/aprobar-cuentas',
  adminPriceLists: '/configuracion/listas-de-precios',
  adminPriceList: (id: number | string) => `/configuracion/listas-de-precios/${id}`,
  adminInvitationCodes: '/configuracion/invitation-codes',
  adminProducts: '/configuracion/productos',
  adminCategories: '/configuracion/categorias',
  adminBrands: '/configuracion/marcas',
  adminFeatured: '/configuracion/productos/destacados',
  adminCarousel: '/configuracion/carousel',
  adminCoupons: '/configuracion/cupones',
  adminOffers: '/configuracion/ofertas',
  notFound: '/404',
  adminEditProduct: (id: number | string) => `/configuracion/productos/editar/${id}`,
  adminAddProduct: '/configuracion/productos/agregar',
  adminProductOrder: '/configuracion/productos/order',
  adminBulkPrice: '/configuracion/productos/bulk-price',
  adminProductImport: '/configuracion/productos/importar',
  adminDollarRate: '/configuracion/dolar',
  adminBlog: '/configuracion/blog',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
} as const;

export type ProductsFilters = {
  category_name?: string | null;
  include_children?: boolean | null;
  brand_name?: string | null;
  search?: string | null;
  sale?: boolean | null;
};

/** /productos with the given filters as query parameters (empty and false values are left out). */
export function productsUrl(filters: ProductsFilters = {}): string {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.category_name) params.set('category_name', filters.category_name);
  if (filters.include_children) params.set('include_children', 'true');
  if (filters.brand_name) params.set('brand_name', filters.brand_name);
  if (filters.sale) params.set('sale', 'true');
  const query = params.toString();
  return query ? `${paths.products}?${query}` : paths.products;
}

/** The admin sales history filtered to one customer (route AdminSalesHistory of accounts §2). */
/** /payment/result of one order: where Mercado Pago sends the buyer back (issue 30). */
export const paymentResultUrl = (orderId: number | string) =>
  `${paths.paymentResult}?order=${encodeURIComponent(orderId)}`;

export function adminSalesUrl(filters: { search?: string; customer_id?: number | string } = {}): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.customer_id !== undefined) params.set('customer_id', String(filters.customer_id));
  const query = params.toString();
  return query ? `${paths.adminSales}?${query}` : paths.adminSales;
}

/** The admin customer list filtered to one price list (issue 28). */
export function adminCustomersUrl(filters: { price_list?: number | string } = {}): string {
  if (filters.price_list === undefined) return paths.adminCustomers;
  return `${paths.adminCustomers}?${new URLSearchParams({ price_list: String(filters.price_list) })}`;
}

/** Category links of the navbar and the drawer (storefront §2). */
export function categoryUrl(name: string): string {
  return productsUrl({ category_name: name, include_children: true });
}

/** Login with a redirect back to the given path (accounts §2 navigation guards). */
export function loginUrl(redirect?: string | null): string {
  if (!redirect || redirect === paths.login) return paths.login;
  return `${paths.login}?${new URLSearchParams({ redirect }).toString()}`;
}

/**
 * A safe in-app target from the login 'redirect' query: 'carrito' means the cart; otherwise only an
 * app path starting with a single '/' (never an absolute or protocol-relative URL).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  const target = value.trim();
  if (target === 'carrito' || target === '/carrito/') return paths.cart;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if ([...target].some((char) => char.charCodeAt(0) < 32)) return null;
  if (target === paths.login || target.startsWith(`${paths.login}?`) || target.startsWith(paths.loginAlias)) {
    return null;
  }
  return target;
}
