// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductListPage, { LIST_ERROR_MESSAGE, ON_SALE_ERROR_MESSAGE } from './product-list-page';

function renderList(url: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (String(input).startsWith('/api/products/?')) return new Response('', { status: 500 });
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ProductListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('product list failure (storefront §8)', () => {
  it('names the on-sale products when the sale filter is on', async () => {
    renderList('/productos?sale=true');
    expect(await screen.findByText(ON_SALE_ERROR_MESSAGE)).toBeTruthy();
  });

  it('names the products otherwise', async () => {
    renderList('/productos');
    expect(await screen.findByText(LIST_ERROR_MESSAGE)).toBeTruthy();
  });
});
