import type { Coupon, CouponUsage } from '@mayorista/shared/marketing';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { MoneyCell } from '@/components/ui/money-cell';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useCouponUsages } from '../api/get-coupon-usages';
import { COUPON_MESSAGES } from '../lib/coupon-form';

const userName = (usage: CouponUsage) =>
  usage.user
    ? `${usage.user.first_name} ${usage.user.last_name}`.trim() || usage.user.username
    : 'Usuario eliminado';

/** Who used a coupon (backoffice §2.5): user, date, order, purchase amount and discount. */
export function CouponUsagesModal({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const usages = useCouponUsages(coupon?.id ?? null);
  return (
    <Modal open={coupon !== null} onClose={onClose} size="lg" title={`Usos del cupón ${coupon?.code ?? ''}`}>
      <DataTable
        label={`Usos del cupón ${coupon?.code ?? ''}`}
        rows={usages.data}
        rowKey={(usage) => usage.id}
        status={usages.status}
        errorMessage={COUPON_MESSAGES.usagesFailed}
        onRetry={() => usages.refetch()}
        skeletonRows={3}
        empty={{ icon: <Users aria-hidden="true" />, message: 'Nadie usó este cupón todavía.' }}
        columns={[
          {
            id: 'user',
            header: 'Usuario',
            card: 'title',
            cell: (usage) => (
              <div>
                <p className="font-medium text-stone-900">{userName(usage)}</p>
                {usage.user?.email ? (
                  <p className="max-w-52 truncate text-xs text-stone-600" title={usage.user.email}>
                    {usage.user.email}
                  </p>
                ) : null}
              </div>
            ),
          },
          {
            id: 'order',
            header: 'Pedido y fecha',
            card: 'subtitle',
            cell: (usage) => (
              <div className="whitespace-nowrap">
                {usage.order_id == null ? (
                  <span>Sin pedido</span>
                ) : (
                  <Link
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    to={paths.orderDetails(usage.order_id)}
                  >
                    #{usage.order_id}
                  </Link>
                )}
                <p className="text-xs text-stone-600">{formatDateTime(usage.used_at)}</p>
              </div>
            ),
          },
          {
            id: 'purchase',
            header: 'Compra',
            align: 'end',
            cell: (usage) => <MoneyCell value={usage.purchase_amount} />,
          },
          {
            id: 'amount',
            header: 'Descuento',
            align: 'end',
            cell: (usage) => <MoneyCell value={usage.amount} />,
          },
        ]}
      />
    </Modal>
  );
}
