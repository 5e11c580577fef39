import type { Product } from '@mayorista/shared/catalog';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './product-grid';

const product = (id: number): Product => ({
  id,
  name: `Producto ${id}`,
  sku: null,
  description: '',
  volume: '',
  dimensions: '',
  features: [],
  image: `/media/products/p-${id}.webp`,
  image_small: null,
  image_2: null,
  brand: null,
  brand_name: null,
  category: null,
  category_name: null,
  category_parent_name: null,
  stock: 5,
  is_available: true,
  is_available_sparta: true,
  is_available_marVerde: true,
  is_own_product: false,
  has_variants: false,
  variants: [],
  currency: 'ARS',
  sale_unit: 'unidad',
  units_per_pack: 1,
  min_quantity: 1,
  quantity_step: 1,
  order: id,
  created_at: '2026-01-01T00:00:00Z',
});

const draw = (aboveFold?: number) =>
  renderToString(
    <MemoryRouter>
      <ProductGrid products={[1, 2, 3, 4, 5, 6].map(product)} aboveFold={aboveFold} />
    </MemoryRouter>,
  );

describe('product grid images', () => {
  it('fetches the first four cards first on a list page, and the rest when scrolled to', () => {
    const html = draw();
    expect(html.match(/<img[^>]*fetchPriority="high"/gi)).toHaveLength(4);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it('leaves every card to the scroll below a product (related products)', () => {
    const html = draw(0);
    expect(html).not.toMatch(/fetchPriority="high"/i); // neither the images nor their preloads;
    expect(html.match(/loading="lazy"/g)).toHaveLength(6);
  });
});
