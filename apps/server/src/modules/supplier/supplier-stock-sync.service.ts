/**
 * The supplier stock sync (issue 13 item 5, decision 028): local products with sync_with_external
 * take the supplier's stock by SKU (product and variant options), and its price when the product is
 * a supplier product (is_own_product=false). The supplier is read first, outside any transaction;
 * then every write happens in one transaction that locks the products and then their options in id
 * order, like checkout (decisions 007, 010, 022), so orders and the sync never wait on each other
 * in a cycle. Each run is one row of sync_runs; a supplier that cannot be read changes nothing.
 */
import { variantStock } from '@mayorista/shared/product-admin';
import {
  EXTERNAL_BAD_ANSWER,
  type ExternalProduct,
  SYNC_RUN_CHANGES_LIMIT,
  SYNC_RUN_ERRORS_LIMIT,
  SYNC_STATUS_TIMEOUT_MS,
  type SyncChange,
  type SyncRun,
} from '@mayorista/shared/sync';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { syncRuns } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { claimIdleJob } from '../../lib/jobs.ts';
import { markPriceChange } from '../pricing/price-history.service.ts';
import { type ExternalClient, ExternalError } from './external-client.ts';

export const SUPPLIER_SYNC_JOB = 'supplier-stock-sync';
/** A run still 'running' after this long died with its process: it is closed as failed. */
export const STALE_RUN_MINUTES = 15;
export const STALE_RUN_MESSAGE = 'La sincronización se interrumpió antes de terminar (proceso detenido).';
export const RUN_IN_PROGRESS =
  'Ya hay una sincronización con el proveedor en curso. Intenta de nuevo en unos minutos.';
const WRITE_FAILED = 'No se pudieron guardar los cambios de la sincronización; no se modificó nada.';

const key = (sku: string | null | undefined) => (sku ?? '').trim().toLowerCase();
const cents = (value: number) => Math.round(value * 100) / 100;
const wholeStock = (value: number) => Math.max(0, Math.trunc(Number.isFinite(value) ? value : 0));

type LocalProduct = {
  id: number;
  name: string;
  sku: string | null;
  stock: number;
  price: number;
  price_in_ars: number | null;
  currency: 'ARS' | 'USD';
  is_own_product: boolean;
  has_variants: boolean;
};
type LocalOption = { id: number; product_id: number; variant_id: number; sku: string | null; stock: number };

export type SupplierSyncDeps = { db: Db; client: ExternalClient; timeoutMs?: number };
type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

type Outcome = {
  checked: number;
  changedProducts: number;
  changes: SyncChange[];
  errors: string[];
};

/** What the sync would write, computed on rows read under lock. Pure. */
export function planSync(
  local: LocalProduct[],
  options: LocalOption[],
  remote: ExternalProduct[],
): Outcome & {
  productWrites: Map<number, { stock?: number; price?: number; price_in_ars?: number }>;
  optionWrites: Map<number, number>;
} {
  const remoteProducts = new Map<string, ExternalProduct>();
  const remoteOptions = new Map<string, number>();
  for (const product of remote) {
    if (key(product.sku)) remoteProducts.set(key(product.sku), product);
    for (const variant of product.variants)
      for (const option of variant.options)
        if (key(option.sku)) remoteOptions.set(key(option.sku), option.stock);
  }
  const optionsByProduct = new Map<number, LocalOption[]>();
  for (const option of options)
    optionsByProduct.set(option.product_id, [...(optionsByProduct.get(option.product_id) ?? []), option]);

  const changes: SyncChange[] = [];
  const errors: string[] = [];
  const productWrites = new Map<number, { stock?: number; price?: number; price_in_ars?: number }>();
  const optionWrites = new Map<number, number>();
  const changed = new Set<number>();
  const change = (entry: SyncChange) => {
    changes.push(entry);
    changed.add(entry.product_id);
  };

  for (const product of local) {
    const label = `«${product.name}»`;
    if (!key(product.sku)) {
      errors.push(`${label} (id ${product.id}) no tiene SKU: no se puede sincronizar.`);
      continue;
    }
    const found = remoteProducts.get(key(product.sku));
    if (!found) {
      errors.push(`El SKU ${product.sku} (${label}) no está en el catálogo del proveedor: no se modificó.`);
      continue;
    }
    const write: { stock?: number; price?: number; price_in_ars?: number } = {};
    /** Writes one product column when the supplier's value differs, and records the change. */
    const take = (column: 'stock' | 'price' | 'price_in_ars', from: number, to: number) => {
      if (to === from) return;
      write[column] = to;
      change({
        product_id: product.id,
        option_id: null,
        sku: product.sku!.trim(),
        field: column === 'stock' ? 'stock' : 'price',
        from,
        to,
      });
    };
    const localOptions = optionsByProduct.get(product.id) ?? [];
    if (product.has_variants && localOptions.length > 0) {
      // Options take the supplier's stock; the product's stock stays derived from them (decision 017).
      const stocks = new Map<number, number>();
      for (const option of localOptions) {
        stocks.set(option.id, option.stock);
        const remoteStock = key(option.sku) ? remoteOptions.get(key(option.sku)) : undefined;
        if (remoteStock === undefined) {
          errors.push(
            `La variante ${option.sku ?? `sin SKU (id ${option.id})`} de ${label} no está en el catálogo del proveedor: no se modificó.`,
          );
          continue;
        }
        const to = wholeStock(remoteStock);
        if (to === option.stock) continue;
        stocks.set(option.id, to);
        optionWrites.set(option.id, to);
        change({
          product_id: product.id,
          option_id: option.id,
          sku: option.sku!.trim(),
          field: 'stock',
          from: option.stock,
          to,
        });
      }
      const groups = new Map<number, { stock: number }[]>();
      for (const option of localOptions)
        groups.set(option.variant_id, [
          ...(groups.get(option.variant_id) ?? []),
          { stock: stocks.get(option.id)! },
        ]);
      take('stock', product.stock, variantStock([...groups.values()].map((group) => ({ options: group }))));
    } else {
      take('stock', product.stock, wholeStock(found.stock));
    }
    // The supplier's price (its ARS list price) for supplier products only; it replaces the price in
    // pesos: price_in_ars when the product has one, else price of an ARS product.
    if (!product.is_own_product && found.price != null && found.price > 0) {
      const to = cents(found.price);
      if (product.price_in_ars != null && product.price_in_ars > 0) {
        take('price_in_ars', product.price_in_ars, to);
      } else if (product.currency === 'ARS') {
        take('price', product.price, to);
      } else {
        errors.push(
          `${label} (${product.sku}) tiene el precio en USD sin precio en pesos: no se tomó el precio del proveedor.`,
        );
      }
    }
    if (Object.keys(write).length > 0) productWrites.set(product.id, write);
  }
  return {
    checked: local.length,
    changedProducts: changed.size,
    changes,
    errors,
    productWrites,
    optionWrites,
  };
}

/** Reads the synced products and their options; with `lock`, `for update` in id order (products, then options). */
async function readSynced(db: Db, lock: boolean): Promise<{ local: LocalProduct[]; options: LocalOption[] }> {
  const forUpdate = lock ? sql` for update` : sql``;
  const rows = await queryRows<
    Omit<LocalProduct, 'price' | 'price_in_ars'> & { price: string; price_in_ars: string | null }
  >(
    db,
    sql`select id, name, sku, stock, price, price_in_ars, currency, is_own_product, has_variants
        from products where sync_with_external order by id${forUpdate}`,
  );
  const local = rows.map((row) => ({
    ...row,
    price: Number(row.price),
    price_in_ars: row.price_in_ars == null ? null : Number(row.price_in_ars),
  }));
  if (local.length === 0) return { local, options: [] };
  const ids = sql.join(
    local.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const options = await queryRows<LocalOption>(
    db,
    sql`select o.id, v.product_id, o.variant_id, o.sku, o.stock
        from variant_options o join product_variants v on v.id = o.variant_id
        where v.product_id in (${ids}) order by o.id${lock ? sql` for update of o` : sql``}`,
  );
  return { local, options };
}

type SyncRunRow = typeof syncRuns.$inferSelect;

export function toSyncRun(row: SyncRunRow): SyncRun {
  return {
    id: row.id,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    status: row.status,
    trigger: row.trigger,
    products_checked: row.productsChecked,
    products_changed: row.productsChanged,
    changes: row.changes as SyncChange[],
    errors: row.errors,
  };
}

/** The newest runs first. */
export async function listSyncRuns(db: Db, limit = 10): Promise<SyncRun[]> {
  const rows = await db
    .select()
    .from(syncRuns)
    .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
    .limit(limit);
  return rows.map(toSyncRun);
}

/** Closes runs left 'running' by a process that died mid-way, so the inventory does not show them forever. */
async function closeStaleRuns(db: Db): Promise<void> {
  await db.execute(sql`
    update sync_runs set status = 'failed', finished_at = now(),
      errors = ${JSON.stringify([STALE_RUN_MESSAGE])}::jsonb
    where status = 'running' and started_at < now() - make_interval(mins => ${STALE_RUN_MINUTES})`);
}

const capErrors = (errors: string[]) =>
  errors.length <= SYNC_RUN_ERRORS_LIMIT
    ? errors
    : [
        ...errors.slice(0, SYNC_RUN_ERRORS_LIMIT - 1),
        `… y ${errors.length - SYNC_RUN_ERRORS_LIMIT + 1} avisos más.`,
      ];

/**
 * One run: records a 'running' row, reads the supplier's whole catalogue, then applies the plan in
 * one transaction and closes the row as ok (no errors), partial (some products could not be synced)
 * or failed (the supplier could not be read or the writes failed: nothing changed locally).
 * The caller holds the once-only claim (lib/jobs.ts); this never throws for supplier failures.
 */
export async function runSupplierSync(
  deps: SupplierSyncDeps,
  options: { trigger: 'schedule' | 'manual'; log?: Log },
): Promise<SyncRun> {
  const { db, client } = deps;
  await closeStaleRuns(db);
  const [started] = await db
    .insert(syncRuns)
    .values({ status: 'running', trigger: options.trigger })
    .returning();
  const finish = async (values: Partial<typeof syncRuns.$inferInsert>) => {
    const [row] = await db
      .update(syncRuns)
      .set({ ...values, finishedAt: sql`now()` })
      .where(eq(syncRuns.id, started.id))
      .returning();
    return toSyncRun(row);
  };

  let remote: ExternalProduct[];
  try {
    remote = await client.listAll(deps.timeoutMs ?? SYNC_STATUS_TIMEOUT_MS);
  } catch (error) {
    const message = error instanceof ExternalError ? error.message : EXTERNAL_BAD_ANSWER;
    const { local } = await readSynced(db, false);
    options.log?.warn(
      { job: SUPPLIER_SYNC_JOB, run: started.id, err: error instanceof ExternalError ? undefined : error },
      `Sincronización con el proveedor fallida: ${message}`,
    );
    return finish({ status: 'failed', productsChecked: local.length, errors: [message] });
  }

  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      await markPriceChange(tx as unknown as Db, 'sync', null);
      const { local, options: localOptions } = await readSynced(tx as unknown as Db, true);
      const plan = planSync(local, localOptions, remote);
      for (const [id, write] of plan.productWrites) {
        await tx.execute(sql`
          update products set
            stock = coalesce(${write.stock ?? null}::integer, stock),
            price = coalesce(${write.price ?? null}::numeric, price),
            price_in_ars = coalesce(${write.price_in_ars ?? null}::numeric, price_in_ars),
            updated_at = now()
          where id = ${id}`);
      }
      for (const [id, stock] of plan.optionWrites)
        await tx.execute(sql`update variant_options set stock = ${stock} where id = ${id}`);
      if (plan.changedProducts > 0) {
        const stockChanges = plan.changes.filter((item) => item.field === 'stock').length;
        const priceChanges = plan.changes.length - stockChanges;
        await recordActivity(tx as unknown as Db, {
          userId: null,
          action: priceChanges > 0 ? 'update' : 'stock_change',
          entity: 'supplier_sync',
          entityId: started.id,
          summary:
            `Sincronización con el proveedor: ${plan.changedProducts} productos actualizados ` +
            `(${stockChanges} cambios de stock, ${priceChanges} de precio)`,
          details: { run_id: started.id, changes: plan.changes.slice(0, SYNC_RUN_CHANGES_LIMIT) },
        });
      }
      return plan;
    });
  } catch (error) {
    options.log?.warn(
      { job: SUPPLIER_SYNC_JOB, run: started.id, err: error },
      `Sincronización con el proveedor fallida: ${WRITE_FAILED}`,
    );
    return finish({ status: 'failed', errors: [WRITE_FAILED] });
  }

  const status = outcome.errors.length > 0 ? 'partial' : 'ok';
  if (status === 'partial')
    options.log?.warn(
      { job: SUPPLIER_SYNC_JOB, run: started.id, errors: outcome.errors.length },
      `Sincronización con el proveedor con avisos: ${outcome.errors[0]}`,
    );
  return finish({
    status,
    productsChecked: outcome.checked,
    productsChanged: outcome.changedProducts,
    changes: outcome.changes.slice(0, SYNC_RUN_CHANGES_LIMIT),
    errors: capErrors(outcome.errors),
  });
}

/**
 * The manual run's claim on the job's job_runs row (lib/jobs.ts `claimIdleJob`): taken only when no
 * run is under way, and it moves the last start, so the scheduled claim (due only an interval after
 * the last start) does not start another run next to it.
 */
export function claimManualRun(db: Db): Promise<boolean> {
  return claimIdleJob(db, SUPPLIER_SYNC_JOB, STALE_RUN_MINUTES * 60_000);
}
