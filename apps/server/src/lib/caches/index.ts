/**
 * Every in-process cache and the versions that move them, in one place (issue 27 item 1,
 * docs/decisions/046; the table with each cache's key, bound, lifetime and mover is map.ts).
 *
 * - versions.ts: the four versions (`catalogue`, `stock`, `settings`, `accounts`), in this process or
 *   in Redis;
 * - writes.ts: each write route declares what it changes; its versions move before its answer;
 * - answers.ts: the catalogue's answers and drawn pages (`app.catalogue`), the offer boundary, the
 *   state the search index is kept under;
 * - accounts.ts: the user rows behind tokens;
 * - `kept` here: values read from the database under the `settings` version (the store settings the
 *   order mails and the page loads' CSP read).
 *
 * `app.caches.move(...)` is how a job, or a test writing past the API, says what it changed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccountRow, type AccountRows, createAccountRows } from './accounts.ts';
import { registerAnswers } from './answers.ts';
import { MAX_AGE_MS } from './map.ts';
import type { VersionName, Versions } from './versions.ts';
import { registerWrites } from './writes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

export type Caches = {
  versions: Versions;
  /**
   * Moves these versions: what this process keeps under them goes at once, every other process's on
   * its next request. For jobs and writes past the API; routes declare `config.changes` instead.
   */
  move: (...names: VersionName[]) => Promise<void>;
  /** Called when this process moves one of these versions (before the move reaches Redis). */
  onMove: (names: readonly VersionName[], listener: () => void) => void;
  /**
   * A value read from the database, kept under the `settings` version (the store settings): read again
   * after a write that declares `settings`, or after MAX_AGE_MS. Without a known version, every time.
   */
  kept: <T>(request: FastifyRequest, name: string, load: () => Promise<T>) => Promise<T>;
  /** The user rows behind tokens (the guard's). */
  accounts: AccountRows;
};

/**
 * What the caches read of modules' tables, handed in by app.ts (lib/ queries no module's table:
 * decision 047): the user row behind a token, and the next moment an offer starts or ends (ms since the
 * epoch, Infinity when none is coming).
 */
export type CacheReads = {
  account: (userId: number) => Promise<AccountRow | null>;
  nextOfferBoundary: () => Promise<number>;
};

export function registerCaches(app: FastifyInstance, reads: CacheReads) {
  const versions = app.sharedState.versions;
  const moveListeners: { names: readonly VersionName[]; listener: () => void }[] = [];
  const move = async (names: readonly VersionName[]) => {
    for (const { names: watched, listener } of moveListeners)
      if (watched.some((name) => names.includes(name))) listener();
    await Promise.all(names.map((name) => versions.bump(name)));
  };

  const keptValues = createKeptValues(versions);
  const accounts = createAccountRows(reads.account, versions);
  const caches: Caches = {
    versions,
    move: (...names) => move(names),
    onMove: (names, listener) => moveListeners.push({ names, listener }),
    kept: keptValues.read,
    accounts,
  };
  caches.onMove(['settings'], keptValues.clear);
  caches.onMove(['accounts'], accounts.clear);
  versions.onLost(() => {
    keptValues.clear();
    accounts.clear();
  });
  app.decorate('caches', caches);
  registerWrites(app, move);
  registerAnswers(app, caches, reads.nextOfferBoundary);
}

/** Values read from the database kept under the `settings` version, at most MAX_AGE_MS each. */
export function createKeptValues(versions: Versions) {
  const kept = new Map<string, { version: string; value: Promise<unknown>; expiresAt: number }>();
  return {
    clear: () => kept.clear(),
    read: async <T>(request: FastifyRequest, name: string, load: () => Promise<T>): Promise<T> => {
      const version = (await versions.read(request))?.settings;
      if (!version) return load();
      const known = kept.get(name);
      if (known?.version === version && known.expiresAt > Date.now()) return known.value as Promise<T>;
      const value = load();
      kept.set(name, { version, value, expiresAt: Date.now() + MAX_AGE_MS });
      value.catch(() => {
        if (kept.get(name)?.value === value) kept.delete(name);
      });
      return value;
    },
  };
}
