/**
 * Scheduled jobs that run once per interval across every process sharing the database
 * (docs/decisions/025-scheduled-jobs.md). Each process ticks on a timer and tries to claim the run
 * with one atomic UPDATE on job_runs; only the process whose UPDATE matched runs it. The claim is
 * the start time, so a restart does not run a job again before its interval has passed.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppInstance } from '../app-instance.ts';
import type { Db } from '../db/client.ts';
import { jobRuns } from './metrics.ts';

export type JobDefinition = {
  /** Row key in job_runs (up to 50 characters). */
  name: string;
  /** Least time between two starts, across all processes. */
  everyMs: number;
  run: () => Promise<unknown>;
};

/** How often a process checks whether a job is due (at most once a minute; sooner for short jobs). */
const tickMs = (everyMs: number) => Math.max(1_000, Math.min(60_000, Math.floor(everyMs / 2)));

/**
 * Claims the run of `name` if its last start is older than `everyMs` (or it never ran). Atomic: of
 * several processes racing, exactly one gets true per interval.
 */
export async function claimJob(db: Db, name: string, everyMs: number): Promise<boolean> {
  await db.execute(sql`insert into job_runs (name) values (${name}) on conflict (name) do nothing`);
  const seconds = everyMs / 1000;
  const claimed = await db.execute(sql`
    update job_runs set last_started_at = now()
    where name = ${name}
      and (last_started_at is null or last_started_at <= now() - make_interval(secs => ${seconds}))
    returning name`);
  return rowsOf(claimed).length === 1;
}

/**
 * Claims `name` for a run on request (not on schedule): only when no run is under way (the last start
 * has finished, never happened, or is older than `staleMs`, a process that died). It moves the last
 * start, so the scheduled claim does not start another run within the interval (decision 028).
 */
export async function claimIdleJob(db: Db, name: string, staleMs: number): Promise<boolean> {
  await db.execute(sql`insert into job_runs (name) values (${name}) on conflict (name) do nothing`);
  const claimed = await db.execute(sql`
    update job_runs set last_started_at = now()
    where name = ${name}
      and (last_started_at is null
           or (last_finished_at is not null and last_finished_at >= last_started_at)
           or last_started_at < now() - make_interval(secs => ${staleMs / 1000}))
    returning name`);
  return rowsOf(claimed).length === 1;
}

/** Records the end of a run: the time and the error (null when it went well). */
export async function finishJob(db: Db, name: string, error: string | null): Promise<void> {
  await db.execute(
    sql`update job_runs set last_finished_at = now(), last_error = ${error} where name = ${name}`,
  );
}

function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return ((result as { rows?: unknown[] })?.rows ?? []) as unknown[];
}

/** Claims and, when this process won the claim, runs the job; errors are recorded, never thrown. */
export async function runJobOnce(
  db: Db,
  job: JobDefinition,
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
): Promise<'ran' | 'failed' | 'skipped'> {
  if (!(await claimJob(db, job.name, job.everyMs))) {
    jobRuns.inc({ job: job.name, result: 'skipped' });
    return 'skipped';
  }
  try {
    await job.run();
    await finishJob(db, job.name, null);
    jobRuns.inc({ job: job.name, result: 'ran' });
    return 'ran';
  } catch (error) {
    const message = (error as Error)?.message ?? String(error);
    log?.warn({ job: job.name, err: error }, `Tarea programada ${job.name}: ${message}`);
    await finishJob(db, job.name, message.slice(0, 2000)).catch(() => {});
    jobRuns.inc({ job: job.name, result: 'failed' });
    return 'failed';
  }
}

export type Scheduler = {
  scheduleJob: (job: JobDefinition) => void;
  /** Stops the timers and waits for a run under way (called on app close). */
  stop: () => Promise<void>;
};

export function createScheduler(options: {
  db: Db;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** Wait before the first check (5 s, so startup is not slowed; tests shorten it). */
  firstDelayMs?: number;
}): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const scheduleJob = (job: JobDefinition) => {
    const tick = () => {
      if (stopped) return;
      const run = runJobOnce(options.db, job, options.log)
        .catch((error) =>
          options.log?.error({ job: job.name, err: error }, 'Tarea programada: error al reclamarla'),
        )
        .finally(() => {
          running.delete(run);
          if (!stopped) arm(tickMs(job.everyMs));
        });
      running.add(run);
    };
    const arm = (delay: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        tick();
      }, delay);
      timer.unref();
      timers.add(timer);
    };
    // First check shortly after start (not during it), then every tick.
    arm(options.firstDelayMs ?? 5_000);
  };

  return {
    scheduleJob,
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

/** Starts `jobs` for this app's process and stops them when the app closes. */
export function startJobs(app: AppInstance, jobs: JobDefinition[]): Scheduler {
  const scheduler = createScheduler({ db: app.db, log: app.log });
  for (const job of jobs) scheduler.scheduleJob(job);
  app.addHook('onClose', () => scheduler.stop());
  return scheduler;
}
