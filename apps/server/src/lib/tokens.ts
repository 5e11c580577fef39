import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; isStaff: boolean; tokenVersion: number };

/** The only kind of token the server issues; a token of another type (or none) is refused. */
const ACCESS = 'access';
const MAX_ID = 2 ** 31 - 1;

export function createTokenService(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'token_type'],
        });
        const userId = Number(payload.sub);
        if (payload.token_type !== ACCESS || !Number.isInteger(userId) || userId < 1 || userId > MAX_ID)
          return null;
        return { userId, isStaff: payload.staff === true, tokenVersion: Number(payload.tv ?? 0) };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
