import { DISTRIBUTOR_PAYMENT_STATUS_LABELS, type DistributorPaymentStatus } from '@mayorista/shared/orders';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';

const TONES: Record<DistributorPaymentStatus, StatusTone> = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'neutral',
};

/** Pendiente, Pagado or Cancelado (backoffice §2.9). */
export function DistributorStatusBadge({ status }: { status: DistributorPaymentStatus }) {
  return <StatusBadge tone={TONES[status]}>{DISTRIBUTOR_PAYMENT_STATUS_LABELS[status]}</StatusBadge>;
}
