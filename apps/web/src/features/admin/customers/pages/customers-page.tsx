import { CUSTOMER_PAGE_SIZE, type CustomerListItem } from '@mayorista/shared/accounts';
import { Ban, Eye, Mail, Receipt, ShieldCheck, UserPlus, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ActionMenuItem } from '@/components/ui/action-menu';
import { type Column, DataTable } from '@/components/ui/data-table';
import { DateCell } from '@/components/ui/date-cell';
import { MoneyCell } from '@/components/ui/money-cell';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { adminSalesUrl, paths } from '@/lib/paths';
import { dash } from '@/lib/text';
import { useUrlFilters } from '@/lib/use-url-filters';
import { PriceListSelect } from '../../price-lists/components/price-list-select';
import { useCustomers } from '../api/customers';
import { AssignPriceListBar } from '../components/assign-price-list-bar';
import { CustomerDetailsModal } from '../components/customer-details-modal';
import { CustomerStatusBadge } from '../components/customer-status-badge';
import { useCustomerDialogs } from '../components/use-customer-dialogs';
import { CUSTOMER_FILTERS_CODEC } from '../lib/filters';
import { customerName } from '../lib/format';

export const CUSTOMERS_LOAD_FAILED = 'Error al cargar la lista de clientes';

/** Clientes (accounts §2 customer list): search, table or cards, action menu, pages of 10 from the server. */
export default function CustomersPage() {
  const { filters, searchDraft, setSearchDraft, setFilters, setPage, clearFilters } =
    useUrlFilters(CUSTOMER_FILTERS_CODEC);
  const { search, page } = filters;
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const { contact, toggleBlock, dialogs } = useCustomerDialogs();
  const customers = useCustomers(filters);

  const goToPage = (value: number) => {
    setPage(value);
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

  const columns: Column<CustomerListItem>[] = [
    {
      id: 'customer',
      header: 'Cliente',
      card: 'title',
      cell: (customer, view) => (
        <>
          <Link
            to={paths.adminCustomer(customer.id)}
            className="font-semibold text-stone-900 hover:text-brand-800 hover:underline"
          >
            {customerName(customer)}
          </Link>
          {view === 'table' ? (
            <p className="text-xs text-stone-600">
              {customer.username}
              {customer.business_name && customer.name ? ` · ${customer.business_name}` : ''}
            </p>
          ) : null}
        </>
      ),
    },
    { id: 'email', header: 'Email', card: 'subtitle', className: 'max-w-36 truncate', cell: (c) => c.email },
    { id: 'dni', header: 'DNI', card: 'hidden', cell: (customer) => dash(customer.dni) },
    {
      id: 'price_list',
      header: 'Lista',
      cell: (customer) => customer.price_list_name,
    },
    {
      id: 'orders',
      header: 'Pedidos',
      align: 'end',
      className: 'tabular-nums',
      cell: (customer) => customer.total_orders,
    },
    {
      id: 'spent',
      header: 'Total gastado',
      align: 'end',
      className: 'font-medium text-stone-900',
      cell: (customer) => <MoneyCell value={customer.total_spent} />,
    },
    {
      id: 'last_purchase',
      header: 'Última compra',
      cell: (customer) => <DateCell value={customer.last_purchase} />,
    },
    {
      id: 'status',
      header: 'Estado',
      card: 'badge',
      cell: (customer) => (
        <CustomerStatusBadge isBlocked={customer.is_blocked} isActive={customer.is_active} />
      ),
    },
  ];

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
      {selected.length ? (
        <div className="mb-4">
          <AssignPriceListBar selected={selected} onClear={() => setSelected([])} />
        </div>
      ) : null}
      <DataTable
        label="Clientes"
        columns={columns}
        rows={data?.results}
        rowKey={(customer) => customer.id}
        status={customers.status}
        dimmed={customers.isPlaceholderData}
        errorMessage={CUSTOMERS_LOAD_FAILED}
        onRetry={() => customers.refetch()}
        empty={
          search || filters.price_list
            ? {
                icon: <Users aria-hidden="true" />,
                message: search
                  ? `No se encontraron clientes que coincidan con "${search}"`
                  : 'Ningún cliente tiene esta lista de precios.',
                action: (
                  <button type="button" className="btn-secondary" onClick={clearFilters}>
                    Limpiar filtros
                  </button>
                ),
              }
            : { icon: <Users aria-hidden="true" />, message: 'Todavía no hay clientes.' }
        }
        rowActions={{ label: (customer) => `Acciones para ${customer.username}`, items: menuItems }}
        selection={{
          selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          rowLabel: (customer) => customerName(customer),
        }}
        pagination={
          data
            ? {
                page,
                pageCount: data.total_pages,
                onPageChange: goToPage,
                pageSize: CUSTOMER_PAGE_SIZE,
                total: data.count,
              }
            : undefined
        }
        toolbar={
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <SearchField
                label="Buscar clientes"
                value={searchDraft}
                onChange={setSearchDraft}
                placeholder="Buscar por usuario, email, negocio o DNI..."
              />
            </div>
            <PriceListSelect
              aria-label="Filtrar por lista de precios"
              className="form-input sm:w-56"
              emptyLabel="Todas las listas"
              value={filters.price_list ?? ''}
              onChange={(event) =>
                setFilters({ price_list: event.target.value ? Number(event.target.value) : null })
              }
            />
          </div>
        }
      />
      <CustomerDetailsModal customerId={detailsId} onClose={() => setDetailsId(null)} />
      {dialogs}
    </section>
  );
}
