import { EXTERNAL_NOT_CONFIGURED } from '@mayorista/shared/sync';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMemoryCache } from '../../lib/cache.ts';
import { apiRoot, createExternalClient } from './external-client.ts';

describe('external supplier configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/mayorista-config-test' };

  it('reads PUBLIC_PRICES (off by default) and EXTERNAL_API_URL', () => {
    expect(loadConfig(base).publicPrices).toBe(false);
    expect(loadConfig({ ...base, PUBLIC_PRICES: 'true' }).publicPrices).toBe(true);
    expect(loadConfig(base).externalApiUrl).toBeUndefined();
    expect(loadConfig({ ...base, EXTERNAL_API_URL: 'http://localhost:3001' }).externalApiUrl).toBe(
      'http://localhost:3001',
    );
    expect(() => loadConfig({ ...base, EXTERNAL_API_URL: 'proveedor' })).toThrow(/EXTERNAL_API_URL/);
  });

  it('takes the supplier URL with or without /api', () => {
    expect(apiRoot('http://localhost:3001')).toBe('http://localhost:3001/api');
    expect(apiRoot('http://localhost:3001/')).toBe('http://localhost:3001/api');
    expect(apiRoot('https://proveedor.com.ar/api/')).toBe('https://proveedor.com.ar/api');
  });

  it('answers 409 with a clear message when no supplier is configured', async () => {
    const client = createExternalClient(undefined);
    await expect(client.ping(1000)).rejects.toMatchObject({ status: 409, message: EXTERNAL_NOT_CONFIGURED });
    await expect(client.findBySku('X', 1000)).rejects.toMatchObject({ status: 409 });
  });
});

describe('in-process cache', () => {
  it('keeps a copy until it expires, and forgets it on delete', async () => {
    let now = 1_000;
    const cache = createMemoryCache(() => now);
    const value = { items: [1, 2] };
    await cache.set('k', value, 300);
    value.items.push(3);
    expect(await cache.get('k')).toEqual({ items: [1, 2] });
    now += 299_999;
    expect(await cache.get('k')).toEqual({ items: [1, 2] });
    now += 1;
    expect(await cache.get('k')).toBeUndefined();
    await cache.set('k', 1, 300);
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
  });
});
