import type { Offer } from '@mayorista/shared/marketing';
import { Package, Percent } from 'lucide-react';
import { useState } from 'react';
import { CrudPage } from '@/components/crud/crud-page';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { useDeleteOffer } from '../api/delete-offer';
import { useOffers } from '../api/get-offers';
import { OfferModal } from '../components/offer-modal';
import { OfferProductsModal } from '../components/offer-products-modal';
import { OFFER_MESSAGES, STATUS_TONES } from '../lib/offer-form';

/** Ofertas (backoffice §2.6): list with the status by time, form with the product picker, products modal. */
export default function OffersPage() {
  const offers = useOffers();
  const [productsOf, setProductsOf] = useState<number | null>(null);
  const shown = productsOf === null ? null : (offers.data?.find((offer) => offer.id === productsOf) ?? null);

  return (
    <CrudPage<Offer>
      title="Ofertas"
      description="Descuentos por tiempo limitado: empiezan y terminan solos según sus fechas."
      newLabel="Nueva oferta"
      list={offers}
      remove={useDeleteOffer()}
      messages={OFFER_MESSAGES}
      empty={{ icon: <Percent aria-hidden="true" />, message: 'Todavía no creaste ofertas.' }}
      confirmDelete={{ title: 'Eliminar oferta', message: OFFER_MESSAGES.confirmDelete }}
      renderModal={(editing, close) => <OfferModal editing={editing} onClose={close} />}
      view={{
        kind: 'table',
        label: 'Ofertas',
        columns: [
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
        ],
        actionsLabel: (offer) => `Acciones de la oferta ${offer.name}`,
        extraActions: (offer) => [
          {
            label: 'Ver productos',
            icon: <Package aria-hidden="true" className="size-4" />,
            onSelect: () => setProductsOf(offer.id),
          },
        ],
      }}
    >
      <OfferProductsModal
        offer={shown}
        failed={offers.isError}
        onRetry={() => offers.refetch()}
        onClose={() => setProductsOf(null)}
      />
    </CrudPage>
  );
}
