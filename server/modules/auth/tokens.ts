import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  /** The user's token version when the token was issued; a password change bumps it. */
  version: number;
}

/** A verified token: its claims plus what a sign-out needs to revoke exactly this token. */
export interface VerifiedToken extends TokenClaims {
  /** The token's own id (`jti`), unique per sign-in. */
  id: string;
  expiresAt: Date;
}

/** Signs and checks the admin's access tokens (HS256, expiring, each with its own id). */
export function createTokens(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },
    /**
     * The claims of a valid, unexpired token; null for anything else. A token without a `jti`
     * (signed before sign-out existed) is refused too: it could not be signed out, and it is at
     * most one token lifetime old, so its holder simply signs in once more.
     */
    async verify(token: string): Promise<VerifiedToken | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, ver, jti, exp } = payload;
        if (typeof sub !== 'string' || typeof ver !== 'number' || typeof exp !== 'number') return null;
        if (typeof jti !== 'string' || jti === '' || jti.length > 64) return null;
        return { userId: sub, version: ver, id: jti, expiresAt: new Date(exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
