import { ApiError, errorMessage } from '@/api/client';

/** The category manager's texts (backoffice §2.3, §8). */
export const CATEGORY_TEXTS = {
  unexpectedFormat: 'Formato de datos inesperado',
  loadFailed: 'Error al cargar las categorías',
  saveFailed: 'Error al guardar la categoría: ',
  deleteFailed: 'Error al eliminar la categoría: ',
  /** A failed delete the server gave no reason for (backoffice §8, the product form's list). */
  deleteFailedMaybeInUse:
    'Error al eliminar la categoría. Es posible que esté siendo utilizada por productos.',
  orderFailed: 'Error al guardar el orden: ',
  unknown: 'Error desconocido',
  empty: 'No hay categorías disponibles',
  childrenHeading: 'Subcategorías (arrastra para reordenar)',
  noChildren: 'Sin subcategorías',
  deleteCategory: 'Esta acción también eliminará todas sus subcategorías',
  deleteSubcategory: '¿Estás seguro de eliminar esta subcategoría?',
  // Not in the spec (short es-AR texts of ours).
  created: 'Categoría creada',
  updated: 'Categoría actualizada',
  orderSaved: 'Orden de las subcategorías guardado',
} as const;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The server's reason for a failed save or delete: its detail, else its field messages, else the fallback. */
export function serverReason(error: unknown, fallback: string = CATEGORY_TEXTS.unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.body && typeof error.body === 'object') {
    const body = error.body as Record<string, unknown>;
    const detail = strings(body.detail);
    if (detail.length) return detail.join(' ');
    const fields = strings(body);
    if (fields.length) return [...new Set(fields)].join(' ');
  }
  return errorMessage(error, fallback);
}

/** A failed delete: 'Error al eliminar la categoría: ' and the server's reason, or the spec's guess when it gave none. */
export function deleteFailureMessage(error: unknown): string {
  const reason = serverReason(error, '');
  return reason ? `${CATEGORY_TEXTS.deleteFailed}${reason}` : CATEGORY_TEXTS.deleteFailedMaybeInUse;
}

/**
 * Why an order save failed (backoffice §8): the server's error, detail, raw body or message, else
 * 'Error desconocido'.
 */
export function orderFailureReason(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    const body = error.body;
    if (typeof body === 'string' && body.trim()) return body.trim();
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      for (const key of ['error', 'detail', 'message']) {
        const [first] = strings(record[key]);
        if (first) return first;
      }
      const [field] = strings(record);
      if (field) return field;
    }
    return CATEGORY_TEXTS.unknown;
  }
  return errorMessage(error, CATEGORY_TEXTS.unknown);
}
