import {
  MAIL_MAX_ATTEMPTS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type MailStatus,
  mailKindLabel,
  OUTBOX_PAGE_SIZE,
  type OutboxMail,
} from '@mayorista/shared/mail';
import { MailX, RotateCw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { type Column, DataTable } from '@/components/ui/data-table';
import { DateCell } from '@/components/ui/date-cell';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { OUTBOX_FETCH_FAILED, useOutbox, useRetryMail } from '../api/outbox';

export const MAIL_TEXTS = {
  loadFailed: OUTBOX_FETCH_FAILED,
  retryFailed: 'No se pudo reintentar el envío.',
  sent: (to: string) => `Correo enviado a ${to}.`,
  failedAgain: (error: string | null) =>
    `El servidor de correo volvió a rechazarlo${error ? `: ${error}` : '.'}`,
  noRetry: 'Sin reintentos automáticos',
} as const;

const TONES: Record<MailStatus, StatusTone> = {
  sent: 'success',
  logged: 'neutral',
  failed: 'danger',
  sending: 'info',
};

/** The filter's choices: every status, failed first (the ones to act on). */
const FILTER_ORDER: MailStatus[] = ['failed', 'sent', 'logged', 'sending'];

const isStatus = (value: string | null): value is MailStatus =>
  value !== null && (MAIL_STATUSES as readonly string[]).includes(value);

function nextRetry(mail: OutboxMail) {
  if (mail.status === 'sending') return 'Enviando ahora';
  if (mail.status !== 'failed') return '-';
  if (!mail.next_attempt_at) return <span className="text-stone-600">{MAIL_TEXTS.noRetry}</span>;
  return <time dateTime={mail.next_attempt_at}>{formatDateTime(mail.next_attempt_at)}</time>;
}

/**
 * /configuracion/correos: every e-mail the store sent, whether it arrived, its retries (docs/decisions/032)
 * and a button to retry a failed one now. The text of a mail is not shown (it may hold a customer's code).
 */
export default function MailPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const outbox = useOutbox({ page, status });
  const retry = useRetryMail();
  const [retrying, setRetrying] = useState<number | null>(null);

  const update = (changes: Record<string, string | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };

  const retryNow = async (mail: OutboxMail) => {
    setRetrying(mail.id);
    try {
      const result = await retry.mutateAsync(mail.id);
      if (result.status === 'sent') notify.success(MAIL_TEXTS.sent(result.to));
      else notify.error(MAIL_TEXTS.failedAgain(result.error));
    } catch (error) {
      notify.error(errorMessage(error, MAIL_TEXTS.retryFailed));
    } finally {
      setRetrying(null);
    }
  };

  const columns: Column<OutboxMail>[] = [
    {
      id: 'to',
      header: 'Para',
      card: 'title',
      className: 'max-w-56 break-all font-medium text-stone-900',
      cell: (mail) => mail.to,
    },
    {
      id: 'subject',
      header: 'Asunto',
      card: 'subtitle',
      className: 'min-w-48 max-w-sm',
      cell: (mail) => (
        <div>
          <p className="break-words text-stone-800">{mail.subject}</p>
          <p className="text-xs text-stone-600">{mailKindLabel(mail.kind)}</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Estado',
      card: 'badge',
      cell: (mail) => <StatusBadge tone={TONES[mail.status]}>{MAIL_STATUS_LABELS[mail.status]}</StatusBadge>,
    },
    {
      id: 'date',
      header: 'Fecha',
      className: 'whitespace-nowrap',
      cell: (mail) => <DateCell value={mail.created_at} />,
    },
    {
      id: 'attempts',
      header: 'Intentos',
      align: 'end',
      className: 'tabular-nums',
      cell: (mail) => mail.attempts,
    },
    {
      id: 'next',
      header: 'Próximo reintento',
      className: 'whitespace-nowrap tabular-nums',
      cell: nextRetry,
    },
    {
      id: 'error',
      header: 'Error',
      className: 'max-w-xs',
      cell: (mail) =>
        mail.error && mail.status !== 'sent' ? (
          <span className="break-words text-red-700">{mail.error}</span>
        ) : (
          '-'
        ),
    },
    {
      id: 'retry',
      header: 'Reintentar',
      hideHeader: true,
      align: 'end',
      card: 'footer',
      cell: (mail) =>
        mail.status === 'failed' ? (
          <button
            type="button"
            className="btn-secondary px-3 py-1.5"
            disabled={retrying !== null}
            onClick={() => retryNow(mail)}
            aria-label={`Reintentar el correo a ${mail.to}`}
          >
            <RotateCw aria-hidden="true" className={`size-4 ${retrying === mail.id ? 'animate-spin' : ''}`} />
            {retrying === mail.id ? 'Enviando...' : 'Reintentar'}
          </button>
        ) : null,
    },
  ];

  const data = outbox.data;
  const toolbar = (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div>
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-stone-800">
          Estado
        </label>
        <select
          id={`${id}-status`}
          className="form-input w-full sm:w-auto sm:min-w-44"
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value || undefined })}
        >
          <option value="">Todos</option>
          {FILTER_ORDER.map((value) => (
            <option key={value} value={value}>
              {MAIL_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {status ? (
        <button
          type="button"
          className="btn-secondary self-start px-3 py-2 sm:self-end"
          onClick={() => update({ status: undefined })}
        >
          <X aria-hidden="true" className="size-4" /> Quitar filtro
        </button>
      ) : null}
    </div>
  );

  return (
    <section>
      <title>Correos | Mayorista</title>
      <PageHeader
        title="Correos"
        description={
          <>
            Los correos que envió la tienda. Los que fallan se reintentan solos a los 1, 5, 15, 60 y 240
            minutos; después de {MAIL_MAX_ATTEMPTS} intentos quedan para reintentar a mano.
          </>
        }
      />
      <DataTable
        label="Correos enviados"
        columns={columns}
        rows={data?.results}
        rowKey={(mail) => mail.id}
        status={outbox.status}
        dimmed={outbox.isPlaceholderData}
        errorMessage={
          outbox.error ? errorMessage(outbox.error, MAIL_TEXTS.loadFailed) : MAIL_TEXTS.loadFailed
        }
        onRetry={() => outbox.refetch()}
        loadingMessage="Cargando los correos..."
        empty={
          status
            ? {
                icon: <MailX aria-hidden="true" />,
                message: `No hay correos con estado «${MAIL_STATUS_LABELS[status]}».`,
                action: (
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => update({ status: undefined })}
                  >
                    Ver todos
                  </button>
                ),
              }
            : { icon: <MailX aria-hidden="true" />, message: 'Todavía no se envió ningún correo.' }
        }
        pagination={
          data
            ? {
                page,
                pageCount: data.total_pages,
                onPageChange: (value) => {
                  update({ page: value > 1 ? String(value) : undefined });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                },
                pageSize: OUTBOX_PAGE_SIZE,
                total: data.count,
              }
            : undefined
        }
        toolbar={toolbar}
      />
    </section>
  );
}
