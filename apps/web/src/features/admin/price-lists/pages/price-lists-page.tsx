import type { PriceList } from '@mayorista/shared/price-lists';
import { BadgeDollarSign, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { CrudPage } from '@/components/crud/crud-page';
import { MoneyCell } from '@/components/ui/money-cell';
import { StatusBadge } from '@/components/ui/status-badge';
import { adminCustomersUrl, paths } from '@/lib/paths';
import { useDeletePriceList } from '../api/delete-price-list';
import { usePriceLists } from '../api/get-price-lists';
import { PriceListModal } from '../components/price-list-modal';
import { adjustmentLabel, PRICE_LIST_TEXTS } from '../lib/messages';

const customersLabel = (count: number) => `${count} ${count === 1 ? 'cliente' : 'clientes'}`;

/** Listas de precios (issue 28 item 7): the lists with their adjustment, minimum and counts; create, edit, delete. */
export default function PriceListsPage() {
  const lists = usePriceLists();
  const defaultName = lists.data?.find((list) => list.is_default)?.name ?? 'predeterminada';

  return (
    <CrudPage<PriceList>
      title="Listas de precios"
      description="Cada cliente compra con su lista: un ajuste sobre el precio base, precios especiales y un pedido mínimo."
      newLabel="Nueva lista"
      list={lists}
      remove={useDeletePriceList()}
      messages={PRICE_LIST_TEXTS}
      empty={{ icon: <BadgeDollarSign aria-hidden="true" />, message: 'Todavía no hay listas de precios.' }}
      confirmDelete={{
        title: 'Eliminar lista de precios',
        message: (list) => (
          <>
            ¿Eliminar la lista <strong>{list.name}</strong>?{' '}
            {list.customer_count > 0
              ? `Sus ${customersLabel(list.customer_count)} pasan a la lista ${defaultName}.`
              : `Ningún cliente la usa.`}{' '}
            Sus precios especiales se borran.
          </>
        ),
      }}
      renderModal={(editing, close) => <PriceListModal editing={editing} onClose={close} />}
      view={{
        kind: 'table',
        label: 'Listas de precios',
        columns: [
          {
            id: 'name',
            header: 'Nombre',
            card: 'title',
            cell: (list) => (
              <Link
                to={paths.adminPriceList(list.id)}
                className="font-semibold text-stone-900 hover:text-brand-800 hover:underline"
              >
                {list.name}
              </Link>
            ),
          },
          {
            id: 'default',
            header: 'Predeterminada',
            hideHeader: true,
            card: 'badge',
            cell: (list) => (list.is_default ? <StatusBadge tone="info">Predeterminada</StatusBadge> : null),
          },
          {
            id: 'adjustment',
            header: 'Ajuste',
            align: 'end',
            className: 'tabular-nums whitespace-nowrap',
            cell: (list) => adjustmentLabel(list.adjustment_percent),
          },
          {
            id: 'minimum',
            header: 'Pedido mínimo',
            align: 'end',
            cell: (list) =>
              list.min_order_amount == null ? 'Sin mínimo' : <MoneyCell value={list.min_order_amount} />,
          },
          {
            id: 'customers',
            header: 'Clientes',
            align: 'end',
            className: 'tabular-nums',
            cell: (list) => (
              <Link
                to={adminCustomersUrl({ price_list: list.id })}
                aria-label={`Clientes de la lista ${list.name}: ${list.customer_count}`}
                className="text-brand-800 hover:underline"
              >
                {list.customer_count}
              </Link>
            ),
          },
          {
            id: 'overrides',
            header: 'Precios especiales',
            align: 'end',
            className: 'tabular-nums',
            cell: (list) => list.override_count,
          },
        ],
        actionsLabel: (list) => `Acciones de la lista ${list.name}`,
        extraActions: (list) => [
          {
            label: 'Ver precios especiales',
            icon: <Eye aria-hidden="true" className="size-4" />,
            to: paths.adminPriceList(list.id),
          },
        ],
        canDelete: (list) => !list.is_default,
      }}
    />
  );
}
