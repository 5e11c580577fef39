/**
 * 'Avisarme cuando haya stock' (issue 29 item 6, decision 053). A buyer waits for a product, or one
 * of its variant options, to have stock again. When it does, by whatever write, every waiting buyer
 * gets one e-mail through the outbox and the alert ends.
 *
 * "Has stock" is what the product page offers to buy: the product is visible (`is_available`) and
 * its stock is above 0; for an option, the option is available and its own stock is above 0.
 *
 * Alerts are claimed before their mails are written: one UPDATE sets `notified_at` on the waiting
 * alerts whose product (or option) has stock now and returns them, so of two processes checking at
 * once each alert is returned to one only. The mails then go through the mailer, which records them
 * in the outbox (retried with backoff when SMTP fails).
 */

import { STOCK_ALERT_MESSAGES, type StockAlert } from '@mayorista/shared/stock-alerts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { products, productVariants, stockAlerts, variantOptions } from '../../db/schema/index.ts';
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { getUser } from '../auth/auth.service.ts';
import { getSiteConfig } from '../settings/settings.service.ts';

/** The product (and option) an alert is about, with what decides whether it has stock now. */
type Target = {
  product: { id: number; name: string; inStock: boolean };
  option: { id: number; label: string; inStock: boolean } | null;
};

/** The product visible in the storefront and the option, which must be one of its own. */
async function findTarget(db: Db, productId: number, optionId: number | null): Promise<Target> {
  const [product] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isAvailable, true)));
  if (!product) throw notFound(STOCK_ALERT_MESSAGES.productNotFound);
  const target: Target = {
    product: { id: product.id, name: product.name, inStock: product.stock > 0 },
    option: null,
  };
  if (optionId === null) return target;
  const [option] = await db
    .select({
      id: variantOptions.id,
      name: variantOptions.name,
      variantName: productVariants.variantName,
      stock: variantOptions.stock,
      isAvailable: variantOptions.isAvailable,
    })
    .from(variantOptions)
    .innerJoin(productVariants, eq(productVariants.id, variantOptions.variantId))
    .where(and(eq(variantOptions.id, optionId), eq(productVariants.productId, productId)));
  if (!option) throw fieldErrors({ option: [STOCK_ALERT_MESSAGES.optionNotFound] });
  target.option = {
    id: option.id,
    label: `${option.variantName}: ${option.name}`,
    inStock: option.isAvailable && option.stock > 0,
  };
  return target;
}

const optionIs = (optionId: number | null) =>
  optionId === null ? isNull(stockAlerts.optionId) : eq(stockAlerts.optionId, optionId);

type AlertRow = {
  id: number;
  product_id: number;
  option_id: number | null;
  product_name: string;
  image: string | null;
  option_label: string | null;
  created_at: Date | string;
};

const toAlert = (row: AlertRow): StockAlert => ({
  id: Number(row.id),
  product: Number(row.product_id),
  option: row.option_id == null ? null : Number(row.option_id),
  product_name: row.product_name,
  option_name: row.option_label,
  image: row.image,
  created_at: new Date(row.created_at).toISOString(),
});

/** The buyer's waiting alerts, newest first (products hidden since are left out). */
export async function listStockAlerts(db: Db, userId: number, productId?: number): Promise<StockAlert[]> {
  const rows = await queryRows<AlertRow>(
    db,
    sql`select a.id, a.product_id, a.option_id, p.name as product_name, p.image, a.created_at,
          case when o.id is null then null else v.variant_name || ': ' || o.name end as option_label
        from stock_alerts a
        join products p on p.id = a.product_id and p.is_available
        left join variant_options o on o.id = a.option_id
        left join product_variants v on v.id = o.variant_id
        where a.user_id = ${userId} and a.notified_at is null
          ${productId === undefined ? sql`` : sql`and a.product_id = ${productId}`}
        order by a.created_at desc, a.id desc`,
  );
  return rows.map(toAlert);
}

/**
 * Creates the buyer's waiting alert for the product (or option); the same alert again when one is
 * already waiting. 404 for a product the storefront does not show, 400 when it has stock now.
 */
export async function createStockAlert(
  db: Db,
  input: { userId: number; productId: number; optionId: number | null },
): Promise<{ alert: StockAlert; created: boolean }> {
  const target = await findTarget(db, input.productId, input.optionId);
  if (target.option ? target.option.inStock : target.product.inStock)
    throw new AppError(
      'invalid',
      target.option ? STOCK_ALERT_MESSAGES.optionInStock : STOCK_ALERT_MESSAGES.inStock,
    );
  // The partial unique index (one waiting alert per buyer, product and option) makes a repeat a no-op.
  const inserted = await db
    .insert(stockAlerts)
    .values({ userId: input.userId, productId: input.productId, optionId: input.optionId })
    .onConflictDoNothing()
    .returning({ id: stockAlerts.id });
  const alerts = await listStockAlerts(db, input.userId, input.productId);
  const alert = alerts.find((row) => row.option === input.optionId);
  if (!alert) throw notFound(STOCK_ALERT_MESSAGES.productNotFound);
  return { alert, created: inserted.length > 0 };
}

/** Removes the buyer's waiting alert for the product (or option), if there is one. */
export async function deleteStockAlert(
  db: Db,
  input: { userId: number; productId: number; optionId: number | null },
): Promise<void> {
  await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, input.userId),
        eq(stockAlerts.productId, input.productId),
        optionIs(input.optionId),
        isNull(stockAlerts.notifiedAt),
      ),
    );
}

// ---- Sending: claim, then mail ----

export type StockAlertDeps = { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger };

/** Alerts claimed per statement: a long wait list is mailed in rounds. */
export const CLAIM_BATCH = 200;

type Claimed = {
  id: number;
  user_id: number;
  product_id: number;
  product_name: string;
  option_label: string | null;
};

/**
 * Ends the waiting alerts whose product or option has stock now and returns them: the one statement
 * that decides who mails. `for update skip locked` lets a second process pass over rows the first is
 * claiming, and `notified_at is null` is checked again on the locked row, so no alert is returned twice.
 */
export async function claimRestockedAlerts(db: Db, limit = CLAIM_BATCH): Promise<Claimed[]> {
  const rows = await queryRows<Claimed>(
    db,
    sql`with due as (
          select a.id from stock_alerts a
          join products p on p.id = a.product_id
          left join variant_options o on o.id = a.option_id
          where a.notified_at is null and p.is_available
            and (case when a.option_id is null then p.stock > 0
                      else coalesce(o.is_available and o.stock > 0, false) end)
          order by a.id
          limit ${limit}
          for update of a skip locked
        ),
        claimed as (
          update stock_alerts s set notified_at = now()
          from due where s.id = due.id and s.notified_at is null
          returning s.id, s.user_id, s.product_id, s.option_id
        )
        select c.id, c.user_id, c.product_id, p.name as product_name,
          case when o.id is null then null else v.variant_name || ': ' || o.name end as option_label
        from claimed c
        join products p on p.id = c.product_id
        left join variant_options o on o.id = c.option_id
        left join product_variants v on v.id = o.variant_id
        order by c.id`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    product_id: Number(row.product_id),
  }));
}

/** The store's address for links: PUBLIC_URL, else this server (like the login links). */
const siteOf = (config: Config) => config.siteUrl ?? `http://localhost:${config.port}`;

export function restockMail(
  alert: Pick<Claimed, 'product_id' | 'product_name' | 'option_label'>,
  buyer: { to: string; name: string },
  site: { storeName: string; url: string },
): Mail {
  const what = alert.option_label ? `${alert.product_name} (${alert.option_label})` : alert.product_name;
  return {
    to: buyer.to,
    subject: `${what} volvió a tener stock`,
    kind: 'stock_alert',
    text: [
      `Hola ${buyer.name}:`,
      '',
      `${what} volvió a tener stock en ${site.storeName}.`,
      `Puedes verlo y pedirlo aquí: ${site.url}/producto/${alert.product_id}`,
      '',
      'Te escribimos porque pediste que te avisáramos. El aviso ya terminó: no vas a recibir otro e-mail',
      'por este producto, salvo que vuelvas a pedirlo.',
      '',
      site.storeName,
    ].join('\n'),
  };
}

/**
 * Claims every restocked alert and mails its buyer (one e-mail per alert). Only verified addresses
 * of active accounts are mailed (DOMAIN "Mail"); an alert of an account without one ends unmailed.
 * Returns how many alerts were claimed and how many e-mails went to the outbox.
 */
export async function notifyRestockedAlerts(
  deps: StockAlertDeps,
): Promise<{ claimed: number; mailed: number }> {
  let claimed = 0;
  let mailed = 0;
  let site: { storeName: string; url: string } | undefined;
  for (;;) {
    const batch = await claimRestockedAlerts(deps.db);
    if (batch.length === 0) break;
    claimed += batch.length;
    site ??= { storeName: (await getSiteConfig(deps.db)).storeName, url: siteOf(deps.config) };
    const buyers = new Map<number, { to: string; name: string } | null>();
    for (const userId of new Set(batch.map((alert) => alert.user_id))) {
      const user = await getUser(deps.db, userId).catch(() => null);
      buyers.set(
        userId,
        user?.isActive && user.emailVerified && user.email
          ? { to: user.email, name: user.firstName || user.username }
          : null,
      );
    }
    const mails = batch.flatMap((alert) => {
      const buyer = buyers.get(alert.user_id);
      return buyer ? [restockMail(alert, buyer, site!)] : [];
    });
    if (mails.length) await deps.mailer.sendAll(mails);
    mailed += mails.length;
    if (batch.length < CLAIM_BATCH) break;
  }
  return { claimed, mailed };
}

/**
 * Runs `notifyRestockedAlerts` on request, one run at a time per process: a request while a run is
 * under way runs it once more afterwards (the write may have committed after the run's claim), and
 * any number of requests meanwhile make one more run, not many.
 */
export function createRestockChecker(deps: StockAlertDeps) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      try {
        const result = await notifyRestockedAlerts(deps);
        if (result.claimed)
          deps.log.info(result, `Avisos de stock: ${result.mailed} e-mails por ${result.claimed} avisos`);
      } catch (error) {
        deps.log.error({ err: error }, 'Avisos de stock: no se pudieron revisar');
      }
    } while (again);
  };
  return {
    request: () => {
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    /** Resolves when no run is under way (app close, tests). */
    idle: async () => {
      while (running) await running;
    },
  };
}
