/**
 * The product form's values (backoffice §2.1, §3, §5): what the inputs hold (text for numbers, the
 * brand by name), their checks with the spec's messages, and the conversions from the staff answer
 * and to the create/update bodies of the shared contract.
 */
import {
  type AdminProduct,
  MONEY_MAX,
  PRODUCT_MESSAGES,
  type ProductCreate,
  STOCK_MAX,
  variantStock,
} from '@mayorista/shared/product-admin';
import {
  DEFAULT_IVA_RATE,
  IVA_RATE_INVALID,
  PRODUCT_IVA_RATES,
  type ProductIvaRate,
} from '@mayorista/shared/tax-profile';
import { z } from 'zod';
import {
  QUANTITY_DEFAULTS,
  quantityFieldsSchema,
  quantityIssues,
  quantityPayload,
  quantityValuesFromProduct,
} from './quantity-values';

export const IMAGE_HINT = 'Tamaño recomendado: 1000x1000 px';

const DECIMAL = /^-?\d+([.,]\d+)?$/;

/** '12,50' and '12.50' are 12.5; '' is null; anything else NaN. */
export function parseAmount(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  return DECIMAL.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/** §5: a variant stock that is not a whole number of 0 or more becomes 0. */
export function optionStock(value: string | null | undefined): number {
  const number = parseAmount(value);
  return number != null && Number.isInteger(number) && number >= 0 && number <= STOCK_MAX ? number : 0;
}

const money = (options: { required?: string } = {}) =>
  z.string().superRefine((value, ctx) => {
    const number = parseAmount(value);
    if (number == null) {
      if (options.required) ctx.addIssue({ code: 'custom', message: options.required });
      return;
    }
    if (Number.isNaN(number)) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.amountInvalid });
    else if (number < 0) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.priceNegative });
    else if (number > MONEY_MAX) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.amountTooLarge });
  });

const signedMoney = () =>
  z.string().superRefine((value, ctx) => {
    const number = parseAmount(value);
    if (number == null) return;
    if (Number.isNaN(number)) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.amountInvalid });
    else if (Math.abs(number) > MONEY_MAX)
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.amountTooLarge });
  });

const OptionValuesSchema = z.object({
  id: z.number().optional(),
  name: z.string(),
  sku: z.string(),
  price: money(),
  price_adjustment: signedMoney(),
  cost_price: money(),
  stock: z.string(),
});
export type OptionValues = z.infer<typeof OptionValuesSchema>;

const GroupValuesSchema = z.object({
  id: z.number().optional(),
  variant_name: z.string(),
  options: z.array(OptionValuesSchema),
});
export type GroupValues = z.infer<typeof GroupValuesSchema>;

export const ProductFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: PRODUCT_MESSAGES.nameRequired })
      .max(200, { message: PRODUCT_MESSAGES.nameTooLong }),
    brand: z.string().max(100, { message: PRODUCT_MESSAGES.brandNotFound }),
    category: z.string().min(1, { message: PRODUCT_MESSAGES.categoryRequired }),
    description: z.string().max(20_000, { message: 'No puede tener más de 20000 caracteres' }),
    volume: z.string().max(100, { message: 'No puede tener más de 100 caracteres' }),
    dimensions: z.string().max(100, { message: 'No puede tener más de 100 caracteres' }),
    price: money({ required: PRODUCT_MESSAGES.priceRequired }),
    /** The fixed peso price (price_in_ars); '' means none: the rule uses price x dollar rate. */
    price_in_ars: money(),
    cost_price: money(),
    currency: z.enum(['ARS', 'USD'], { message: PRODUCT_MESSAGES.currency }),
    discount: z.string().superRefine((value, ctx) => {
      const number = parseAmount(value);
      if (number != null && !(number >= 0 && number <= 100))
        ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.discountRange });
    }),
    stock: z.string(),
    /** The IVA rate the price contains, as the select holds it ('10.5'). */
    iva_rate: z.enum(PRODUCT_IVA_RATES.map((rate) => String(rate)) as [string, ...string[]], {
      message: IVA_RATE_INVALID,
    }),
    sku: z.string().trim().max(64, { message: PRODUCT_MESSAGES.skuTooLong }),
    features: z.array(
      z.object({ value: z.string().max(200, { message: 'No puede tener más de 200 caracteres' }) }),
    ),
    is_available: z.boolean(),
    has_variants: z.boolean(),
    sync_with_external: z.boolean(),
    is_own_product: z.boolean(),
    image: z.string().nullable(),
    image_2: z.string().nullable(),
    variants: z.array(GroupValuesSchema),
    ...quantityFieldsSchema,
  })
  .superRefine((values, ctx) => {
    for (const issue of quantityIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
    if (!values.has_variants) {
      const stock = parseAmount(values.stock);
      if (stock != null && (Number.isNaN(stock) || !Number.isInteger(stock)))
        ctx.addIssue({ code: 'custom', path: ['stock'], message: PRODUCT_MESSAGES.stockInvalid });
      else if (stock != null && stock < 0)
        ctx.addIssue({ code: 'custom', path: ['stock'], message: PRODUCT_MESSAGES.stockNegative });
      return;
    }
    values.variants.forEach((group, groupIndex) => {
      // §5: a group without options is not sent, so it needs no name either.
      if (group.options.length === 0) return;
      if (!group.variant_name.trim())
        ctx.addIssue({
          code: 'custom',
          path: ['variants', groupIndex, 'variant_name'],
          message: PRODUCT_MESSAGES.variantNameRequired,
        });
      const seen = new Set<string>();
      group.options.forEach((option, optionIndex) => {
        const name = option.name.trim();
        if (!name)
          ctx.addIssue({
            code: 'custom',
            path: ['variants', groupIndex, 'options', optionIndex, 'name'],
            message: PRODUCT_MESSAGES.optionNameRequired,
          });
        else if (seen.has(name.toLowerCase()))
          ctx.addIssue({
            code: 'custom',
            path: ['variants', groupIndex, 'options', optionIndex, 'name'],
            message: PRODUCT_MESSAGES.optionRepeated(group.variant_name.trim(), name),
          });
        seen.add(name.toLowerCase());
      });
    });
  });

export type ProductFormValues = z.input<typeof ProductFormSchema>;

/** The form's fields in screen order: server errors land on these, the first one gets the focus. */
export const FORM_FIELDS = [
  'name',
  'brand',
  'category',
  'sku',
  'price',
  'currency',
  'price_in_ars',
  'cost_price',
  'discount',
  'iva_rate',
  'stock',
  'sale_unit',
  'units_per_pack',
  'min_quantity',
  'quantity_step',
  'quantity_breaks',
  'description',
  'volume',
  'dimensions',
  'features',
  'variants',
  'image',
  'image_2',
  'is_available',
  'is_own_product',
  'sync_with_external',
] as const satisfies readonly (keyof ProductFormValues)[];

export const emptyOption = (): OptionValues => ({
  name: '',
  sku: '',
  price: '',
  price_adjustment: '',
  cost_price: '',
  stock: '',
});

export const emptyGroup = (): GroupValues => ({ variant_name: '', options: [emptyOption()] });

export const EMPTY_VALUES: ProductFormValues = {
  name: '',
  brand: '',
  category: '',
  description: '',
  volume: '',
  dimensions: '',
  price: '',
  price_in_ars: '',
  cost_price: '',
  currency: 'ARS',
  discount: '0',
  stock: '0',
  iva_rate: String(DEFAULT_IVA_RATE),
  sku: '',
  features: [],
  is_available: true,
  has_variants: false,
  sync_with_external: false,
  is_own_product: true,
  image: null,
  image_2: null,
  variants: [],
  ...QUANTITY_DEFAULTS,
};

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The staff answer of GET /products/{id}/ as form values. */
export function valuesFromProduct(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    brand: product.brand_name ?? '',
    category: product.category == null ? '' : String(product.category),
    description: product.description ?? '',
    volume: product.volume ?? '',
    dimensions: product.dimensions ?? '',
    price: text(product.price),
    price_in_ars: text(product.fixed_price_in_ars),
    cost_price: text(product.cost_price),
    currency: product.currency,
    discount: text(product.discount ?? 0),
    stock: String(product.stock),
    iva_rate: String(product.iva_rate ?? DEFAULT_IVA_RATE),
    sku: product.sku ?? '',
    features: product.features.map((value) => ({ value })),
    is_available: product.is_available,
    has_variants: product.has_variants || product.variants.length > 0,
    sync_with_external: product.sync_with_external,
    is_own_product: product.is_own_product,
    image: product.image,
    image_2: product.image_2,
    variants: product.variants.map((group) => ({
      id: group.id,
      variant_name: group.variant_name,
      options: group.options.map((option) => ({
        id: option.id,
        name: option.name,
        sku: option.sku ?? '',
        price: option.price != null && option.price > 0 ? String(option.price) : '',
        price_adjustment: option.price_adjustment ? String(option.price_adjustment) : '',
        cost_price: text(option.cost_price),
        stock: String(option.stock),
      })),
    })),
    ...quantityValuesFromProduct(product),
  };
}

/** The groups that are sent (§5): those with at least one option. */
export function groupsToSend(values: Pick<ProductFormValues, 'has_variants' | 'variants'>) {
  return values.has_variants ? values.variants.filter((group) => group.options.length > 0) : [];
}

/** The product's stock as the server will derive it from the options typed so far. */
export function derivedStock(variants: readonly GroupValues[]): number {
  return variantStock(
    variants
      .filter((group) => group.options.length > 0)
      .map((group) => ({ options: group.options.map((option) => ({ stock: optionStock(option.stock) })) })),
  );
}

type PayloadOptions = {
  brandId: number | null;
  /** In edit mode, the SKU the product has: an untouched SKU is not sent (an empty one stays empty). */
  currentSku?: string | null;
};

/** The body of POST /products/ (PATCH sends the same fields: the form edits all of them). */
export function toPayload(values: ProductFormValues, { brandId, currentSku }: PayloadOptions): ProductCreate {
  const groups = groupsToSend(values);
  const sku = values.sku.trim();
  const body: ProductCreate = {
    name: values.name.trim(),
    brand: brandId,
    category: Number(values.category),
    description: values.description,
    volume: values.volume.trim(),
    dimensions: values.dimensions.trim(),
    price: parseAmount(values.price) ?? 0,
    price_in_ars: parseAmount(values.price_in_ars),
    cost_price: parseAmount(values.cost_price),
    currency: values.currency,
    discount: parseAmount(values.discount) ?? 0,
    iva_rate: Number(values.iva_rate) as ProductIvaRate,
    features: values.features.map((feature) => feature.value.trim()).filter(Boolean),
    is_available: values.is_available,
    sync_with_external: values.sync_with_external,
    is_own_product: values.is_own_product,
    image: values.image,
    image_2: values.image_2,
    variants: groups.map((group) => ({
      ...(group.id ? { id: group.id } : {}),
      variant_name: group.variant_name.trim(),
      options: group.options.map((option) => ({
        ...(option.id ? { id: option.id } : {}),
        name: option.name.trim(),
        sku: option.sku.trim() || null,
        stock: optionStock(option.stock),
        price: parseAmount(option.price),
        price_adjustment: parseAmount(option.price_adjustment) ?? 0,
        cost_price: parseAmount(option.cost_price),
      })),
    })),
    ...quantityPayload(values),
  };
  if (groups.length === 0) body.stock = parseAmount(values.stock) ?? 0;
  if (currentSku === undefined || sku !== (currentSku ?? '')) body.sku = sku || null;
  return body;
}
