import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { siteConfig } from '../../db/schema/index.ts';
import { createVersions } from '../../lib/versions.ts';
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
    const hook = refreshTileHostOnPageLoad(database.db, versions);
    await hook(request('/'));
    rememberTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    // Another process saved a new tile server: this one has not read the settings since.
    await database.db
      .update(siteConfig)
      .set({ mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' })
      .where(eq(siteConfig.id, 1));
    // Until the catalogue version moves, the settings are not read again.
    await hook(request('/contacto'));
    expect(tileImageSources()).toBe('https://tile.openstreetmap.org');
    // The save moved the (shared) version, as every staff write does.
    await versions.bump('catalogue');
    for (const url of ['/api/catalog/products/', '/media/a.webp', '/assets/app.js', '/favicon.ico']) {
      await hook(request(url));
    }
    await hook(request('/contacto', 'POST'));
    expect(tileImageSources()).toBe('https://tile.openstreetmap.org');
    await hook(request('/contacto?x=1'));
    expect(tileImageSources()).toBe('https://tile.openstreetmap.org https://*.tiles.example.com');
  });

  it('never throws, even when the versions cannot be read: the security headers come after it', async () => {
    const broken = {
      ...createVersions(null),
      read: async () => {
        throw new Error('versions down');
      },
    };
    const hook = refreshTileHostOnPageLoad(database.db, broken);
    await expect(hook(request('/contacto'))).resolves.toBeUndefined();
  });
});
