import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP: scrypt with N=2^17, r=8, p=1. maxmem must allow 128 * N * r bytes.
export const PASSWORD_COST = 2 ** 17;
const PARAMS = { N: PASSWORD_COST, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };

/**
 * The unit and API tests only (their vitest setup file, docs/decisions/051): the same scrypt with a
 * smaller N, so the suites' hundreds of registrations and logins do not spend minutes of CPU. Each
 * hash carries its N, so verification never depends on this. Servers started as processes (the
 * end-to-end journeys, the production-shape suites, `npm start`) never call it.
 */
export function usePasswordCostForTests(cost: number) {
  PARAMS.N = cost;
  dummyHash = null;
}
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params = PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem };
  const key = await derive(password, Buffer.from(salt, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of no one's password (a random one), with the current parameters, made at the first login
 * for a user that does not exist: checking such a login against it costs the same scrypt work as a
 * wrong password for a real one.
 */
let dummyHash: Promise<string> | null = null;

/** Checks a password against a stored hash, or spends the same time and answers false without one. */
export async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  const matches = await verifyPassword(password, stored ?? (await dummyHash));
  return stored !== undefined && matches;
}
