import { type InvitationStatus, invitationStatus } from '@mayorista/shared/accounts';

export const STATUS_FILTERS = ['Todos', 'Activo', 'Expirado', 'Agotado', 'Desactivado'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

type Code = { is_active: boolean; expires_at: string; current_uses: number; max_uses: number };

export function filterByStatus<T extends Code>(codes: T[], filter: StatusFilter, now = new Date()): T[] {
  if (filter === 'Todos') return codes;
  return codes.filter((code) => invitationStatus(code, now) === (filter as InvitationStatus));
}

/** One page of a list split client-side (page numbers start at 1). */
export function pageSlice<T>(items: T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}
