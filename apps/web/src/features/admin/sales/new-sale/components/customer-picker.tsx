import type { CustomerListItem } from '@mayorista/shared/accounts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCustomerSearch } from '../api/search-customers';
import { NEW_SALE_MESSAGES } from '../lib/sale';
import { NewCustomerModal } from './new-customer-modal';
import { RetryError } from './section-card';

export type PickedCustomer = Pick<
  CustomerListItem,
  'id' | 'username' | 'email' | 'name' | 'is_blocked' | 'is_active' | 'business_name'
>;

/** 'Cliente': search an existing customer (name, username, e-mail, DNI) or create one here. */
export function CustomerPicker({
  customer,
  onChange,
  error,
}: {
  customer: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const term = useDebouncedValue(search, 300);
  const results = useCustomerSearch(term);

  if (customer) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/40 p-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
            <span className="break-words">{customer.name || customer.username}</span>
            {customer.is_blocked ? <StatusBadge tone="danger">Bloqueado</StatusBadge> : null}
          </p>
          <p className="text-sm break-all text-stone-600">
            {customer.username} · {customer.email}
          </p>
          {customer.is_blocked ? (
            <p className="mt-1 text-sm text-red-700">{NEW_SALE_MESSAGES.blocked}</p>
          ) : null}
        </div>
        <button type="button" className="btn-secondary shrink-0" onClick={() => onChange(null)}>
          Cambiar cliente
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="grow">
          <SearchField
            label="Buscar cliente por nombre, usuario, email o DNI"
            placeholder="Nombre, usuario, email o DNI"
            value={search}
            onChange={setSearch}
          />
        </div>
        <button type="button" className="btn-secondary shrink-0" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" className="size-4" /> Nuevo cliente
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div aria-live="polite">
        {term.trim().length < 2 ? (
          <p className="text-sm text-stone-600">Escribe al menos 2 letras para buscar un cliente.</p>
        ) : results.isPending ? (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner className="size-4" /> Buscando…
          </p>
        ) : results.isError ? (
          <RetryError
            message={errorMessage(results.error, NEW_SALE_MESSAGES.customersFailed)}
            onRetry={() => results.refetch()}
          />
        ) : results.data.length === 0 ? (
          <p className="text-sm text-stone-600">
            No hay clientes que coincidan con «{term.trim()}». Puedes crearlo con «Nuevo cliente».
          </p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {results.data.map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-stone-200 bg-white px-3 py-2 text-left text-sm hover:border-brand-600 focus-visible:border-brand-600"
                  onClick={() => onChange(row)}
                >
                  <span className="min-w-0">
                    <span className="block font-semibold text-stone-900">{row.name || row.username}</span>
                    <span className="block break-all text-xs text-stone-600">
                      {row.username} · {row.email}
                      {row.business_name ? ` · ${row.business_name}` : ''}
                    </span>
                  </span>
                  {row.is_blocked ? <StatusBadge tone="danger">Bloqueado</StatusBadge> : null}
                  {!row.is_active ? <StatusBadge tone="warning">Inactivo</StatusBadge> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <NewCustomerModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          onChange(created);
        }}
      />
    </div>
  );
}
