/**
 * The store's fiscal identity (issue 31 item 1, decision 055): 'Datos fiscales' in /configuracion/store,
 * `GET/PUT /api/fiscal-settings/` (staff). The ARCA certificate and key are files named by ARCA_CERT and
 * ARCA_KEY on the server: the answer says only whether both are there, never where or what they hold.
 */
import { z } from 'zod';
import { type StoreIvaCondition, storeIvaConditions } from './fiscal.ts';
import { CUIT_INVALID, isValidCuit, normalizeCuit } from './tax-profile.ts';
import { safeText } from './text.ts';

/** The store's IVA conditions (a store is never a Consumidor Final; the codes are fiscal.ts's). */
export const STORE_IVA_CONDITION_LABELS: Record<StoreIvaCondition, string> = {
  responsable_inscripto: 'Responsable Inscripto',
  monotributo: 'Monotributo',
  exento: 'Exento',
};

/** ARCA's two web service addresses: homologación (tests) and producción. */
export const FISCAL_ENVIRONMENTS = ['homologacion', 'produccion'] as const;
export type FiscalEnvironment = (typeof FISCAL_ENVIRONMENTS)[number];
export const FISCAL_ENVIRONMENT_LABELS: Record<FiscalEnvironment, string> = {
  homologacion: 'Homologación (pruebas)',
  produccion: 'Producción',
};

/** When an order is invoiced without anybody pressing 'Facturar'. */
export const AUTO_INVOICE_MODES = ['off', 'paid', 'delivered'] as const;
export type AutoInvoiceMode = (typeof AUTO_INVOICE_MODES)[number];
export const AUTO_INVOICE_LABELS: Record<AutoInvoiceMode, string> = {
  off: 'No, solo con el botón Facturar',
  paid: 'Al pagarse el pedido',
  delivered: 'Al entregarse el pedido',
};

export const FISCAL_SETTINGS_MESSAGES = {
  cuitRequired: 'Ingresa el CUIT de la tienda.',
  businessNameRequired: 'Ingresa la razón social.',
  ivaCondition: 'Elige la condición frente al IVA.',
  pointOfSale: 'El punto de venta es un número entero de 1 a 99999.',
  activityStart: 'Ingresa la fecha de inicio de actividades (AAAA-MM-DD) o déjala vacía.',
  activityStartFuture: 'La fecha de inicio de actividades no puede ser futura.',
  environment: 'Elige el ambiente de ARCA.',
  autoInvoice: 'Elige cuándo facturar automáticamente.',
  incomplete: 'Completa los datos fiscales de la tienda (CUIT y razón social) en Configuración > Tienda.',
} as const;

/** The CUIT typed with or without dashes, dots or spaces ('30-71234567-1'), kept as its 11 digits. */
const cuitField = safeText(FISCAL_SETTINGS_MESSAGES.cuitRequired)
  .transform(normalizeCuit)
  .pipe(
    z
      .string()
      .min(1, { message: FISCAL_SETTINGS_MESSAGES.cuitRequired })
      .refine(isValidCuit, { message: CUIT_INVALID }),
  );

const textField = (max: number) =>
  safeText()
    .trim()
    .max(max, { message: `No puede tener más de ${max} caracteres.` });

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The form and the PUT body. */
export const FiscalSettingsFormSchema = z.object({
  cuit: cuitField,
  business_name: textField(200).min(1, { message: FISCAL_SETTINGS_MESSAGES.businessNameRequired }),
  iva_condition: z.enum(storeIvaConditions, { message: FISCAL_SETTINGS_MESSAGES.ivaCondition }),
  iibb: textField(30),
  /** '' or null: not given. */
  activity_start: z
    .union([z.string(), z.null()], { message: FISCAL_SETTINGS_MESSAGES.activityStart })
    .transform((value) => (value ? value.trim() : null))
    .refine((value) => value === null || isRealDate(value), {
      message: FISCAL_SETTINGS_MESSAGES.activityStart,
    })
    .refine((value) => value === null || value <= new Date().toISOString().slice(0, 10), {
      message: FISCAL_SETTINGS_MESSAGES.activityStartFuture,
    }),
  point_of_sale: z
    .number({ message: FISCAL_SETTINGS_MESSAGES.pointOfSale })
    .int({ message: FISCAL_SETTINGS_MESSAGES.pointOfSale })
    .min(1, { message: FISCAL_SETTINGS_MESSAGES.pointOfSale })
    .max(99999, { message: FISCAL_SETTINGS_MESSAGES.pointOfSale }),
  environment: z.enum(FISCAL_ENVIRONMENTS, { message: FISCAL_SETTINGS_MESSAGES.environment }),
  auto_invoice: z.enum(AUTO_INVOICE_MODES, { message: FISCAL_SETTINGS_MESSAGES.autoInvoice }),
});
export type FiscalSettingsForm = z.infer<typeof FiscalSettingsFormSchema>;
export type FiscalSettingsFormInput = z.input<typeof FiscalSettingsFormSchema>;

/** What GET and PUT answer. */
export const FiscalSettingsSchema = z.object({
  /** '' until the store sets it. */
  cuit: z.string(),
  business_name: z.string(),
  iva_condition: z.enum(storeIvaConditions),
  iibb: z.string(),
  activity_start: z.string().nullable(),
  point_of_sale: z.number(),
  environment: z.enum(FISCAL_ENVIRONMENTS),
  auto_invoice: z.enum(AUTO_INVOICE_MODES),
  /** CUIT and razón social are set: the store can invoice. */
  complete: z.boolean(),
  /**
   * Both files named by ARCA_CERT and ARCA_KEY exist: documents go to ARCA. Otherwise the local double
   * issues them as 'Comprobante de prueba - sin validez fiscal'.
   */
  certificate_configured: z.boolean(),
  updated_at: z.string(),
});
export type FiscalSettings = z.infer<typeof FiscalSettingsSchema>;
