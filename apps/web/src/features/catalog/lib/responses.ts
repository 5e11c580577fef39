/** Readers of the catalogue answers whose shape the spec leaves loose (storefront §7, §8). */
import type { Page } from '@mayorista/shared/api';
import type { Brand, Product } from '../types';

export const INVALID_RESPONSE_MESSAGE = 'Formato de respuesta inválido';

/** The server answered 2xx with a body that is not the documented shape. */
export class InvalidResponseError extends Error {
  constructor() {
    super(INVALID_RESPONSE_MESSAGE);
    this.name = 'InvalidResponseError';
  }
}

export function isPagedResponse<T>(data: unknown): data is Page<T> {
  if (!data || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  return Array.isArray(record.results) && typeof record.count === 'number';
}

/** Brands come as an array, `results`, `data` or `data.results`. */
export function brandsFromResponse(data: unknown): Brand[] {
  if (Array.isArray(data)) return data as Brand[];
  if (!data || typeof data !== 'object') return [];
  const record = data as { results?: unknown; data?: unknown };
  if (Array.isArray(record.results)) return record.results as Brand[];
  if (Array.isArray(record.data)) return record.data as Brand[];
  const nested = record.data as { results?: unknown } | undefined;
  if (nested && Array.isArray(nested.results)) return nested.results as Brand[];
  return [];
}

/** Related products come as `{ results }` or as a plain array. */
export function relatedFromResponse(data: unknown): Product[] {
  if (Array.isArray(data)) return data as Product[];
  const results = (data as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as Product[]) : [];
}
