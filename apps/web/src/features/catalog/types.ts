/** Catalogue types of docs/api.md. Price fields are absent for anonymous callers, so they are optional. */

export type Currency = 'ARS' | 'USD';

export type Option = {
  id: number;
  name: string;
  sku?: string | null;
  stock: number;
  is_available: boolean;
  price?: number | null;
  price_adjustment?: number | null;
};

export type Variant = {
  id: number;
  variant_name: string;
  options: Option[];
};

export type Product = {
  id: number;
  name: string;
  sku?: string | null;
  description?: string | null;
  volume?: string | null;
  dimensions?: string | null;
  features?: string[];
  /** WebP URLs: image 1000 px, image_small 400 px. */
  image?: string | null;
  image_small?: string | null;
  image_2?: string | null;
  brand?: number | null;
  brand_name?: string | null;
  category?: number | null;
  category_name?: string | null;
  category_parent_name?: string | null;
  stock: number;
  is_available: boolean;
  is_available_sparta?: boolean;
  is_available_marVerde?: boolean;
  is_own_product?: boolean;
  has_variants?: boolean;
  variants?: Variant[];
  currency?: Currency;
  created_at?: string;
  // Only for logged-in callers:
  price?: number | null;
  price_in_ars?: number | null;
  dollar_rate?: number | null;
  discount?: number | null;
  discount_sparta?: number | null;
  total_discount?: number | null;
  final_price?: number | null;
  // Only for staff:
  cost_price?: number | null;
};

export type Category = {
  id: number;
  name: string;
  slug?: string | null;
  parent?: number | null;
  order?: number | null;
  product_count?: number | null;
  /** Present in the hierarchical answers (nested up to 3 levels). */
  children?: Category[];
};

export type Brand = {
  id: number;
  name: string;
  logo?: string | null;
  logo_url?: string | null;
  website_url?: string | null;
  is_active?: boolean;
  order?: number | null;
};

export type FeaturedProduct = {
  id: number;
  position: number;
  product: number;
  product_details: Product;
};

export type Suggestion = {
  id: number;
  name: string;
  image?: string | null;
  price?: number | null;
  final_price?: number | null;
};
