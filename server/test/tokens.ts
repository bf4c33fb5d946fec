import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import type { TestApp } from './build-test-app.ts';

/**
 * Tokens carrying the test admin's real claims (subject and token version) and a fresh token id,
 * so a refusal can only come from what each one gets wrong: the signing secret or the expiry.
 */
async function sign(t: TestApp, secret: string, expiresAt: number): Promise<string> {
  const claims = decodeJwt(t.token);
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setJti(randomUUID())
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

const now = () => Math.floor(Date.now() / 1000);

/** The secret the app generated into its data folder (buildTestApp passes no JWT_SECRET). */
export const appSecret = (t: TestApp) => readFileSync(join(t.dataDir, 'jwt-secret'), 'utf8').trim();

/** Signed with the app's own secret, valid for an hour: proof that the claims used below are right. */
export const validToken = (t: TestApp) => sign(t, appSecret(t), now() + 3600);

/** Signed with a secret the app never had. */
export const forgedToken = (t: TestApp) =>
  sign(t, 'another-secret-that-is-long-enough-for-hs256!!', now() + 3600);

/** Signed with the app's real secret, expired an hour ago. */
export const expiredToken = (t: TestApp) => sign(t, appSecret(t), now() - 3600);

/** A valid token as servers before sign-out existed issued them: no token id (`jti`). */
export async function tokenWithoutId(t: TestApp): Promise<string> {
  const claims = decodeJwt(t.token);
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuedAt()
    .setExpirationTime(now() + 3600)
    .sign(new TextEncoder().encode(appSecret(t)));
}
