import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { jsonPost } from '../../test/factories.ts';
import { createDeviceTokens, deviceCookieName } from './device-cookie.ts';
import { defaultThrottleLimits } from './login-throttle.ts';

/** A sign-in from `address`, carrying the device cookie `device` when given. */
const login = (body: object, address: string, device?: string): InjectOptions => ({
  ...jsonPost('/api/auth/login', body),
  remoteAddress: address,
  ...(device ? { cookies: { [deviceCookieName]: device } } : {}),
});
const wrong = (i: number) => ({ email: testAdmin.email, password: `wrong-password-${i}` });

/** The device token a successful answer sets, with the cookie's attributes. */
function deviceCookieOf(res: { headers: Record<string, unknown> }) {
  const header = String(res.headers['set-cookie'] ?? '');
  const token = new RegExp(`^${deviceCookieName}=([^;]+)`).exec(header)?.[1];
  return { header, token: token as string };
}

/** 8 wrong passwords sent together from an attacker's addresses: the account is locked for unknown devices. */
async function lockOutFromElsewhere(t: TestApp) {
  const answers = await Promise.all(
    Array.from({ length: defaultThrottleLimits.perAccount + 4 }, (_, i) =>
      t.app.inject(login(wrong(i), `203.0.113.${i + 1}`)),
    ),
  );
  expect(answers.map((r) => r.statusCode)).toContain(429);
  const unknown = await t.app.inject(login(testAdmin, '198.51.100.7'));
  expect(unknown.statusCode).toBe(429);
}

describe('sign-in device cookies', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('are set by a successful sign-in: HttpOnly, SameSite=Strict, only for /api/auth, long-lived, not Secure over http', async () => {
    const res = await t.app.inject(login(testAdmin, '198.51.100.7'));
    expect(res.statusCode).toBe(200);
    const { header, token } = deviceCookieOf(res);
    expect(token).toMatch(/^d1\.[0-9a-f]{24}\.[\w-]+\.\d+\.[\w-]+$/);
    expect(header).toContain('; Path=/api/auth');
    expect(header).toContain('; HttpOnly');
    expect(header).toContain('; SameSite=Strict');
    expect(Number(/Max-Age=(\d+)/.exec(header)?.[1])).toBeGreaterThanOrEqual(90 * 24 * 3600);
    expect(header).not.toContain('Secure');
    // A failed sign-in sets none.
    const failed = await t.app.inject(login(wrong(0), '198.51.100.7'));
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('let a device that signed in before in while failures from elsewhere lock the account; unknown devices stay locked', async () => {
    const device = deviceCookieOf(await t.app.inject(login(testAdmin, '198.51.100.7'))).token;
    await lockOutFromElsewhere(t);

    const known = await t.app.inject(login(testAdmin, '198.51.100.7', device));
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ message: messages.auth.loggedIn });
    // A fresh device token each time; the old one keeps working too.
    const renewed = deviceCookieOf(known).token;
    expect(renewed).not.toBe(device);
    expect((await t.app.inject(login(testAdmin, '198.51.100.9', renewed))).statusCode).toBe(200);

    // The known device's success does not unlock the account for everyone else.
    expect((await t.app.inject(login(testAdmin, '198.51.100.7'))).statusCode).toBe(429);
  });

  it('count a known device’s own failures: past the limit it is an unknown device again', async () => {
    const device = deviceCookieOf(await t.app.inject(login(testAdmin, '198.51.100.7'))).token;
    await lockOutFromElsewhere(t);
    const answers = await Promise.all(
      Array.from({ length: defaultThrottleLimits.perAccount + 3 }, (_, i) =>
        t.app.inject(login(wrong(100 + i), '198.51.100.7', device)),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(defaultThrottleLimits.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    // Now the device is unknown, and the account is locked for unknown devices.
    const locked = await t.app.inject(login(testAdmin, '198.51.100.7', device));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('do not let a forged cookie, another account’s cookie or another site’s cookie past the lock-out', async () => {
    const other = { email: 'editor@test.example', password: 'another-good-password' };
    await t.app.services.auth.setAdmin(other.email, other.password);
    const otherDevice = deviceCookieOf(await t.app.inject(login(other, '198.51.100.8'))).token;
    const device = deviceCookieOf(await t.app.inject(login(testAdmin, '198.51.100.7'))).token;
    await lockOutFromElsewhere(t);

    const [body, signature] = [
      device.slice(0, device.lastIndexOf('.')),
      device.slice(device.lastIndexOf('.') + 1),
    ];
    const flipped = `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const [, userId] = device.split('.');
    const forgedAccount = `${otherDevice.split('.').slice(0, 1).join('.')}.${userId}.${otherDevice.split('.').slice(2).join('.')}`;
    const otherSecret = createDeviceTokens('a-different-server-secret-of-some-length').issue(
      userId as string,
    );
    for (const cookie of [flipped, otherDevice, forgedAccount, otherSecret, 'garbage', '']) {
      const res = await t.app.inject(login(testAdmin, '198.51.100.7', cookie));
      expect(res.statusCode, cookie).toBe(429);
    }
    // The genuine one still works.
    expect((await t.app.inject(login(testAdmin, '198.51.100.7', device))).statusCode).toBe(200);
  });
});

describe('the device cookie over HTTPS', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await buildTestApp({ env: { PUBLIC_URL: 'https://films.example' } });
    try {
      const res = await t.app.inject(login(testAdmin, '198.51.100.7'));
      expect(deviceCookieOf(res).header).toMatch(/; Secure(;|$)/);
    } finally {
      await t.close();
    }
  });
});

describe('device tokens', () => {
  it('expire', () => {
    let clock = Date.UTC(2026, 0, 1);
    const tokens = createDeviceTokens('a-server-secret-that-is-long-enough', () => clock);
    const token = tokens.issue('0123456789abcdef01234567');
    expect(tokens.read(token)).toMatchObject({ userId: '0123456789abcdef01234567' });
    clock += 181 * 24 * 3600 * 1000;
    expect(tokens.read(token)).toBeNull();
  });
});
