/**
 * The dollar rate (DOMAIN.md "Dollar rate"): rates read from the rates service (DOLLAR_API_URL, a
 * JSON list of `{casa, nombre, compra, venta, fechaActualizacion}`), typed in by hand, the
 * auto-update switch and the history. Every change is a new dollar_rates row (the latest one is the
 * current rate, see settings.service.ts), except the switch, which is kept on the latest row.
 * A failed update never writes: the last rate stays and the caller gets the reason.
 */
import {
  type AvailableRate,
  DEFAULT_RATE_TYPE,
  DOLLAR_HISTORY_LIMIT,
  type DollarRate,
  type DollarRateEntry,
  MANUAL_RATE_TYPE,
} from '@mayorista/shared/settings';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollarRates } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { DEFAULT_DOLLAR_RATE, getCurrentDollarRate } from './settings.service.ts';

export const DOLLAR_API_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 1024 * 1024;
const KEPT = 'Se mantiene la última cotización.';

/** Why the rates service could not give a rate: 409 not configured, 502 bad answer, 503 unreachable. */
export class RatesServiceError extends Error {
  constructor(
    readonly status: 409 | 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

export type RatesSource = { url?: string; timeoutMs?: number };

type Row = typeof dollarRates.$inferSelect;

const toEntry = (row: Row): DollarRateEntry => ({
  id: row.id,
  value: Number(row.value),
  rate_type: row.rateType,
  is_auto_update: row.isAutoUpdate,
  update_date: row.updateDate.toISOString(),
});

const formatRate = (value: number) =>
  value.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** Reads the service's list. Throws RatesServiceError with a Spanish reason on any failure. */
export async function fetchAvailableRates(source: RatesSource): Promise<AvailableRate[]> {
  if (!source.url)
    throw new RatesServiceError(409, 'No hay un servicio de cotizaciones configurado (DOLLAR_API_URL).');
  let response: Response;
  try {
    response = await fetch(source.url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(source.timeoutMs ?? DOLLAR_API_TIMEOUT_MS),
      redirect: 'follow',
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new RatesServiceError(503, 'El servicio de cotizaciones no respondió a tiempo.');
    throw new RatesServiceError(503, 'No se pudo conectar con el servicio de cotizaciones.');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new RatesServiceError(
      502,
      `El servicio de cotizaciones respondió con un error (HTTP ${response.status}).`,
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new RatesServiceError(503, 'El servicio de cotizaciones no respondió a tiempo.');
    throw new RatesServiceError(503, 'No se pudo leer la respuesta del servicio de cotizaciones.');
  }
  const invalid = new RatesServiceError(502, 'El servicio de cotizaciones devolvió una respuesta inválida.');
  if (text.length > MAX_BODY_BYTES) throw invalid;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw invalid;
  }
  if (!Array.isArray(data)) throw invalid;
  const rates: AvailableRate[] = [];
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const entry = item as Record<string, unknown>;
    const casa = typeof entry.casa === 'string' ? entry.casa.trim().toLowerCase() : '';
    if (!/^[a-z0-9_-]{1,30}$/.test(casa)) continue;
    const venta = asNumber(entry.venta);
    if (venta === null) continue;
    const date = typeof entry.fechaActualizacion === 'string' ? new Date(entry.fechaActualizacion) : null;
    rates.push({
      rate_type: casa,
      name: typeof entry.nombre === 'string' && entry.nombre.trim() ? entry.nombre.trim().slice(0, 60) : casa,
      compra: asNumber(entry.compra),
      venta,
      update_date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
    });
  }
  if (rates.length === 0) throw invalid;
  return rates;
}

/** The selling value (`venta`) of one rate type, checked to be a usable rate. */
export async function fetchRate(source: RatesSource, rateType: string): Promise<number> {
  const rates = await fetchAvailableRates(source);
  const rate = rates.find((item) => item.rate_type === rateType.toLowerCase());
  if (!rate)
    throw new RatesServiceError(502, `El servicio de cotizaciones no informa el dólar "${rateType}".`);
  const value = Math.round(rate.venta * 100) / 100;
  if (!(value > 0) || value > 100_000_000)
    throw new RatesServiceError(
      502,
      `El servicio de cotizaciones informó un valor inválido para el dólar "${rateType}" (${rate.venta}).`,
    );
  return value;
}

async function latestRow(db: Db): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(dollarRates)
    .orderBy(desc(dollarRates.updateDate), desc(dollarRates.id))
    .limit(1);
  return row;
}

/**
 * Fetches `rateType` from the service and stores it as the new current rate (the auto-update switch
 * carried over). On failure nothing is written and the error says the last rate stays.
 * `actorId` null means the scheduled job.
 */
export async function updateFromApi(
  db: Db,
  source: RatesSource,
  rateType: string,
  actorId: number | null,
): Promise<DollarRate> {
  const type = rateType.trim().toLowerCase() || DEFAULT_RATE_TYPE;
  let value: number;
  try {
    value = await fetchRate(source, type);
  } catch (error) {
    if (error instanceof RatesServiceError && error.status !== 409)
      throw new RatesServiceError(error.status, `${error.message} ${KEPT}`);
    throw error;
  }
  await db.transaction(async (tx) => {
    const previous = await latestRow(tx);
    const [row] = await tx
      .insert(dollarRates)
      .values({ value, rateType: type, isAutoUpdate: previous?.isAutoUpdate ?? false })
      .returning();
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'dollar_rate',
      entityId: row.id,
      summary: `Cotización del dólar ${type} desde el servicio: ${previous ? formatRate(Number(previous.value)) : '-'} → ${formatRate(value)}${actorId === null ? ' (actualización automática)' : ''}`,
    });
  });
  return getCurrentDollarRate(db);
}

/** A rate typed in by hand (value > 0, checked by the contract). It turns the auto update off, so it stays. */
export async function setManualRate(db: Db, value: number, actorId: number | null): Promise<DollarRate> {
  const rounded = Math.round(value * 100) / 100;
  await db.transaction(async (tx) => {
    const previous = await latestRow(tx);
    const [row] = await tx
      .insert(dollarRates)
      .values({ value: rounded, rateType: MANUAL_RATE_TYPE, isAutoUpdate: false })
      .returning();
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'dollar_rate',
      entityId: row.id,
      summary: `Cotización del dólar manual: ${previous ? formatRate(Number(previous.value)) : '-'} → ${formatRate(rounded)}${previous?.isAutoUpdate ? ' (actualización automática desactivada)' : ''}`,
    });
  });
  return getCurrentDollarRate(db);
}

/**
 * Turns the hourly update on or off and picks its rate type. Kept on the latest row (no new rate);
 * with no rate stored yet, the default 65,50 is stored with the switch.
 */
export async function toggleAutoUpdate(
  db: Db,
  input: { is_auto_update: boolean; rate_type: string },
  actorId: number | null,
): Promise<DollarRate> {
  const type = input.rate_type.trim().toLowerCase() || DEFAULT_RATE_TYPE;
  await db.transaction(async (tx) => {
    const previous = await latestRow(tx);
    let id: number;
    if (previous) {
      await tx
        .update(dollarRates)
        .set({ isAutoUpdate: input.is_auto_update, rateType: type })
        .where(eq(dollarRates.id, previous.id));
      id = previous.id;
    } else {
      const [row] = await tx
        .insert(dollarRates)
        .values({ value: DEFAULT_DOLLAR_RATE, rateType: type, isAutoUpdate: input.is_auto_update })
        .returning();
      id = row.id;
    }
    await recordActivity(tx, {
      userId: actorId,
      action: input.is_auto_update ? 'activate' : 'deactivate',
      entity: 'dollar_rate',
      entityId: id,
      summary: input.is_auto_update
        ? `Actualización automática del dólar activada (${type}, cada hora)`
        : 'Actualización automática del dólar desactivada',
    });
  });
  return getCurrentDollarRate(db);
}

/** The stored rates, newest first (the last DOLLAR_HISTORY_LIMIT). */
export async function dollarRateHistory(db: Db): Promise<DollarRateEntry[]> {
  const rows = await db
    .select()
    .from(dollarRates)
    .orderBy(desc(dollarRates.updateDate), desc(dollarRates.id))
    .limit(DOLLAR_HISTORY_LIMIT);
  return rows.map(toEntry);
}

/** The hourly job (lib/jobs.ts): refreshes the rate only while the latest rate has the switch on. */
export async function runDollarRateJob(db: Db, source: RatesSource): Promise<'updated' | 'off'> {
  const latest = await latestRow(db);
  if (!latest?.isAutoUpdate) return 'off';
  const type = latest.rateType === MANUAL_RATE_TYPE ? DEFAULT_RATE_TYPE : latest.rateType;
  await updateFromApi(db, source, type, null);
  return 'updated';
}
