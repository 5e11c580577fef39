import { formatAmount2 } from '@mayorista/shared/format';
import {
  ArrowRight,
  ClipboardList,
  FileDown,
  Heart,
  History,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Receipt,
  ShoppingBag,
  UserCheck,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { balanceFigure, hasCurrentAccount, type MyAccount, useMyAccount } from '@/api/my-account';
import { StockAlertsList } from '@/features/stock-alerts';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

type Shortcut = { to: string; title: string; text: string; icon: LucideIcon };

const CUSTOMER_SHORTCUTS: Shortcut[] = [
  {
    to: paths.myOrders,
    title: 'Mis Pedidos',
    text: 'Sigue el estado de tus pedidos y consulta por WhatsApp.',
    icon: ClipboardList,
  },
  {
    to: paths.frequentProducts,
    title: 'Lo que más compras',
    text: 'Vuelve a pedir lo de siempre con un clic, al precio de hoy.',
    icon: History,
  },
  {
    to: paths.favorites,
    title: 'Mis favoritos',
    text: 'Los productos que guardaste con el corazón.',
    icon: Heart,
  },
  {
    to: paths.priceListFile,
    title: 'Descargar lista de precios',
    text: 'Tus precios en Excel o PDF, para guardar o mandar por WhatsApp.',
    icon: FileDown,
  },
  {
    to: paths.account,
    title: 'Mi Cuenta',
    text: 'Actualiza tus datos personales, tu email y tu contraseña.',
    icon: UserRound,
  },
  {
    to: paths.products,
    title: 'Ir a la tienda',
    text: 'Explora el catálogo con tus precios mayoristas.',
    icon: ShoppingBag,
  },
];

/** A buyer with a cuenta corriente: its balance and credit left, second after Mis Pedidos. */
function currentAccountShortcut({ summary }: MyAccount): Shortcut {
  const figure = balanceFigure(summary.balance);
  const balance = `${figure.label} ${formatAmount2(figure.amount)}`;
  const overdue = summary.overdue > 0 ? `, vencido ${formatAmount2(summary.overdue)}` : '';
  return {
    to: paths.myCurrentAccount,
    title: 'Mi cuenta corriente',
    text: `${balance}${overdue}. Crédito disponible ${formatAmount2(Math.max(0, summary.available_credit))}.`,
    icon: Wallet,
  };
}

const ADMIN_SHORTCUTS: Shortcut[] = [
  {
    to: paths.adminHome,
    title: 'General',
    text: 'Resumen de la tienda, ventas y tareas pendientes.',
    icon: LayoutDashboard,
  },
  {
    to: paths.adminSales,
    title: 'Ventas',
    text: 'Revisa las ventas y los pedidos de tus clientes.',
    icon: Receipt,
  },
  {
    to: paths.adminCustomers,
    title: 'Clientes',
    text: 'Busca clientes, mira su perfil y sus pedidos.',
    icon: Users,
  },
  {
    to: paths.adminApprovals,
    title: 'Aprobar cuentas',
    text: 'Aprueba o rechaza las cuentas nuevas que esperan revisión.',
    icon: UserCheck,
  },
  {
    to: paths.adminProducts,
    title: 'Productos',
    text: 'Administra el catálogo, los precios y el stock.',
    icon: Package,
  },
  {
    to: paths.account,
    title: 'Mi Cuenta',
    text: 'Actualiza tus datos personales, tu email y tu contraseña.',
    icon: UserRound,
  },
];

/**
 * The dashboard at /configuracion (accounts §2): a greeting and the main shortcuts, those of the
 * back office for an admin and those of a buyer otherwise.
 */
export default function DashboardPage() {
  const session = useSession();
  const name = session.firstName || session.username || '';
  // The same query as the panel's sidebar (one request for both).
  const myAccount = useMyAccount(session.isLoggedIn && !session.isAdmin);
  const shortcuts = session.isAdmin
    ? ADMIN_SHORTCUTS
    : myAccount.data && hasCurrentAccount(myAccount.data)
      ? [CUSTOMER_SHORTCUTS[0], currentAccountShortcut(myAccount.data), ...CUSTOMER_SHORTCUTS.slice(1)]
      : CUSTOMER_SHORTCUTS;

  return (
    <section>
      <div className="overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-8 text-white shadow-sm sm:px-8">
        <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
          {session.isAdmin ? 'Panel de administración' : 'Mi panel'}
        </p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{name ? `¡Hola, ${name}!` : '¡Hola!'}</h1>
        <p className="mt-2 max-w-xl text-brand-100">
          {session.isAdmin
            ? 'Desde acá administras la tienda: ventas, clientes, cuentas por aprobar y catálogo.'
            : 'Desde acá puedes revisar tus pedidos y mantener tu cuenta al día.'}
        </p>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.to}>
            <Link
              to={shortcut.to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <shortcut.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold text-stone-900 group-hover:text-brand-800">
                  {shortcut.title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-sm text-stone-600">{shortcut.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {!session.isAdmin && (
        <div className="mt-6">
          <StockAlertsList />
        </div>
      )}
    </section>
  );
}
