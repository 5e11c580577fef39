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
});
