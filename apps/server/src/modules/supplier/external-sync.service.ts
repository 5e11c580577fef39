/**
 * Intelligent sync status and comparison between this catalogue and the supplier's (backoffice §3,
 * §7; decision 026). Products and variant options are matched by SKU (trimmed, case-insensitive).
 * The analysis is computed once and kept in the cache for 5 minutes; every sync endpoint reads it.
 */
import {
  type Comparison,
  type ExternalProduct,
  type MissingItem,
  SYNC_CACHE_SECONDS,
  type SyncStatus,
} from '@mayorista/shared/sync';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { Cache } from '../../lib/cache.ts';
import type { ExternalClient } from './external-client.ts';

export const SYNC_CACHE_KEY = 'sync:intelligent-status:v1';
/** The status answer lists this many missing items; missing-products-details pages through all. */
export const STATUS_ITEMS_LIMIT = 100;

const key = (sku: string | null | undefined) => (sku ?? '').trim().toLowerCase();

type LocalCatalogue = {
  products: Map<string, { id: number; name: string; sku: string }>;
  optionSkus: Map<string, number>;
  optionsByProduct: Map<number, string[]>;
  totalProducts: number;
};

/** SKUs of this catalogue: every product (visible or not) and every variant option. */
async function localCatalogue(db: Db): Promise<LocalCatalogue> {
  const [productRows, optionRows] = await Promise.all([
    queryRows<{ id: number; name: string; sku: string | null }>(db, sql`select id, name, sku from products`),
    queryRows<{ product_id: number; sku: string | null }>(
      db,
      sql`select v.product_id, o.sku from variant_options o join product_variants v on v.id = o.variant_id`,
    ),
  ]);
  const products = new Map<string, { id: number; name: string; sku: string }>();
  for (const row of productRows)
    if (key(row.sku)) products.set(key(row.sku), { id: row.id, name: row.name, sku: row.sku!.trim() });
  const optionSkus = new Map<string, number>();
  const optionsByProduct = new Map<number, string[]>();
  for (const row of optionRows) {
    if (!key(row.sku)) continue;
    optionSkus.set(key(row.sku), row.product_id);
    optionsByProduct.set(row.product_id, [...(optionsByProduct.get(row.product_id) ?? []), row.sku!.trim()]);
  }
  return { products, optionSkus, optionsByProduct, totalProducts: productRows.length };
}

export type SyncAnalysis = Omit<SyncStatus, 'missing_items' | 'cached'> & {
  /** Every missing item (the status answer shows the first STATUS_ITEMS_LIMIT). */
  missing_items: MissingItem[];
  total_current: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Compares the two catalogues. Pure: the local catalogue and the supplier's products in, the analysis out. */
export function analyse(local: LocalCatalogue, remote: ExternalProduct[], startedAt: number): SyncAnalysis {
  const missing: MissingItem[] = [];
  const remoteProductSkus = new Set<string>();
  const remoteOptionSkus = new Set<string>();
  let remoteItems = 0;
  for (const product of remote) {
    const sku = key(product.sku);
    if (!sku) continue;
    remoteProductSkus.add(sku);
    remoteItems++;
    const localProduct = local.products.get(sku);
    if (!localProduct) {
      missing.push({
        sku: product.sku!.trim(),
        name: product.name,
        brand: product.brand,
        image: product.image,
        type: 'product',
        price: product.price,
        stock: product.stock,
        parent_product_local: null,
        parent_sku: null,
        variant_name: null,
      });
      continue;
    }
    for (const variant of product.variants) {
      for (const option of variant.options) {
        const optionSku = key(option.sku);
        if (!optionSku) continue;
        remoteOptionSkus.add(optionSku);
        remoteItems++;
        if (local.optionSkus.has(optionSku)) continue;
        missing.push({
          sku: option.sku!.trim(),
          name: `${product.name} - ${variant.variant_name}: ${option.name}`,
          brand: product.brand,
          image: product.image,
          type: 'variant',
          price: option.price ?? product.price,
          stock: option.stock,
          parent_product_local: { id: localProduct.id, name: localProduct.name },
          parent_sku: product.sku!.trim(),
          variant_name: variant.variant_name,
        });
      }
    }
  }
  const productsToSend: string[] = [];
  for (const [sku, product] of local.products)
    if (!remoteProductSkus.has(sku)) productsToSend.push(product.sku);
  const variantsToSend: string[] = [];
  for (const [sku, product] of local.products) {
    if (!remoteProductSkus.has(sku)) continue;
    for (const optionSku of local.optionsByProduct.get(product.id) ?? [])
      if (!remoteOptionSkus.has(key(optionSku))) variantsToSend.push(optionSku);
  }
  const productsMissing = missing.filter((item) => item.type === 'product').length;
  const variantsMissing = missing.length - productsMissing;
  const totalValue = missing.reduce(
    (sum, item) => sum + Math.round((item.price ?? 0) * 100) * Math.max(0, item.stock),
    0,
  );
  return {
    missing_count: missing.length,
    missing_skus: missing.map((item) => item.sku),
    missing_items: missing,
    products_to_send_external: productsToSend.sort(),
    variants_to_send_external: variantsToSend.sort(),
    sync_type: 'intelligent',
    last_update: new Date().toISOString(),
    execution_time_seconds: round2((performance.now() - startedAt) / 1000),
    error: null,
    total_current: local.totalProducts,
    stats: {
      total_remote_products: remote.length,
      total_local_products: local.totalProducts,
      complete_products_missing: productsMissing,
      variants_missing: variantsMissing,
      total_missing: missing.length,
      sync_percentage: remoteItems === 0 ? 100 : round2(((remoteItems - missing.length) / remoteItems) * 100),
      total_missing_value: totalValue / 100,
      total_missing_stock: missing.reduce((sum, item) => sum + Math.max(0, item.stock), 0),
    },
  };
}

export type SyncDeps = { db: Db; cache: Cache; client: ExternalClient };

/** The analysis from the cache, or computed now (and cached) when absent or when forced. */
export async function syncAnalysis(
  deps: SyncDeps,
  options: { force?: boolean; timeoutMs: number },
): Promise<{ analysis: SyncAnalysis; cached: boolean }> {
  if (!options.force) {
    const cached = await deps.cache.get<SyncAnalysis>(SYNC_CACHE_KEY);
    if (cached) return { analysis: cached, cached: true };
  }
  const startedAt = performance.now();
  const [remote, local] = await Promise.all([
    deps.client.listAll(options.timeoutMs),
    localCatalogue(deps.db),
  ]);
  const analysis = analyse(local, remote, startedAt);
  await deps.cache.set(SYNC_CACHE_KEY, analysis, SYNC_CACHE_SECONDS);
  return { analysis, cached: false };
}

export function toStatus(analysis: SyncAnalysis, cached: boolean): SyncStatus {
  const { total_current: _total, ...status } = analysis;
  return { ...status, missing_items: analysis.missing_items.slice(0, STATUS_ITEMS_LIMIT), cached };
}

export function filterMissing(
  items: MissingItem[],
  query: { type?: 'product' | 'variant'; search?: string },
): MissingItem[] {
  const search = query.search?.trim().toLowerCase() ?? '';
  return items.filter(
    (item) =>
      (!query.type || item.type === query.type) &&
      (!search ||
        item.sku.toLowerCase().includes(search) ||
        item.name.toLowerCase().includes(search) ||
        (item.brand ?? '').toLowerCase().includes(search)),
  );
}

export function toComparison(analysis: SyncAnalysis): Comparison {
  const products = analysis.missing_items.filter((item) => item.type === 'product');
  return {
    summary: {
      total_current: analysis.total_current,
      total_external: analysis.stats.total_remote_products,
      missing_in_current: products.length,
      missing_in_external: analysis.products_to_send_external.length,
    },
    missing_products: products.map(({ sku, name, brand, image, price, stock }) => ({
      sku,
      name,
      brand,
      image,
      price,
      stock,
    })),
  };
}
