import { CUSTOMER_PAGE_SIZE } from '@mayorista/shared/accounts';
import { Ban, Eye, Mail, Receipt, ShieldCheck, UserPlus, UserRound, Users } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ActionMenu, type ActionMenuItem } from '@/components/ui/action-menu';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { adminSalesUrl, paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type CustomerListItem, useCustomers } from '../api/customers';
import { CustomerDetailsModal } from '../components/customer-details-modal';
import { CustomerStatusBadge } from '../components/customer-status-badge';
import { useCustomerDialogs } from '../components/use-customer-dialogs';
import { customerName, dash, dateText, moneyText } from '../lib/format';

export const CUSTOMERS_LOAD_FAILED = 'Error al cargar la lista de clientes';

/** Clientes (accounts §2 customer list): search, table or cards, action menu, pages of 10 from the server. */
export default function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const debounced = useDebouncedValue(draft, 350);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const { contact, toggleBlock, dialogs } = useCustomerDialogs();
  const customers = useCustomers({ page, search });

  useEffect(() => {
    if (debounced.trim() === search.trim()) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced.trim()) next.set('search', debounced.trim());
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, search, setParams]);

  const goToPage = (value: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value > 1) next.set('page', String(value));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const menuItems = (customer: CustomerListItem): ActionMenuItem[] => {
    const name = customerName(customer);
    return [
      {
        label: 'Ver detalles',
        icon: <Eye aria-hidden="true" className="size-4" />,
        onSelect: () => setDetailsId(customer.id),
      },
      {
        label: 'Ver perfil',
        icon: <UserRound aria-hidden="true" className="size-4" />,
        to: paths.adminCustomer(customer.id),
      },
      {
        label: 'Ver pedidos',
        icon: <Receipt aria-hidden="true" className="size-4" />,
        to: adminSalesUrl({ search: customer.email, customer_id: customer.id }),
      },
      {
        label: 'Contactar',
        icon: <Mail aria-hidden="true" className="size-4" />,
        onSelect: () => contact({ id: customer.id, name, email: customer.email }),
      },
      customer.is_blocked
        ? {
            label: 'Desbloquear',
            icon: <ShieldCheck aria-hidden="true" className="size-4" />,
            onSelect: () => toggleBlock({ id: customer.id, name, email: customer.email, is_blocked: true }),
          }
        : {
            label: 'Bloquear',
            tone: 'danger',
            icon: <Ban aria-hidden="true" className="size-4" />,
            onSelect: () => toggleBlock({ id: customer.id, name, email: customer.email, is_blocked: false }),
          },
    ];
  };

  const data = customers.data;
  const results = data?.results ?? [];

  let content: ReactNode;
  if (customers.isPending) {
    content = (
      <div className="space-y-3 p-4" role="status" aria-busy="true" aria-label="Cargando clientes">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-12" />
        ))}
      </div>
    );
  } else if (customers.isError) {
    content = (
      <div role="alert" className="py-14 text-center">
        <p className="font-semibold text-red-700">{CUSTOMERS_LOAD_FAILED}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => customers.refetch()}>
          Reintentar
        </button>
      </div>
    );
  } else if (results.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 py-16 text-center text-stone-600">
        <span className="grid size-14 place-items-center rounded-full bg-stone-100 text-stone-500">
          <Users aria-hidden="true" className="size-7" />
        </span>
        {search ? (
          <>
            <p>No se encontraron clientes que coincidan con "{search}"</p>
            <button type="button" className="btn-secondary" onClick={() => setDraft('')}>
              Limpiar búsqueda
            </button>
          </>
        ) : (
          <p>Todavía no hay clientes.</p>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <div className="hidden xl:block">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Cliente
                </th>
                <th scope="col" className="px-4 py-3">
                  Email
                </th>
                <th scope="col" className="px-4 py-3">
                  DNI
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Pedidos
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Total gastado
                </th>
                <th scope="col" className="px-4 py-3">
                  Última compra
                </th>
                <th scope="col" className="px-4 py-3">
                  Estado
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody className={`divide-y divide-stone-100 ${customers.isPlaceholderData ? 'opacity-60' : ''}`}>
              {results.map((customer) => (
                <tr key={customer.id} className="hover:bg-stone-50/70">
                  <td className="px-4 py-3">
                    <Link
                      to={paths.adminCustomer(customer.id)}
                      className="font-semibold text-stone-900 hover:text-brand-800 hover:underline"
                    >
                      {customerName(customer)}
                    </Link>
                    <p className="text-xs text-stone-500">
                      {customer.username}
                      {customer.business_name && customer.name ? ` · ${customer.business_name}` : ''}
                    </p>
                  </td>
                  <td className="max-w-60 truncate px-4 py-3 text-stone-700">{customer.email}</td>
                  <td className="px-4 py-3 text-stone-700">{dash(customer.dni)}</td>
                  <td className="px-4 py-3 text-right text-stone-700 tabular-nums">
                    {customer.total_orders}
                  </td>
                  <td className="px-4 py-3 text-right font-medium text-stone-900 tabular-nums">
                    {moneyText(customer.total_spent)}
                  </td>
                  <td className="px-4 py-3 text-stone-700">{dateText(customer.last_purchase)}</td>
                  <td className="px-4 py-3">
                    <CustomerStatusBadge isBlocked={customer.is_blocked} isActive={customer.is_active} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <ActionMenu label={`Acciones para ${customer.username}`} items={menuItems(customer)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul
          className={`divide-y divide-stone-100 xl:hidden ${customers.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {results.map((customer) => (
            <li key={customer.id} className="p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link
                    to={paths.adminCustomer(customer.id)}
                    className="font-semibold text-stone-900 hover:text-brand-800 hover:underline"
                  >
                    {customerName(customer)}
                  </Link>
                  <p className="truncate text-sm text-stone-600">{customer.email}</p>
                </div>
                <ActionMenu label={`Acciones para ${customer.username}`} items={menuItems(customer)} />
              </div>
              <div className="mt-2">
                <CustomerStatusBadge isBlocked={customer.is_blocked} isActive={customer.is_active} />
              </div>
              <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-stone-500">Pedidos</dt>
                  <dd className="font-medium text-stone-900">{customer.total_orders}</dd>
                </div>
                <div>
                  <dt className="text-xs text-stone-500">Total</dt>
                  <dd className="font-medium text-stone-900">{moneyText(customer.total_spent)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-stone-500">Última compra</dt>
                  <dd className="font-medium text-stone-900">{dateText(customer.last_purchase)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section>
      <title>Clientes | Mayorista</title>
      <PageHeader
        title="Clientes"
        description={
          data ? `${data.count} ${data.count === 1 ? 'cliente' : 'clientes'}` : 'Tus clientes y sus compras.'
        }
        actions={
          <Link to={paths.adminCreateCustomer} className="btn-primary">
            <UserPlus aria-hidden="true" className="size-4" /> Crear cliente
          </Link>
        }
      />
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="border-b border-stone-200 p-4">
          <SearchField
            label="Buscar clientes"
            value={draft}
            onChange={setDraft}
            placeholder="Buscar por usuario, email, negocio o DNI..."
          />
        </div>
        {content}
      </div>
      {data && data.total_pages > 1 ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          <Pagination page={page} pageCount={data.total_pages} onPageChange={goToPage} />
          <p className="text-xs text-stone-500">
            Mostrando {(page - 1) * CUSTOMER_PAGE_SIZE + 1}–{(page - 1) * CUSTOMER_PAGE_SIZE + results.length}{' '}
            de {data.count}
          </p>
        </div>
      ) : null}
      <CustomerDetailsModal customerId={detailsId} onClose={() => setDetailsId(null)} />
      {dialogs}
    </section>
  );
}
