import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/mayorista-config-test' };

describe('configuration', () => {
  it('listens on every interface by default and on the HOST given', () => {
    expect(loadConfig(base).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('trusts X-Forwarded-* only with TRUST_PROXY=true', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('seeds the demo and its known passwords outside production, in production only with SEED_DEMO=true (issue 26 item 29)', () => {
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('takes the first admin from ADMIN_USERNAME and ADMIN_PASSWORD together, with the registration rules', () => {
    expect(loadConfig(base).firstAdmin).toBeUndefined();
    expect(
      loadConfig({ ...base, ADMIN_USERNAME: 'duenio', ADMIN_PASSWORD: 'clave-larga-2026' }).firstAdmin,
    ).toEqual({
      username: 'duenio',
      password: 'clave-larga-2026',
      email: 'duenio@localhost.localdomain',
    });
    expect(() => loadConfig({ ...base, ADMIN_USERNAME: 'duenio' })).toThrow(
      /ADMIN_USERNAME y ADMIN_PASSWORD/,
    );
    expect(() => loadConfig({ ...base, ADMIN_USERNAME: 'duenio', ADMIN_PASSWORD: '123' })).toThrow(
      'ADMIN_PASSWORD: La contraseña debe tener al menos 6 caracteres',
    );
  });
});
