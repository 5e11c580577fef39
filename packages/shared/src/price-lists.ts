/**
 * Price lists, their overrides and quantity breaks (issue 28, decision 052): the bodies the back office
 * sends and what the server answers. The rule itself is pricing.ts; quantities are sale-units.ts.
 */
import { z } from 'zod';
import { SALE_UNITS } from './sale-units.ts';
import { safeText } from './text.ts';

export const ADJUSTMENT_MIN = -90;
export const ADJUSTMENT_MAX = 300;
export const OVERRIDES_MAX_PER_REQUEST = 5_000;
export const QUANTITY_BREAKS_MAX = 50;
export const UNITS_PER_PACK_MAX = 100_000;
export const QUANTITY_RULE_MAX = 100_000;
export const PRICE_LIST_MONEY_MAX = 999_999_999;

export const PRICE_LIST_MESSAGES = {
  nameRequired: 'El nombre de la lista es requerido',
  nameTooLong: 'El nombre de la lista no puede tener más de 100 caracteres',
  nameTaken: 'Ya existe una lista de precios con ese nombre',
  adjustment: `El ajuste debe estar entre ${ADJUSTMENT_MIN} y ${ADJUSTMENT_MAX} %`,
  minimum: 'El pedido mínimo debe ser un monto positivo',
  notFound: 'Lista de precios no encontrada',
  defaultUndeletable: 'La lista de precios predeterminada no se puede eliminar',
  price: 'El precio debe ser un monto mayor a 0',
  productNotFound: (id: number) => `El producto #${id} no existe`,
  optionNotFound: (id: number) => `La opción #${id} no pertenece al producto`,
  tooMany: `Hasta ${OVERRIDES_MAX_PER_REQUEST} precios por envío`,
  breakQuantity: 'La cantidad mínima de un escalón debe ser un entero de 2 o más',
  breakDiscount: 'El descuento de un escalón debe ser mayor a 0 y menor a 100',
  breakRepeated: (quantity: number) =>
    `Hay dos escalones desde ${quantity} unidades para la misma opción y lista`,
  tooManyBreaks: `Hasta ${QUANTITY_BREAKS_MAX} escalones por producto`,
  saleUnit: `La unidad de venta debe ser una de: ${SALE_UNITS.join(', ')}`,
  unitsPerPack: 'Las unidades por envase deben ser un entero de 1 o más',
  minQuantity: 'La cantidad mínima debe ser un entero de 1 o más',
  quantityStep: 'El paso de cantidad debe ser un entero de 1 o más',
} as const;

const toNumber = (value: unknown) => {
  if (value === '' || value === null) return null;
  return typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
};
const id = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int({ message }).positive({ message }).max(2_147_483_647, { message }),
  );
const int = (message: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message }),
  );
const cents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const PriceListInputSchema = z.object({
  name: safeText(PRICE_LIST_MESSAGES.nameRequired)
    .trim()
    .min(1, { message: PRICE_LIST_MESSAGES.nameRequired })
    .max(100, { message: PRICE_LIST_MESSAGES.nameTooLong }),
  adjustment_percent: z.preprocess(
    toNumber,
    z
      .number({ error: PRICE_LIST_MESSAGES.adjustment })
      .min(ADJUSTMENT_MIN, { message: PRICE_LIST_MESSAGES.adjustment })
      .max(ADJUSTMENT_MAX, { message: PRICE_LIST_MESSAGES.adjustment })
      .refine(cents, { message: PRICE_LIST_MESSAGES.adjustment }),
  ),
  min_order_amount: z.preprocess(
    toNumber,
    z
      .number({ error: PRICE_LIST_MESSAGES.minimum })
      .positive({ message: PRICE_LIST_MESSAGES.minimum })
      .max(PRICE_LIST_MONEY_MAX, { message: PRICE_LIST_MESSAGES.minimum })
      .refine(cents, { message: PRICE_LIST_MESSAGES.minimum })
      .nullable(),
  ),
});
export type PriceListInput = z.infer<typeof PriceListInputSchema>;
/** PUT needs every field but the minimum; PATCH any subset. */
export const PriceListCreateSchema = PriceListInputSchema.extend({
  min_order_amount: PriceListInputSchema.shape.min_order_amount.optional(),
});
export const PriceListPatchSchema = PriceListInputSchema.partial();

export type PriceList = {
  id: number;
  name: string;
  adjustment_percent: number;
  min_order_amount: number | null;
  is_default: boolean;
  customer_count: number;
  override_count: number;
  created_at: string;
  updated_at: string;
};

/** PUT /api/price-lists/{id}/prices/: a null price removes the override. */
export const PriceOverrideInputSchema = z
  .array(
    z.object({
      product: id('El producto no es válido'),
      option: id('La opción no es válida').nullable().optional(),
      price: z.preprocess(
        toNumber,
        z
          .number({ error: PRICE_LIST_MESSAGES.price })
          .positive({ message: PRICE_LIST_MESSAGES.price })
          .max(PRICE_LIST_MONEY_MAX, { message: PRICE_LIST_MESSAGES.price })
          .refine(cents, { message: PRICE_LIST_MESSAGES.price })
          .nullable(),
      ),
    }),
    { error: 'Se espera una lista de precios' },
  )
  .max(OVERRIDES_MAX_PER_REQUEST, { message: PRICE_LIST_MESSAGES.tooMany });
export type PriceOverrideInput = z.infer<typeof PriceOverrideInputSchema>;

/** One override row of GET /api/price-lists/{id}/prices/. */
export type PriceOverride = {
  product: number;
  product_name: string;
  sku: string | null;
  option: number | null;
  option_name: string | null;
  /** What the default list charges for it (quantity 1, before discounts). */
  base_price: number;
  price: number;
};

export const QuantityBreakInputSchema = z.object({
  option: id('La opción no es válida').nullable().optional(),
  price_list: id('La lista de precios no es válida').nullable().optional(),
  min_quantity: int(PRICE_LIST_MESSAGES.breakQuantity, 2, QUANTITY_RULE_MAX),
  discount_percent: z.preprocess(
    toNumber,
    z
      .number({ error: PRICE_LIST_MESSAGES.breakDiscount })
      .gt(0, { message: PRICE_LIST_MESSAGES.breakDiscount })
      .lt(100, { message: PRICE_LIST_MESSAGES.breakDiscount })
      .refine(cents, { message: PRICE_LIST_MESSAGES.breakDiscount }),
  ),
});
export const QuantityBreaksSchema = z
  .array(QuantityBreakInputSchema, { error: 'quantity_breaks debe ser una lista' })
  .max(QUANTITY_BREAKS_MAX, { message: PRICE_LIST_MESSAGES.tooManyBreaks })
  .superRefine((tiers, ctx) => {
    const seen = new Set<string>();
    for (const tier of tiers) {
      const key = `${tier.option ?? 0}:${tier.price_list ?? 0}:${tier.min_quantity}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: PRICE_LIST_MESSAGES.breakRepeated(tier.min_quantity) });
      seen.add(key);
    }
  });
export type QuantityBreakInput = z.infer<typeof QuantityBreakInputSchema>;

/** The sale-unit fields of the product create/update bodies (spread into product-admin's fields). */
export const saleUnitFields = {
  sale_unit: z.enum(SALE_UNITS, { error: PRICE_LIST_MESSAGES.saleUnit }),
  units_per_pack: int(PRICE_LIST_MESSAGES.unitsPerPack, 1, UNITS_PER_PACK_MAX),
  min_quantity: int(PRICE_LIST_MESSAGES.minQuantity, 1, QUANTITY_RULE_MAX),
  quantity_step: int(PRICE_LIST_MESSAGES.quantityStep, 1, QUANTITY_RULE_MAX),
  quantity_breaks: QuantityBreaksSchema,
};

/** A tier as the storefront shows it to a buyer: the buyer's unit price from that quantity on. */
export type ProductTier = {
  min_quantity: number;
  discount_percent: number;
  option: number | null;
  final_price: number;
};

/** A buyer's list as the cart quote (and /api/auth/me/) answer it: what the cart shows of it. */
export const PriceListSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  min_order_amount: z.number().nullable().describe('Pedido mínimo de la lista (subtotal), null si no tiene'),
});
export type PriceListSummary = z.infer<typeof PriceListSummarySchema>;

/** Bulk assignment from the customer list. */
export const PriceListAssignmentSchema = z.object({
  ids: z.array(id('El cliente no es válido'), { error: 'ids debe ser una lista' }).min(1).max(1000),
  price_list: id('La lista de precios no es válida'),
});

// ---- The admin API's answers (GET /api/price-lists/ and its overrides) ----

export const PriceListSchema = z.object({
  id: z.number(),
  name: z.string(),
  adjustment_percent: z.number(),
  min_order_amount: z.number().nullable(),
  is_default: z.boolean(),
  customer_count: z
    .number()
    .describe('Clientes con esta lista (en la predeterminada, también los que no tienen)'),
  override_count: z.number().describe('Precios especiales de la lista'),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<PriceList>;

export const PriceOverrideSchema = z.object({
  product: z.number(),
  product_name: z.string(),
  sku: z.string().nullable(),
  option: z.number().nullable(),
  option_name: z.string().nullable(),
  base_price: z.number(),
  price: z.number(),
}) satisfies z.ZodType<PriceOverride>;

export const PRICE_OVERRIDES_PAGE_SIZE = 50;

export const PriceOverridesQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,9}$/, { message: 'page debe ser un número entero positivo' })
    .transform(Number)
    .refine((value) => value >= 1, { message: 'page debe ser un número entero positivo' })
    .optional(),
  search: safeText().max(200, { message: 'La búsqueda no puede tener más de 200 caracteres' }).optional(),
});

/**
 * PUT /api/price-lists/{id}/prices/: `{prices: [...]}` (the API's bodies are JSON objects, never a
 * bare array: lib/json-body.ts).
 */
export const PriceOverridesBodySchema = z.object(
  { prices: PriceOverrideInputSchema },
  { error: 'Se espera {prices: [...]}' },
);

/** PUT /api/price-lists/{id}/prices/: how many rows were saved or removed. */
export const PriceOverridesSavedSchema = z.object({ saved: z.number(), removed: z.number() });

export const PriceOverridesExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { message: 'format debe ser csv o xlsx' }).default('csv'),
});

/**
 * The overrides file (export and import): one row per override. The import reads `sku` (a product's
 * or a variant option's) and `precio` (empty removes the override) and ignores the other columns.
 */
export const OVERRIDE_FILE_COLUMNS = ['sku', 'producto', 'opcion', 'precio_base', 'precio'] as const;

export const OVERRIDE_IMPORT_MESSAGES = {
  columnsMissing: "La primera fila debe tener las columnas 'sku' y 'precio'.",
  skuRequired: 'sku: es obligatorio',
  skuUnknown: (sku: string) => `sku: no hay un producto ni una opción con el SKU '${sku}'`,
  skuRepeated: (row: number) => `sku: está repetido (ya aparece en la fila ${row})`,
  price: 'precio: debe ser un monto mayor a 0 con hasta 2 decimales (vacío quita el precio especial)',
  hasErrors: (rows: number) =>
    `El archivo tiene ${rows} ${rows === 1 ? 'fila' : 'filas'} con errores: no se guardó ningún precio.`,
} as const;

export const OverrideImportErrorSchema = z.object({ row: z.number(), message: z.string() });
export type OverrideImportError = z.infer<typeof OverrideImportErrorSchema>;

/** POST .../prices/import/: what the file changed (all rows in one transaction). */
export const OverrideImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  removed: z.number(),
  unchanged: z.number(),
});
export type OverrideImportResult = z.infer<typeof OverrideImportResultSchema>;

/** The import's 400 when a row is wrong: nothing was saved; each row's error in Spanish. */
export const OverrideImportRefusedSchema = z.object({
  detail: z.string(),
  errors: z.array(OverrideImportErrorSchema),
});

/** POST /api/auth/customers/price-list/: how many customers changed list. */
export const PriceListAssignmentResultSchema = z.object({ message: z.string(), updated: z.number() });
