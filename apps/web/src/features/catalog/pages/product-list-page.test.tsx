// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import ProductListPage, { LIST_ERROR_MESSAGE, ON_SALE_ERROR_MESSAGE } from './product-list-page';

function renderList(url: string) {
  renderPage(<ProductListPage />, {
    at: url,
    // The product list fails; everything else on the page (categories, brands, settings) is empty.
    fetch: { 'GET /api/products/': () => new Response('', { status: 500 }), '/api/*': [] },
  });
}

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
