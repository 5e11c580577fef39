/** The activity-log contract: one entry per admin write (DOMAIN.md "Activity log"). */
import { z } from 'zod';
import { PageSchema } from './api.ts';
import { PageQuerySchema, positiveInt } from './catalog.ts';
import { safeText } from './text.ts';

export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_SIZE_MAX = 100;

/** The store's calendar days: date filters are days in this zone. */
export const ACTIVITY_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export const ACTIVITY_DATE_MESSAGE = 'La fecha debe tener el formato AAAA-MM-DD';
export const ACTIVITY_DATE_ORDER_MESSAGE = 'La fecha final no puede ser anterior a la inicial';

/** A real calendar day written YYYY-MM-DD (no 2026-02-30), from year 1900 on. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    date.getUTCFullYear() >= 1900
  );
}

const day = z.string().refine(isCalendarDay, { message: ACTIVITY_DATE_MESSAGE });
const name = (label: string) =>
  safeText()
    .trim()
    .max(50, { message: `${label} no válida` });

/** GET /api/activity/: newest first, filtered by who, what, and the store's days (both ends included). */
export const ActivityListQuerySchema = PageQuerySchema.extend({
  user_id: positiveInt('user_id').optional(),
  entity: name('Entidad').optional(),
  entity_id: name('Id de entidad').optional(),
  action: name('Acción').optional(),
  date_from: day.optional(),
  date_to: day.optional(),
}).refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
  path: ['date_to'],
  message: ACTIVITY_DATE_ORDER_MESSAGE,
});
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;

export const ActivityEntrySchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  created_at: z.string(),
  /**
   * Structured data of the change, answered only for the kinds of entry known to hold nothing
   * secret (bulk price updates: product ids, names and prices); null for the others.
   */
  details: z.record(z.string(), z.unknown()).nullable(),
  /** A bulk price update that has not been undone yet (POST /api/products/bulk-price/undo/{id}/). */
  undoable: z.boolean(),
  /** When a bulk price update was undone (null otherwise). */
  undone_at: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
export const ActivityPageSchema = PageSchema(ActivityEntrySchema);
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

/** GET /api/activity/facets/: what the filter selects offer (who acted, on what, how). */
export const ActivityFacetsSchema = z.object({
  users: z.array(z.object({ id: z.number(), username: z.string() })),
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type ActivityFacets = z.infer<typeof ActivityFacetsSchema>;

/**
 * Spanish labels of the actions the server records. The server's `recordActivity` accepts only these
 * keys, so every action it can write has a label (an old row's unknown value shows as it is).
 */
export const ACTIVITY_ACTION_LABELS = {
  create: 'Creación',
  update: 'Modificación',
  delete: 'Eliminación',
  cancel: 'Cancelación',
  approve: 'Aprobación',
  reject: 'Rechazo',
  block: 'Bloqueo',
  unblock: 'Desbloqueo',
  activate: 'Activación',
  deactivate: 'Desactivación',
  contact: 'Contacto',
  notify: 'Aviso al cliente',
  lock: 'Bloqueo de acceso',
  unlock: 'Desbloqueo de acceso',
  reorder: 'Cambio de orden',
  upload: 'Subida de archivo',
  price_change: 'Cambio de precio',
  price_change_undo: 'Cambio de precio deshecho',
  stock_change: 'Cambio de stock',
  status_change: 'Cambio de estado',
  import: 'Importación',
  payment: 'Pago',
  refund: 'Reembolso',
  // Cuenta corriente (issue 32): a signed adjustment with its reason, the reversal of an entry.
  adjust: 'Ajuste',
  reverse: 'Anulación',
} as const satisfies Record<string, string>;
export type ActivityAction = keyof typeof ACTIVITY_ACTION_LABELS;

/** Spanish names of the entities the server records; `recordActivity` accepts only these keys too. */
export const ACTIVITY_ENTITY_LABELS = {
  product: 'Producto',
  product_bulk_price: 'Precios (cambio masivo)',
  brand: 'Marca',
  category: 'Categoría',
  featured_product: 'Producto destacado',
  customer: 'Cliente',
  user: 'Usuario',
  login_address: 'Acceso',
  invitation_code: 'Código de invitación',
  contact_message: 'Mensaje de contacto',
  coupon: 'Cupón',
  offer: 'Oferta',
  banner: 'Banner',
  image: 'Imagen',
  order: 'Pedido',
  distributor_order: 'Pedido a distribuidor',
  site_config: 'Configuración de la tienda',
  fiscal_settings: 'Datos fiscales',
  supplier_sync: 'Sincronización con el proveedor',
  dollar_rate: 'Cotización del dólar',
  blog_post: 'Entrada del blog',
  price_list: 'Lista de precios',
  // Cuenta corriente (issue 32): a customer's terms, receipts, ledger entries, the reminders' settings.
  customer_account: 'Cuenta corriente',
  receipt: 'Recibo',
  ledger_entry: 'Movimiento de cuenta corriente',
  account_settings: 'Configuración de cuenta corriente',
} as const satisfies Record<string, string>;
export type ActivityEntity = keyof typeof ACTIVITY_ENTITY_LABELS;

const labelOf = (labels: Record<string, string>, key: string) =>
  Object.hasOwn(labels, key) ? labels[key] : key;
export const activityActionLabel = (action: string) => labelOf(ACTIVITY_ACTION_LABELS, action);
export const activityEntityLabel = (entity: string) => labelOf(ACTIVITY_ENTITY_LABELS, entity);
