import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCartCount } from '@/lib/cart-count';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useIdle } from '@/lib/use-idle';
import { useMediaQuery } from '@/lib/use-media-query';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import { PromoStrip } from './promo-strip';
import { SearchBox } from './search-box';
import { ClipboardList, Menu, ShieldCheck, ShoppingCart, UserRound } from './shell-icons';

const DESKTOP_QUERY = '(min-width: 992px)';

/** The off-canvas menu is not drawn until it opens: its code loads when the page is idle, or on the first touch. */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** Promo strip, navbar and (desktop) mega-menu; below 992 px a hamburger opens the off-canvas menu. */
export function SiteHeader() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const session = useSession();
  const cartCount = useCartCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const idle = useIdle();
  const [menuWanted, setMenuWanted] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setMenuOpen(false), [location.key]);
  useEffect(() => {
    if (isDesktop) setMenuOpen(false);
  }, [isDesktop]);

  const accountLabel = session.isLoggedIn ? session.firstName || session.username || 'Mi cuenta' : 'Ingresar';

  return (
    <>
      <PromoStrip />
      <header className="sticky top-0 z-40 bg-white shadow-[0_1px_0_0_rgb(0_0_0/0.06),0_4px_12px_-6px_rgb(0_0_0/0.12)]">
        <div className="container-page flex h-16 items-center gap-2 sm:gap-4">
          {/* Both layouts are in the markup and CSS picks one (nav = 992 px): the server draws the page
              without knowing the screen's width (decision 038). */}
          <button
            ref={menuButtonRef}
            type="button"
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            aria-label="Abrir menú"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            className="-ml-2 grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 nav:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>

          <Logo />

          <SearchBox className="mx-auto hidden w-full max-w-xl nav:block" />
          <div className="flex-1 nav:hidden" />

          <div className="flex items-center gap-1 sm:gap-2">
            {session.isAdmin ? (
              <Link
                to={paths.adminHome}
                className="hidden items-center gap-1 rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold tracking-wide text-stone-900 uppercase hover:bg-accent-300 sm:inline-flex"
                title="Panel de administración"
              >
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                Admin
              </Link>
            ) : null}

            {session.isLoggedIn && !session.isAdmin ? (
              <Link
                to={paths.quickOrder}
                aria-label="Pedido rápido"
                title="Pedido rápido por código"
                className="flex items-center gap-2 rounded-full px-2 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-brand-800 sm:px-3"
              >
                <ClipboardList aria-hidden="true" className="size-6 sm:size-5" />
                <span className="hidden lg:inline">Pedido rápido</span>
              </Link>
            ) : null}

            <Link
              to={session.isLoggedIn ? paths.account : paths.login}
              aria-label={session.isLoggedIn ? `Mi cuenta (${accountLabel})` : undefined}
              className="flex items-center gap-2 rounded-full px-2 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-brand-800 sm:px-3"
            >
              <UserRound aria-hidden="true" className="size-6 sm:size-5" />
              <span className="sr-only max-w-32 truncate sm:not-sr-only">{accountLabel}</span>
            </Link>

            <Link
              to={paths.cart}
              aria-label={cartCount > 0 ? `Carrito, ${cartCount} productos` : 'Carrito'}
              className="flex items-center gap-2.5 rounded-full px-2 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-brand-800 sm:px-3"
            >
              <span className="relative">
                <ShoppingCart aria-hidden="true" className="size-6 sm:size-5" />
                {cartCount > 0 ? (
                  // The count is drawn by CSS: the link's name says it, and its visible text stays 'Carrito'
                  // (axe: label-content-name-mismatch).
                  <span
                    aria-hidden="true"
                    data-count={cartCount > 99 ? '99+' : cartCount}
                    className="absolute -top-2 -right-2.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-accent-500 px-1 text-[11px] leading-none font-bold text-stone-950 ring-2 ring-white before:content-[attr(data-count)]"
                  />
                ) : null}
              </span>
              <span className="hidden sm:inline">Carrito</span>
            </Link>
          </div>
        </div>

        <div className="hidden nav:block">
          <MegaMenu />
        </div>
        <div className="container-page pb-3 nav:hidden">
          <SearchBox />
        </div>

        {session.isAdmin ? (
          <div className="border-t border-accent-200 bg-accent-50 sm:hidden">
            <Link
              to={paths.adminHome}
              className="container-page flex items-center justify-center gap-1.5 py-1.5 text-xs font-bold tracking-wide text-accent-800 uppercase"
            >
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              Admin
            </Link>
          </div>
        ) : null}
      </header>
      {!isDesktop && (idle || menuWanted) ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} returnFocusRef={menuButtonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
