import { describe, expect, it } from 'vitest';
import { isTokenExpired, readTokenClaims } from './token-claims.ts';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;

describe('token claims', () => {
  it('reads the subject and expiry of a JWT', () => {
    expect(readTokenClaims(jwt({ sub: 'abc', exp: 2000 }))).toEqual({ userId: 'abc', expiresAt: 2_000_000 });
  });

  it('knows an expired token, and never calls an unreadable one expired', () => {
    expect(isTokenExpired(jwt({ exp: 1 }), 5_000)).toBe(true);
    expect(isTokenExpired(jwt({ exp: 10 }), 5_000)).toBe(false);
    expect(isTokenExpired('not-a-jwt', 5_000)).toBe(false);
    expect(readTokenClaims('a.%%%.c')).toBeNull();
  });
});
