import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP: scrypt with N=2^17, r=8, p=1. maxmem must allow 128 * N * r bytes.
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
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
 * A hash of no one's password, with the current parameters: checking a login for a user that does
 * not exist against it costs the same scrypt work as a wrong password for a real one.
 */
const DUMMY_HASH =
  'scrypt$131072$8$1$bCb25DIR1gNe3W4qmWZjMA$xJZhIlydHyB9qDUiOMNl1msl0qR5UDa99FC38KHFq-kyK5rWtjaLfxcklX8DNMFYBuhuc0DI66-dW34oMWRSYw';

/** Checks a password against a stored hash, or spends the same time and answers false without one. */
export async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, stored ?? DUMMY_HASH);
  return stored !== undefined && matches;
}
