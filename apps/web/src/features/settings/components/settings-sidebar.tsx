import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { useUnreadMessagesCount } from '@/api/unread-messages';
import { logout } from '@/lib/session';
import type { NavGroup } from '../nav';

type SettingsSidebarProps = {
  groups: NavGroup[];
  activePath?: string;
  tone: 'dark' | 'light';
  onNavigate?: () => void;
};

const TONES = {
  dark: {
    group: 'text-brand-300/80',
    item: 'text-brand-100 hover:bg-white/10 hover:text-white',
    active: 'bg-white/15 text-white',
    icon: 'text-brand-300',
    logout: 'text-brand-100 hover:bg-white/10 hover:text-white',
    divider: 'border-white/10',
  },
  light: {
    group: 'text-stone-500',
    item: 'text-stone-700 hover:bg-stone-100 hover:text-brand-800',
    active: 'bg-brand-50 text-brand-800',
    icon: 'text-brand-700',
    logout: 'text-stone-700 hover:bg-red-50 hover:text-red-700',
    divider: 'border-stone-200',
  },
} as const;

/** The grouped links of the /configuracion shell and the logout button. */
export function SettingsSidebar({ groups, activePath, tone, onNavigate }: SettingsSidebarProps) {
  const styles = TONES[tone];
  return (
    <nav aria-label="Configuración" className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-3 py-4">
        {groups.map((group) => (
          <div key={group.label}>
            <p className={`mb-1.5 px-3 text-[0.7rem] font-bold tracking-wider uppercase ${styles.group}`}>
              {group.label}
            </p>
            <ul className="space-y-0.5">
              {group.items.map((item) => {
                const active = item.to === activePath;
                return (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                        active ? styles.active : styles.item
                      }`}
                    >
                      <item.icon aria-hidden="true" className={`size-4.5 shrink-0 ${styles.icon}`} />
                      {item.label}
                      {item.badge === 'unreadMessages' && <UnreadBadge />}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      <div className={`border-t p-3 ${styles.divider}`}>
        <button
          type="button"
          onClick={logout}
          className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${styles.logout}`}
        >
          <LogOut aria-hidden="true" className="size-4.5 shrink-0" />
          Cerrar sesión
        </button>
      </div>
    </nav>
  );
}

/** The unread contact messages beside 'Mensajes' (issue 11); nothing while loading or at 0. */
function UnreadBadge() {
  const count = useUnreadMessagesCount();
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-stone-900">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> sin leer</span>
    </span>
  );
}
