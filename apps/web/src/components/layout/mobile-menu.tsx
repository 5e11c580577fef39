import type { CategoryTree as Category } from '@mayorista/shared/catalog';
import { ChevronDown, House, Info, LogIn, Mail, Package, ShoppingCart, UserRound, X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useCategoryTree } from '@/api/categories';
import { useSiteConfig } from '@/api/site-config';
import { categoryLabel } from '@/lib/category-label';
import { categoryUrl, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { Logo } from './logo';

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
  /** Gets the focus back when the menu closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The off-canvas menu below 992 px (storefront §2): an accordion of the category tree plus the main links. */
export function MobileMenu({ open, onClose, returnFocusRef }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const session = useSession();
  const { data: categories, isPending, isError } = useCategoryTree();
  const { store_name: storeName } = useSiteConfig();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = panelRef.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const returnTo = returnFocusRef.current;
    return () => {
      document.body.style.overflow = overflow;
      returnTo?.focus();
    };
  }, [open, returnFocusRef]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 nav:hidden">
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-black/50" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 left-0 flex w-[86%] max-w-sm animate-drawer-in flex-col bg-white shadow-2xl"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-stone-200 px-4">
          <Logo onClick={onClose} />
          <h2 id={titleId} className="sr-only">
            Menú
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Cerrar menú"
            className="grid size-10 place-items-center rounded-full text-stone-600 hover:bg-stone-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>

        <nav aria-label="Menú principal" className="flex-1 overflow-y-auto overscroll-contain px-2 py-3">
          <ul className="space-y-0.5">
            <DrawerLink to={paths.home} icon={<House className="size-5" />} onClick={onClose}>
              Inicio
            </DrawerLink>
            <DrawerLink to={paths.products} icon={<Package className="size-5" />} onClick={onClose}>
              Todos los productos
            </DrawerLink>
          </ul>

          <p className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wider text-stone-500 uppercase">
            Categorías
          </p>
          {isPending ? (
            <div className="space-y-2 px-3 py-2">
              {Array.from({ length: 5 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <div key={index} className="skeleton h-5 w-2/3" />
              ))}
            </div>
          ) : null}
          {isError ? (
            <p className="px-3 py-2 text-sm text-stone-500">No se pudieron cargar las categorías</p>
          ) : null}
          <ul className="space-y-0.5">
            {(categories ?? []).map((category) => (
              <AccordionItem key={category.id} category={category} level={0} onNavigate={onClose} />
            ))}
          </ul>

          <p className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wider text-stone-500 uppercase">
            {storeName}
          </p>
          <ul className="space-y-0.5">
            <DrawerLink to={paths.about} icon={<Info className="size-5" />} onClick={onClose}>
              Nosotros
            </DrawerLink>
            <DrawerLink to={paths.contact} icon={<Mail className="size-5" />} onClick={onClose}>
              Contacto
            </DrawerLink>
            <DrawerLink to={paths.cart} icon={<ShoppingCart className="size-5" />} onClick={onClose}>
              Carrito
            </DrawerLink>
            {session.isLoggedIn ? (
              <DrawerLink to={paths.account} icon={<UserRound className="size-5" />} onClick={onClose}>
                Mi cuenta
              </DrawerLink>
            ) : (
              <DrawerLink to={paths.login} icon={<LogIn className="size-5" />} onClick={onClose}>
                Iniciar sesión
              </DrawerLink>
            )}
          </ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}

function DrawerLink({
  to,
  icon,
  children,
  onClick,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <li>
      <Link
        to={to}
        onClick={onClick}
        className="flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800"
      >
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {children}
      </Link>
    </li>
  );
}

function AccordionItem({
  category,
  level,
  onNavigate,
}: {
  category: Category;
  level: number;
  onNavigate: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const children = category.children ?? [];
  const label = categoryLabel(category.name);
  const indent = level === 0 ? 'pl-3' : level === 1 ? 'pl-7' : 'pl-11';
  const text =
    level === 0
      ? 'font-semibold text-stone-900'
      : level === 1
        ? 'font-medium text-stone-800'
        : 'text-stone-600';

  return (
    <li>
      <div className="flex items-stretch rounded-lg hover:bg-stone-50">
        <Link
          to={categoryUrl(category.name)}
          onClick={onNavigate}
          className={`flex min-h-11 flex-1 items-center rounded-lg py-2 pr-2 ${indent} ${text} hover:text-brand-800`}
        >
          {label}
        </Link>
        {children.length ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={`${expanded ? 'Ocultar' : 'Mostrar'} subcategorías de ${label}`}
            onClick={() => setExpanded((value) => !value)}
            className="grid w-11 shrink-0 place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-brand-800"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
            />
          </button>
        ) : null}
      </div>
      {children.length ? (
        <ul id={panelId} hidden={!expanded} className="space-y-0.5">
          {children.map((child) => (
            <AccordionItem key={child.id} category={child} level={level + 1} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
