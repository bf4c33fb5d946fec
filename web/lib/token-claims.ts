/** What the client may read from a stored token without trusting it: the server still checks every request. */
export interface TokenClaims {
  userId: string | null;
  /** Expiry in ms since the epoch, or null when the token carries none. */
  expiresAt: number | null;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Reads the JWT payload (subject and expiry); null for anything that is not a readable JWT. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = decodeSegment(payload);
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, exp } = claims as { sub?: unknown; exp?: unknown };
    return {
      userId: typeof sub === 'string' ? sub : null,
      expiresAt: typeof exp === 'number' ? exp * 1000 : null,
    };
  } catch {
    return null;
  }
}

/** A token that says it has expired is not worth showing admin controls for. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const claims = readTokenClaims(token);
  return claims?.expiresAt != null && claims.expiresAt <= now;
}
