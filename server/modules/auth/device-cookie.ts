import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in successfully gets a signed token naming the account and a random nonce. The
 * throttle counts that device's failures on their own, so failures from elsewhere cannot lock
 * it out (login-throttle.ts).
 */
export interface DeviceClaims {
  userId: string;
  nonce: string;
}

/** 180 days: a device stays known across many sign-ins; a new sign-in renews it. */
export const deviceCookieMaxAgeSeconds = 180 * 24 * 60 * 60;

const version = 'd1';

/**
 * Signs and checks device tokens: `d1.<userId>.<nonce>.<expires>.<HMAC-SHA256>`. The key is
 * derived from the server secret for this one purpose, so no access token (signed with the
 * secret itself) can pass for a device token, nor the other way round.
 */
export function createDeviceTokens(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('sign-in device cookie').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(userId: string): string {
      const expires = Math.floor(now() / 1000) + deviceCookieMaxAgeSeconds;
      const body = [version, userId, randomBytes(16).toString('base64url'), expires].join('.');
      return `${body}.${mac(body)}`;
    },
    /** The claims of a genuine, unexpired token; null for anything else. */
    read(token: string | undefined): DeviceClaims | null {
      const parts = token?.split('.') ?? [];
      if (parts.length !== 5 || parts[0] !== version) return null;
      const [, userId, nonce, expires, signature] = parts as [
        string,
        string,
        string,
        string,
        string,
      ];
      const expected = Buffer.from(mac(parts.slice(0, 4).join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= now()) return null;
      return { userId, nonce };
    },
  };
}
export type DeviceTokens = ReturnType<typeof createDeviceTokens>;

export const deviceCookieName = 'signin_device';

/** The device token in a Cookie header, if any. */
export function readDeviceCookie(header: string | undefined): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === deviceCookieName) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The Set-Cookie value: only sent to the sign-in endpoints, never readable by scripts, never
 * sent along from another site, and only over HTTPS when the site is served over HTTPS.
 */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return [
    `${deviceCookieName}=${token}`,
    'Path=/api/auth',
    `Max-Age=${deviceCookieMaxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
