import { StatusBadge } from '@/components/ui/status-badge';

/** Activo / Bloqueado / Pendiente for a customer. */
export function CustomerStatusBadge({ isBlocked, isActive }: { isBlocked: boolean; isActive: boolean }) {
  if (isBlocked) return <StatusBadge tone="danger">Bloqueado</StatusBadge>;
  if (isActive) return <StatusBadge tone="success">Activo</StatusBadge>;
  return <StatusBadge tone="warning">Pendiente</StatusBadge>;
}
