import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { emailCodes, invitationCodes, outbox, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { ensureDemoUsers } from './auth.service.ts';
import { call, lastCode, lastMail, registration, wrongCode } from './auth.test-support.ts';

describe(`registration API (${dbKind})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const post = (url: string, payload: unknown, headers?: Record<string, string>) =>
    call(ctx.app, 'POST', url, { payload, headers });
  const login = (username: string, password: string) => post('/api/auth/login/', { username, password });

  async function createInvitation(payload: Record<string, unknown> = {}) {
    const response = await post(
      '/api/auth/invitation-codes/',
      { max_uses: 1, expires_at: new Date(Date.now() + 24 * 60 * 60_000).toISOString(), ...payload },
      admin,
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; code: string };
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    admin = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => ctx?.close());

  it('validates the form with the spec messages', async () => {
    const response = await post(
      '/api/auth/register/',
      registration({
        first_name: 'A',
        email: 'no-es-un-email',
        password: '123',
        password2: '1234',
        dni: '',
        business_type: 'Kiosco',
        invitation_code: '12ab',
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.first_name[0]).toBe('El nombre debe tener al menos 2 caracteres');
    expect(body.email[0]).toBe('Ingrese un email válido');
    expect(body.password[0]).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(body.password2[0]).toBe('Las contraseñas no coinciden');
    expect(body.dni[0]).toBe('El DNI es requerido');
    expect(body.business_type[0]).toBe('El tipo de negocio es requerido');
    expect(body.invitation_code[0]).toBe('El código de invitación debe tener 6 dígitos');
    const empty = await post('/api/auth/register/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      username: ['El nombre de usuario es requerido'],
      last_name: ['El apellido es requerido'],
      instagram: ['El Instagram es requerido'],
    });
  });

  it('register, verify, wait for approval, get approved by an admin, then log in', async () => {
    const form = registration();
    const registered = await post('/api/auth/register/', form);
    expect(registered.statusCode).toBe(201);
    const body = registered.json();
    expect(body).toEqual({ message: expect.any(String), email: form.email, user_id: expect.any(Number) });
    expect(registered.body).not.toContain('secreto123');
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, body.user_id));
    expect(stored).toMatchObject({ isActive: false, emailVerified: false, instagram: 'growmarina' });
    expect(stored.passwordHash).toMatch(/^scrypt\$/);

    const unverified = await login(form.username, form.password);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: 'email_not_verified' });
    expect(unverified.json().detail).toContain('verificar tu email');

    const code = await lastCode(ctx.database.db, form.email, 'verification_code');
    const [codeRow] = await ctx.database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.userId, body.user_id));
    expect(codeRow.codeHash).not.toContain(code);

    const wrong = await post('/api/auth/verify-email/', { email: form.email, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Código inválido o expirado' });

    const verified = await post('/api/auth/verify-email/', { email: form.email.toUpperCase(), code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ is_active: false, user_id: body.user_id });
    expect(verified.json().message).toContain('espera de aprobación');
    expect(verified.json()).not.toHaveProperty('access');
    expect(await lastMail(ctx.database.db, 'ventas@mayorista.com.ar', 'pending_account_notice')).toBeTruthy();

    // A used code does not work twice.
    expect((await post('/api/auth/verify-email/', { email: form.email, code })).statusCode).toBe(400);

    const pending = await login(form.username, form.password);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().detail).toContain('espera de aprobación');

    const list = await call(ctx.app, 'GET', '/api/auth/pending-users/', { headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: body.user_id, username: form.username, business_name: 'Grow Marina' }),
    );
    const searched = await call(
      ctx.app,
      'GET',
      `/api/auth/pending-users/?search=${form.username.toUpperCase()}`,
      {
        headers: admin,
      },
    );
    expect(searched.json().map((user: { id: number }) => user.id)).toEqual([body.user_id]);

    // The spec's call has no body; a JSON content type without one is accepted.
    const approved = await post(`/api/auth/approve-user/${body.user_id}/`, undefined, {
      ...admin,
      'content-type': 'application/json',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ message: 'Usuario aprobado correctamente', id: body.user_id });
    expect(await lastMail(ctx.database.db, form.email, 'account_approved')).toBeTruthy();
    expect((await post(`/api/auth/approve-user/${body.user_id}/`, undefined, admin)).statusCode).toBe(404);

    const loggedIn = await login(form.username, form.password);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toMatchObject({ is_active: true, is_staff: false, username: form.username });
  });

  it('refuses a taken e-mail or username, case-insensitively, with the spec messages', async () => {
    const first = registration();
    expect((await post('/api/auth/register/', first)).statusCode).toBe(201);
    const sameEmail = await post('/api/auth/register/', registration({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toEqual({ email: ['Este email ya está registrado. Por favor usa otro email.'] });
    const sameUsername = await post(
      '/api/auth/register/',
      registration({ username: first.username.toUpperCase() }),
    );
    expect(sameUsername.json()).toEqual({
      username: ['Este nombre de usuario ya está en uso. Por favor elige otro.'],
    });
    const both = await post(
      '/api/auth/register/',
      registration({ username: first.username, email: first.email }),
    );
    expect(Object.keys(both.json()).sort()).toEqual(['email', 'username']);
  });

  it('a code dies when it expires, after 5 wrong tries, and when a new one is sent', async () => {
    const form = registration();
    await post('/api/auth/register/', form);
    const expired = await lastCode(ctx.database.db, form.email, 'verification_code');
    await ctx.database.db.execute(
      sql`update email_codes set expires_at = now() - interval '1 minute' where email = ${form.email}`,
    );
    const late = await post('/api/auth/verify-email/', { email: form.email, code: expired });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('Código inválido o expirado');

    const resent = await post('/api/auth/resend-verification/', { email: form.email });
    expect(resent.statusCode).toBe(200);
    const code = await lastCode(ctx.database.db, form.email, 'verification_code');
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await post('/api/auth/verify-email/', { email: form.email, code: wrongCode(code) });
      expect(wrong.statusCode).toBe(400);
    }
    const tooLate = await post('/api/auth/verify-email/', { email: form.email, code });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().detail).toBe('Código inválido o expirado');

    await post('/api/auth/resend-verification/', { email: form.email });
    const fresh = await lastCode(ctx.database.db, form.email, 'verification_code');
    const [{ live }] = await queryRows<{ live: number }>(
      ctx.database.db,
      sql`select count(*)::int as live from email_codes where email = ${form.email} and consumed_at is null`,
    );
    expect(Number(live)).toBe(1);
    if (fresh !== code) {
      expect((await post('/api/auth/verify-email/', { email: form.email, code })).statusCode).toBe(400);
    }
    const ok = await post('/api/auth/verify-email/', { email: form.email, code: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it('resend answers the same for unknown, verified and pending e-mails', async () => {
    const before = await ctx.database.db.select().from(outbox);
    const unknown = await post('/api/auth/resend-verification/', { email: 'nadie@example.com' });
    const verified = await post('/api/auth/resend-verification/', { email: 'demo@growshop-demo.com.ar' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(verified.json());
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(before.length);
    const bad = await post('/api/auth/resend-verification/', { email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().email).toContain('Ingrese un email válido');
    const badCode = await post('/api/auth/verify-email/', { email: 'a@example.com', code: '12' });
    expect(badCode.json()).toEqual({ code: ['El código debe tener 6 dígitos'] });
  });

  it('registering with an invitation counts a use and verifying logs the account in', async () => {
    const invitation = await createInvitation({ max_uses: 1, description: 'Feria' });
    const check = await post('/api/auth/validate-invitation/', { code: invitation.code });
    expect(check.json()).toEqual({
      valid: true,
      description: 'Feria',
      remaining_uses: 1,
      message: 'Código válido',
    });

    const form = registration({ invitation_code: invitation.code });
    const registered = await post('/api/auth/register/', form);
    expect(registered.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.id, invitation.id));
    expect(row.currentUses).toBe(1);

    const code = await lastCode(ctx.database.db, form.email, 'verification_code');
    const verified = await post('/api/auth/verify-email/', { email: form.email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      is_active: true,
      is_staff: false,
      username: form.username,
      user_id: registered.json().user_id,
      access: expect.stringMatching(/^ey/),
    });
    const me = await call(ctx.app, 'GET', '/api/auth/me/', { headers: bearer(verified.json().access) });
    expect(me.json().username).toBe(form.username);

    // Used up: refused at validation and at registration, and nothing is created.
    const exhausted = await post('/api/auth/validate-invitation/', { code: invitation.code });
    expect(exhausted.json()).toMatchObject({ valid: false, message: 'Código no válido', remaining_uses: 0 });
    const second = registration({ invitation_code: invitation.code });
    const refused = await post('/api/auth/register/', second);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ invitation_code: ['Código no válido'] });
    expect(await ctx.database.db.select().from(users).where(eq(users.username, second.username))).toEqual([]);
  });

  it('refuses expired, deactivated and unknown invitations', async () => {
    const expired = await createInvitation({ max_uses: 5 });
    await ctx.database.db
      .update(invitationCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitationCodes.id, expired.id));
    const deactivated = await createInvitation({ is_active: false });
    for (const code of [expired.code, deactivated.code]) {
      expect((await post('/api/auth/validate-invitation/', { code })).json()).toMatchObject({ valid: false });
      const refused = await post('/api/auth/register/', registration({ invitation_code: code }));
      expect(refused.json()).toEqual({ invitation_code: ['Código no válido'] });
    }
    const [row] = await ctx.database.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.id, expired.id));
    expect(row.currentUses).toBe(0);
    const unknown = await post('/api/auth/validate-invitation/', { code: '000000' });
    expect(unknown.json().valid).toBe(false);
    const malformed = await post('/api/auth/validate-invitation/', { code: '12a' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: ['El código de invitación debe tener 6 dígitos'] });
  });

  it('two concurrent registrations cannot both take the last use of a code', async () => {
    const invitation = await createInvitation({ max_uses: 1 });
    const responses = await Promise.all(
      [
        registration({ invitation_code: invitation.code }),
        registration({ invitation_code: invitation.code }),
      ].map((form) => post('/api/auth/register/', form)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
  });

  it('rejecting a pending account deletes it and frees its username', async () => {
    const form = registration();
    const { user_id } = (await post('/api/auth/register/', form)).json();
    await post('/api/auth/verify-email/', {
      email: form.email,
      code: await lastCode(ctx.database.db, form.email, 'verification_code'),
    });
    const rejected = await post(`/api/auth/reject-user/${user_id}/`, undefined, admin);
    expect(rejected.json()).toEqual({ message: 'Usuario rechazado correctamente', id: user_id });
    expect(await lastMail(ctx.database.db, form.email, 'account_rejected')).toBeTruthy();
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user_id))).toEqual([]);
    expect((await post(`/api/auth/reject-user/${user_id}/`, undefined, admin)).statusCode).toBe(404);
    const demo = await ctx.database.db.select().from(users).where(eq(users.username, 'demo'));
    expect((await post(`/api/auth/reject-user/${demo[0].id}/`, undefined, admin)).statusCode).toBe(404);
    expect((await post('/api/auth/register/', form)).statusCode).toBe(201);
  });

  it('rate limits registrations from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await call(ctx.app, 'POST', '/api/auth/register/', { payload: {}, ip: '192.0.2.7' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
