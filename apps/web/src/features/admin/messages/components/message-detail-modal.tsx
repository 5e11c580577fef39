import type { ContactMessageItem } from '@mayorista/shared/contact';
import { Archive, CheckCheck, Mail, MessageCircle, Trash2 } from 'lucide-react';
import { DetailList } from '@/components/ui/detail-list';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMessageDate, replyLink } from '../lib/messages';

type MessageDetailModalProps = {
  message: ContactMessageItem | null;
  busy: 'respond' | 'archive' | null;
  onClose: () => void;
  onRespond: (message: ContactMessageItem) => void;
  onArchive: (message: ContactMessageItem) => void;
  onDelete: (message: ContactMessageItem) => void;
};

/** One contact message in full, with its reply link and the inbox actions. */
export function MessageDetailModal({
  message,
  busy,
  onClose,
  onRespond,
  onArchive,
  onDelete,
}: MessageDetailModalProps) {
  const reply = message ? replyLink(message) : null;
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      size="lg"
      title={message ? `Mensaje de ${message.nombre}` : 'Mensaje'}
      description={message ? formatMessageDate(message.fecha_envio) : undefined}
      footer={
        message ? (
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <button type="button" className="btn-secondary text-red-700" onClick={() => onDelete(message)}>
              <Trash2 aria-hidden="true" className="size-4" /> Eliminar
            </button>
            {!message.archivado ? (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => onArchive(message)}
                disabled={busy !== null}
                aria-busy={busy === 'archive' || undefined}
              >
                {busy === 'archive' ? (
                  <Spinner className="size-4" />
                ) : (
                  <Archive aria-hidden="true" className="size-4" />
                )}
                Archivar
              </button>
            ) : null}
            {!message.respondido ? (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => onRespond(message)}
                disabled={busy !== null}
                aria-busy={busy === 'respond' || undefined}
              >
                {busy === 'respond' ? (
                  <Spinner className="size-4" />
                ) : (
                  <CheckCheck aria-hidden="true" className="size-4" />
                )}
                Marcar como respondido
              </button>
            ) : null}
            {reply ? (
              <a
                className="btn-primary"
                href={reply.href}
                target={reply.kind === 'whatsapp' ? '_blank' : undefined}
                rel={reply.kind === 'whatsapp' ? 'noopener noreferrer' : undefined}
              >
                {reply.kind === 'email' ? (
                  <Mail aria-hidden="true" className="size-4" />
                ) : (
                  <MessageCircle aria-hidden="true" className="size-4" />
                )}
                {reply.label}
              </a>
            ) : null}
          </div>
        ) : null
      }
    >
      {message ? (
        <div className="space-y-4">
          <div className="flex flex-wrap gap-2">
            {message.respondido ? <StatusBadge tone="success">Respondido</StatusBadge> : null}
            {message.archivado ? <StatusBadge tone="neutral">Archivado</StatusBadge> : null}
          </div>
          <DetailList
            rows={[
              { label: 'Nombre', value: message.nombre },
              { label: 'E-mail', value: message.email || '-' },
              { label: 'Teléfono', value: message.telefono || '-' },
              ...(message.negocio ? [{ label: 'Negocio', value: message.negocio }] : []),
              ...(message.city ? [{ label: 'Ciudad', value: message.city }] : []),
              { label: 'Motivo', value: message.motivo || '-' },
            ]}
          />
          <div>
            <h3 className="mb-1.5 text-sm font-semibold text-stone-800">Mensaje</h3>
            <p className="rounded-lg bg-stone-50 p-3 text-sm leading-relaxed whitespace-pre-wrap text-stone-800 [overflow-wrap:anywhere]">
              {message.mensaje}
            </p>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
