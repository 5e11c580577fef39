// @vitest-environment happy-dom
import type { OutboxMail, OutboxPage } from '@mayorista/shared/mail';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import MailPage from './mail-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const mail = (values: Partial<OutboxMail>): OutboxMail => ({
  id: 1,
  to: 'lucia@example.com',
  subject: 'Tu pedido #12',
  kind: 'order_confirmation',
  status: 'sent',
  attempts: 1,
  created_at: '2026-03-10T15:00:00.000Z',
  last_attempt_at: '2026-03-10T15:00:00.000Z',
  next_attempt_at: null,
  error: null,
  ...values,
});

const failed = mail({
  id: 2,
  to: 'pedro@example.com',
  subject: 'Código de verificación',
  kind: 'verification',
  status: 'failed',
  attempts: 2,
  next_attempt_at: '2026-03-10T15:06:00.000Z',
  error: '451 Servidor no disponible',
});
const gaveUp = mail({ id: 3, to: 'ana@example.com', status: 'failed', attempts: 6, error: 'Timeout' });
const logged = mail({ id: 4, to: 'sin@example.com', status: 'logged' });

const page = (results: OutboxMail[]): OutboxPage => ({
  count: results.length,
  next: null,
  previous: null,
  current_page: 1,
  total_pages: 1,
  results,
});

let listUrls: string[] = [];
let failList = false;
let retryAnswer: OutboxMail | null = null;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = String(url);
  if (path.startsWith('/api/outbox/') && path.endsWith('/retry/') && init?.method === 'POST') {
    return retryAnswer
      ? Response.json(retryAnswer)
      : Response.json({ detail: 'Solo se pueden reintentar los correos que fallaron.' }, { status: 409 });
  }
  if (path.startsWith('/api/outbox/')) {
    listUrls.push(path);
    if (failList) return Response.json({ detail: 'Error interno del servidor.' }, { status: 500 });
    if (path.includes('status=sending')) return Response.json(page([]));
    if (path.includes('status=failed')) return Response.json(page([failed, gaveUp]));
    return Response.json(page([mail({}), failed, gaveUp, logged]));
  }
  return Response.json({ detail: 'No encontrado.' }, { status: 404 });
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (url: string) =>
  renderPage(
    <Routes>
      <Route
        path="/configuracion/correos"
        element={
          <>
            <MailPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { at: url },
  );

beforeEach(() => {
  listUrls = [];
  failList = false;
  retryAnswer = null;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

describe('mail page (Correos)', () => {
  it('lists the mails with Spanish status badges, attempts, next retry and error', async () => {
    renderAt('/configuracion/correos');
    expect(await screen.findByText('pedro@example.com')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Correos enviados' });
    expect(within(table).getAllByText('Enviado').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Falló')).toHaveLength(2);
    expect(within(table).getByText('Registrado')).toBeTruthy();
    expect(within(table).getByText('451 Servidor no disponible')).toBeTruthy();
    expect(within(table).getByText('Sin reintentos automáticos')).toBeTruthy();
    expect(within(table).getByText(/^Verificación de e-mail ·/)).toBeTruthy();
    expect(within(table).getByText(/^Próximo:/)).toBeTruthy();
    // Only failed mails offer a retry.
    expect(screen.getAllByRole('button', { name: /^Reintentar el correo a/ })).toHaveLength(2);
  });

  it('filters by status through the URL', async () => {
    renderAt('/configuracion/correos?page=2');
    await screen.findByText('pedro@example.com');
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'failed' } });
    await waitFor(() => expect(listUrls.at(-1)).toContain('status=failed'));
    expect(listUrls.at(-1)).not.toContain('page=2');
    expect(screen.getByTestId('location').textContent).toBe('/configuracion/correos?status=failed');
    await waitFor(() => expect(screen.queryByText('lucia@example.com')).toBeNull());
  });

  it('shows an empty state for a status without mails', async () => {
    renderAt('/configuracion/correos?status=sending');
    expect(await screen.findByText('No hay correos con estado «Enviando».')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todos' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/configuracion/correos'));
  });

  it('retries a failed mail and tells whether it was sent', async () => {
    retryAnswer = { ...failed, status: 'sent', attempts: 3, error: null, next_attempt_at: null };
    renderAt('/configuracion/correos');
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar el correo a pedro@example.com' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Correo enviado a pedro@example.com.'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/retry/'));
    expect(String(call?.[0])).toBe('/api/outbox/2/retry/');
    retryAnswer = { ...gaveUp, attempts: 7, error: '451 otra vez' };
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar el correo a ana@example.com' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('El servidor de correo volvió a rechazarlo: 451 otra vez'),
    );
  });

  it('shows the server reason when the retry is refused', async () => {
    renderAt('/configuracion/correos');
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar el correo a pedro@example.com' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Solo se pueden reintentar los correos que fallaron.'),
    );
  });

  it('shows a Spanish error with a retry', async () => {
    failList = true;
    renderAt('/configuracion/correos');
    expect(await screen.findByText('Error interno del servidor.')).toBeTruthy();
    failList = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('pedro@example.com')).toBeTruthy();
  });
});
