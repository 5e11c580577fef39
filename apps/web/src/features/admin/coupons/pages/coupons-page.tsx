import type { Coupon } from '@mayorista/shared/marketing';
import { Pencil, Plus, TicketPercent, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { MoneyCell } from '@/components/ui/money-cell';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { CouponModal } from '../components/coupon-modal';
import { CouponUsagesModal } from '../components/coupon-usages-modal';
import { COUPON_MESSAGES, usesLabel } from '../lib/coupon-form';

const valueLabel = (coupon: Coupon) =>
  coupon.type === 'percentage' ? `${coupon.value}%` : <MoneyCell value={coupon.value} />;

/** Cupones (backoffice §2.5): table, create/edit modal, usages modal, delete with confirmation. */
export default function CouponsPage() {
  const coupons = useCoupons();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [usagesOf, setUsagesOf] = useState<Coupon | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(COUPON_MESSAGES.deleted);
      setDeleting(null);
    } catch {
      notify.error(COUPON_MESSAGES.deleteFailed);
    }
  };

  const newButton = (
    <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" className="size-4" /> Nuevo cupón
    </button>
  );

  return (
    <section>
      <title>Cupones | Mayorista</title>
      <PageHeader
        title="Cupones"
        description="Descuentos por código que los clientes aplican en el carrito."
        actions={newButton}
      />
      <DataTable
        label="Cupones"
        rows={coupons.data}
        rowKey={(coupon) => coupon.id}
        status={coupons.status}
        errorMessage={COUPON_MESSAGES.loadFailed}
        onRetry={() => coupons.refetch()}
        empty={{
          icon: <TicketPercent aria-hidden="true" />,
          message: 'Todavía no creaste cupones.',
          action: newButton,
        }}
        columns={[
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
        ]}
        rowActions={{
          label: (coupon) => `Acciones del cupón ${coupon.code}`,
          items: (coupon) => [
            { label: 'Editar', icon: <Pencil className="size-4" />, onSelect: () => setEditing(coupon) },
            { label: 'Ver usos', icon: <Users className="size-4" />, onSelect: () => setUsagesOf(coupon) },
            {
              label: 'Eliminar',
              tone: 'danger',
              icon: <Trash2 className="size-4" />,
              onSelect: () => setDeleting(coupon),
            },
          ],
        }}
      />
      <CouponModal editing={editing} onClose={() => setEditing(null)} />
      <CouponUsagesModal coupon={usagesOf} onClose={() => setUsagesOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar cupón"
        message={COUPON_MESSAGES.confirmDelete}
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
