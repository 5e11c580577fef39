import { CONTROL_CHARACTERS_MESSAGE } from '@mayorista/shared/text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationCodes } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { ensureDemoUsers } from './auth.service.ts';
import { call } from './auth.test-support.ts';

const hoursAhead = (hours: number) => new Date(Date.now() + hours * 60 * 60_000).toISOString();

describe(`invitation codes API (${dbKind})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(ctx.app, method, url, { payload, headers: admin });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    admin = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => ctx?.close());

  it('creates a code with a generated 6-digit value, active and without description unless told', async () => {
    const expiresAt = hoursAhead(24);
    const response = await request('POST', '/api/auth/invitation-codes/', {
      max_uses: 1,
      expires_at: expiresAt,
    });
    expect(response.statusCode).toBe(201);
    const code = response.json();
    expect(code).toMatchObject({
      code: expect.stringMatching(/^\d{6}$/),
      description: '',
      max_uses: 1,
      current_uses: 0,
      remaining_uses: 1,
      is_active: true,
      is_valid: true,
      status: 'Activo',
      created_by_username: 'admin',
    });
    expect(Date.parse(code.expires_at)).toBe(Date.parse(expiresAt));
    const another = await request('POST', '/api/auth/invitation-codes/', {
      max_uses: 1,
      expires_at: expiresAt,
    });
    expect(another.json().code).not.toBe(code.code);
  });

  it('requires what the form requires: an empty call creates nothing (accounts §5)', async () => {
    const before = (await request('GET', '/api/auth/invitation-codes/')).json().length;
    const empty = await request('POST', '/api/auth/invitation-codes/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      max_uses: ['La cantidad máxima de usos es requerida'],
      expires_at: ['La fecha de expiración es requerida'],
    });
    const bare = await call(ctx.app, 'POST', '/api/auth/invitation-codes/', { headers: admin });
    expect(bare.statusCode).toBe(400);
    const noExpiry = await request('POST', '/api/auth/invitation-codes/', { max_uses: 5 });
    expect(noExpiry.json()).toEqual({ expires_at: ['La fecha de expiración es requerida'] });
    const control = await request('POST', '/api/auth/invitation-codes/', {
      max_uses: 1,
      expires_at: hoursAhead(2),
      description: 'Feria\u0000',
    });
    expect(control.json()).toEqual({ description: [CONTROL_CHARACTERS_MESSAGE] });
    expect((await request('GET', '/api/auth/invitation-codes/')).json()).toHaveLength(before);
  });

  it('validates max uses, expiry and description with Spanish messages', async () => {
    const response = await request('POST', '/api/auth/invitation-codes/', {
      max_uses: 0,
      expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      description: 'x'.repeat(256),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      max_uses: ['La cantidad máxima de usos debe ser al menos 1'],
      expires_at: ['La fecha de expiración debe ser al menos 30 minutos en el futuro'],
      description: ['La descripción no puede tener más de 255 caracteres'],
    });
    const tooMany = await request('POST', '/api/auth/invitation-codes/', {
      max_uses: 1001,
      expires_at: hoursAhead(1),
    });
    expect(tooMany.json()).toEqual({ max_uses: ['La cantidad máxima de usos no puede ser mayor a 1000'] });
  });

  it('lists codes newest first with status labels; edits only while active', async () => {
    const created = (
      await request('POST', '/api/auth/invitation-codes/', {
        description: 'Expo',
        max_uses: 3,
        expires_at: hoursAhead(2),
      })
    ).json();
    const list = await request('GET', '/api/auth/invitation-codes/');
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ id: created.id, description: 'Expo', status: 'Activo' });

    const edited = await request('PUT', `/api/auth/invitation-codes/${created.id}/`, {
      description: 'Expo 2025',
      max_uses: 5,
      expires_at: hoursAhead(5),
      is_active: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ description: 'Expo 2025', max_uses: 5, remaining_uses: 5 });

    const deactivated = await request('POST', `/api/auth/invitation-codes/${created.id}/deactivate/`);
    expect(deactivated.json()).toMatchObject({ is_active: false, is_valid: false, status: 'Desactivado' });
    const refused = await request('PUT', `/api/auth/invitation-codes/${created.id}/`, {
      description: 'otra',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Solo se pueden editar códigos activos' });

    const activated = await request('POST', `/api/auth/invitation-codes/${created.id}/activate/`);
    expect(activated.json()).toMatchObject({ is_active: true, status: 'Activo' });
    expect((await request('PUT', '/api/auth/invitation-codes/999999/', {})).statusCode).toBe(404);
  });

  it('shows Agotado and Expirado, and will not activate an expired code', async () => {
    const code = (
      await request('POST', '/api/auth/invitation-codes/', { max_uses: 2, expires_at: hoursAhead(1) })
    ).json();
    await ctx.database.db
      .update(invitationCodes)
      .set({ currentUses: 2 })
      .where(eq(invitationCodes.id, code.id));
    const exhausted = (await request('GET', '/api/auth/invitation-codes/'))
      .json()
      .find((row: { id: number }) => row.id === code.id);
    expect(exhausted).toMatchObject({ status: 'Agotado', is_valid: false, remaining_uses: 0 });
    const fewer = await request('PUT', `/api/auth/invitation-codes/${code.id}/`, { max_uses: 1 });
    expect(fewer.json()).toEqual({
      max_uses: ['La cantidad máxima de usos no puede ser menor a los usos actuales (2)'],
    });

    await ctx.database.db
      .update(invitationCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000), isActive: false })
      .where(eq(invitationCodes.id, code.id));
    const activate = await request('POST', `/api/auth/invitation-codes/${code.id}/activate/`);
    expect(activate.statusCode).toBe(409);
    expect(activate.json()).toEqual({ detail: 'No se puede activar un código expirado' });
    await ctx.database.db
      .update(invitationCodes)
      .set({ isActive: true })
      .where(eq(invitationCodes.id, code.id));
    const expired = (await request('GET', '/api/auth/invitation-codes/'))
      .json()
      .find((row: { id: number }) => row.id === code.id);
    expect(expired.status).toBe('Expirado');
  });

  it('logs the writes', async () => {
    const entries = (await request('GET', '/api/activity/?page_size=100')).json().results as {
      action: string;
      entity: string;
    }[];
    const actions = new Set(
      entries.filter((entry) => entry.entity === 'invitation_code').map((entry) => entry.action),
    );
    expect([...actions].sort()).toEqual(['activate', 'create', 'deactivate', 'update']);
  });
});
