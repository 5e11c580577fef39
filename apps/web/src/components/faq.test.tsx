// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@/api/site-config';
import { FAQ_ITEMS, Faq } from './faq';

function renderWith(faq: { question: string; answer: string }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ ...DEFAULT_SITE_CONFIG, faq })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Faq />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Faq', () => {
  it('shows the entries of the store settings, in their order, instead of the built-in ones', async () => {
    renderWith([
      { question: '¿Abren los sábados?', answer: 'Sí, de 9 a 13.' },
      { question: '¿Aceptan transferencia?', answer: 'Sí.' },
    ]);
    expect(await screen.findByText('¿Abren los sábados?')).toBeTruthy();
    const questions = screen.getAllByText(/^¿/, { selector: 'summary' }).map((node) => node.textContent);
    expect(questions).toEqual(['¿Abren los sábados?', '¿Aceptan transferencia?']);
    expect(screen.queryByText(FAQ_ITEMS[0].question)).toBeNull();
  });

  it('keeps the built-in entries when the list is empty', async () => {
    renderWith([]);
    expect(await screen.findByText(FAQ_ITEMS[0].question)).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(FAQ_ITEMS.length);
  });
});
