import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { siteConfig } from '../../db/schema/index.ts';
import { createKeptValues } from '../../lib/caches/index.ts';
import { createVersions } from '../../lib/caches/versions.ts';
import { createTestDatabase, dbKind } from '../../test/helpers.ts';
import { getSiteConfig } from './settings.service.ts';
import { refreshTileHostOnPageLoad, rememberTileUrl, tileImageSources } from './tile-hosts.ts';

describe(`CSP tile host refreshed on page loads (${dbKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await getSiteConfig(database.db);
  });
  afterAll(() => database?.close());

  const request = (url: string, method = 'GET') =>
    ({ url, method, log: { warn: () => {} } }) as unknown as FastifyRequest;

  it('reads the tile URL saved through another process before a page is served, not before API calls or files', async () => {
    const versions = createVersions(null);
    const kept = createKeptValues(versions);
    let reads = 0;
    const hook = refreshTileHostOnPageLoad((request) =>
      kept.read(request, 'site-config', () => {
        reads++;
        return getSiteConfig(database.db);
      }),
    );
    await hook(request('/'));
    rememberTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    // Another process saved a new tile server: this one has not read the settings since.
    await database.db
      .update(siteConfig)
      .set({ mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' })
      .where(eq(siteConfig.id, 1));
    // Until the settings version moves, the settings are not read again: the kept ones are used.
    await hook(request('/contacto'));
    expect(tileImageSources()).toBe('https://tile.openstreetmap.org');
    expect(reads).toBe(1);
    // Other writes leave the settings kept.
    await versions.bump('catalogue');
    await versions.bump('stock');
    await hook(request('/contacto'));
    expect(reads).toBe(1);
    // The save moved the (shared) settings version, as a write that declares `settings` does.
    await versions.bump('settings');
    for (const url of ['/api/catalog/products/', '/media/a.webp', '/assets/app.js', '/favicon.ico']) {
      await hook(request(url));
    }
    await hook(request('/contacto', 'POST'));
    expect(tileImageSources()).toBe('https://tile.openstreetmap.org');
    await hook(request('/contacto?x=1'));
    expect(tileImageSources()).toBe('https://tile.openstreetmap.org https://*.tiles.example.com');
    expect(reads).toBe(2);
  });

  it('never throws, even when the versions cannot be read: the security headers come after it', async () => {
    const broken = {
      ...createVersions(null),
      read: async () => {
        throw new Error('versions down');
      },
    };
    const kept = createKeptValues(broken);
    const hook = refreshTileHostOnPageLoad((request) =>
      kept.read(request, 'site-config', () => getSiteConfig(database.db)),
    );
    await expect(hook(request('/contacto'))).resolves.toBeUndefined();
  });
});
