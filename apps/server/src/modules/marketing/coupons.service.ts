import {
  type Coupon,
  type CouponCheck,
  type CouponInput,
  CouponInputSchema,
  type CouponUpdate,
  type CouponUsage,
} from '@mayorista/shared/marketing';
import { COUPON_MESSAGES, type CouponMath, couponDiscount } from '@mayorista/shared/orders';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, couponUsages } from '../../db/schema/index.ts';
import { activityDate, recordActivity } from '../../lib/activity.ts';
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts';
import { zodFieldErrors } from '../../lib/validation.ts';
import { findUserSummaries } from '../auth/auth.service.ts';

type CouponRow = typeof coupons.$inferSelect;

const COUPON_NOT_FOUND = 'Cupón no encontrado';
const DAY_MS = 24 * 60 * 60 * 1000;

const isUsable = (row: CouponRow, now: Date) =>
  row.active && row.expiresAt > now && (row.maxUses == null || row.used < row.maxUses);

export function toCouponDto(row: CouponRow, now = new Date()): Coupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: Number(row.value),
    max_amount: row.maxAmount == null ? null : Number(row.maxAmount),
    min_purchase: Number(row.minPurchase),
    max_uses: row.maxUses,
    used: row.used,
    expires_at: row.expiresAt.toISOString(),
    active: row.active,
    is_valid: isUsable(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** The rules of DOMAIN.md, in the order a buyer can act on them; throws a 400 with the Spanish message. */
export function checkCoupon(row: CouponRow | undefined, subtotal: number, now = new Date()): CouponCheck {
  if (!row?.active) throw new AppError('invalid', COUPON_MESSAGES.invalid);
  if (row.expiresAt <= now) throw new AppError('invalid', COUPON_MESSAGES.expired);
  if (row.maxUses != null && row.used >= row.maxUses)
    throw new AppError('invalid', COUPON_MESSAGES.exhausted);
  const minPurchase = Number(row.minPurchase);
  if (subtotal < minPurchase) throw new AppError('invalid', COUPON_MESSAGES.belowMinimum(minPurchase));
  const maxAmount = row.maxAmount == null ? null : Number(row.maxAmount);
  return {
    code: row.code,
    discount: couponDiscount({ type: row.type, value: Number(row.value), max_amount: maxAmount }, subtotal),
    type: row.type,
    value: Number(row.value),
    max_amount: maxAmount,
    min_purchase: minPurchase,
    valid: true,
  };
}

/** Finds a coupon by code, ignoring case; with `lock` the row is locked until the transaction ends. */
async function findCouponByCode(db: Db, code: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code.trim()})`)
    .orderBy(coupons.id)
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function validateCoupon(db: Db, code: string, subtotal: number): Promise<CouponCheck> {
  return checkCoupon(await findCouponByCode(db, code), subtotal);
}

/**
 * Inside the order transaction: locks the coupon row and checks it against the recomputed subtotal,
 * so two orders cannot both take the last use.
 */
export async function reserveCoupon(tx: Db, code: string, subtotal: number) {
  const row = await findCouponByCode(tx, code, { lock: true });
  const check = checkCoupon(row, subtotal);
  return { couponId: row!.id, ...check };
}

/** Records the use (user, order, amounts) and counts it, in the order transaction. */
export async function recordCouponUse(
  tx: Db,
  use: { couponId: number; userId: number; orderId: number; purchaseAmount: number; amount: number },
): Promise<void> {
  await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(eq(coupons.id, use.couponId));
  await tx.insert(couponUsages).values({
    couponId: use.couponId,
    userId: use.userId,
    orderId: use.orderId,
    purchaseAmount: use.purchaseAmount,
    amount: use.amount,
  });
}

/**
 * A cancelled order gives its coupon use back (decision 040): its usage row goes and the coupon counts
 * one use less, in the cancel's transaction. Answers how many uses were released (0 or 1).
 */
export async function releaseCouponUse(tx: Db, orderId: number): Promise<number> {
  const released = await tx
    .delete(couponUsages)
    .where(eq(couponUsages.orderId, orderId))
    .returning({ couponId: couponUsages.couponId });
  for (const { couponId } of released)
    await tx
      .update(coupons)
      .set({ used: sql`greatest(${coupons.used} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  return released.length;
}

/**
 * The discount math of a coupon by id (type, value, cap), null when it was deleted: an edited order
 * re-applies it to its new subtotal without re-checking its rules (DOMAIN.md "Order changes by staff").
 */
export async function couponMathById(db: Db, id: number): Promise<CouponMath | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) return null;
  return {
    type: row.type,
    value: Number(row.value),
    max_amount: row.maxAmount == null ? null : Number(row.maxAmount),
  };
}

// ---- Admin ----

export async function listCoupons(db: Db): Promise<Coupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  const now = new Date();
  return rows.map((row) => toCouponDto(row, now));
}

async function getCouponRow(db: Db, id: number): Promise<CouponRow> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw notFound(COUPON_NOT_FOUND);
  return row;
}

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const existing = await findCouponByCode(db, code);
  if (existing && existing.id !== exceptId)
    throw fieldErrors({ code: ['Ya existe un cupón con este código'] });
}

const toValues = (input: CouponInput) => ({
  code: input.code.toUpperCase(),
  type: input.type,
  value: input.value,
  maxAmount: input.type === 'percentage' ? (input.max_amount ?? null) : null,
  minPurchase: input.min_purchase,
  maxUses: input.max_uses ?? null,
  expiresAt: input.expires_at,
  active: input.active,
});

const summaryOf = (row: CouponRow) =>
  `${row.code}: ${row.type === 'percentage' ? `${Number(row.value)}%` : `$${Number(row.value)}`}, ` +
  `mínimo $${Number(row.minPurchase)}, usos ${row.maxUses ?? 'ilimitados'}, vence ${activityDate(row.expiresAt)}, ` +
  `${row.active ? 'activo' : 'inactivo'}`;

export async function createCoupon(db: Db, input: CouponInput, actorId: number): Promise<Coupon> {
  if (input.expires_at.getTime() < Date.now())
    throw fieldErrors({ expires_at: ['La fecha de vencimiento no puede ser anterior a hoy'] });
  await assertCodeFree(db, input.code);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(coupons).values(toValues(input)).returning();
    await recordActivity(tx, {
      userId: actorId,
      action: 'create',
      entity: 'coupon',
      entityId: created.id,
      summary: summaryOf(created),
    });
    return created;
  });
  return toCouponDto(row);
}

/** Applies any subset of the form's fields; the merged coupon must still be valid. */
export async function updateCoupon(
  db: Db,
  id: number,
  changes: CouponUpdate,
  actorId: number,
): Promise<Coupon> {
  const current = toCouponDto(await getCouponRow(db, id));
  const parsed = CouponInputSchema.safeParse({ ...current, ...changes });
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error));
  await assertCodeFree(db, parsed.data.code, id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(coupons)
      .set(toValues(parsed.data))
      .where(eq(coupons.id, id))
      .returning();
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'coupon',
      entityId: id,
      summary: summaryOf(updated),
    });
    return updated;
  });
  return toCouponDto(row);
}

export async function deleteCoupon(db: Db, id: number, actorId: number): Promise<void> {
  const row = await getCouponRow(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordActivity(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'coupon',
      entityId: id,
      summary: row.code,
    });
  });
}

export async function listCouponUsages(db: Db, id: number): Promise<CouponUsage[]> {
  await getCouponRow(db, id);
  const rows = await db
    .select()
    .from(couponUsages)
    .where(eq(couponUsages.couponId, id))
    .orderBy(desc(couponUsages.usedAt), desc(couponUsages.id));
  const buyers = await findUserSummaries(
    db,
    rows.flatMap((row) => (row.userId == null ? [] : [row.userId])),
  );
  return rows.map((row) => {
    const buyer = row.userId == null ? undefined : buyers.get(row.userId);
    return {
      id: row.id,
      user: buyer
        ? {
            id: buyer.id,
            username: buyer.username,
            first_name: buyer.firstName,
            last_name: buyer.lastName,
            email: buyer.email,
          }
        : null,
      used_at: row.usedAt.toISOString(),
      order_id: row.orderId,
      purchase_amount: Number(row.purchaseAmount),
      amount: Number(row.amount),
    };
  });
}

/** Demo coupons of the README, created once when the demo catalogue is seeded. */
export async function seedDemoCoupons(db: Db): Promise<void> {
  const now = Date.now();
  await db
    .insert(coupons)
    .values([
      {
        code: 'BIENVENIDA10',
        type: 'percentage',
        value: 10,
        maxAmount: 20000,
        minPurchase: 10000,
        expiresAt: new Date(now + 30 * DAY_MS),
      },
      {
        code: 'FIJO5000',
        type: 'fixed',
        value: 5000,
        minPurchase: 30000,
        maxUses: 100,
        expiresAt: new Date(now + 90 * DAY_MS),
      },
      {
        code: 'VENCIDO',
        type: 'percentage',
        value: 15,
        minPurchase: 0,
        expiresAt: new Date(now - DAY_MS),
      },
    ])
    .onConflictDoNothing();
}
