import { describe, expect, it } from 'vitest';
import { formatOrderDate, ORDER_FILTERS, parseStatusFilter, whatsappOrderUrl } from './orders';

describe('order display', () => {
  it('offers Todos and the status labels once each', () => {
    expect(ORDER_FILTERS.map((filter) => filter.label)).toEqual([
      'Todos',
      'Pendiente',
      'Pagado',
      'Enviado',
      'Entregado',
      'Cancelado',
    ]);
    expect(parseStatusFilter('shipped')).toBe('shipped');
    expect(parseStatusFilter('nope')).toBeNull();
    expect(parseStatusFilter(null)).toBeNull();
  });

  it('writes dates in es-AR', () => {
    expect(formatOrderDate('2026-03-05T15:00:00.000Z')).toBe('5 de marzo de 2026');
    expect(formatOrderDate('nonsense')).toBe('');
  });

  it('builds the WhatsApp consult link with the id, total and date', () => {
    const url = whatsappOrderUrl('+54 9 11 3456-7890', {
      id: 42,
      total: 24660,
      created_at: '2026-03-05T15:00:00.000Z',
    });
    expect(url.startsWith('https://wa.me/5491134567890?text=')).toBe(true);
    const text = decodeURIComponent(url.split('?text=')[1]);
    expect(text).toContain('#42');
    expect(text).toContain('$ 24.660');
    expect(text).toContain('05/03/2026');
  });
});
