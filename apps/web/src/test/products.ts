import type { Product } from '@mayorista/shared/catalog';

/** A buyer's card as the server answers it (priced by the buyer's list), for page and component tests. */
export function testProduct(values: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    sku: null,
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
    price: 1000,
    price_in_ars: 1000,
    total_discount: 0,
    final_price: 1000,
    sale_unit: 'unidad',
    units_per_pack: 1,
    min_quantity: 1,
    quantity_step: 1,
    ...values,
  };
}
