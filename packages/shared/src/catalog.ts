import { z } from 'zod';

export const PAGE_SIZE_LIST = 12;
export const PAGE_SIZE_DEFAULT = 9;
export const PAGE_SIZE_API_DEFAULT = 24;
export const PAGE_SIZE_MAX = 1000;
export const SEARCH_MAX_LENGTH = 200;
export const SALE_CATEGORY_NAME = 'En oferta';
export const MAIN_CATEGORY_ORDER = ['CULTIVO', 'ILUMINARIA', 'PARAFERNALIA', 'MERCH', 'SALUD'] as const;

const queryBoolean = z
  .enum(['true', 'false', '1', '0', 'True', 'False'], { message: 'Debe ser true o false' })
  .transform((value) => value === 'true' || value === 'True' || value === '1');

const positiveInt = (label: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message: `${label} debe ser un número entero positivo` })
    .transform(Number)
    .refine((value) => value >= 1, { message: `${label} debe ser un número entero positivo` });

export const SORT_OPTIONS = ['newest', 'oldest', 'price_asc', 'price_desc', 'name', 'order'] as const;

export const ProductListQuerySchema = z.object({
  page: positiveInt('page').optional(),
  page_size: positiveInt('page_size')
    .refine((value) => value <= PAGE_SIZE_MAX, { message: `page_size no puede ser mayor a ${PAGE_SIZE_MAX}` })
    .optional(),
  search: z
    .string()
    .max(SEARCH_MAX_LENGTH, { message: `La búsqueda no puede tener más de ${SEARCH_MAX_LENGTH} caracteres` })
    .optional(),
  category_name: z.string().max(100, { message: 'Categoría no válida' }).optional(),
  category_id: positiveInt('category_id').optional(),
  include_children: queryBoolean.optional(),
  brand: positiveInt('brand').optional(),
  brand_name: z.string().max(100, { message: 'Marca no válida' }).optional(),
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

export const SuggestionQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH, { message: `La búsqueda no puede tener más de ${SEARCH_MAX_LENGTH} caracteres` })
    .optional(),
  search: z
    .string()
    .max(SEARCH_MAX_LENGTH, { message: `La búsqueda no puede tener más de ${SEARCH_MAX_LENGTH} caracteres` })
    .optional(),
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
