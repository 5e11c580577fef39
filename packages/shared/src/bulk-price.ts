/**
 * The bulk price update contract (DOMAIN.md "Catalogue changes by staff", docs/decisions/020):
 * a selection of products and a change, previewed, applied in one transaction, undone from the
 * activity log.
 */
import { z } from 'zod';
import { safeText } from './text.ts';

export const BULK_PRICE_CURRENCIES = ['ARS', 'USD'] as const;
export type BulkPriceCurrency = (typeof BULK_PRICE_CURRENCIES)[number];
export const BULK_PRICE_MODES = ['percent', 'amount'] as const;
export type BulkPriceMode = (typeof BULK_PRICE_MODES)[number];
export const BULK_PRICE_DIRECTIONS = ['up', 'down'] as const;
export type BulkPriceDirection = (typeof BULK_PRICE_DIRECTIONS)[number];

/** The activity entry of an applied change (and of its undo). */
export const BULK_PRICE_ACTIVITY_ENTITY = 'product_bulk_price';
export const BULK_PRICE_ACTIVITY_ACTION = 'price_change';
export const BULK_PRICE_UNDO_ACTION = 'price_change_undo';

export const BULK_PRICE_NO_CRITERIA = 'Elige al menos un criterio (marca, categoría, moneda o búsqueda)';
export const BULK_PRICE_AMOUNT_NEEDS_CURRENCY =
  'Para un monto fijo elige la moneda: el monto se suma o se resta en esa moneda';
export const BULK_PRICE_VALUE_REQUIRED = 'Ingresa un valor mayor a 0';
export const BULK_PRICE_VALUE_DECIMALS = 'El valor admite como máximo 2 decimales';
export const BULK_PRICE_PERCENT_MAX_UP = 'El aumento no puede superar el 1000%';
export const BULK_PRICE_PERCENT_MAX_DOWN = 'La disminución no puede superar el 100%';
export const BULK_PRICE_AMOUNT_MAX = 'El monto no puede superar 100.000.000';
export const BULK_PRICE_NOTHING_SELECTED = 'Ningún producto coincide con la selección';
export const BULK_PRICE_COUNT_CHANGED =
  'Los productos de la selección cambiaron desde la vista previa. Genera la vista previa de nuevo.';
export const BULK_PRICE_PRICE_TOO_HIGH = 'Algún precio resultante supera el máximo permitido';
export const BULK_PRICE_NOT_BULK = 'Esta entrada de actividad no es un cambio masivo de precios';
export const BULK_PRICE_ALREADY_UNDONE = 'Este cambio de precios ya se deshizo';
export const BULK_PRICE_CATEGORY_NOT_FOUND = 'Categoría no encontrada';
export const BULK_PRICE_BRAND_NOT_FOUND = 'Marca no encontrada';

const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  z.number({ message }).int({ message }).positive({ message }).max(MAX_ID, { message });

/** Whole cents: at most two decimals. */
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const BulkPriceSelectionSchema = z
  .object({
    brand: id('Marca no válida').nullish(),
    category_id: id('Categoría no válida').nullish(),
    /** With a category: also its subcategories (default), as on the catalogue list. */
    include_children: z.boolean({ message: 'include_children debe ser true o false' }).default(true),
    currency: z.enum(BULK_PRICE_CURRENCIES, { message: 'La moneda debe ser ARS o USD' }).nullish(),
    /** The catalogue list's search: name, SKU or brand, accents and small typos forgiven. */
    search: safeText()
      .trim()
      .max(200, { message: 'La búsqueda no puede tener más de 200 caracteres' })
      .optional(),
  })
  .refine(
    (selection) =>
      Boolean(selection.brand || selection.category_id || selection.currency || selection.search),
    {
      message: BULK_PRICE_NO_CRITERIA,
    },
  );
export type BulkPriceSelection = z.infer<typeof BulkPriceSelectionSchema>;

export const BulkPriceChangeSchema = z
  .object({
    mode: z.enum(BULK_PRICE_MODES, { message: 'Elige porcentaje o monto fijo' }),
    direction: z.enum(BULK_PRICE_DIRECTIONS, { message: 'Elige aumentar o disminuir' }),
    value: z
      .number({ message: BULK_PRICE_VALUE_REQUIRED })
      .positive({ message: BULK_PRICE_VALUE_REQUIRED })
      .refine(hasTwoDecimals, { message: BULK_PRICE_VALUE_DECIMALS }),
  })
  .superRefine((change, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', path: ['value'], message });
    if (change.mode === 'percent' && change.direction === 'up' && change.value > 1000)
      fail(BULK_PRICE_PERCENT_MAX_UP);
    if (change.mode === 'percent' && change.direction === 'down' && change.value > 100)
      fail(BULK_PRICE_PERCENT_MAX_DOWN);
    if (change.mode === 'amount' && change.value > 100_000_000) fail(BULK_PRICE_AMOUNT_MAX);
  });
export type BulkPriceChange = z.infer<typeof BulkPriceChangeSchema>;

/**
 * What moves: the products' own prices (today's update), or the special prices (overrides) one price
 * list already has for the selected products and their options, by a percentage (decision 052).
 */
export const BULK_PRICE_TARGETS = ['product', 'list'] as const;
export type BulkPriceTarget = (typeof BULK_PRICE_TARGETS)[number];

export const BULK_PRICE_LIST_REQUIRED = 'Elige la lista de precios';
export const BULK_PRICE_LIST_NOT_FOUND = 'Lista de precios no encontrada';
export const BULK_PRICE_LIST_PERCENT_ONLY =
  'Los precios especiales de una lista se cambian solo por porcentaje';
export const BULK_PRICE_OVERRIDE_TOO_LOW =
  'Algún precio especial quedaría en $ 0: elige una disminución menor';
export const BULK_PRICE_NO_OVERRIDES =
  'Ningún producto de la selección tiene precios especiales en esa lista';

const targetFields = {
  target: z
    .enum(BULK_PRICE_TARGETS, { message: 'El destino debe ser product o list' })
    .optional()
    .describe(
      'product (sin valor): los precios de los productos; list: los precios especiales de price_list',
    ),
  price_list: id('Lista de precios no válida').nullish(),
};

type TargetBody = {
  selection: BulkPriceSelection;
  change: BulkPriceChange;
  target?: BulkPriceTarget;
  price_list?: number | null;
};

/** A fixed amount needs the currency (product prices); a list's overrides move by a percentage. */
function checkTarget(body: TargetBody, context: z.RefinementCtx) {
  if (body.target === 'list') {
    if (!body.price_list)
      context.addIssue({ code: 'custom', path: ['price_list'], message: BULK_PRICE_LIST_REQUIRED });
    if (body.change.mode !== 'percent')
      context.addIssue({ code: 'custom', path: ['change'], message: BULK_PRICE_LIST_PERCENT_ONLY });
  } else if (body.change.mode === 'amount' && !body.selection.currency)
    context.addIssue({ code: 'custom', path: ['selection'], message: BULK_PRICE_AMOUNT_NEEDS_CURRENCY });
}

/** POST /api/products/bulk-price/preview/ */
export const BulkPricePreviewInputSchema = z
  .object({ selection: BulkPriceSelectionSchema, change: BulkPriceChangeSchema, ...targetFields })
  .superRefine(checkTarget);
export type BulkPricePreviewInput = z.infer<typeof BulkPricePreviewInputSchema>;

/** POST /api/products/bulk-price/apply/: the preview's body and the count it showed. */
export const BulkPriceApplyInputSchema = z
  .object({
    selection: BulkPriceSelectionSchema,
    change: BulkPriceChangeSchema,
    ...targetFields,
    expected_count: z
      .number({ message: 'expected_count debe ser la cantidad de la vista previa' })
      .int({ message: 'expected_count debe ser la cantidad de la vista previa' })
      .min(0, { message: 'expected_count debe ser la cantidad de la vista previa' })
      .max(MAX_ID, { message: 'expected_count debe ser la cantidad de la vista previa' }),
  })
  .superRefine(checkTarget);
export type BulkPriceApplyInput = z.infer<typeof BulkPriceApplyInputSchema>;

/** What of an option moves: its absolute price, or the surcharge it adds to the product's price. */
export const BULK_PRICE_OPTION_KINDS = ['price', 'adjustment'] as const;

/**
 * One variant option that moves: its absolute price by the same rule (decision 020), or its
 * surcharge (price_adjustment) by the same percentage (decision 041).
 */
export const BulkPriceOptionLineSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(BULK_PRICE_OPTION_KINDS),
  old_price: z.number(),
  new_price: z.number(),
});
export type BulkPriceOptionLine = z.infer<typeof BulkPriceOptionLineSchema>;

export const BulkPriceLineSchema = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string().nullable(),
  sku: z.string().nullable(),
  currency: z.enum(BULK_PRICE_CURRENCIES),
  old_price: z.number(),
  new_price: z.number(),
  /** The peso price of the product when it has one (it moves too); null otherwise. */
  old_price_in_ars: z.number().nullable(),
  new_price_in_ars: z.number().nullable(),
  has_variants: z.boolean(),
  options: z.array(BulkPriceOptionLineSchema),
});
export type BulkPriceLine = z.infer<typeof BulkPriceLineSchema>;

/** One special price of the list that moves (target 'list'): the product's own or an option's. */
export const BulkPriceOverrideLineSchema = z.object({
  product: z.number(),
  product_name: z.string(),
  sku: z.string().nullable(),
  option: z.number().nullable(),
  option_name: z.string().nullable(),
  old_price: z.number(),
  new_price: z.number(),
});
export type BulkPriceOverrideLine = z.infer<typeof BulkPriceOverrideLineSchema>;

export const BulkPricePreviewSchema = z.object({
  target: z.enum(BULK_PRICE_TARGETS),
  /** The list whose special prices move (target 'list'); null otherwise. */
  price_list: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Products that move (target 'product'), or special prices that move (target 'list'). */
  count: z.number(),
  /** The summary the activity log will record, e.g. 'Precios +10% (marca Lumen): 23 productos'. */
  summary: z.string(),
  /** Products whose price would go below 0 and stay at 0 instead. */
  clamped: z.number(),
  /** The dollar rate used to move a fixed USD amount on peso prices (price_in_ars). */
  dollar_rate: z.number(),
  /** Target 'product': every product that moves (empty for 'list'). */
  products: z.array(BulkPriceLineSchema),
  /** Target 'list': every special price that moves, old and new (empty for 'product'). */
  overrides: z.array(BulkPriceOverrideLineSchema),
});
export type BulkPricePreview = z.infer<typeof BulkPricePreviewSchema>;

export const BulkPriceApplyResultSchema = z.object({
  count: z.number(),
  activity_id: z.number(),
  summary: z.string(),
});
export type BulkPriceApplyResult = z.infer<typeof BulkPriceApplyResultSchema>;

export const BulkPriceUndoParamsSchema = z.object({
  activity_id: z
    .string()
    .regex(/^\d{1,9}$/, { message: 'activity_id debe ser un número entero positivo' })
    .transform(Number)
    .refine((value) => value >= 1, { message: 'activity_id debe ser un número entero positivo' }),
});

export const BulkPriceSkippedSchema = z.object({
  id: z.number(),
  name: z.string(),
  reason: z.string(),
});
export type BulkPriceSkipped = z.infer<typeof BulkPriceSkippedSchema>;

export const BulkPriceUndoResultSchema = z.object({
  /** Products whose old prices came back. */
  restored: z.number(),
  /** Products left as they are: their price changed after the update, or they were deleted. */
  skipped: z.array(BulkPriceSkippedSchema),
  activity_id: z.number(),
  summary: z.string(),
});
export type BulkPriceUndoResult = z.infer<typeof BulkPriceUndoResultSchema>;

/** What the activity entry of an applied change keeps (`details`), enough to undo it. */
export const BulkPriceDetailsSchema = z.object({
  selection: z.record(z.string(), z.unknown()),
  change: z.object({ mode: z.string(), direction: z.string(), value: z.number() }),
  dollar_rate: z.number().optional(),
  products: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** The currency of price and of the options' prices (absent in entries written before it). */
      currency: z.enum(BULK_PRICE_CURRENCIES).optional(),
      old_price: z.number(),
      new_price: z.number(),
      old_price_in_ars: z.number().nullable(),
      new_price_in_ars: z.number().nullable(),
      options: z.array(
        z.object({
          id: z.number(),
          /** Absent in entries written before decision 041: an absolute price. */
          kind: z.enum(BULK_PRICE_OPTION_KINDS).optional(),
          old_price: z.number(),
          new_price: z.number(),
        }),
      ),
    }),
  ),
  undone_at: z.string().optional(),
  undone_by: z.number().nullable().optional(),
  undo_activity_id: z.number().optional(),
});
export type BulkPriceDetails = z.infer<typeof BulkPriceDetailsSchema>;

/** What the activity entry of a change to a list's special prices keeps (not undoable). */
export type BulkPriceListDetails = {
  target: 'list';
  price_list: { id: number; name: string };
  selection: Record<string, unknown>;
  change: BulkPriceChange;
  overrides: { product: number; option: number | null; old_price: number; new_price: number }[];
};
