import {
  ACTIVITY_DATE_MESSAGE,
  ACTIVITY_DATE_ORDER_MESSAGE,
  type ActivityEntry,
} from '@mayorista/shared/activity';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';

describe(`activity log API (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let buyer: Record<string, string>;
  let adminId: number;
  let otherId: number;

  const list = async (query = '') => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/activity/${query}`, headers: staff });
    expect(response.statusCode).toBe(200);
    return response.json() as { count: number; results: ActivityEntry[] };
  };
  const summaries = async (query: string) => (await list(query)).results.map((entry) => entry.summary).sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    await ensureDemoUsers(db);
    [{ id: adminId }] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    [{ id: otherId }] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    // Argentina is UTC-3: 02:30 UTC on March 10 is still March 9 at the store.
    await db.insert(activityLog).values([
      {
        userId: adminId,
        action: 'create',
        entity: 'brand',
        entityId: '7',
        summary: 'A: marca creada el 9 a la noche',
        createdAt: new Date('2026-03-10T02:30:00Z'),
      },
      {
        userId: adminId,
        action: 'update',
        entity: 'product',
        entityId: '12',
        summary: 'B: producto modificado el 10',
        createdAt: new Date('2026-03-10T15:00:00Z'),
        details: { note: 'interno' },
      },
      {
        userId: otherId,
        action: 'delete',
        entity: 'product',
        entityId: '13',
        summary: 'C: producto eliminado el 11',
        createdAt: new Date('2026-03-11T12:00:00Z'),
      },
      {
        userId: null,
        action: 'price_change',
        entity: 'product_bulk_price',
        summary: 'D: precios +10% el 12',
        createdAt: new Date('2026-03-12T03:00:00Z'),
        details: {
          selection: { brand: 1 },
          change: { mode: 'percent', direction: 'up', value: 10 },
          products: [
            {
              id: 12,
              name: 'Sustrato',
              old_price: 100,
              new_price: 110,
              old_price_in_ars: null,
              new_price_in_ars: null,
              options: [],
            },
          ],
        },
      },
    ]);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('refuses anonymous callers (401) and buyers (403) on the list and the facets', async () => {
    for (const url of ['/api/activity/', '/api/activity/facets/', '/api/activity/?entity=product']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url, headers: buyer })).statusCode).toBe(403);
    }
  });

  it('lists newest first with the user name, 20 per page', async () => {
    const page = await list();
    expect(page.results.map((entry) => entry.summary.slice(0, 1))).toEqual(['D', 'C', 'B', 'A']);
    expect(page.results[1]).toMatchObject({ username: 'demo', user_id: otherId, entity_id: '13' });
    expect(page.results[0]).toMatchObject({ username: null, user_id: null });
  });

  it('filters by user, entity, entity id and action', async () => {
    expect(await summaries(`?user_id=${adminId}`)).toEqual([
      'A: marca creada el 9 a la noche',
      'B: producto modificado el 10',
    ]);
    expect(await summaries('?entity=product')).toEqual([
      'B: producto modificado el 10',
      'C: producto eliminado el 11',
    ]);
    expect(await summaries('?entity=product&entity_id=13')).toEqual(['C: producto eliminado el 11']);
    expect(await summaries('?action=create')).toEqual(['A: marca creada el 9 a la noche']);
    expect(await summaries(`?user_id=${otherId}&action=create`)).toEqual([]);
  });

  it("filters by the store's days (America/Argentina/Buenos_Aires), both ends included", async () => {
    expect(await summaries('?date_from=2026-03-10')).toEqual([
      'B: producto modificado el 10',
      'C: producto eliminado el 11',
      'D: precios +10% el 12',
    ]);
    expect(await summaries('?date_to=2026-03-09')).toEqual(['A: marca creada el 9 a la noche']);
    expect(await summaries('?date_from=2026-03-10&date_to=2026-03-11')).toEqual([
      'B: producto modificado el 10',
      'C: producto eliminado el 11',
    ]);
    // 03:00 UTC on March 12 is midnight of March 12 at the store.
    expect(await summaries('?date_from=2026-03-12&date_to=2026-03-12')).toEqual(['D: precios +10% el 12']);
  });

  it('refuses malformed filters with Spanish messages', async () => {
    const call = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/activity/${query}`, headers: staff });
    const badDay = await call('?date_from=2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json()).toEqual({ date_from: [ACTIVITY_DATE_MESSAGE] });
    const reversed = await call('?date_from=2026-03-12&date_to=2026-03-10');
    expect(reversed.json()).toEqual({ date_to: [ACTIVITY_DATE_ORDER_MESSAGE] });
    const user = await call('?user_id=abc');
    expect(user.json()).toEqual({ user_id: ['user_id debe ser un número entero positivo'] });
  });

  it('answers details only for bulk price entries, with undoable', async () => {
    const page = await list();
    const bySummary = Object.fromEntries(page.results.map((entry) => [entry.summary.slice(0, 1), entry]));
    expect(bySummary.B).toMatchObject({ details: null, undoable: false, undone_at: null });
    expect(bySummary.D).toMatchObject({ undoable: true, undone_at: null });
    expect(bySummary.D.details).toMatchObject({ products: [{ id: 12, old_price: 100, new_price: 110 }] });
  });

  it('answers the facets: users, entities and actions present in the log', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/activity/facets/', headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      users: [
        { id: adminId, username: 'admin' },
        { id: otherId, username: 'demo' },
      ],
      entities: ['brand', 'product', 'product_bulk_price'],
      actions: ['create', 'delete', 'price_change', 'update'],
    });
  });
});
