import { z } from 'zod';
import { PageSchema } from './api.ts';
import { CART_MAX_QUANTITY } from './cart.ts';
import { MAIN_CATEGORY_ORDER, PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from './catalog-constants.ts';
import { IvaContainedSchema } from './iva-contained.ts';
import type { ProductTier } from './price-lists.ts';
import { PriceListSummarySchema } from './price-lists.ts';
import { SALE_UNITS } from './sale-units.ts';
import { safeText } from './text.ts';

export * from './catalog-constants.ts';

const queryBoolean = z
  .enum(['true', 'false', '1', '0', 'True', 'False'], { message: 'Debe ser true o false' })
  .transform((value) => value === 'true' || value === 'True' || value === '1');

export const positiveInt = (label: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message: `${label} debe ser un número entero positivo` })
    .transform(Number)
    .refine((value) => value >= 1, { message: `${label} debe ser un número entero positivo` });

const searchText = safeText().max(SEARCH_MAX_LENGTH, {
  message: `La búsqueda no puede tener más de ${SEARCH_MAX_LENGTH} caracteres`,
});

export const SORT_OPTIONS = ['newest', 'oldest', 'price_asc', 'price_desc', 'name', 'order'] as const;

export const ProductListQuerySchema = z.object({
  page: positiveInt('page').optional(),
  page_size: positiveInt('page_size')
    .refine((value) => value <= PAGE_SIZE_MAX, { message: `page_size no puede ser mayor a ${PAGE_SIZE_MAX}` })
    .optional(),
  search: searchText.optional(),
  category_name: safeText().max(100, { message: 'Categoría no válida' }).optional(),
  category_id: positiveInt('category_id').optional(),
  include_children: queryBoolean.optional(),
  brand: positiveInt('brand').optional(),
  brand_name: safeText().max(100, { message: 'Marca no válida' }).optional(),
  on_sale: queryBoolean.optional(),
  is_available: queryBoolean.optional(),
  sort_by: z
    .enum(SORT_OPTIONS, { message: `sort_by debe ser uno de: ${SORT_OPTIONS.join(', ')}` })
    .optional(),
  stock_status: z.enum(['in_stock', 'out_of_stock'], { message: 'stock_status no válido' }).optional(),
  own_product: queryBoolean.optional(),
  syncable: queryBoolean.optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** Sorts that reveal the price order: only for callers who may see prices (decision 012). */
export const PRICE_SORTS: readonly ProductSort[] = ['price_asc', 'price_desc'];
export type ProductSort = (typeof SORT_OPTIONS)[number];
export const PRICE_SORT_LOGIN_MESSAGE = 'Inicia sesión para ordenar los productos por precio';
/** own_product and syncable narrow the list by supplier data, which is for staff only (DOMAIN). */
export const STAFF_ONLY_FILTER_MESSAGE =
  'Los filtros de producto propio y sincronizado son solo para el personal de la tienda.';

export const SuggestionQuerySchema = z.object({
  q: searchText.optional(),
  search: searchText.optional(),
  limit: positiveInt('limit')
    .refine((value) => value <= 20, { message: 'limit no puede ser mayor a 20' })
    .optional(),
});

export const PageQuerySchema = z.object({
  page: positiveInt('page').optional(),
  page_size: positiveInt('page_size')
    .refine((value) => value <= PAGE_SIZE_MAX, { message: `page_size no puede ser mayor a ${PAGE_SIZE_MAX}` })
    .optional(),
});

export const IdParamSchema = z.object({ id: positiveInt('id') });

/** Sorts a category list so the five main categories come first, in their fixed order. */
export function sortMainCategories<T extends { name: string; order?: number | null }>(items: T[]): T[] {
  const rank = (name: string) => {
    const index = (MAIN_CATEGORY_ORDER as readonly string[]).indexOf(name.toUpperCase());
    return index === -1 ? MAIN_CATEGORY_ORDER.length : index;
  };
  return [...items].sort(
    (a, b) =>
      rank(a.name) - rank(b.name) || (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name, 'es'),
  );
}

// ---- Responses. Price fields are absent for anonymous callers; cost_price is for staff only. ----

const priceOnly = (description: string) =>
  z.number().optional().describe(`${description}; solo con sesión iniciada`);

export const OptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string().nullable(),
  stock: z.number(),
  is_available: z.boolean(),
  price: z.number().nullable().optional().describe('Precio absoluto de la opción; solo con sesión iniciada'),
  price_adjustment: priceOnly('Ajuste sobre el precio del producto'),
  price_in_ars: priceOnly(
    'Precio en pesos con esta opción en la lista de precios del comprador, sin descuento',
  ),
  final_price: priceOnly(
    'Precio final en pesos con esta opción en la lista del comprador (descuento y ofertas aplicados)',
  ),
  cost_price: z.number().nullable().optional().describe('Solo para administradores'),
});
export type Option = z.infer<typeof OptionSchema>;

export const VariantSchema = z.object({
  id: z.number(),
  variant_name: z.string(),
  options: z.array(OptionSchema),
});
export type Variant = z.infer<typeof VariantSchema>;

export const CURRENCIES = ['ARS', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A quantity break as the storefront shows it to a buyer (decision 052): ProductTier of price-lists.ts. */
export const ProductTierSchema = z.object({
  min_quantity: z.number().describe('Desde esta cantidad (en unidades de venta)'),
  discount_percent: z.number().describe('Descuento del escalón sobre el precio de la lista'),
  option: z.number().nullable().describe('La opción a la que se aplica; null: a todas'),
  final_price: z
    .number()
    .describe('Precio unitario final del comprador desde esa cantidad (con esa opción si la tiene)'),
}) satisfies z.ZodType<ProductTier>;

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
  is_own_product: z
    .boolean()
    .optional()
    .describe('false: mercadería del proveedor externo; solo para administradores'),
  has_variants: z.boolean(),
  variants: z.array(VariantSchema),
  currency: z.enum(CURRENCIES),
  order: z.number(),
  created_at: z.string(),
  price: priceOnly(
    'Precio en la moneda del producto; para un comprador de otra lista que la predeterminada, el precio de su lista en pesos (decisión 052)',
  ),
  price_in_ars: priceOnly('Precio en pesos en la lista de precios del comprador, sin descuento'),
  dollar_rate: priceOnly('Cotización del dólar usada'),
  discount: priceOnly('Descuento propio'),
  discount_sparta: priceOnly('Descuento del canal'),
  total_discount: priceOnly('Descuento efectivo (el mayor entre el propio y las ofertas activas)'),
  final_price: priceOnly('Precio final en pesos'),
  sale_unit: z.enum(SALE_UNITS).describe('Unidad de venta: las cantidades cuentan estas unidades'),
  units_per_pack: z.number().describe('Unidades que trae cada unidad de venta (Caja x 12: 12)'),
  min_quantity: z.number().describe('Cantidad mínima por pedido, en unidades de venta'),
  quantity_step: z.number().describe('Las cantidades van de este múltiplo en este múltiplo'),
  quantity_breaks: z
    .array(ProductTierSchema)
    .optional()
    .describe(
      'Escalones por cantidad de la lista del comprador, con su precio en cada uno; solo compradores',
    ),
  cost_price: z.number().nullable().optional().describe('Solo para administradores'),
  fixed_price_in_ars: z
    .number()
    .nullable()
    .optional()
    .describe(
      'Solo para administradores: el precio fijo en pesos guardado (se escribe como price_in_ars); ' +
        'mientras tiene uno, el producto se vende a ese precio y no se usa la cotización del dólar',
    ),
  sync_with_external: z.boolean().optional().describe('Solo para administradores'),
  iva_rate: z
    .number()
    .optional()
    .describe('Solo para administradores: alícuota de IVA contenida en el precio (%)'),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductPageSchema = PageSchema(ProductSchema);

export const RelatedProductsSchema = z.object({ results: z.array(ProductSchema) });

export const SuggestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  price: priceOnly('Precio en pesos en la lista del comprador, sin descuento'),
  final_price: priceOnly('Precio final en pesos'),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionListSchema = z.object({ results: z.array(SuggestionSchema) });

export const FeaturedSchema = z.object({
  id: z.number(),
  position: z.number(),
  product: z.number(),
  product_details: ProductSchema,
});
export type Featured = z.infer<typeof FeaturedSchema>;

export const CategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  parent: z.number().nullable(),
  order: z.number(),
  product_count: z.number(),
});
export type Category = z.infer<typeof CategorySchema>;
export type CategoryTree = Category & { children: CategoryTree[] };
export const CategoryTreeSchema: z.ZodType<CategoryTree> = CategorySchema.extend({
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
export type Brand = z.infer<typeof BrandSchema>;

// ---- Cart quote: the server prices the cart lines with the order's own functions. ----

export const CART_QUOTE_MAX_LINES = 100;

export const SelectedVariantsSchema = z.record(
  safeText().max(100, { message: 'Variante no válida' }),
  safeText().max(100, { message: 'Opción no válida' }),
);
export type SelectedVariants = z.infer<typeof SelectedVariantsSchema>;

export const CartQuoteLineInputSchema = z.object({
  product: z.number({ message: 'product debe ser un número entero positivo' }).int().positive({
    message: 'product debe ser un número entero positivo',
  }),
  quantity: z
    .number({ message: 'La cantidad debe ser un número entero' })
    .int({ message: 'La cantidad debe ser un número entero' })
    .min(1, { message: 'La cantidad mínima es 1' })
    .max(CART_MAX_QUANTITY, { message: `La cantidad máxima es ${CART_MAX_QUANTITY}` }),
  variants: SelectedVariantsSchema.nullable().optional(),
});

export const CartQuoteInputSchema = z.object({
  items: z
    .array(CartQuoteLineInputSchema, { message: 'items debe ser una lista' })
    .max(CART_QUOTE_MAX_LINES, { message: `El carrito admite hasta ${CART_QUOTE_MAX_LINES} productos` }),
  coupon_code: safeText().trim().max(50, { message: 'Cupón inválido' }).optional(),
  customer_id: z
    .number({ message: 'customer_id debe ser un número entero positivo' })
    .int({ message: 'customer_id debe ser un número entero positivo' })
    .positive({ message: 'customer_id debe ser un número entero positivo' })
    .optional()
    .describe('Solo administradores: cotiza con la lista de precios de ese cliente (nueva venta)'),
});
export type CartQuoteInput = z.infer<typeof CartQuoteInputSchema>;

export const CartQuoteLineSchema = z.object({
  product: z.number(),
  quantity: z.number(),
  variants: SelectedVariantsSchema.nullable(),
  variant_display: z.string(),
  stock: z.number().describe('Stock de la combinación elegida'),
  price: z.number().nullable().describe('Precio unitario sin descuento, en pesos'),
  discount: z.number().nullable().describe('Descuento efectivo, en porcentaje'),
  final_price: z.number().nullable().describe('Precio unitario final, en pesos'),
  subtotal: z.number().nullable().describe('final_price x quantity'),
  tier_min_quantity: z
    .number()
    .nullable()
    .describe('Desde qué cantidad rige el escalón aplicado; null si ninguno'),
  tier_discount: z.number().describe('Descuento del escalón aplicado (%), 0 si ninguno'),
  sale_unit: z.string().describe('Unidad de venta: unidad, pack, caja, display o bulto'),
  units_per_pack: z.number(),
  unit_label: z.string().describe("Lo que contiene la unidad, p. ej. 'Caja x 12'"),
  iva_rate: z
    .number()
    .nullable()
    .describe('Alícuota de IVA que contiene el precio (%); null si el producto no existe'),
  error: z
    .string()
    .nullable()
    .describe(
      'Por qué la línea no se puede comprar (también una cantidad fuera de la regla); sin precios entonces',
    ),
});
export type CartQuoteLine = z.infer<typeof CartQuoteLineSchema>;

export const CartQuoteSchema = z.object({
  lines: z.array(CartQuoteLineSchema),
  subtotal: z.number(),
  coupon_code: z.string().nullable(),
  coupon_discount: z.number(),
  coupon_error: z.string().nullable(),
  total: z.number(),
  price_list: PriceListSummarySchema.describe('La lista de precios con la que se cotizó'),
  min_order_missing: z
    .number()
    .describe('Cuánto falta al subtotal para el pedido mínimo de la lista (0 si se cumple)'),
  iva: IvaContainedSchema.describe(
    'El IVA que contiene el total (con el cupón repartido entre las líneas): neto e IVA por alícuota',
  ),
});
export type CartQuote = z.infer<typeof CartQuoteSchema>;
