// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@/api/site-config';
import { renderPage } from '@/test/render';
import { FAQ_ITEMS, Faq } from './faq';

function renderWith(faq: { question: string; answer: string }[]) {
  renderPage(<Faq />, { fetch: { 'GET /api/config/': { ...DEFAULT_SITE_CONFIG, faq } } });
}

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
