import { type InvitationCode, type InvitationStatus, invitationStatus } from '@mayorista/shared/accounts';
import { Copy, Pencil, Power, PowerOff } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';

const STATUS_TONES: Record<InvitationStatus, StatusTone> = {
  Activo: 'success',
  Expirado: 'neutral',
  Agotado: 'warning',
  Desactivado: 'danger',
};

type InvitationCodeCardProps = {
  code: InvitationCode;
  busy: boolean;
  onCopy: (code: InvitationCode) => void;
  onEdit: (code: InvitationCode) => void;
  onSetActive: (code: InvitationCode, active: boolean) => void;
};

const actionClass =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold transition-colors disabled:opacity-50';

/** One code with its status, uses, expiry and actions (accounts §4 rules for what is offered). */
export function InvitationCodeCard({ code, busy, onCopy, onEdit, onSetActive }: InvitationCodeCardProps) {
  const status = invitationStatus(code);
  const expired = new Date(code.expires_at).getTime() <= Date.now();
  const usage = code.max_uses > 0 ? Math.min(100, (code.current_uses / code.max_uses) * 100) : 0;

  return (
    <article
      aria-label={`Código ${code.code}`}
      className="flex flex-col rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="flex items-start justify-between gap-3 px-5 pt-5">
        <div className="min-w-0">
          <p
            className="font-mono text-2xl font-bold tracking-[0.2em] text-stone-900"
            data-testid="invitation-code"
          >
            {code.code}
          </p>
          <p className="mt-1 line-clamp-2 text-sm text-stone-600">{code.description || 'Sin descripción'}</p>
        </div>
        <StatusBadge tone={STATUS_TONES[status]}>{status}</StatusBadge>
      </div>
      <div className="mt-4 space-y-3 px-5 pb-4 text-sm">
        <div>
          <div className="mb-1 flex justify-between text-stone-600">
            <span>Usos</span>
            <span className="font-medium text-stone-900 tabular-nums">
              {code.current_uses} / {code.max_uses}
            </span>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${usage}%` }} />
          </div>
        </div>
        <p className="flex justify-between text-stone-600">
          <span>Vence</span>
          <span className={expired ? 'font-medium text-red-700' : 'font-medium text-stone-900'}>
            {formatDateTime(code.expires_at)}
          </span>
        </p>
        {code.created_by_username ? (
          <p className="flex justify-between text-stone-600">
            <span>Creado por</span>
            <span className="font-medium text-stone-900">{code.created_by_username}</span>
          </p>
        ) : null}
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-1 border-t border-stone-100 px-3 py-2.5">
        <button
          type="button"
          onClick={() => onCopy(code)}
          className={`${actionClass} text-stone-700 hover:bg-stone-100`}
          aria-label={`Copiar código ${code.code}`}
        >
          <Copy aria-hidden="true" className="size-4" /> Copiar
        </button>
        {code.is_active ? (
          <button
            type="button"
            onClick={() => onEdit(code)}
            className={`${actionClass} text-stone-700 hover:bg-stone-100`}
            aria-label={`Editar código ${code.code}`}
          >
            <Pencil aria-hidden="true" className="size-4" /> Editar
          </button>
        ) : null}
        <span className="grow" />
        {code.is_active ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onSetActive(code, false)}
            className={`${actionClass} text-red-700 hover:bg-red-50`}
            aria-label={`Desactivar código ${code.code}`}
          >
            {busy ? <Spinner className="size-4" /> : <PowerOff aria-hidden="true" className="size-4" />}{' '}
            Desactivar
          </button>
        ) : !expired ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onSetActive(code, true)}
            className={`${actionClass} text-brand-800 hover:bg-brand-50`}
            aria-label={`Activar código ${code.code}`}
          >
            {busy ? <Spinner className="size-4" /> : <Power aria-hidden="true" className="size-4" />} Activar
          </button>
        ) : null}
      </div>
    </article>
  );
}
