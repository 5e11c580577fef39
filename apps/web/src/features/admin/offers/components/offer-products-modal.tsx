import type { Offer } from '@mayorista/shared/marketing';
import { Package } from 'lucide-react';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { MoneyCell } from '@/components/ui/money-cell';
import { OFFER_MESSAGES } from '../lib/offer-form';

/** The offer's products with the price they have now (backoffice §2.6). */
export function OfferProductsModal({
  offer,
  onClose,
  onRetry,
  failed,
}: {
  offer: Offer | null;
  onClose: () => void;
  onRetry: () => void;
  failed: boolean;
}) {
  const title = `Productos de la oferta ${offer?.name ?? ''}`;
  return (
    <Modal
      open={offer !== null}
      onClose={onClose}
      size="lg"
      title={title}
      description="Precio y descuento de ahora: el mayor entre el propio del producto y las ofertas activas."
    >
      <DataTable
        label={title}
        rows={offer?.product_details}
        rowKey={(product) => product.id}
        status={failed ? 'error' : 'success'}
        errorMessage={OFFER_MESSAGES.offerProductsFailed}
        onRetry={onRetry}
        empty={{ icon: <Package aria-hidden="true" />, message: 'Esta oferta no tiene productos.' }}
        columns={[
          {
            id: 'name',
            header: 'Producto',
            card: 'title',
            cell: (product) => <span className="font-medium text-stone-900">{product.name}</span>,
          },
          { id: 'brand', header: 'Marca', card: 'subtitle', cell: (product) => product.brand ?? 'Sin marca' },
          {
            id: 'price',
            header: 'Precio',
            align: 'end',
            cell: (product) => <MoneyCell value={product.price} />,
          },
          {
            id: 'total_discount',
            header: 'Descuento',
            align: 'end',
            cell: (product) => <span className="tabular-nums">{product.total_discount}%</span>,
          },
          {
            id: 'final_price',
            header: 'Precio final',
            align: 'end',
            cell: (product) => (
              <strong>
                <MoneyCell value={product.final_price} />
              </strong>
            ),
          },
        ]}
      />
    </Modal>
  );
}
