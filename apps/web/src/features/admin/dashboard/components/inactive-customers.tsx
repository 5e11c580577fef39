import { formatAmount2, formatDate } from '@mayorista/shared/format';
import type { InactiveCustomer } from '@mayorista/shared/statistics';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Customers with no purchase in the last 30 days, each linking to their profile. */
export function InactiveCustomers({ customers }: { customers: InactiveCustomer[] }) {
  if (customers.length === 0)
    return (
      <p className="py-8 text-center text-sm text-stone-600">
        Todos tus clientes compraron en los últimos 30 días.
      </p>
    );
  return (
    <ul className="-mx-2 divide-y divide-stone-100">
      {customers.map((customer) => (
        <li key={customer.id}>
          <Link
            to={paths.adminCustomer(customer.id)}
            className="flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-stone-50"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-stone-900">{customer.name}</p>
              <p className="text-xs text-stone-600">
                Última compra {formatDate(customer.lastPurchase)} · Total {formatAmount2(customer.totalSpent)}
              </p>
            </div>
            <span className="shrink-0 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-200 ring-inset tabular-nums">
              {customer.daysInactive} días
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
