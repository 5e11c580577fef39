import type { PriceList } from '@mayorista/shared/price-lists';
import { ArrowLeft, FileUp, Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/ui/data-state';
import { MoneyCell } from '@/components/ui/money-cell';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { adminCustomersUrl, paths } from '@/lib/paths';
import { usePriceList } from '../api/get-price-list';
import { AddOverrideModal } from '../components/add-override-modal';
import { ExportOverridesButtons } from '../components/export-overrides-buttons';
import { ImportOverridesModal } from '../components/import-overrides-modal';
import { OverridesTable } from '../components/overrides-table';
import { PriceListModal } from '../components/price-list-modal';
import { adjustmentLabel, PRICE_LIST_TEXTS } from '../lib/messages';

const back = (
  <Link
    to={paths.adminPriceLists}
    className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" /> Volver a listas de precios
  </Link>
);

/** One price list (/configuracion/listas-de-precios/{id}): its terms, its customers and its special prices. */
export default function PriceListPage() {
  const id = Number(useParams().id);
  const query = usePriceList(id);

  if (query.isPending && Number.isInteger(id) && id > 0)
    return (
      <section aria-busy="true">
        {back}
        <p role="status" className="sr-only">
          Cargando la lista de precios...
        </p>
        <Skeleton className="mb-6 h-10 w-72" />
        <Skeleton className="h-96" />
      </section>
    );
  if (!query.data)
    return (
      <section>
        {back}
        <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
          {isApiError(query.error, 404) || !(id > 0) ? (
            <p role="alert" className="p-8 text-center font-semibold text-red-700">
              {PRICE_LIST_TEXTS.notFound}
            </p>
          ) : (
            <ErrorState message={PRICE_LIST_TEXTS.loadOneFailed} onRetry={() => query.refetch()} />
          )}
        </div>
      </section>
    );
  return <PriceListDetail list={query.data} />;
}

function Terms({ list }: { list: PriceList }) {
  const customers = `${list.customer_count} ${list.customer_count === 1 ? 'cliente' : 'clientes'}`;
  return (
    <dl className="mb-6 grid gap-4 sm:grid-cols-3">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <dt className="text-sm text-stone-600">Ajuste sobre el precio base</dt>
        <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
          {adjustmentLabel(list.adjustment_percent)}
        </dd>
      </div>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <dt className="text-sm text-stone-600">Pedido mínimo</dt>
        <dd className="mt-1 text-2xl font-bold text-stone-900">
          {list.min_order_amount == null ? 'Sin mínimo' : <MoneyCell value={list.min_order_amount} />}
        </dd>
      </div>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <dt className="text-sm text-stone-600">Clientes</dt>
        <dd className="mt-1 flex flex-wrap items-baseline gap-x-3 text-2xl font-bold text-stone-900">
          {customers}
          <Link
            to={adminCustomersUrl({ price_list: list.id })}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
          >
            <Users aria-hidden="true" className="size-4" /> Ver clientes
          </Link>
        </dd>
      </div>
    </dl>
  );
}

function PriceListDetail({ list }: { list: PriceList }) {
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const addButton = (
    <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" className="size-4" /> Agregar precio especial
    </button>
  );

  return (
    <section>
      <title>{`${list.name} | Listas de precios | Mayorista`}</title>
      {back}
      <PageHeader
        title={list.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {list.is_default ? <StatusBadge tone="info">Predeterminada</StatusBadge> : null}
            {list.is_default
              ? 'La usan los clientes sin lista asignada.'
              : 'Los clientes de esta lista compran con estos precios.'}
          </span>
        }
        actions={
          <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" /> Editar lista
          </button>
        }
      />
      <Terms list={list} />
      <div className="mb-4 flex flex-col gap-3">
        <div>
          <h2 className="text-lg font-semibold text-stone-900">Precios especiales</h2>
          <p className="text-sm text-stone-600">
            {list.override_count === 1 ? '1 producto' : `${list.override_count} productos`} con un precio fijo
            en esta lista; los demás siguen el ajuste.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportOverridesButtons listId={list.id} />
          <button type="button" className="btn-secondary" onClick={() => setImporting(true)}>
            <FileUp aria-hidden="true" className="size-4" /> Importar
          </button>
          {addButton}
        </div>
      </div>
      <OverridesTable listId={list.id} addButton={addButton} />
      <PriceListModal editing={editing ? list : null} onClose={() => setEditing(false)} />
      <AddOverrideModal
        listId={list.id}
        listName={list.name}
        open={adding}
        onClose={() => setAdding(false)}
      />
      <ImportOverridesModal
        listId={list.id}
        listName={list.name}
        open={importing}
        onClose={() => setImporting(false)}
      />
    </section>
  );
}
