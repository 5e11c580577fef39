import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';
import { createTestDatabase, dbKind } from '../test/helpers.ts';
import { claimJob, createScheduler, runJobOnce } from './jobs.ts';

const HOUR = 3_600_000;

describe(`scheduled jobs (${dbKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const rowOf = async (name: string) =>
    (await database.db.select().from(jobRuns).where(eq(jobRuns.name, name)))[0];

  it('of many claims racing in parallel exactly one wins, and none again before the interval', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJob(database.db, 'race', HOUR)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob(database.db, 'race', HOUR)).toBe(false);
    // As after a restart an hour later: the last start is older than the interval.
    await database.db.execute(
      sql`update job_runs set last_started_at = now() - interval '61 minutes' where name = 'race'`,
    );
    const again = await Promise.all(Array.from({ length: 4 }, () => claimJob(database.db, 'race', HOUR)));
    expect(again.filter(Boolean)).toHaveLength(1);
  });

  it('records the end of a run and its error, and never throws', async () => {
    expect(await runJobOnce(database.db, { name: 'ok', everyMs: HOUR, run: async () => 1 })).toBe('ran');
    const ok = await rowOf('ok');
    expect(ok.lastFinishedAt).toBeInstanceOf(Date);
    expect(ok.lastError).toBeNull();

    const failing = {
      name: 'falla',
      everyMs: HOUR,
      run: async () => Promise.reject(new Error('Servicio caído')),
    };
    expect(await runJobOnce(database.db, failing)).toBe('failed');
    expect((await rowOf('falla')).lastError).toBe('Servicio caído');
    expect(await runJobOnce(database.db, failing)).toBe('skipped');
  });

  it('two schedulers (two app processes) on the same database run a job once per interval; stop ends the timers', async () => {
    let runs = 0;
    const job = {
      name: 'dos-procesos',
      everyMs: HOUR,
      run: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    const first = createScheduler({ db: database.db, firstDelayMs: 10 });
    const second = createScheduler({ db: database.db, firstDelayMs: 10 });
    first.scheduleJob(job);
    second.scheduleJob(job);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await Promise.all([first.stop(), second.stop()]);
    expect(runs).toBe(1);
    const row = await rowOf('dos-procesos');
    expect(row.lastFinishedAt).toBeInstanceOf(Date);
    expect(row.lastStartedAt!.getTime()).toBeLessThanOrEqual(row.lastFinishedAt!.getTime());
  });
});
