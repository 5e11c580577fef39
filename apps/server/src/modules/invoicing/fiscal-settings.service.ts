import { existsSync } from 'node:fs';
import type { StoreIvaCondition } from '@mayorista/shared/fiscal';
import type {
  AutoInvoiceMode,
  FiscalEnvironment,
  FiscalSettings,
  FiscalSettingsForm,
} from '@mayorista/shared/fiscal-settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fiscalSettings } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';

/** The row as the invoicing module reads it (the enums typed). */
export type FiscalSettingsRow = Omit<
  typeof fiscalSettings.$inferSelect,
  'ivaCondition' | 'environment' | 'autoInvoice'
> & {
  ivaCondition: StoreIvaCondition;
  environment: FiscalEnvironment;
  autoInvoice: AutoInvoiceMode;
};

/** Where the ARCA certificate and key are (ARCA_CERT, ARCA_KEY): paths only, never read here. */
export type CertificateFiles = { cert?: string; key?: string };

/** Both files are there. Says nothing of their paths or content (they never leave the server). */
export function isCertificateConfigured(files: CertificateFiles): boolean {
  return Boolean(files.cert && files.key && existsSync(files.cert) && existsSync(files.key));
}

/** CUIT and razón social are set: without them nothing can be invoiced. */
export const isFiscalSettingsComplete = (row: Pick<FiscalSettingsRow, 'cuit' | 'businessName'>) =>
  row.cuit.length === 11 && row.businessName.trim().length > 0;

/**
 * The one row (id 1), created with its defaults on first read. Pass the transaction when inside one;
 * the numbering locks this row (SELECT ... FOR UPDATE), so it must exist before any invoice.
 */
export async function getFiscalSettings(db: Db): Promise<FiscalSettingsRow> {
  const [row] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.id, 1));
  if (row) return row as FiscalSettingsRow;
  const [created] = await db.insert(fiscalSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return (created ??
    (await db.select().from(fiscalSettings).where(eq(fiscalSettings.id, 1)))[0]) as FiscalSettingsRow;
}

export function toFiscalSettings(row: FiscalSettingsRow, certificateConfigured: boolean): FiscalSettings {
  return {
    cuit: row.cuit,
    business_name: row.businessName,
    iva_condition: row.ivaCondition,
    iibb: row.iibb,
    activity_start: row.activityStart,
    point_of_sale: row.pointOfSale,
    environment: row.environment,
    auto_invoice: row.autoInvoice,
    complete: isFiscalSettingsComplete(row),
    certificate_configured: certificateConfigured,
    updated_at: row.updatedAt.toISOString(),
  };
}

const LABELS: Record<keyof FiscalSettingsForm, string> = {
  cuit: 'CUIT',
  business_name: 'razón social',
  iva_condition: 'condición frente al IVA',
  iibb: 'ingresos brutos',
  activity_start: 'inicio de actividades',
  point_of_sale: 'punto de venta',
  environment: 'ambiente',
  auto_invoice: 'facturación automática',
};

/** Replaces every value of the row and records which ones changed, in one transaction. */
export async function updateFiscalSettings(
  db: Db,
  input: FiscalSettingsForm,
  actorId: number | null,
  certificateConfigured: boolean,
): Promise<FiscalSettings> {
  return db.transaction(async (tx) => {
    const before = toFiscalSettings(await getFiscalSettings(tx), certificateConfigured);
    const [row] = await tx
      .update(fiscalSettings)
      .set({
        cuit: input.cuit,
        businessName: input.business_name,
        ivaCondition: input.iva_condition,
        iibb: input.iibb,
        activityStart: input.activity_start,
        pointOfSale: input.point_of_sale,
        environment: input.environment,
        autoInvoice: input.auto_invoice,
        updatedAt: new Date(),
      })
      .where(eq(fiscalSettings.id, 1))
      .returning();
    const after = toFiscalSettings(row as FiscalSettingsRow, certificateConfigured);
    const changed = (Object.keys(LABELS) as (keyof FiscalSettingsForm)[]).filter(
      (key) => before[key] !== after[key],
    );
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'fiscal_settings',
      entityId: 1,
      summary: changed.length
        ? `Datos fiscales: ${changed.map((key) => LABELS[key]).join(', ')}`
        : 'Datos fiscales guardados sin cambios',
    });
    return after;
  });
}
