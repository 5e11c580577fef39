import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { createUser, ensureDemoUsers } from './auth.service.ts';
import { call, lastCode, lastMail, nextNetworkIp, wrongCode } from './auth.test-support.ts';

describe(`account settings API (${dbKind})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    for (const username of ['cuenta1', 'cuenta2', 'cuenta3', 'bloqueo']) {
      await createUser(ctx.database.db, {
        username,
        email: `${username}@example.com`,
        password: 'clave123',
        firstName: 'Nombre',
        lastName: 'Apellido',
        isActive: true,
        emailVerified: true,
      });
    }
    await createUser(ctx.database.db, {
      username: 'sinverificar',
      email: 'sinverificar@example.com',
      password: 'clave123',
    });
  });
  afterAll(() => ctx?.close());

  const put = (url: string, payload: unknown, headers: Record<string, string>) =>
    call(ctx.app, 'PUT', url, { payload, headers });
  const post = (url: string, payload: unknown, headers?: Record<string, string>) =>
    call(ctx.app, 'POST', url, { payload, headers });

  it('updates the personal data, with the spec messages for bad names', async () => {
    const user = bearer(await loginAs(ctx.app, 'cuenta1', 'clave123'));
    const updated = await put(
      '/api/auth/profile/',
      {
        first_name: 'Julia',
        last_name: 'Sosa',
        phone_number: '1140000000',
        cuit: '27300000008',
        dni: '30000000',
      },
      user,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Perfil actualizado correctamente',
      first_name: 'Julia',
      last_name: 'Sosa',
      phone_number: '1140000000',
      cuit: '27300000008',
      email: 'cuenta1@example.com',
    });
    expect((await call(ctx.app, 'GET', '/api/auth/profile/', { headers: user })).json().first_name).toBe(
      'Julia',
    );
    const bad = await put('/api/auth/profile/', { first_name: 'J', last_name: 'S' }, user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      first_name: ['El nombre debe tener al menos 2 caracteres'],
      last_name: ['El apellido debe tener al menos 2 caracteres'],
    });
    // The unchanged e-mail may come along with the form; a different one needs the code flow.
    expect((await put('/api/auth/profile/', { email: 'CUENTA1@example.com' }, user)).statusCode).toBe(200);
    const changed = await put('/api/auth/profile/', { email: 'otra@example.com' }, user);
    expect(changed.statusCode).toBe(400);
    expect(Object.keys(changed.json())).toEqual(['email']);
    expect((await put('/api/auth/profile/', { email: 'no-email' }, user)).json()).toEqual({
      email: ['Ingrese un email válido'],
    });
  });

  it('changes the e-mail with a code sent to the new address', async () => {
    const user = bearer(await loginAs(ctx.app, 'cuenta2', 'clave123'));
    const request = (payload: unknown) => post('/api/auth/verify-change/', payload, user);

    const noPassword = await request({ type: 'EMAIL_CHANGE', new_email: 'nueva2@example.com' });
    expect(noPassword.json()).toEqual({ password: ['Por favor ingresa tu contraseña'] });
    const wrongPassword = await request({
      type: 'EMAIL_CHANGE',
      new_email: 'nueva2@example.com',
      password: 'nope',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: 'Contraseña incorrecta' });
    const taken = await request({
      type: 'EMAIL_CHANGE',
      new_email: 'Cuenta3@example.com',
      password: 'clave123',
    });
    expect(taken.json()).toEqual({ new_email: ['Este email ya está registrado. Por favor usa otro email.'] });
    const badType = await request({
      type: 'PHONE_CHANGE',
      new_email: 'nueva2@example.com',
      password: 'clave123',
    });
    expect(badType.json()).toEqual({ type: ['Tipo de verificación no válido'] });

    const sent = await request({
      type: 'EMAIL_CHANGE',
      new_email: 'Nueva2@example.com',
      password: 'clave123',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'Código de verificación enviado al nuevo email',
      email: 'nueva2@example.com',
    });
    const code = await lastCode(ctx.database.db, 'nueva2@example.com', 'email_change_code');
    expect(await lastMail(ctx.database.db, 'cuenta2@example.com', 'email_change_code')).toBeUndefined();

    const shortCode = await put(
      '/api/auth/profile/',
      { email: 'nueva2@example.com', verification_code: '123' },
      user,
    );
    expect(shortCode.json()).toEqual({ verification_code: ['El código debe tener 6 dígitos'] });
    const wrong = await put(
      '/api/auth/profile/',
      { email: 'nueva2@example.com', verification_code: wrongCode(code) },
      user,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Código inválido o expirado' });
    const otherEmail = await put(
      '/api/auth/profile/',
      { email: 'otra2@example.com', verification_code: code },
      user,
    );
    expect(otherEmail.json()).toEqual({ detail: 'Código inválido o expirado' });

    const confirmed = await put(
      '/api/auth/profile/',
      { email: 'nueva2@example.com', verification_code: code },
      user,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      email: 'nueva2@example.com',
      message: 'Email actualizado correctamente',
    });
    expect((await loginAs(ctx.app, 'nueva2@example.com', 'clave123')).length).toBeGreaterThan(20);
    const reused = await put(
      '/api/auth/profile/',
      { email: 'nueva2@example.com', verification_code: code },
      user,
    );
    expect(reused.statusCode).toBe(400);
  });

  it('changes the password: a new token comes back and the old one stops working', async () => {
    const oldToken = await loginAs(ctx.app, 'cuenta3', 'clave123');
    const change = (payload: unknown, token = oldToken) =>
      post('/api/auth/change-password/', payload, bearer(token));

    const wrong = await change({ old_password: 'incorrecta', new_password: 'nueva1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'La contraseña actual es incorrecta' });
    const short = await change({ old_password: 'clave123', new_password: '123' });
    expect(short.json()).toEqual({ new_password: ['La nueva contraseña debe tener al menos 6 caracteres'] });
    const missing = await change({});
    expect(missing.json()).toMatchObject({
      old_password: ['Ingresa tu contraseña actual'],
      new_password: ['Ingresa la nueva contraseña'],
    });

    const changed = await change({ old_password: 'clave123', new_password: 'nueva1234' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      message: 'Contraseña actualizada correctamente',
      access: expect.any(String),
    });
    expect(changed.body).not.toContain('nueva1234');
    const newToken = changed.json().access;
    expect((await call(ctx.app, 'GET', '/api/auth/me/', { headers: bearer(oldToken) })).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/auth/me/', { headers: bearer(newToken) })).statusCode).toBe(200);
    expect((await post('/api/auth/login/', { username: 'cuenta3', password: 'clave123' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/login/', { username: 'cuenta3', password: 'nueva1234' })).statusCode).toBe(
      200,
    );
    expect(await lastMail(ctx.database.db, 'cuenta3@example.com', 'password_changed')).toBeTruthy();
  });

  it('an unverified account cannot log in; the right password gets the address the code goes to', async () => {
    const response = await post('/api/auth/login/', { username: 'sinverificar', password: 'clave123' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail:
        'Debes verificar tu email antes de iniciar sesión. Revisa tu correo o solicita un nuevo código.',
      code: 'email_not_verified',
      email: 'sinverificar@example.com',
    });
    const wrong = await post('/api/auth/login/', { username: 'sinverificar', password: 'otra-clave' });
    expect(wrong.json()).toEqual({ detail: 'Usuario o contraseña incorrectos' });
  });

  it('locks an account after 10 failed logins in 15 minutes from several networks, for any new address', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await call(ctx.app, 'POST', '/api/auth/login/', {
        payload: { username: 'bloqueo', password: `mala${attempt}xx` },
        ip: nextNetworkIp(),
      });
      expect(response.statusCode).toBe(400);
    }
    const locked = await post('/api/auth/login/', { username: 'BLOQUEO@example.com', password: 'clave123' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      detail: 'Demasiados intentos fallidos para esta cuenta. Intenta nuevamente en 15 minutos.',
    });
    expect((await post('/api/auth/login/', { username: 'cuenta1', password: 'clave123' })).statusCode).toBe(
      200,
    );
  });
});
