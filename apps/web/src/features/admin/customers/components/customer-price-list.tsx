import type { CustomerDetail } from '@mayorista/shared/accounts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/errors';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { usePriceLists } from '../../price-lists/api/get-price-lists';
import { PriceListSelect } from '../../price-lists/components/price-list-select';
import { useUpdateCustomerPriceList } from '../api/customers';

export const PRICE_LIST_SAVE_MESSAGES = {
  saved: 'Lista de precios del cliente actualizada',
  failed: 'Error al cambiar la lista de precios',
} as const;

/** The profile's 'Lista de precios': the list the customer buys with, changed and saved here. */
export function CustomerPriceList({ customer }: { customer: CustomerDetail }) {
  const id = useId();
  const lists = usePriceLists();
  const update = useUpdateCustomerPriceList();
  const current = customer.price_list ?? lists.data?.find((list) => list.is_default)?.id;
  const [choice, setChoice] = useState<string | null>(null);
  const value = choice ?? (current === undefined ? '' : String(current));
  const changed = choice !== null && choice !== String(current);

  const save = async () => {
    try {
      await update.mutateAsync({ id: customer.id, price_list: Number(value) });
      notify.success(PRICE_LIST_SAVE_MESSAGES.saved);
      setChoice(null);
    } catch (error) {
      notify.error(errorMessage(error, PRICE_LIST_SAVE_MESSAGES.failed));
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <h2 id={`${id}-title`} className="border-b border-stone-200 px-5 py-4 font-bold text-stone-900">
        Lista de precios
      </h2>
      <div className="space-y-3 px-5 py-4">
        <p className="text-sm text-stone-600">
          Compra con <strong className="text-stone-900">{customer.price_list_name}</strong>.{' '}
          <Link to={paths.adminPriceLists} className="font-semibold text-brand-800 hover:underline">
            Ver listas
          </Link>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-list`} className="text-sm font-medium text-stone-800">
              Cambiar a
            </label>
            <PriceListSelect
              id={`${id}-list`}
              value={value}
              onChange={(event) => setChoice(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="btn-primary"
            disabled={!changed || update.isPending}
            aria-busy={update.isPending || undefined}
            onClick={save}
          >
            {update.isPending ? <Spinner className="size-4" /> : null}
            Guardar lista
          </button>
        </div>
        {lists.isError ? (
          <p role="alert" className="text-sm text-red-700">
            No se pudieron cargar las listas de precios.
          </p>
        ) : null}
      </div>
    </section>
  );
}
