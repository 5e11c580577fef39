import type { ContactMessageItem } from '@mayorista/shared/contact';
import { describe, expect, it } from 'vitest';
import { formatMessageDate, preview, replyLink, serverParams, visibleMessages } from './messages';

const message = (id: number, extra: Partial<ContactMessageItem> = {}): ContactMessageItem => ({
  id,
  user_id: null,
  nombre: 'Ana',
  email: '',
  telefono: '',
  city: '',
  negocio: '',
  motivo: '',
  mensaje: 'Hola',
  respondido: false,
  archivado: false,
  email_status: null,
  fecha_envio: '2026-03-05T14:07:00.000Z',
  ...extra,
});

describe('inbox rules', () => {
  it('cuts the preview at 120 characters and folds whitespace', () => {
    expect(preview('a'.repeat(120))).toBe('a'.repeat(120));
    expect(preview('b'.repeat(121))).toBe(`${'b'.repeat(120)}...`);
    expect(preview('  hola\n\n  mundo ')).toBe('hola mundo');
  });

  it('formats dates in es-ES with day, month, year, hour and minute', () => {
    const text = formatMessageDate('2026-03-05T14:07:00.000Z');
    const local = new Date('2026-03-05T14:07:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(text).toContain(`${pad(local.getDate())}/${pad(local.getMonth() + 1)}/2026`);
    expect(text).toContain(`${pad(local.getHours())}:${pad(local.getMinutes())}`);
    expect(formatMessageDate('no')).toBe('-');
  });

  it('replies by e-mail when there is one, else by WhatsApp with the digits of telefono', () => {
    expect(replyLink(message(1, { email: 'ana@example.com', telefono: '+54 9 11 5555-1234' }))).toMatchObject(
      {
        kind: 'email',
        href: 'mailto:ana@example.com',
      },
    );
    expect(replyLink(message(1, { telefono: '+54 9 (11) 5555-1234' }))).toEqual({
      kind: 'whatsapp',
      href: 'https://wa.me/5491155551234',
      label: 'Responder por WhatsApp',
    });
    expect(replyLink(message(1))).toBeNull();
  });

  it('filters unread locally and asks the server for responded and archived', () => {
    const list = [message(1), message(2), message(3)];
    expect(visibleMessages(list, 'No leídos', new Set([2])).map((m) => m.id)).toEqual([1, 3]);
    expect(visibleMessages(list, 'Todos', new Set([2])).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(serverParams({ search: ' ana ', filter: 'Archivados', page: 2 })).toMatchObject({
      search: 'ana',
      archivado: true,
      respondido: undefined,
      page: 2,
    });
    expect(serverParams({ search: '', filter: 'Respondidos', page: 1 })).toMatchObject({
      search: undefined,
      archivado: false,
      respondido: true,
    });
  });
});
