import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { AppInstance } from './app-instance.ts';
import type { Database } from './db/client.ts';
import { ensureDemoUsers } from './modules/auth/auth.service.ts';
import { bearer, createTestDatabase, dbKind, loginAs, testConfig } from './test/helpers.ts';

/**
 * Fixed paths win over parameters: every route without parameters, called on its exact path, is
 * answered by itself, never by a `/:id/` sibling (issue 7: `/api/products/complete/` fell into
 * `/api/products/:id/`).
 */
describe(`route table (${dbKind})`, () => {
  let app: AppInstance;
  let database: Database;
  let answeredBy: string | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db, config: testConfig(), logger: false });
    app.addHook('onResponse', async (request) => {
      answeredBy = request.routeOptions.url;
    });
    await app.ready();
    await ensureDemoUsers(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers every fixed path with its own route, as admin', async () => {
    const admin = bearer(await loginAs(app, 'admin', 'admin1234'));
    const fixed = app.routeTable.filter((route) => !route.url.includes(':'));
    expect(fixed.length).toBeGreaterThan(30);
    const shadowed: string[] = [];
    for (const route of fixed) {
      answeredBy = undefined;
      const response = await app.inject({ method: route.method as 'GET', url: route.url, headers: admin });
      const idError = response.statusCode === 400 && /\bid\b/.test(response.body);
      if (answeredBy !== route.url || idError) {
        shadowed.push(`${route.method} ${route.url} -> ${answeredBy} ${response.statusCode}`);
      }
    }
    expect(shadowed).toEqual([]);
  });
});
