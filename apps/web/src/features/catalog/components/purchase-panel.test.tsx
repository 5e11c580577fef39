// @vitest-environment happy-dom
import type { Product } from '@mayorista/shared/catalog';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/lib/cart-storage';
import { SESSION_KEYS } from '@/lib/session';
import { renderPage } from '@/test/render';
import { PurchasePanel } from './purchase-panel';

/** A box of 12 sold from 2 boxes up, 2 by 2, with a tier from 4 boxes (the buyer's prices, decision 052). */
const yerba: Product = {
  id: 9,
  name: 'Yerba Suave 1 kg',
  sku: 'YER-1',
  description: '',
  volume: '',
  dimensions: '',
  features: [],
  image: null,
  image_small: null,
  image_2: null,
  brand: null,
  brand_name: null,
  category: null,
  category_name: null,
  category_parent_name: null,
  stock: 40,
  is_available: true,
  is_available_sparta: true,
  is_available_marVerde: true,
  has_variants: false,
  variants: [],
  currency: 'ARS',
  order: 0,
  created_at: '2026-01-01T00:00:00Z',
  price: 12000,
  price_in_ars: 13440,
  total_discount: 0,
  final_price: 13440,
  sale_unit: 'caja',
  units_per_pack: 12,
  min_quantity: 2,
  quantity_step: 2,
  quantity_breaks: [{ min_quantity: 4, discount_percent: 5, option: null, final_price: 12768 }],
};

const chosenRow = () =>
  screen
    .getAllByRole('row')
    .find((row) => row.getAttribute('aria-current') === 'true')
    ?.querySelector('td')?.textContent;

afterEach(() => {
  window.localStorage.clear();
});

describe('PurchasePanel by sale unit, with quantity breaks', () => {
  it('shows the unit by the price, starts at the minimum and highlights the tier of the quantity', async () => {
    window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
    renderPage(<PurchasePanel product={yerba} />);
    expect(screen.getByText('por Caja x 12')).toBeTruthy();
    const quantity = (await screen.findByLabelText('Cantidad (Caja x 12)')) as HTMLInputElement;
    expect(quantity.value).toBe('2');
    expect(screen.getByText('Mínimo 2 · de a 2')).toBeTruthy();

    const table = screen.getByRole('table');
    expect(within(table).getByText('$ 13.440')).toBeTruthy();
    expect(within(table).getByText('$ 12.768')).toBeTruthy();
    expect(chosenRow()).toBe('2 (tu cantidad)');
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    expect(quantity.value).toBe('4');
    expect(chosenRow()).toBe('4 (tu cantidad)');

    fireEvent.click(screen.getByRole('button', { name: /Añadir al Carrito/ }));
    const [line] = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    expect(line).toMatchObject({ id: 9, quantity: 4, sale_unit: 'caja', min_quantity: 2, quantity_step: 2 });
  });

  it('tells a visitor the unit, with no price and no tiers', () => {
    const { quantity_breaks: _tiers, price: _price, final_price: _final, ...anonymous } = yerba;
    renderPage(<PurchasePanel product={anonymous} />);
    expect(screen.getByText('Se vende por Caja x 12')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
