import { ExternalLink, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { hasCurrentAccount, useMyAccount } from '@/api/my-account';
import type { RouteHandle } from '@/app-routes';
import { Logo } from '@/components/layout/logo';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { SettingsSidebar } from '../components/settings-sidebar';
import { activeItem, navGroups } from '../nav';

const ACTIVE_SECTION_KEY = 'activeSection';

/**
 * The /configuracion shell (accounts §2 admin panel shell): the sidebar on desktop (≥ 992 px), a
 * slide-in menu below. Admins get the back-office chrome (the site header is hidden for them here);
 * customers keep the store header and see the shell inside the page.
 */
export default function SettingsLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // 'Mi cuenta corriente' is listed only for a buyer with an account or a balance (issue 32).
  const myAccount = useMyAccount(session.isLoggedIn && !session.isAdmin);
  const groups = navGroups(session.isAdmin, { currentAccount: hasCurrentAccount(myAccount.data) });
  const current = activeItem(groups, pathname);
  const routeTitle = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.title;
  const onLanding = pathname.replace(/\/+$/, '') === paths.settings;
  // The section of the sidebar, else the screen's own title (an order, a customer); 'Inicio' for an admin's landing.
  const title = current?.label ?? (onLanding && session.isAdmin ? 'Inicio' : (routeTitle ?? 'Mi panel'));

  // Entering any /configuracion path clears the remembered active section (accounts §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change
  useEffect(() => {
    try {
      window.sessionStorage.removeItem(ACTIVE_SECTION_KEY);
    } catch {
      // storage unavailable: nothing to clear
    }
    setMenuOpen(false);
  }, [pathname]);

  const menuButton = (
    <button
      type="button"
      onClick={() => setMenuOpen(true)}
      aria-expanded={menuOpen}
      aria-haspopup="dialog"
      className="inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 shadow-sm hover:border-brand-700 nav:hidden"
    >
      <Menu aria-hidden="true" className="size-5" />
      Menú
    </button>
  );

  const drawer = menuOpen ? (
    <MobileDrawer onClose={() => setMenuOpen(false)} dark={session.isAdmin}>
      <SettingsSidebar
        groups={groups}
        activePath={current?.to}
        tone={session.isAdmin ? 'dark' : 'light'}
        onNavigate={() => setMenuOpen(false)}
      />
    </MobileDrawer>
  ) : null;

  if (session.isAdmin) {
    return (
      <div className="flex min-h-dvh bg-stone-50">
        <title>{`${title} | Mayorista`}</title>
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col bg-brand-950 text-white nav:flex">
          <div className="flex h-16 items-center border-b border-white/10 px-5">
            <Logo tone="light" />
          </div>
          <SettingsSidebar groups={groups} activePath={current?.to} tone="dark" />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-stone-200 bg-white/95 px-4 backdrop-blur sm:px-6">
            {menuButton}
            <p className="min-w-0 flex-1 truncate text-sm font-semibold text-stone-500">
              Panel de administración <span className="hidden sm:inline">· {title}</span>
            </p>
            <Link
              to={paths.home}
              className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Ver tienda</span>
            </Link>
            <span className="hidden items-center gap-2 rounded-full bg-stone-100 py-1 pr-3 pl-1 text-sm font-medium text-stone-700 sm:inline-flex">
              <span className="grid size-7 place-items-center rounded-full bg-brand-800 text-xs font-bold text-white uppercase">
                {(session.firstName || session.username || 'A').slice(0, 1)}
              </span>
              {session.username}
            </span>
          </header>
          <div className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </div>
        </div>
        {drawer}
      </div>
    );
  }

  return (
    <div className="container-page py-6 nav:py-10">
      <title>{`${title} | Mayorista`}</title>
      <div className="mb-4 flex items-center justify-between gap-3 nav:hidden">
        {menuButton}
        <p className="truncate text-sm font-semibold text-stone-600">{title}</p>
      </div>
      <div className="nav:grid nav:grid-cols-[15rem_minmax(0,1fr)] nav:gap-8">
        <aside className="hidden nav:block">
          <div className="sticky top-24 flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            <div className="border-b border-stone-200 px-5 py-4">
              <p className="text-xs font-semibold tracking-wider text-stone-500 uppercase">Mi panel</p>
              <p className="truncate font-bold text-stone-900">{session.firstName || session.username}</p>
            </div>
            <SettingsSidebar groups={groups} activePath={current?.to} tone="light" />
          </div>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
      {drawer}
    </div>
  );
}

function MobileDrawer({
  children,
  onClose,
  dark,
}: {
  children: ReactNode;
  onClose: () => void;
  dark: boolean;
}) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 nav:hidden">
      <button
        type="button"
        aria-label="Cerrar menú"
        tabIndex={-1}
        onClick={onClose}
        className="absolute inset-0 animate-fade-in bg-stone-950/50"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menú de configuración"
        className={`absolute inset-y-0 left-0 flex w-72 max-w-[85vw] animate-drawer-in flex-col shadow-2xl ${
          dark ? 'bg-brand-950 text-white' : 'bg-white'
        }`}
      >
        <div
          className={`flex h-16 items-center justify-between border-b px-4 ${dark ? 'border-white/10' : 'border-stone-200'}`}
        >
          <Logo tone={dark ? 'light' : 'dark'} onClick={onClose} />
          <button
            type="button"
            onClick={onClose}
            aria-label="Cerrar menú"
            className={`grid size-10 place-items-center rounded-full ${dark ? 'hover:bg-white/10' : 'hover:bg-stone-100'}`}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
