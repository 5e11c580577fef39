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
import { type Column, DataTable, serverPagination } from '@/components/ui/data-table';
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

/** Day, month and time: the retries are minutes or hours away. */
const SHORT_DATE_TIME = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function nextRetry(mail: OutboxMail) {
  if (mail.status === 'sending') return 'Enviando ahora';
  if (!mail.next_attempt_at) return MAIL_TEXTS.noRetry;
  return (
    <>
      Próximo:{' '}
      <time dateTime={mail.next_attempt_at} title={formatDateTime(mail.next_attempt_at)}>
        {SHORT_DATE_TIME.format(new Date(mail.next_attempt_at))}
      </time>
    </>
  );
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
      className: 'min-w-36 max-w-52 font-medium text-stone-900 [overflow-wrap:anywhere]',
      cell: (mail) => mail.to,
    },
    {
      id: 'subject',
      header: 'Asunto',
      card: 'subtitle',
      className: 'min-w-48 max-w-xs',
      cell: (mail) => (
        <div>
          <p className="break-words whitespace-normal text-stone-800">{mail.subject}</p>
          <p className="text-xs text-stone-600">
            {mailKindLabel(mail.kind)} · <DateCell value={mail.created_at} />
          </p>
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
      id: 'attempts',
      header: 'Intentos',
      className: 'whitespace-nowrap',
      cell: (mail) => (
        <div>
          <p className="tabular-nums">{mail.attempts}</p>
          {mail.status === 'failed' || mail.status === 'sending' ? (
            <p className="text-xs text-stone-600">{nextRetry(mail)}</p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'error',
      header: 'Error',
      card: 'footer',
      className: 'min-w-36 max-w-52',
      cell: (mail, view) => {
        const error = mail.error && mail.status !== 'sent' ? mail.error : null;
        if (view === 'card')
          return error ? <p className="break-words text-sm text-red-700">Error: {error}</p> : null;
        return error ? (
          <span className="break-words text-red-700 [overflow-wrap:anywhere]">{error}</span>
        ) : (
          '-'
        );
      },
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
        pagination={serverPagination(data, {
          page,
          pageSize: OUTBOX_PAGE_SIZE,
          setPage: (value) => update({ page: value }),
        })}
        toolbar={toolbar}
      />
    </section>
  );
}
