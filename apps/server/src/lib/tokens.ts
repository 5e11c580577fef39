import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; isStaff: boolean; tokenVersion: number };

export function createTokenService(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ staff: claims.isStaff, tv: claims.tokenVersion, token_type: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId)) return null;
        return { userId, isStaff: payload.staff === true, tokenVersion: Number(payload.tv ?? 0) };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
