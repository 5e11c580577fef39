// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Mail } from 'lucide-react';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_STORAGE_KEY } from '@/lib/message-read-state';
import { mockFetch, renderPage } from '@/test/render';
import { SettingsSidebar } from './settings-sidebar';

const message = (id: number) => ({
  id,
  nombre: `Cliente ${id}`,
  email: 'a@b.c',
  telefono: '',
  motivo: 'consulta',
  mensaje: 'Hola',
  fecha_envio: '2026-11-20T10:00:00Z',
  respondido: false,
  archivado: false,
});

function renderSidebar() {
  return renderPage(
    <SettingsSidebar
      tone="light"
      groups={[
        {
          label: 'Mi tienda',
          items: [{ label: 'Mensajes', to: '/configuracion/mensajes', icon: Mail, badge: 'unreadMessages' }],
        },
      ]}
    />,
  );
}

describe('sidebar unread badge', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('counts the inbox messages this browser has not opened', async () => {
    localStorage.setItem(READ_STORAGE_KEY, JSON.stringify([2]));
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            count: 3,
            next: null,
            previous: null,
            current_page: 1,
            total_pages: 1,
            results: [message(1), message(2), message(3)],
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    mockFetch(fetchMock);
    renderSidebar();
    const link = screen.getByRole('link', { name: /Mensajes/ });
    expect(await screen.findByText('2')).toBeTruthy();
    expect(link.textContent).toContain('sin leer');
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toContain('archivado=false');
  });

  it('shows nothing when every message was read', async () => {
    localStorage.setItem(READ_STORAGE_KEY, JSON.stringify([1]));
    mockFetch(
      vi.fn(
        async () =>
          new Response(JSON.stringify([message(1)]), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    renderSidebar();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Mensajes' }).textContent).toBe('Mensajes');
  });
});
