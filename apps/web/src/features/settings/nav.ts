import {
  Activity,
  BarChart3,
  ClipboardList,
  Images,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Package,
  Percent,
  Receipt,
  Star,
  Store,
  Tag,
  Tags,
  TicketPercent,
  Truck,
  UserCheck,
  UserRound,
  Users,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export type NavItem = { label: string; to: string; icon: LucideIcon };
export type NavGroup = { label: string; items: NavItem[] };

/** Sidebar groups for admins (backoffice §2, accounts §2). */
export const ADMIN_NAV: NavGroup[] = [
  {
    label: 'Mi tienda',
    items: [
      { label: 'General', to: paths.adminHome, icon: LayoutDashboard },
      { label: 'Métricas', to: paths.adminStats, icon: BarChart3 },
      { label: 'Mensajes', to: paths.adminMessages, icon: Mail },
      { label: 'Actividad', to: paths.adminActivity, icon: Activity },
      { label: 'Tienda', to: paths.adminStore, icon: Store },
    ],
  },
  {
    label: 'Ventas',
    items: [
      { label: 'Ventas', to: paths.adminSales, icon: Receipt },
      { label: 'Pedidos distribuidor', to: paths.adminDistributorOrders, icon: Truck },
    ],
  },
  {
    label: 'Clientes',
    items: [
      { label: 'Clientes', to: paths.adminCustomers, icon: Users },
      { label: 'Aprobar cuentas', to: paths.adminApprovals, icon: UserCheck },
      { label: 'Códigos de invitación', to: paths.adminInvitationCodes, icon: KeyRound },
    ],
  },
  {
    label: 'Productos',
    items: [
      { label: 'Productos', to: paths.adminProducts, icon: Package },
      { label: 'Categorías', to: paths.adminCategories, icon: Tags },
      { label: 'Marcas', to: paths.adminBrands, icon: Tag },
      { label: 'Destacados', to: paths.adminFeatured, icon: Star },
      { label: 'Carrusel', to: paths.adminCarousel, icon: Images },
    ],
  },
  {
    label: 'Ofertas',
    items: [
      { label: 'Cupones', to: paths.adminCoupons, icon: TicketPercent },
      { label: 'Ofertas', to: paths.adminOffers, icon: Percent },
    ],
  },
];

const ACCOUNT_ITEM: NavItem = { label: 'Mi Cuenta', to: paths.account, icon: UserRound };
const MY_ORDERS_ITEM: NavItem = { label: 'Mis Pedidos', to: paths.myOrders, icon: ClipboardList };

/** Admins see their groups plus PERFIL (Mi Cuenta); everyone else only Mi Cuenta and Mis Pedidos. */
export function navGroups(isAdmin: boolean): NavGroup[] {
  if (isAdmin) return [...ADMIN_NAV, { label: 'Perfil', items: [ACCOUNT_ITEM] }];
  return [{ label: 'Perfil', items: [ACCOUNT_ITEM, MY_ORDERS_ITEM] }];
}

/** The item whose path is the longest prefix of the current path (its section), if any. */
export function activeItem(groups: NavGroup[], pathname: string): NavItem | undefined {
  const clean = pathname.replace(/\/+$/, '');
  let best: NavItem | undefined;
  for (const item of groups.flatMap((group) => group.items)) {
    const matches = clean === item.to || clean.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}
