import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { knownLoginAddresses } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError } from '../../lib/errors.ts';
import type { SharedState } from '../../lib/shared-state.ts';
import { createSharedLimitStore } from './limit-store.redis.ts';
import type { LimitStore } from './limit-store.ts';

export const ACCOUNT_LOCKED_MESSAGE =
  'Demasiados intentos fallidos para esta cuenta. Intenta nuevamente en 15 minutos.';
export const ADDRESS_LOCKED_MESSAGE =
  'Demasiados intentos fallidos desde esta conexión. Intenta nuevamente en 15 minutos.';

/** The limits of docs/decisions/008 and 042 (failures within one window; a lock lasts one window). */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  /** Failures for one account from addresses that never logged in to it: locks it for those... */
  accountFailures: 10,
  /** ...once they came from this many networks (one address is stopped by `addressAccountFailures`). */
  accountNetworks: 3,
  /** Failures for one account from one address (known or not): locks that address for it. */
  addressAccountFailures: 10,
  /** Failures from one address, whatever the account: locks the address (but not its own accounts). */
  addressFailures: 30,
  /** Different accounts (or unknown names) failed from one address: locks the address likewise. */
  addressNames: 20,
  /** Logins being checked at once from one address, so a burst cannot overshoot the counts. */
  addressInFlight: 4,
  /** A successful login keeps its address known for this long. */
  knownAddressMs: 90 * 24 * 60 * 60_000,
  /** Sign-in links e-mailed for one account within a window (docs/decisions/042). */
  accountLinks: 3,
};
export type LoginLimits = typeof LOGIN_LIMITS;

type Entry = { expiresAt: number; count: number; members?: Set<string> };

/**
 * The in-process store. Bounded: past `maxKeys` it drops expired entries, then the oldest ones
 * (an attacker who floods it can make it forget counts, never make it grow without bound).
 */
export function createMemoryLimitStore(options: { now?: () => number; maxKeys?: number } = {}): LimitStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const entries = new Map<string, Entry>();

  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const create = (key: string, ms: number): Entry => {
    if (entries.size >= maxKeys) {
      for (const other of entries.keys()) live(other);
      for (const other of entries.keys()) {
        if (entries.size < maxKeys) break;
        entries.delete(other);
      }
    }
    const entry: Entry = { expiresAt: now() + ms, count: 0 };
    entries.set(key, entry);
    return entry;
  };

  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? create(key, windowMs);
      entry.count++;
      return entry.count;
    },
    async addMember(key, member, windowMs) {
      const entry = live(key) ?? create(key, windowMs);
      entry.members ??= new Set();
      entry.members.add(member);
      return entry.members.size;
    },
    async setFlag(key, ms) {
      if (live(key)) return false;
      create(key, ms);
      return true;
    },
    async has(key) {
      return live(key) !== undefined;
    },
    async expiresAt(key) {
      return live(key)?.expiresAt ?? null;
    },
    async delete(keys) {
      for (const key of keys) entries.delete(key);
    },
    async deletePrefix(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

/**
 * The address a limit is kept for: IPv4 as is (also when mapped into IPv6), IPv6 by its /64
 * network, since one subscriber usually holds a whole /64.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const bare = ip.split('%')[0].toLowerCase();
  const [head, tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = [...headGroups, ...(tail === undefined ? [] : zeros), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The network an address key belongs to, for the per-account lock: an IPv4 address by its /24, an
 * IPv6 /64 as it is. Many failures from one network count as one source.
 */
export function networkKey(address: string): string {
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(address);
  return ipv4 ? `${ipv4[1]}.0/24` : address;
}

/** Who is trying: the address key, and the account (an existing user, or the typed name). */
export type LoginAttempt = {
  address: string;
  user: { id: number; username: string } | null;
  name: string;
};

export type LoginGuard = {
  /**
   * Refuses (429) a login the limits do not allow and answers whether the address is known to the
   * account. Call `finish` with the outcome once the password was checked.
   */
  begin: (attempt: LoginAttempt) => Promise<{ known: boolean; finish: (success: boolean) => Promise<void> }>;
  /** The lock strangers put on an account (from unknown addresses), and until when it holds. */
  accountLock: (userId: number) => Promise<{ locked: boolean; until: Date | null }>;
  /** Lifts every lock of an account (staff action). */
  unlock: (userId: number) => Promise<void>;
  /** Counts a sign-in link asked for an account; false past `accountLinks` in a window. */
  allowLoginLink: (userId: number) => Promise<boolean>;
  /**
   * The owner signed in by an e-mailed link: the address becomes known to the account and the lock
   * strangers caused is lifted, as after a login from a known address.
   */
  signedInByLink: (attempt: LoginAttempt) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** One per app: the login route counts with it, the staff routes read and lift its locks. */
    loginGuard: LoginGuard;
  }
}

const accountKey = (attempt: LoginAttempt) =>
  attempt.user ? `account:user:${attempt.user.id}:` : `account:name:${attempt.name.trim().toLowerCase()}:`;

/**
 * Login limits that strangers cannot turn against an account's owner (docs/decisions/008):
 * per address across accounts, per account and address, and per account from unknown addresses,
 * where an address becomes known by logging in to the account successfully.
 */
export function createLoginGuard(deps: {
  db: Db;
  log: FastifyBaseLogger;
  /** With Redis (REDIS_URL), the counters and locks are shared by every process. */
  shared?: Pick<SharedState, 'redis'>;
  store?: LimitStore;
  limits?: Partial<LoginLimits>;
}): LoginGuard {
  const limits = { ...LOGIN_LIMITS, ...deps.limits };
  const redis = deps.shared?.redis;
  const store =
    deps.store ??
    (redis ? createSharedLimitStore(redis, createMemoryLimitStore()) : createMemoryLimitStore());
  // Per process even with Redis: a burst guard, released in `finish`, that a crash must not leak.
  const inFlight = new Map<string, number>();

  async function isKnown(userId: number, address: string) {
    const [row] = await deps.db
      .select({ userId: knownLoginAddresses.userId })
      .from(knownLoginAddresses)
      .where(
        and(
          eq(knownLoginAddresses.userId, userId),
          eq(knownLoginAddresses.address, address),
          gt(knownLoginAddresses.lastLoginAt, new Date(Date.now() - limits.knownAddressMs)),
        ),
      );
    return row !== undefined;
  }

  async function remember(userId: number, address: string) {
    await deps.db
      .insert(knownLoginAddresses)
      .values({ userId, address })
      .onConflictDoUpdate({
        target: [knownLoginAddresses.userId, knownLoginAddresses.address],
        set: { lastLoginAt: sql`now()` },
      });
    await deps.db
      .delete(knownLoginAddresses)
      .where(
        and(
          eq(knownLoginAddresses.userId, userId),
          lt(knownLoginAddresses.lastLoginAt, new Date(Date.now() - limits.knownAddressMs)),
        ),
      );
  }

  /** Sets a lock once, and logs it (server log, and the activity log when it concerns a real account). */
  async function lock(key: string, attempt: LoginAttempt, reason: string, scope: 'account' | 'address') {
    if (!(await store.setFlag(key, limits.windowMs))) return;
    const until = new Date(Date.now() + limits.windowMs).toISOString();
    // A name that matches no account may be a password typed in the wrong box: only its hash is logged.
    const account = attempt.user
      ? { userId: attempt.user.id, username: attempt.user.username }
      : { userId: null, nameHash: createHash('sha256').update(attempt.name).digest('hex').slice(0, 12) };
    deps.log.warn({ address: attempt.address, ...account, reason, until }, 'login lock');
    if (scope === 'account' && !attempt.user) return;
    await recordActivity(deps.db, {
      userId: null,
      action: 'lock',
      entity: scope === 'account' ? 'user' : 'login_address',
      entityId: scope === 'account' ? attempt.user?.id : attempt.address,
      summary:
        scope === 'account'
          ? `Inicio de sesión bloqueado para ${attempt.user?.username}: ${reason} (hasta ${until})`
          : `Inicio de sesión bloqueado desde ${attempt.address}: ${reason} (hasta ${until})`,
    });
  }

  async function recordFailure(attempt: LoginAttempt, known: boolean) {
    const account = accountKey(attempt);
    const address = `address:${attempt.address}:`;
    const failures = await store.increment(`${address}failures`, limits.windowMs);
    const names = await store.addMember(`${address}names`, account, limits.windowMs);
    if (failures >= limits.addressFailures || names >= limits.addressNames) {
      await lock(
        `${address}lock`,
        attempt,
        `${failures} intentos fallidos con ${names} cuentas distintas`,
        'address',
      );
    }
    const pair = `${account}from:${attempt.address}:`;
    if ((await store.increment(`${pair}failures`, limits.windowMs)) >= limits.addressAccountFailures) {
      await lock(
        `${pair}lock`,
        attempt,
        `${limits.addressAccountFailures} intentos fallidos desde ${attempt.address}`,
        'account',
      );
    }
    if (known) return;
    const accountFailures = await store.increment(`${account}failures`, limits.windowMs);
    const networks = await store.addMember(
      `${account}networks`,
      networkKey(attempt.address),
      limits.windowMs,
    );
    if (accountFailures >= limits.accountFailures && networks >= limits.accountNetworks) {
      await lock(
        `${account}lock`,
        attempt,
        `${accountFailures} intentos fallidos desde direcciones desconocidas de ${networks} redes`,
        'account',
      );
    }
  }

  async function recordSuccess(attempt: LoginAttempt, known: boolean) {
    if (!attempt.user) return;
    const account = accountKey(attempt);
    const pair = `${account}from:${attempt.address}:`;
    // The owner is in: from a known address, the lock strangers caused has done its job (their own
    // address locks stay).
    await store.delete(
      known
        ? [`${pair}failures`, `${pair}lock`, `${account}lock`, `${account}failures`, `${account}networks`]
        : [`${pair}failures`, `${pair}lock`],
    );
    await remember(attempt.user.id, attempt.address);
  }

  return {
    async begin(attempt) {
      const running = inFlight.get(attempt.address) ?? 0;
      if (running >= limits.addressInFlight) throw new AppError('rate_limited', ADDRESS_LOCKED_MESSAGE);
      inFlight.set(attempt.address, running + 1);
      const release = () => {
        const left = (inFlight.get(attempt.address) ?? 1) - 1;
        if (left > 0) inFlight.set(attempt.address, left);
        else inFlight.delete(attempt.address);
      };
      try {
        const known = attempt.user ? await isKnown(attempt.user.id, attempt.address) : false;
        const account = accountKey(attempt);
        if (!known && (await store.has(`address:${attempt.address}:lock`)))
          throw new AppError('rate_limited', ADDRESS_LOCKED_MESSAGE);
        if (await store.has(`${account}from:${attempt.address}:lock`))
          throw new AppError('rate_limited', ACCOUNT_LOCKED_MESSAGE);
        if (!known && (await store.has(`${account}lock`)))
          throw new AppError('rate_limited', ACCOUNT_LOCKED_MESSAGE);
        let finished = false;
        return {
          known,
          async finish(success) {
            if (finished) return;
            finished = true;
            try {
              if (success) await recordSuccess(attempt, known);
              else await recordFailure(attempt, known);
            } finally {
              release();
            }
          },
        };
      } catch (error) {
        release();
        throw error;
      }
    },
    async accountLock(userId) {
      const expiresAt = await store.expiresAt(`account:user:${userId}:lock`);
      return { locked: expiresAt !== null, until: expiresAt === null ? null : new Date(expiresAt) };
    },
    async unlock(userId) {
      await store.deletePrefix(`account:user:${userId}:`);
    },
    async allowLoginLink(userId) {
      return (await store.increment(`account:user:${userId}:links`, limits.windowMs)) <= limits.accountLinks;
    },
    async signedInByLink(attempt) {
      await recordSuccess(attempt, true);
    },
  };
}
