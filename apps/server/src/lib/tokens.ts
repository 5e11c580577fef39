import { jwtVerify, SignJWT } from 'jose';
import { MAX_VERIFIED_TOKENS } from './caches/map.ts';

export type TokenClaims = { userId: number; isStaff: boolean; tokenVersion: number };

/** The only kind of token the server issues; a token of another type (or none) is refused. */
const ACCESS = 'access';
const MAX_ID = 2 ** 31 - 1;
/** Tokens already checked, kept until they expire (at most this many, then the map starts over: decision 046). */
const MAX_VERIFIED = MAX_VERIFIED_TOKENS;

export function createTokenService(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  // A signature check costs ~50 µs of WebCrypto on every request of a logged-in buyer; the answer for
  // a given token only changes when it expires (revocation is the user's token_version, checked by
  // the guard on every request), so it is kept until then.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ staff: claims.isStaff, tv: claims.tokenVersion, token_type: ACCESS })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'token_type'],
        });
        const userId = Number(payload.sub);
        if (payload.token_type !== ACCESS || !Number.isInteger(userId) || userId < 1 || userId > MAX_ID)
          return null;
        const claims = Object.freeze({
          userId,
          isStaff: payload.staff === true,
          tokenVersion: Number(payload.tv ?? 0),
        });
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, { claims, expiresAt: (payload.exp ?? 0) * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
