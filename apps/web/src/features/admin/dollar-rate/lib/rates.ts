import type { AvailableRate, DollarRateEntry } from '@mayorista/shared/settings';
import { DEFAULT_RATE_TYPE, MANUAL_RATE_TYPE } from '@mayorista/shared/settings';

const twoDecimals = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A rate in es-AR with 2 decimals: '$ 1.230,50'. */
export const formatRate = (value: number) => `$ ${twoDecimals.format(value)}`;

/** The name of a rate type: the service's name when known, 'Manual', or the type capitalised. */
export function rateTypeLabel(type: string, available: readonly AvailableRate[] = []): string {
  if (type === MANUAL_RATE_TYPE) return 'Manual';
  const known = available.find((rate) => rate.rate_type === type);
  if (known) return known.name;
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * The rate types of the selects: the service's list, or (when it cannot be read) the chosen type and
 * 'oficial', so the switch still works.
 */
export function rateTypeOptions(available: readonly AvailableRate[] | undefined, chosen: string) {
  if (available?.length)
    return available.map((rate) => ({ value: rate.rate_type, label: rate.name, venta: rate.venta }));
  const types = [...new Set([chosen, DEFAULT_RATE_TYPE])].filter((type) => type !== MANUAL_RATE_TYPE);
  return types.map((type) => ({ value: type, label: rateTypeLabel(type), venta: null as number | null }));
}

/** The type the selects start on: the current one unless it was typed by hand. */
export const initialRateType = (type: string | undefined) =>
  !type || type === MANUAL_RATE_TYPE ? DEFAULT_RATE_TYPE : type;

export type SparkPoint = { x: number; y: number };

/**
 * Points of the history line in a `width` x `height` box, oldest on the left (the history comes
 * newest first). Flat when every value is the same; empty with fewer than two rates.
 */
export function sparklinePoints(
  history: readonly DollarRateEntry[],
  width: number,
  height: number,
  pad = 4,
): SparkPoint[] {
  if (history.length < 2) return [];
  const rows = [...history].reverse();
  const values = rows.map((row) => row.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = (width - pad * 2) / (rows.length - 1);
  return rows.map((row, index) => ({
    x: Math.round((pad + index * step) * 10) / 10,
    y:
      Math.round((span === 0 ? height / 2 : pad + ((max - row.value) / span) * (height - pad * 2)) * 10) / 10,
  }));
}
