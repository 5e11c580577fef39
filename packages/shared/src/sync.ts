import { z } from 'zod';
import { PageSchema } from './api.ts';

/**
 * External supplier inventory (backoffice §3, §7; DOMAIN.md): the supplier runs this same product
 * API; products and variant options are matched by SKU.
 */

export const EXTERNAL_NOT_FOUND = 'Producto no encontrado en el sistema externo';
export const EXTERNAL_TIMEOUT = 'La solicitud al sistema externo tardó demasiado tiempo.';
export const EXTERNAL_UNREACHABLE = 'No se pudo conectar con el sistema externo.';
/** Not in the spec (decision 026): the store has no EXTERNAL_API_URL. */
export const EXTERNAL_NOT_CONFIGURED = 'El sistema externo no está configurado (EXTERNAL_API_URL).';
/** Not in the spec (decision 026): the supplier answered something that is not its product API. */
export const EXTERNAL_BAD_ANSWER = 'El sistema externo respondió de forma inesperada.';

/** §9 timeouts. */
export const SYNC_STATUS_TIMEOUT_MS = 20_000;
export const HEALTH_CHECK_TIMEOUT_MS = 10_000;
export const MISSING_DETAILS_TIMEOUT_MS = 15_000;
export const SYNC_CACHE_SECONDS = 5 * 60;
export const EXTERNAL_SEARCH_PAGE_SIZE = 10;

export const ExternalOptionSchema = z.object({
  id: z.number().optional(),
  name: z.string(),
  sku: z.string().nullable(),
  stock: z.number(),
  price: z.number().nullable().optional(),
  price_adjustment: z.number().nullable().optional(),
  final_price: z.number().nullable().optional(),
});

export const ExternalVariantSchema = z.object({
  id: z.number().optional(),
  variant_name: z.string(),
  options: z.array(ExternalOptionSchema),
});

/** External product (§3): id, name, brand, price, stock, sku, variants (plus image and final_price). */
export const ExternalProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string().nullable(),
  price: z.number().nullable(),
  final_price: z.number().nullable(),
  stock: z.number(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  variants: z.array(ExternalVariantSchema),
});
export type ExternalProduct = z.infer<typeof ExternalProductSchema>;

export const ExternalSearchQuerySchema = z.object({
  search: z.string().trim().min(1, { message: 'Ingresa un término de búsqueda' }).max(200),
  page: z.coerce.number().int().min(1).default(1),
});
export const ExternalSearchPageSchema = PageSchema(ExternalProductSchema);

export const SkuParamSchema = z.object({
  sku: z.string().trim().min(1, { message: 'SKU es requerido para la búsqueda' }).max(100),
});

export const MissingItemSchema = z.object({
  sku: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  image: z.string().nullable(),
  type: z.enum(['product', 'variant']),
  price: z.number().nullable(),
  stock: z.number(),
  /** For a variant option: the local product it belongs to (matched by the external parent's SKU). */
  parent_product_local: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** For a variant option: the external product's SKU and name and the option's group. */
  parent_sku: z.string().nullable(),
  variant_name: z.string().nullable(),
});
export type MissingItem = z.infer<typeof MissingItemSchema>;

export const SyncStatsSchema = z.object({
  total_remote_products: z.number(),
  total_local_products: z.number(),
  complete_products_missing: z.number(),
  variants_missing: z.number(),
  total_missing: z.number(),
  sync_percentage: z.number(),
  total_missing_value: z.number(),
  total_missing_stock: z.number(),
});

/** Sync status (§3). `missing_items` lists at most the first 50; the full list is paged by missing-products-details. */
export const SyncStatusSchema = z.object({
  missing_count: z.number(),
  missing_skus: z.array(z.string()),
  missing_items: z.array(MissingItemSchema),
  /** Local SKUs the supplier lacks (products / variant options). */
  products_to_send_external: z.array(z.string()),
  variants_to_send_external: z.array(z.string()),
  sync_type: z.enum(['intelligent']),
  last_update: z.string(),
  execution_time_seconds: z.number(),
  error: z.string().nullable(),
  cached: z.boolean(),
  stats: SyncStatsSchema,
});
export type SyncStatus = z.infer<typeof SyncStatusSchema>;

export const SyncStatusQuerySchema = z.object({
  force_refresh: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const MissingDetailsQuerySchema = z.object({
  type: z.enum(['product', 'variant']).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
});
export const MissingDetailsPageSchema = PageSchema(MissingItemSchema);

export const HealthCheckSchema = z.object({
  status: z.enum(['ok', 'error']),
  external_api_url: z.string().nullable(),
  response_time_ms: z.number().nullable(),
  error: z.string().nullable(),
  checked_at: z.string(),
});
export type HealthCheck = z.infer<typeof HealthCheckSchema>;

/** Comparison result (§3). */
export const ComparisonMissingProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().nullable(),
  stock: z.number(),
});
export const ComparisonSchema = z.object({
  summary: z.object({
    total_current: z.number(),
    total_external: z.number(),
    missing_in_current: z.number(),
    missing_in_external: z.number(),
  }),
  missing_products: z.array(ComparisonMissingProductSchema),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

export const ClearCacheSchema = z.object({ detail: z.string() });

/** A sync run (issue 13 item 5) keeps at most this many changes and error lines (the rest are counted, not listed). */
export const SYNC_RUN_CHANGES_LIMIT = 500;
export const SYNC_RUN_ERRORS_LIMIT = 200;

/**
 * A change the scheduled sync made: a product's value (option_id null; for a product with variants
 * its stock derived from the options) or one variant option's stock. `price` is the price in pesos.
 */
export const SyncChangeSchema = z.object({
  product_id: z.number(),
  option_id: z.number().nullable(),
  sku: z.string(),
  field: z.enum(['stock', 'price']),
  from: z.number(),
  to: z.number(),
});
export type SyncChange = z.infer<typeof SyncChangeSchema>;

/** One run of the scheduled stock sync (table sync_runs). */
export const SyncRunSchema = z.object({
  id: z.number(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** ok: every product checked; partial: some errors; failed: the supplier could not be read (nothing changed). */
  status: z.enum(['running', 'ok', 'partial', 'failed']),
  trigger: z.enum(['schedule', 'manual']),
  products_checked: z.number(),
  products_changed: z.number(),
  changes: z.array(SyncChangeSchema),
  errors: z.array(z.string()),
});
export type SyncRun = z.infer<typeof SyncRunSchema>;

/** GET /api/external-sync/runs/: the newest runs first, and the schedule. */
export const SyncRunsSchema = z.object({
  /** Minutes between scheduled runs; null when scheduled jobs are off in this process (JOBS=off). */
  every_minutes: z.number().nullable(),
  external_configured: z.boolean(),
  results: z.array(SyncRunSchema),
});
export type SyncRuns = z.infer<typeof SyncRunsSchema>;
