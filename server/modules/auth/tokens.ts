import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  /** The user's token version when the token was issued; a password change bumps it. */
  version: number;
}

/** Signs and checks the admin's access tokens (HS256, expiring). */
export function createTokens(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },
    /** The claims of a valid, unexpired token; null for anything else. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
