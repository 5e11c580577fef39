import { BadgeDollarSign, X } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/toast';
import { usePriceLists } from '../../price-lists/api/get-price-lists';
import { PriceListSelect } from '../../price-lists/components/price-list-select';
import { useAssignPriceList } from '../api/customers';

export const ASSIGN_MESSAGES = {
  assigned: (n: number, list: string) =>
    `${n === 1 ? '1 cliente pasó' : `${n} clientes pasaron`} a la lista ${list}`,
  failed: 'Error al asignar la lista de precios',
} as const;

const customers = (n: number) => (n === 1 ? '1 cliente' : `${n} clientes`);

type AssignPriceListBarProps = { selected: number[]; onClear: () => void };

/** The bar over the customer list while rows are selected: choose a list, confirm, and they all move to it. */
export function AssignPriceListBar({ selected, onClear }: AssignPriceListBarProps) {
  const id = useId();
  const lists = usePriceLists();
  const assign = useAssignPriceList();
  const [listId, setListId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const list = lists.data?.find((item) => String(item.id) === listId);

  const run = async () => {
    if (!list) return;
    try {
      const result = await assign.mutateAsync({ ids: selected, price_list: list.id });
      notify.success(ASSIGN_MESSAGES.assigned(result.updated, list.name));
      setConfirming(false);
      setListId('');
      onClear();
    } catch (error) {
      setConfirming(false);
      notify.error(errorMessage(error, ASSIGN_MESSAGES.failed));
    }
  };

  return (
    <section
      aria-label="Clientes seleccionados"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-3 sm:flex-row sm:items-end"
    >
      <p className="text-sm font-semibold text-stone-900 sm:mr-auto sm:self-center" aria-live="polite">
        {customers(selected.length)} {selected.length === 1 ? 'seleccionado' : 'seleccionados'}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-list`} className="text-xs font-medium text-stone-700">
          Lista de precios
        </label>
        <PriceListSelect
          id={`${id}-list`}
          className="form-input sm:w-60"
          emptyLabel="Elige una lista"
          value={listId}
          onChange={(event) => setListId(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn-primary" disabled={!list} onClick={() => setConfirming(true)}>
          <BadgeDollarSign aria-hidden="true" className="size-4" /> Asignar lista
        </button>
        <button type="button" className="btn-secondary" onClick={onClear}>
          <X aria-hidden="true" className="size-4" /> Quitar selección
        </button>
      </div>
      <ConfirmDialog
        open={confirming && list !== undefined}
        title="Asignar lista de precios"
        confirmLabel="Asignar lista"
        pendingLabel="Asignando..."
        pending={assign.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={run}
        message={
          list ? (
            <>
              ¿Pasar {customers(selected.length)} a la lista <strong>{list.name}</strong>? Desde ya compran
              con sus precios.
            </>
          ) : null
        }
      />
    </section>
  );
}
