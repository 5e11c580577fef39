import type { Offer } from '@mayorista/shared/marketing';
import { Package, Pencil, Percent, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useDeleteOffer } from '../api/delete-offer';
import { useOffers } from '../api/get-offers';
import { OfferModal } from '../components/offer-modal';
import { OfferProductsModal } from '../components/offer-products-modal';
import { OFFER_MESSAGES, STATUS_TONES } from '../lib/offer-form';

/** Ofertas (backoffice §2.6): list with the status by time, form with the product picker, products modal. */
export default function OffersPage() {
  const offers = useOffers();
  const remove = useDeleteOffer();
  const [editing, setEditing] = useState<Offer | 'new' | null>(null);
  const [productsOf, setProductsOf] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const shown = productsOf === null ? null : (offers.data?.find((offer) => offer.id === productsOf) ?? null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(OFFER_MESSAGES.deleted);
      setDeleting(null);
    } catch {
      notify.error(OFFER_MESSAGES.deleteFailed);
    }
  };

  const newButton = (
    <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" className="size-4" /> Nueva oferta
    </button>
  );

  return (
    <section>
      <title>Ofertas | Mayorista</title>
      <PageHeader
        title="Ofertas"
        description="Descuentos por tiempo limitado: empiezan y terminan solos según sus fechas."
        actions={newButton}
      />
      <DataTable
        label="Ofertas"
        rows={offers.data}
        rowKey={(offer) => offer.id}
        status={offers.status}
        errorMessage={OFFER_MESSAGES.loadFailed}
        onRetry={() => offers.refetch()}
        empty={{
          icon: <Percent aria-hidden="true" />,
          message: 'Todavía no creaste ofertas.',
          action: newButton,
        }}
        columns={[
          {
            id: 'name',
            header: 'Nombre',
            card: 'title',
            cell: (offer) => <span className="font-medium text-stone-900">{offer.name}</span>,
          },
          {
            id: 'discount',
            header: 'Descuento',
            align: 'end',
            card: 'subtitle',
            cell: (offer) => <span className="tabular-nums">{offer.discount}%</span>,
          },
          {
            id: 'start',
            header: 'Inicio',
            cell: (offer, view) =>
              view === 'table' ? (
                <span className="whitespace-nowrap">{formatDateTime(offer.start_date)}</span>
              ) : (
                formatDateTime(offer.start_date)
              ),
          },
          {
            id: 'end',
            header: 'Fin',
            cell: (offer, view) =>
              view === 'table' ? (
                <span className="whitespace-nowrap">{formatDateTime(offer.end_date)}</span>
              ) : (
                formatDateTime(offer.end_date)
              ),
          },
          {
            id: 'products',
            header: 'Productos',
            align: 'end',
            cell: (offer) => (
              <button
                type="button"
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                onClick={() => setProductsOf(offer.id)}
                aria-label={`Ver los ${offer.products.length} productos de ${offer.name}`}
              >
                {offer.products.length}
              </button>
            ),
          },
          {
            id: 'status',
            header: 'Estado',
            card: 'badge',
            cell: (offer) => <StatusBadge tone={STATUS_TONES[offer.status]}>{offer.status}</StatusBadge>,
          },
        ]}
        rowActions={{
          label: (offer) => `Acciones de la oferta ${offer.name}`,
          items: (offer) => [
            { label: 'Editar', icon: <Pencil className="size-4" />, onSelect: () => setEditing(offer) },
            {
              label: 'Ver productos',
              icon: <Package className="size-4" />,
              onSelect: () => setProductsOf(offer.id),
            },
            {
              label: 'Eliminar',
              tone: 'danger',
              icon: <Trash2 className="size-4" />,
              onSelect: () => setDeleting(offer),
            },
          ],
        }}
      />
      <OfferModal editing={editing} onClose={() => setEditing(null)} />
      <OfferProductsModal
        offer={shown}
        failed={offers.isError}
        onRetry={() => offers.refetch()}
        onClose={() => setProductsOf(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar oferta"
        message={OFFER_MESSAGES.confirmDelete}
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
