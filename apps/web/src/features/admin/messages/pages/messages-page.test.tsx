// @vitest-environment happy-dom
import type { ContactMessageItem } from '@mayorista/shared/contact';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_STORAGE_KEY } from '@/lib/message-read-state';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage as renderWithProviders } from '@/test/render';
import MessagesPage from './messages-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const long = `Quisiera saber si tienen stock de sustrato para entregar la semana próxima en Rosario. ${'x'.repeat(80)} FINAL`;
let rows: ContactMessageItem[];
const item = (id: number, extra: Partial<ContactMessageItem>): ContactMessageItem => ({
  id,
  user_id: null,
  nombre: `Cliente ${id}`,
  email: '',
  telefono: '',
  city: '',
  negocio: '',
  motivo: 'Consulta',
  mensaje: 'Hola',
  respondido: false,
  archivado: false,
  email_status: null,
  fecha_envio: '2026-03-05T14:07:00.000Z',
  ...extra,
});

const calls: { method: string; url: string; body?: unknown }[] = [];
const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  calls.push({ method, url: input, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (method === 'PATCH') {
    const id = Number(input.match(/\/(\d+)\/$/)?.[1]);
    const changes = JSON.parse(String(init?.body));
    rows = rows.map((row) => (row.id === id ? { ...row, ...changes } : row));
    return Response.json(rows.find((row) => row.id === id));
  }
  const url = new URL(input, 'http://localhost');
  const archived = url.searchParams.get('archivado') === 'true';
  const results = rows.filter((row) => row.archivado === archived);
  return Response.json({
    count: results.length,
    next: null,
    previous: null,
    current_page: 1,
    total_pages: 1,
    results,
  });
});

function renderPage() {
  renderWithProviders(<MessagesPage />);
}

beforeEach(() => {
  rows = [
    item(1, { nombre: 'Ana Pérez', email: 'ana@example.com', mensaje: long }),
    item(2, { nombre: 'Bruno Díaz', telefono: '+54 9 341 555-0000' }),
  ];
  calls.length = 0;
  localStorage.clear();
  localStorage.setItem(READ_STORAGE_KEY, JSON.stringify([2]));
  mockFetch(fetchMock);
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('MessagesPage', () => {
  it('shows a 120-character preview, the unread count, and marks a message read when opened', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Mensajes' });
    await within(table).findByText('Ana Pérez');
    expect(within(table).queryByText(/FINAL/)).toBeNull();
    expect(within(table).getByText(`${long.slice(0, 120).trimEnd()}...`)).toBeTruthy();
    expect(screen.getByText('1 sin leer')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'No leídos' } });
    await waitFor(() => expect(within(table).queryByText('Bruno Díaz')).toBeNull());
    fireEvent.click(within(table).getByRole('button', { name: /^No leído: mensaje de Ana Pérez/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Mensaje de Ana Pérez' });
    expect(within(dialog).getByText(/FINAL/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Responder por e-mail' }).getAttribute('href')).toContain(
      'mailto:ana@example.com',
    );
    expect(JSON.parse(localStorage.getItem(READ_STORAGE_KEY) ?? '[]')).toEqual([2, 1]);
    expect(screen.queryByText('1 sin leer')).toBeNull();
  });

  it('marks as responded and archives through PATCH, and offers WhatsApp without an e-mail', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Mensajes' });
    fireEvent.click(await within(table).findByRole('button', { name: /^mensaje de Bruno Díaz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensaje de Bruno Díaz' });
    expect(within(dialog).getByRole('link', { name: 'Responder por WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/5493415550000',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como respondido' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Mensaje marcado como respondido'));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/contact-messages/2/',
      body: { respondido: true },
    });
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Marcar como respondido' })).toBeNull(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Mensaje archivado'));
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ archivado: true });
    await waitFor(() => expect(within(table).queryByText('Bruno Díaz')).toBeNull());
  });

  it('shows the spec message with a retry when the list fails', async () => {
    fetchMock.mockImplementationOnce(async () => Response.json({ detail: 'x' }, { status: 500 }));
    fetchMock.mockImplementationOnce(async () => Response.json({ detail: 'x' }, { status: 500 }));
    renderPage();
    expect(await screen.findByText('Error al cargar los mensajes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
