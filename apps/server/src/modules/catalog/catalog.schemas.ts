import { z } from 'zod';

export const OptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string().nullable(),
  stock: z.number(),
  is_available: z.boolean(),
  price: z.number().nullable().optional(),
  price_adjustment: z.number().optional(),
  cost_price: z.number().nullable().optional(),
});

export const VariantSchema = z.object({
  id: z.number(),
  variant_name: z.string(),
  options: z.array(OptionSchema),
});

export const ProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string().nullable(),
  description: z.string(),
  volume: z.string(),
  dimensions: z.string(),
  features: z.array(z.string()),
  image: z.string().nullable(),
  image_small: z.string().nullable(),
  image_2: z.string().nullable(),
  brand: z.number().nullable(),
  brand_name: z.string().nullable(),
  category: z.number().nullable(),
  category_name: z.string().nullable(),
  category_parent_name: z.string().nullable(),
  stock: z.number(),
  is_available: z.boolean(),
  is_available_sparta: z.boolean(),
  is_available_marVerde: z.boolean(),
  is_own_product: z.boolean(),
  has_variants: z.boolean(),
  variants: z.array(VariantSchema),
  currency: z.enum(['ARS', 'USD']),
  order: z.number(),
  created_at: z.string(),
  price: z.number().optional().describe('Solo con sesión iniciada'),
  price_in_ars: z.number().optional().describe('Precio base en pesos; solo con sesión iniciada'),
  dollar_rate: z.number().optional(),
  discount: z.number().optional(),
  discount_sparta: z.number().optional(),
  total_discount: z.number().optional(),
  final_price: z.number().optional(),
  cost_price: z.number().nullable().optional().describe('Solo para administradores'),
});

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    current_page: z.number(),
    total_pages: z.number(),
    results: z.array(item),
  });

export const SuggestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.number().optional(),
  final_price: z.number().optional(),
});

export const FeaturedSchema = z.object({
  id: z.number(),
  position: z.number(),
  product: z.number(),
  product_details: ProductSchema,
});

const CategoryBase = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  parent: z.number().nullable(),
  order: z.number(),
  product_count: z.number(),
});
export type CategoryTree = z.infer<typeof CategoryBase> & { children: CategoryTree[] };
export const CategorySchema = CategoryBase;
export const CategoryTreeSchema: z.ZodType<CategoryTree> = CategoryBase.extend({
  children: z.lazy(() => z.array(CategoryTreeSchema)),
});

export const BrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  logo_url: z.string().nullable(),
  website_url: z.string(),
  is_active: z.boolean(),
  order: z.number(),
});

export const ErrorSchema = z.object({ detail: z.string() });
