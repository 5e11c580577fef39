import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FiscalSettingsFormInput } from '@mayorista/shared/fiscal-settings';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { getFiscalSettings } from './fiscal-settings.service.ts';

const VALID: FiscalSettingsFormInput = {
  cuit: '30-71234567-1',
  business_name: 'Mayorista Sur S.R.L.',
  iva_condition: 'responsable_inscripto',
  iibb: '901-123456-7',
  activity_start: '2019-03-01',
  point_of_sale: 3,
  environment: 'homologacion',
  auto_invoice: 'delivered',
};

describe(`fiscal settings API (${dbKind})`, () => {
  let ctx: TestContext;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;
  const get = (headers = staff) => ctx.app.inject({ method: 'GET', url: '/api/fiscal-settings/', headers });
  const put = (payload: unknown, headers = staff) =>
    ctx.app.inject({ method: 'PUT', url: '/api/fiscal-settings/', headers, payload: payload as object });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('refuses anonymous callers (401) and buyers (403)', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put(VALID, {})).statusCode).toBe(401);
    expect((await get(buyer)).statusCode).toBe(403);
    expect((await put(VALID, buyer)).statusCode).toBe(403);
  });

  it('answers the defaults before anything is saved: not complete, no certificate', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cuit: '',
      business_name: '',
      iva_condition: 'responsable_inscripto',
      point_of_sale: 1,
      environment: 'homologacion',
      auto_invoice: 'off',
      activity_start: null,
      complete: false,
      certificate_configured: false,
    });
  });

  it('saves every field (the CUIT as its 11 digits) and records which changed', async () => {
    const response = await put(VALID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...VALID, cuit: '30712345671', complete: true });
    expect((await get()).json()).toMatchObject({ cuit: '30712345671', point_of_sale: 3 });
    const row = await getFiscalSettings(ctx.database.db);
    expect(row).toMatchObject({ cuit: '30712345671', pointOfSale: 3, autoInvoice: 'delivered' });

    await put({ ...VALID, point_of_sale: 4 });
    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entity, 'fiscal_settings'))
      .orderBy(desc(activityLog.id))
      .limit(1);
    expect(entry.summary).toBe('Datos fiscales: punto de venta');
  });

  it('refuses a wrong check digit, an unknown condition, a bad point of sale or date, in Spanish', async () => {
    const cases: [Partial<FiscalSettingsFormInput> | Record<string, unknown>, Record<string, string[]>][] = [
      [{ cuit: '30-71234567-2' }, { cuit: ['CUIT inválido'] }],
      [{ cuit: '' }, { cuit: ['Ingresa el CUIT de la tienda.'] }],
      [{ business_name: '  ' }, { business_name: ['Ingresa la razón social.'] }],
      [{ iva_condition: 'consumidor_final' }, { iva_condition: ['Elige la condición frente al IVA.'] }],
      [{ point_of_sale: 0 }, { point_of_sale: ['El punto de venta es un número entero de 1 a 99999.'] }],
      [{ point_of_sale: 100000 }, { point_of_sale: ['El punto de venta es un número entero de 1 a 99999.'] }],
      [
        { activity_start: '2019-02-30' },
        { activity_start: ['Ingresa la fecha de inicio de actividades (AAAA-MM-DD) o déjala vacía.'] },
      ],
      [
        { activity_start: '2999-01-01' },
        { activity_start: ['La fecha de inicio de actividades no puede ser futura.'] },
      ],
      [{ environment: 'test' }, { environment: ['Elige el ambiente de ARCA.'] }],
      [{ auto_invoice: 'always' }, { auto_invoice: ['Elige cuándo facturar automáticamente.'] }],
    ];
    for (const [change, body] of cases) {
      const response = await put({ ...VALID, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toEqual(body);
    }
    // Nothing of a refused body was saved.
    expect((await get()).json().cuit).toBe('30712345671');
  });

  it('an empty start of activities is saved as none', async () => {
    const response = await put({ ...VALID, activity_start: '' });
    expect(response.json().activity_start).toBeNull();
  });

  it('says a certificate is configured only when both files exist, never where they are or what they hold', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'arca-'));
    const cert = path.join(dir, 'arca.crt');
    const key = path.join(dir, 'arca.key');
    const other = await createTestApp({ arcaCert: cert, arcaKey: key });
    try {
      await ensureDemoUsers(other.database.db);
      const token = bearer(await loginAs(other.app, 'admin', 'admin1234'));
      const read = () => other.app.inject({ method: 'GET', url: '/api/fiscal-settings/', headers: token });
      expect((await read()).json().certificate_configured).toBe(false);
      writeFileSync(cert, 'CERTIFICATE-CONTENT');
      expect((await read()).json().certificate_configured).toBe(false);
      // Read on each call: the key put in place while the server runs counts at once.
      writeFileSync(key, 'PRIVATE-KEY-CONTENT');
      const response = await read();
      expect(response.json().certificate_configured).toBe(true);
      expect(response.body).not.toContain(dir);
      expect(response.body).not.toContain('CONTENT');
    } finally {
      await closeTestApp(other);
    }
  });
});
