import type { ContactMessageItem } from '@mayorista/shared/contact';

/** Backoffice §8 (Messages), verbatim. */
export const INBOX_MESSAGES = {
  loadFailed: 'Error al cargar los mensajes',
  deleteFailed: 'Error al eliminar el mensaje',
  respondFailed: 'No se pudo marcar como respondido',
  archiveFailed: 'No se pudo archivar el mensaje',
  // Not in the spec (es-AR, ours):
  deleted: 'Mensaje eliminado',
  responded: 'Mensaje marcado como respondido',
  archived: 'Mensaje archivado',
  confirmDelete: '¿Eliminar este mensaje? Esta acción no se puede deshacer.',
} as const;

/** Backoffice §9: the list shows the first 120 characters. */
export const PREVIEW_LENGTH = 120;
export const INBOX_PAGE_SIZE = 100;

export const INBOX_FILTERS = ['Todos', 'No leídos', 'Respondidos', 'Archivados'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export type MessageQuery = { search: string; filter: InboxFilter; page: number };

/**
 * What the server filters: archived messages only under 'Archivados', responded ones under
 * 'Respondidos'. 'No leídos' is local (the read flag lives in this browser, backoffice §3).
 */
export function serverParams({ search, filter, page }: MessageQuery) {
  return {
    page,
    page_size: INBOX_PAGE_SIZE,
    search: search.trim() || undefined,
    archivado: filter === 'Archivados',
    respondido: filter === 'Respondidos' ? true : undefined,
  };
}

export function visibleMessages(
  messages: readonly ContactMessageItem[],
  filter: InboxFilter,
  read: ReadonlySet<number>,
): ContactMessageItem[] {
  return filter === 'No leídos' ? messages.filter((message) => !read.has(message.id)) : [...messages];
}

/** The first 120 characters (whitespace folded), with '...' when cut. */
export function preview(text: string, length = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}...` : flat;
}

const esDate = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** es-ES with day, month, year, hour and minute (backoffice §9), '-' when invalid. */
export function formatMessageDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : esDate.format(date);
}

export type ReplyLink = { kind: 'email' | 'whatsapp'; href: string; label: string };

/** By e-mail when there is one, otherwise WhatsApp with the digits of telefono; null when neither. */
export function replyLink(
  message: Pick<ContactMessageItem, 'email' | 'telefono' | 'motivo'>,
): ReplyLink | null {
  const email = message.email.trim();
  if (email) {
    const subject = message.motivo.trim()
      ? `?subject=${encodeURIComponent(`Re: ${message.motivo.trim()}`)}`
      : '';
    return { kind: 'email', href: `mailto:${email}${subject}`, label: 'Responder por e-mail' };
  }
  const digits = message.telefono.replace(/\D/g, '');
  if (digits) return { kind: 'whatsapp', href: `https://wa.me/${digits}`, label: 'Responder por WhatsApp' };
  return null;
}
