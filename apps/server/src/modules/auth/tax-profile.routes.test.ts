import { CUIT_INVALID, DNI_INVALID } from '@mayorista/shared/tax-profile';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { ensureDemoUsers } from './auth.service.ts';
import { call, registration } from './auth.test-support.ts';

// A CUIT with its right check digit, one with a wrong one, and a company's (23/33 rules: tax-profile.test.ts).
const VALID = '20-30111222-0';
const WRONG = '20-30111222-1';
const COMPANY = '30546689979';

/**
 * The buyer's tax profile (issue 31): CUIT/CUIL by its check digit, DNI, IVA condition, on the
 * registration (optional), Mi cuenta, the staff's new customer and customer profile. A Consumidor
 * Final may give a DNI instead of a CUIT; a customer whose CUIT was free text keeps saving the rest.
 */
describe(`buyer tax profile API (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;

  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: unknown, headers = staff) =>
    call(ctx.app, method, url, { payload, headers });
  const row = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
  const newCustomer = async (extra: Record<string, unknown> = {}) => {
    const response = await send('POST', '/api/auth/customers/', {
      username: `fiscal${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`,
      email: `fiscal${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'secreto123',
      ...extra,
    });
    return response;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => ctx?.close());

  it('registration: optional, 400 for a wrong check digit, a condition without its CUIT or a bad DNI', async () => {
    const plain = await send('POST', '/api/auth/register/', registration(), {});
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await row(plain.json().user_id)).toMatchObject({ cuit: '', ivaCondition: '' });

    const wrong = await send('POST', '/api/auth/register/', registration({ cuit: WRONG }), {});
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ cuit: [CUIT_INVALID] });

    const missing = await send(
      'POST',
      '/api/auth/register/',
      registration({ iva_condition: 'monotributo', dni: '1234', first_name: 'A' }),
      {},
    );
    expect(missing.statusCode).toBe(400);
    // Every message at once, the tax ones beside the others.
    expect(missing.json()).toEqual({
      first_name: ['El nombre debe tener al menos 2 caracteres'],
      cuit: ['El CUIT es obligatorio para Monotributista'],
      dni: [DNI_INVALID],
    });

    const condition = await send(
      'POST',
      '/api/auth/register/',
      registration({ iva_condition: 'autónomo' }),
      {},
    );
    expect(condition.statusCode).toBe(400);
    expect(condition.json()).toEqual({ iva_condition: ['La condición frente al IVA no es válida'] });

    const full = await send(
      'POST',
      '/api/auth/register/',
      registration({ cuit: VALID, iva_condition: 'responsable_inscripto', dni: '30.111.222' }),
      {},
    );
    expect(full.statusCode, full.body).toBe(201);
    expect(await row(full.json().user_id)).toMatchObject({
      cuit: '20301112220',
      dni: '30111222',
      ivaCondition: 'responsable_inscripto',
    });
    // Once verified, staff see it among the accounts to approve.
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, full.json().user_id));
    const pending = await send('GET', '/api/auth/pending-users/');
    expect(pending.json().find((user: { id: number }) => user.id === full.json().user_id)).toMatchObject({
      cuit: '20301112220',
      iva_condition: 'responsable_inscripto',
    });
  });

  it('Mi cuenta: saves a valid profile, refuses a wrong one and keeps the stored one; an old free-text CUIT does not block the rest', async () => {
    const created = await newCustomer({ dni: '30111222' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const buyer = bearer(await ctx.app.tokens.sign({ userId: id, isStaff: false, tokenVersion: 0 }));
    const profile = (payload: unknown) => send('PUT', '/api/auth/profile/', payload, buyer);

    const saved = await profile({ cuit: '33-30111234-9', iva_condition: 'exento' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ cuit: '33301112349', iva_condition: 'exento' });
    expect((await send('GET', '/api/auth/me/', undefined, buyer)).json()).toMatchObject({
      cuit: '33301112349',
      iva_condition: 'exento',
    });

    const refused = await profile({ cuit: WRONG, phone_number: '1100000000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ cuit: [CUIT_INVALID] });
    expect(await row(id)).toMatchObject({ cuit: '33301112349', phoneNumber: '' });

    const cleared = await profile({ cuit: '', iva_condition: 'responsable_inscripto' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toEqual({ cuit: ['El CUIT es obligatorio para Responsable Inscripto'] });

    // A Consumidor Final gives a DNI and no CUIT.
    const consumer = await profile({ cuit: '', iva_condition: 'consumidor_final', dni: '5111222' });
    expect(consumer.statusCode, consumer.body).toBe(200);
    expect(await row(id)).toMatchObject({ cuit: '', dni: '5111222', ivaCondition: 'consumidor_final' });

    // Typed before the rule: the account still loads and saves everything else, the form sending it back.
    await ctx.database.db.update(users).set({ cuit: '20-3011 (ver)' }).where(eq(users.id, id));
    const other = await profile({ cuit: '20-3011 (ver)', phone_number: '1100000000', first_name: 'Marta' });
    expect(other.statusCode, other.body).toBe(200);
    expect(await row(id)).toMatchObject({ cuit: '20-3011 (ver)', phoneNumber: '1100000000' });
    // A condition that needs the CUIT checks the one stored.
    const needs = await profile({ iva_condition: 'monotributo' });
    expect(needs.statusCode).toBe(400);
    expect(needs.json()).toEqual({ cuit: [CUIT_INVALID] });
  });

  it("staff's new customer: 400 'CUIT inválido', the condition and CUIT saved and shown in the profile", async () => {
    const wrong = await newCustomer({ cuit: WRONG });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ cuit: [CUIT_INVALID] });
    const noCuit = await newCustomer({ iva_condition: 'responsable_inscripto' });
    expect(noCuit.statusCode).toBe(400);
    expect(noCuit.json()).toEqual({ cuit: ['El CUIT es obligatorio para Responsable Inscripto'] });

    const created = await newCustomer({ cuit: COMPANY, iva_condition: 'responsable_inscripto' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ cuit: COMPANY, iva_condition: 'responsable_inscripto' });
    const detail = await send('GET', `/api/auth/customers/${created.json().id}/`);
    expect(detail.json()).toMatchObject({ cuit: COMPANY, iva_condition: 'responsable_inscripto' });
  });

  it("staff's customer profile: changes the tax data (logged), refuses a wrong CUIT, keeps the price list apart", async () => {
    const id = (await newCustomer({ dni: '30111222' })).json().id;
    const patch = (payload: unknown) => send('PATCH', `/api/auth/customers/${id}/`, payload);

    const changed = await patch({ cuit: VALID, iva_condition: 'monotributo' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      cuit: '20301112220',
      iva_condition: 'monotributo',
      price_list: null,
    });
    const [entry] = await ctx.database.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry.summary).toMatch(
      /^Datos fiscales de fiscal\w+: CUIT: sin informar → 20301112220, condición frente al IVA: Sin informar → Monotributista$/,
    );

    const refused = await patch({ cuit: WRONG });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ cuit: [CUIT_INVALID] });
    const badDni = await patch({ dni: '301112223' });
    expect(badDni.json()).toEqual({ dni: [DNI_INVALID] });
    expect(await row(id)).toMatchObject({
      cuit: '20301112220',
      dni: '30111222',
      ivaCondition: 'monotributo',
    });

    // The same values again change nothing and log nothing.
    const again = await patch({ cuit: '20-30111222-0', iva_condition: 'monotributo' });
    expect(again.statusCode).toBe(200);
    const [still] = await ctx.database.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(still.id).toBe(entry.id);

    expect((await send('PATCH', '/api/auth/customers/999999/', { cuit: VALID })).statusCode).toBe(404);
    const staffRow = (await ctx.database.db.select().from(users).where(eq(users.username, 'admin')))[0];
    expect((await send('PATCH', `/api/auth/customers/${staffRow.id}/`, { cuit: VALID })).statusCode).toBe(
      404,
    );
  });
});
