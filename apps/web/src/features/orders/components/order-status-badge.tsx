import type { OrderStatus } from '@mayorista/shared/orders';
import { STATUS_TONES, statusLabel } from '../lib/orders';

export function OrderStatusBadge({ status, label }: { status: OrderStatus; label?: string | null }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[status] ?? STATUS_TONES.cancelled}`}
    >
      {statusLabel(status, label)}
    </span>
  );
}
