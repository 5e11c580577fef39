/**
 * The back office's product writes (backoffice §2.1, §3, §5, §7, §9): the create and partial-update
 * bodies with the spec's Spanish messages, the admin answer, SKU generation and the stock of a
 * product with variants. The storefront's product shape lives in catalog.ts.
 */
import { z } from 'zod';
import { CURRENCIES, ProductSchema } from './catalog.ts';
import { saleUnitFields } from './price-lists.ts';
import { SALE_UNITS } from './sale-units.ts';
import { IvaRateSchema } from './tax-profile.ts';
import { safeText } from './text.ts';

export const PRODUCT_MESSAGES = {
  nameRequired: 'El nombre del producto es requerido',
  nameTooLong: 'El nombre del producto no puede tener más de 200 caracteres',
  categoryRequired: 'Por favor selecciona una categoría',
  categoryNotFound: 'Categoría no encontrada',
  brandNotFound: 'Marca no encontrada',
  priceRequired: 'El precio es requerido',
  priceNegative: 'El precio no puede ser negativo',
  amountInvalid: 'El monto debe ser un número',
  amountTooLarge: 'El monto es demasiado grande',
  stockNegative: 'El stock no puede ser negativo',
  stockInvalid: 'El stock debe ser un número entero',
  discountRange: 'El descuento debe estar entre 0 y 100',
  currency: 'La moneda debe ser ARS o USD',
  skuTooLong: 'El SKU no puede tener más de 64 caracteres',
  skuTaken: (sku: string) => `Ya existe un producto o variante con el SKU ${sku}`,
  skuRepeated: (sku: string) => `El SKU ${sku} está repetido en el producto`,
  skuGenerationFailed: 'Error al generar el SKU único',
  image: 'La imagen debe ser una imagen subida a la tienda (/media/...)',
  variantNameRequired: 'El nombre de la variante es requerido',
  variantNeedsOption: 'Cada variante necesita al menos una opción',
  variantRepeated: (name: string) => `La variante ${name} está repetida`,
  optionNameRequired: 'El nombre de la opción es requerido',
  optionRepeated: (variant: string, option: string) => `La opción ${option} está repetida en ${variant}`,
  optionNotFound: (id: number) => `La opción #${id} no pertenece a este producto`,
  variantNotFound: (id: number) => `La variante #${id} no pertenece a este producto`,
  notFound: 'Producto no encontrado',
  boolean: 'Debe ser true o false',
  text: 'Debe ser un texto',
} as const;

export const MONEY_MAX = 999_999_999;
export const STOCK_MAX = 1_000_000_000;
export const FEATURES_MAX = 50;
export const VARIANT_GROUPS_MAX = 20;
export const VARIANT_OPTIONS_MAX = 200;

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;
/** Form inputs may send numbers as text ('12.50'); '' and null mean "not set". */
const toNumber = (value: unknown) => {
  if (value === '' || value === null) return null;
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
};

const amount = (required?: string) =>
  z.number({
    error: (issue) => (issue.input == null && required ? required : PRODUCT_MESSAGES.amountInvalid),
  });

/** A price in the product's currency: 0 or more, at most MONEY_MAX. */
const money = (required?: string) =>
  amount(required)
    .min(0, { message: PRODUCT_MESSAGES.priceNegative })
    .max(MONEY_MAX, { message: PRODUCT_MESSAGES.amountTooLarge });
const requiredMoney = (message: string) => z.preprocess(toNumber, money(message));
const nullableMoney = () => z.preprocess(toNumber, money().nullable());
/** An amount added to the product's price; a cheaper option has a negative one. */
const signedMoney = () =>
  z.preprocess(
    toNumber,
    amount()
      .min(-MONEY_MAX, { message: PRODUCT_MESSAGES.amountTooLarge })
      .max(MONEY_MAX, { message: PRODUCT_MESSAGES.amountTooLarge }),
  );
const percent = () =>
  z.preprocess(
    toNumber,
    z
      .number({ error: PRODUCT_MESSAGES.discountRange })
      .min(0, { message: PRODUCT_MESSAGES.discountRange })
      .max(100, { message: PRODUCT_MESSAGES.discountRange }),
  );
const stock = () =>
  z.preprocess(
    toNumber,
    z
      .number({ error: PRODUCT_MESSAGES.stockInvalid })
      .int({ message: PRODUCT_MESSAGES.stockInvalid })
      .min(0, { message: PRODUCT_MESSAGES.stockNegative })
      .max(STOCK_MAX, { message: PRODUCT_MESSAGES.stockInvalid }),
  );
const bool = () => z.boolean({ error: PRODUCT_MESSAGES.boolean });
const text = (max: number, message = `No puede tener más de ${max} caracteres`) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    safeText(PRODUCT_MESSAGES.text).trim().max(max, { message }),
  );
/** An id of another table (category, brand): a positive integer, also as text from a select. */
const reference = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int({ message }).positive({ message }).max(2_147_483_647, { message }),
  );
const rowId = (message: string) =>
  z.number({ error: message }).int({ message }).positive({ message }).max(2_147_483_647, { message });

/** An empty SKU (absent, null, '' or spaces) asks the server to generate one (§9). */
const sku = () =>
  z
    .preprocess(
      (value) => (value === null ? '' : value),
      safeText(PRODUCT_MESSAGES.text).trim().max(64, { message: PRODUCT_MESSAGES.skuTooLong }),
    )
    .transform((value) => (value === '' ? null : value));

/**
 * Product images are files uploaded to this store (POST /api/uploads/images/ answers their
 * /media/ URLs); other hosts are refused (decision 017: the CSP serves images from 'self' only).
 */
export function isStoredImageUrl(value: string): boolean {
  return /^\/media\/[\w\-./]+$/.test(value) && !value.includes('..') && !value.includes('//');
}
const image = () =>
  z
    .preprocess(
      (value) => (value === null ? '' : value),
      safeText(PRODUCT_MESSAGES.image).trim().max(500, { message: PRODUCT_MESSAGES.image }),
    )
    .refine((value) => value === '' || isStoredImageUrl(value), { message: PRODUCT_MESSAGES.image })
    .transform((value) => (value === '' ? null : value));

export const OptionInputSchema = z.object({
  id: rowId('La opción no es válida').optional().describe('Id de una opción existente, para conservarla'),
  name: safeText(PRODUCT_MESSAGES.optionNameRequired)
    .trim()
    .min(1, { message: PRODUCT_MESSAGES.optionNameRequired })
    .max(100, { message: 'El nombre de la opción no puede tener más de 100 caracteres' }),
  sku: sku().optional().describe('Vacío: el servidor genera uno'),
  stock: stock().optional(),
  price: nullableMoney().optional().describe('Precio absoluto de la opción (reemplaza al del producto)'),
  price_adjustment: signedMoney().optional().describe('Monto que la opción suma al precio del producto'),
  cost_price: nullableMoney().optional(),
  is_available: bool().optional(),
});
export type OptionInput = z.infer<typeof OptionInputSchema>;

export const VariantInputSchema = z
  .object({
    id: rowId('La variante no es válida').optional().describe('Id de una variante existente'),
    variant_name: safeText(PRODUCT_MESSAGES.variantNameRequired)
      .trim()
      .min(1, { message: PRODUCT_MESSAGES.variantNameRequired })
      .max(100, { message: 'El nombre de la variante no puede tener más de 100 caracteres' }),
    options: z
      .array(OptionInputSchema, { error: PRODUCT_MESSAGES.variantNeedsOption })
      .min(1, { message: PRODUCT_MESSAGES.variantNeedsOption })
      .max(VARIANT_OPTIONS_MAX, { message: `Una variante admite hasta ${VARIANT_OPTIONS_MAX} opciones` }),
  })
  .superRefine((group, ctx) => {
    const seen = new Set<string>();
    for (const option of group.options) {
      const key = option.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: PRODUCT_MESSAGES.optionRepeated(group.variant_name, option.name),
        });
      seen.add(key);
    }
  });
export type VariantInput = z.infer<typeof VariantInputSchema>;

const variants = () =>
  z
    .preprocess(
      (value) => (value === null ? [] : value),
      z
        .array(VariantInputSchema, { error: 'variants debe ser una lista' })
        .max(VARIANT_GROUPS_MAX, { message: `Un producto admite hasta ${VARIANT_GROUPS_MAX} variantes` }),
    )
    .superRefine((groups, ctx) => {
      const seen = new Set<string>();
      for (const group of groups) {
        const key = group.variant_name.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.variantRepeated(group.variant_name) });
        seen.add(key);
      }
    });

const productFields = {
  name: safeText(PRODUCT_MESSAGES.nameRequired)
    .trim()
    .min(1, { message: PRODUCT_MESSAGES.nameRequired })
    .max(200, { message: PRODUCT_MESSAGES.nameTooLong }),
  sku: sku().describe('Vacío: el servidor genera uno (letras del nombre y la marca, hora y sufijo)'),
  description: text(20_000).describe('Puede tener formato: se limpia al guardar'),
  volume: text(100),
  dimensions: text(100),
  features: z.preprocess(
    (value) => (value === null ? [] : value),
    z
      .array(text(200), { error: 'features debe ser una lista de textos' })
      .max(FEATURES_MAX, { message: `Hasta ${FEATURES_MAX} características` })
      .transform((items) => items.filter((item) => item !== '')),
  ),
  image: image(),
  image_2: image(),
  brand: reference(PRODUCT_MESSAGES.brandNotFound).nullable(),
  category: reference(PRODUCT_MESSAGES.categoryRequired),
  price: requiredMoney(PRODUCT_MESSAGES.priceRequired),
  price_in_ars: nullableMoney(),
  cost_price: nullableMoney(),
  currency: z.enum(CURRENCIES, { error: PRODUCT_MESSAGES.currency }),
  discount: percent(),
  discount_sparta: percent(),
  stock: stock().describe('Con variantes se ignora: el stock es el de sus opciones'),
  order: z.preprocess(
    toNumber,
    z
      .number({ error: 'El orden debe ser un número entero' })
      .int({ message: 'El orden debe ser un número entero' })
      .min(0, { message: 'El orden no puede ser negativo' })
      .max(STOCK_MAX, { message: 'El orden debe ser un número entero' }),
  ),
  is_available: bool(),
  is_available_sparta: bool(),
  is_available_marVerde: bool(),
  is_own_product: bool(),
  sync_with_external: bool(),
  variants: variants().describe('Grupos con sus opciones; en una modificación reemplazan a los anteriores'),
  iva_rate: z
    .preprocess(toNumber, IvaRateSchema)
    .describe('Alícuota de IVA contenida en el precio (%): 21, 10.5, 27 o 0; 21 si no se indica'),
  ...saleUnitFields,
  quantity_breaks: saleUnitFields.quantity_breaks.describe(
    'Descuentos por cantidad (decisión 052); reemplazan a todos los del producto',
  ),
};

/** POST /api/products/: name, category and price are required; the rest takes the defaults. */
export const ProductCreateSchema = z.object({
  ...z.object(productFields).partial().shape,
  name: productFields.name,
  category: productFields.category,
  price: productFields.price,
});
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

/** PATCH /api/products/{id}/: any subset of the fields. */
export const ProductUpdateSchema = z.object(productFields).partial();
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/** One quantity break as staff see it (decision 052): option and price_list null mean all of them. */
export const AdminQuantityBreakSchema = z.object({
  option: z.number().nullable(),
  price_list: z.number().nullable(),
  min_quantity: z.number(),
  discount_percent: z.number(),
});
export type AdminQuantityBreak = z.infer<typeof AdminQuantityBreakSchema>;
export const AdminQuantityBreakListSchema = z.array(AdminQuantityBreakSchema);

/**
 * PUT /api/products/{id}/quantity-breaks/ and its answer (also of GET): the tiers inside an object,
 * as in the product body, since the API's bodies are JSON objects (lib/json-body.ts).
 */
export const QuantityBreaksBodySchema = z.object({ quantity_breaks: saleUnitFields.quantity_breaks });
export const QuantityBreaksAnswerSchema = z.object({ quantity_breaks: AdminQuantityBreakListSchema });
export type QuantityBreaksAnswer = z.infer<typeof QuantityBreaksAnswerSchema>;

/** What the back office gets back: the product as staff see it (cost prices, every tier). */
export const AdminProductSchema = ProductSchema.extend({
  is_own_product: z.boolean(),
  sync_with_external: z.boolean(),
  sale_unit: z.enum(SALE_UNITS),
  units_per_pack: z.number(),
  min_quantity: z.number(),
  quantity_step: z.number(),
  iva_rate: z.number().describe('Alícuota de IVA contenida en el precio (%)'),
  quantity_breaks: AdminQuantityBreakListSchema.describe(
    'Todos los escalones del producto, de toda opción y lista, ordenados por cantidad',
  ),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

// ---- Rules ----

const SKU_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const lettersOf = (value: string, count: number) =>
  value
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, count);

function randomIndex(size: number): number {
  const bytes = new Uint32Array(1);
  globalThis.crypto.getRandomValues(bytes);
  return bytes[0] % size;
}

/**
 * A generated SKU (backoffice §9): three letters of each part (the name and the brand of a product,
 * or the product's and the option's name for an option), the last six digits of the time and a
 * random suffix, e.g. 'LAMLUM-482913-K7QZ'. Uniqueness is the server's job (it retries on collision).
 */
export function generateSku(
  parts: (string | null | undefined)[],
  options: { now?: number; random?: (size: number) => number } = {},
): string {
  const random = options.random ?? randomIndex;
  const letters = parts.map((part) => lettersOf(part ?? '', 3)).join('') || 'PRD';
  const time = String(options.now ?? Date.now())
    .slice(-6)
    .padStart(6, '0');
  const suffix = Array.from({ length: 4 }, () => SKU_ALPHABET[random(SKU_ALPHABET.length)]).join('');
  return `${letters}-${time}-${suffix}`;
}

/**
 * The stock of a product with variants: every unit sold takes one option of each group, so it is the
 * smallest of the groups' summed stock (one group: the sum of its options).
 */
export function variantStock(groups: { options: { stock?: number | null }[] }[]): number {
  if (groups.length === 0) return 0;
  return Math.min(
    ...groups.map((group) => group.options.reduce((sum, option) => sum + (option.stock ?? 0), 0)),
  );
}
