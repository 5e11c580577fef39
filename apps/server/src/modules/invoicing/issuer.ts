/**
 * Which FiscalIssuer issues (decision 055): with the files of ARCA_CERT and ARCA_KEY, the real client
 * at the fiscal settings' environment (or at ARCA_WSAA_URL / ARCA_WSFE_URL); without them, the local
 * double in this process, numbering after the store's own last invoice of each point of sale and type.
 * A document is a test one ('Comprobante de prueba - sin validez fiscal') when the double issued it or
 * ARCA's homologación environment did.
 */
import { and, eq, max } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { createArcaClient } from './arca-client.ts';
import { createLocalIssuer, type LocalIssuer } from './arca-double.ts';
import { ARCA_ADDRESSES } from './arca-soap.ts';
import { createWsaa } from './arca-wsaa.ts';
import type { FiscalIssuer } from './fiscal-issuer.ts';
import { type FiscalSettingsRow, isCertificateConfigured } from './fiscal-settings.service.ts';

/** One call to ARCA waits this long at most (ARCA_TIMEOUT_MS in tests). */
export const DEFAULT_ARCA_TIMEOUT_MS = 20_000;

export type Issuers = {
  /** The issuer for the settings of the moment, and whether its documents are test ones. */
  for: (settings: FiscalSettingsRow) => { issuer: FiscalIssuer; test: boolean };
  /** The in-process double (used when no certificate is configured). */
  local: LocalIssuer;
};

/**
 * The last number the in-process double authorised for a point of sale and type: test documents only
 * (real ones are numbered apart, decision 055).
 */
export async function lastStoredNumber(db: Db, pointOfSale: number, voucherType: number): Promise<number> {
  const [row] = await db
    .select({ last: max(invoices.number) })
    .from(invoices)
    .where(
      and(
        eq(invoices.pointOfSale, pointOfSale),
        eq(invoices.voucherType, voucherType),
        eq(invoices.state, 'autorizada'),
        eq(invoices.test, true),
      ),
    );
  return Number(row?.last ?? 0);
}

export function createIssuers(db: Db, config: Config): Issuers {
  const local = createLocalIssuer({
    storedLast: (pos, type) => lastStoredNumber(db, pos, type),
    // The table keeps every number; memory only what a lost answer may need looked up.
    keep: 1_000,
  });
  const clients = new Map<string, FiscalIssuer>();
  return {
    local,
    for(settings) {
      const files = { cert: config.arcaCert, key: config.arcaKey };
      if (!isCertificateConfigured(files)) return { issuer: local, test: true };
      const addresses = ARCA_ADDRESSES[settings.environment] ?? ARCA_ADDRESSES.homologacion;
      const wsaaUrl = config.arcaWsaaUrl ?? addresses.wsaa;
      const wsfeUrl = config.arcaWsfeUrl ?? addresses.wsfe;
      const key = `${settings.cuit}\n${wsaaUrl}\n${wsfeUrl}`;
      let client = clients.get(key);
      if (!client) {
        const timeoutMs = config.arcaTimeoutMs ?? DEFAULT_ARCA_TIMEOUT_MS;
        const wsaa = createWsaa({
          url: wsaaUrl,
          certFile: files.cert as string,
          keyFile: files.key as string,
          dataDir: config.dataDir,
          timeoutMs,
        });
        client = createArcaClient({ wsfeUrl, cuit: settings.cuit, wsaa, timeoutMs });
        clients.set(key, client);
      }
      return { issuer: client, test: settings.environment !== 'produccion' };
    },
  };
}
