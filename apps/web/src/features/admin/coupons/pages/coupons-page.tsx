import type { Coupon } from '@mayorista/shared/marketing';
import { TicketPercent, Users } from 'lucide-react';
import { useState } from 'react';
import { CrudPage } from '@/components/crud/crud-page';
import { MoneyCell } from '@/components/ui/money-cell';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { CouponModal } from '../components/coupon-modal';
import { CouponUsagesModal } from '../components/coupon-usages-modal';
import { COUPON_MESSAGES, usesLabel } from '../lib/coupon-form';

const valueLabel = (coupon: Coupon) =>
  coupon.type === 'percentage' ? `${coupon.value}%` : <MoneyCell value={coupon.value} />;

/** Cupones (backoffice §2.5): table, create/edit modal, usages modal, delete with confirmation. */
export default function CouponsPage() {
  const [usagesOf, setUsagesOf] = useState<Coupon | null>(null);

  return (
    <CrudPage<Coupon>
      title="Cupones"
      description="Descuentos por código que los clientes aplican en el carrito."
      newLabel="Nuevo cupón"
      list={useCoupons()}
      remove={useDeleteCoupon()}
      messages={COUPON_MESSAGES}
      empty={{ icon: <TicketPercent aria-hidden="true" />, message: 'Todavía no creaste cupones.' }}
      confirmDelete={{ title: 'Eliminar cupón', message: COUPON_MESSAGES.confirmDelete }}
      renderModal={(editing, close) => <CouponModal editing={editing} onClose={close} />}
      view={{
        kind: 'table',
        label: 'Cupones',
        columns: [
          {
            id: 'code',
            header: 'Código',
            card: 'title',
            cell: (coupon) => <span className="font-mono font-semibold text-stone-900">{coupon.code}</span>,
          },
          {
            id: 'type',
            header: 'Tipo',
            card: 'subtitle',
            cell: (coupon) => (coupon.type === 'percentage' ? 'Porcentaje' : 'Monto fijo'),
          },
          { id: 'value', header: 'Valor', align: 'end', cell: valueLabel },
          {
            id: 'min_purchase',
            header: 'Compra mínima',
            align: 'end',
            cell: (coupon) => <MoneyCell value={coupon.min_purchase} />,
          },
          {
            id: 'uses',
            header: 'Usos',
            align: 'end',
            cell: (coupon) => <span className="tabular-nums">{usesLabel(coupon)}</span>,
          },
          {
            id: 'expires_at',
            header: 'Vence',
            cell: (coupon, view) =>
              view === 'table' ? (
                <span className="whitespace-nowrap">{formatDateTime(coupon.expires_at)}</span>
              ) : (
                formatDateTime(coupon.expires_at)
              ),
          },
          {
            id: 'active',
            header: 'Estado',
            card: 'badge',
            cell: (coupon) =>
              coupon.active ? (
                <StatusBadge tone={coupon.is_valid ? 'success' : 'warning'}>
                  {coupon.is_valid ? 'Activo' : 'Activo, no vigente'}
                </StatusBadge>
              ) : (
                <StatusBadge tone="neutral">Inactivo</StatusBadge>
              ),
          },
        ],
        actionsLabel: (coupon) => `Acciones del cupón ${coupon.code}`,
        extraActions: (coupon) => [
          {
            label: 'Ver usos',
            icon: <Users aria-hidden="true" className="size-4" />,
            onSelect: () => setUsagesOf(coupon),
          },
        ],
      }}
    >
      <CouponUsagesModal coupon={usagesOf} onClose={() => setUsagesOf(null)} />
    </CrudPage>
  );
}
