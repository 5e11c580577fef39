import type { LucideIcon } from 'lucide-react';
import { APP_ROUTES, SIDEBAR_GROUPS } from '@/app-routes';
import { SIDEBAR_ICONS } from './sidebar-icons';

export type NavItem = { label: string; to: string; icon: LucideIcon; badge?: 'unreadMessages' };
export type NavGroup = { label: string; items: NavItem[] };

/** What the visitor has, for the entries listed only to those who have it (`sidebar.onlyWith`). */
export type NavHas = { currentAccount?: boolean };

/**
 * The sidebar of the /configuracion shell, read from the route registry (accounts §2, backoffice §2):
 * admins see their groups plus Perfil (Mi Cuenta); everyone else only Mi Cuenta and Mis Pedidos.
 */
export function navGroups(isAdmin: boolean, has: NavHas = {}): NavGroup[] {
  return SIDEBAR_GROUPS.map((label) => ({
    label,
    items: APP_ROUTES.flatMap(({ sidebar, role, path }) => {
      if (sidebar?.group !== label) return [];
      if (role === 'staff' && !isAdmin) return [];
      if (sidebar.buyersOnly && isAdmin) return [];
      if (sidebar.onlyWith && !has[sidebar.onlyWith]) return [];
      return [{ label: sidebar.label, to: path, icon: SIDEBAR_ICONS[sidebar.icon], badge: sidebar.badge }];
    }),
  })).filter((group) => group.items.length > 0);
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
