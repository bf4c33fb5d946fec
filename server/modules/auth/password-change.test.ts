import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { get, jsonPost } from '../../test/factories.ts';
import { defaultThrottleLimits, type ThrottleStore } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';

/** A mutation any valid token may make; the about-us texts are always there to update. */
const mutate = (token: string) =>
  jsonPost('/api/about_us/update', { text: 'Films since 2009', text_extra: 'Kyiv, Tbilisi' }, token);
const change = (token: string | undefined, current: string, password: string) =>
  jsonPost('/api/auth/password', { current, password }, token);

async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject(jsonPost('/api/auth/login', { email, password }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

describe('POST /api/auth/password', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('changes the password: other sessions end, this one goes on with the answered token', async () => {
    const otherSession = await signIn(t, testAdmin.email, testAdmin.password);
    // Another administrator's session has nothing to do with it.
    await t.app.inject(jsonPost('/api/users/add', { email: 'colleague@test.example', password: 'colleague-password' }, t.token));
    const colleague = await signIn(t, 'colleague@test.example', 'colleague-password');

    const res = await t.app.inject(change(t.token, testAdmin.password, 'a-new-long-password'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ message: string; status: number; token: string }>();
    expect(answer).toEqual({ message: 'success', status: 200, token: expect.any(String) });

    // This session keeps working, on its new token.
    expect((await t.app.inject(mutate(answer.token))).statusCode).toBe(200);
    expect(decodeJwt(answer.token).sub).toBe(decodeJwt(t.token).sub);
    // Every token issued before the change ended: the other session's and the one the change came with.
    for (const token of [otherSession, t.token]) {
      const refused = await t.app.inject(mutate(token));
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'unauthorized' });
    }
    expect((await t.app.inject(mutate(colleague))).statusCode).toBe(200);

    const old = await t.app.inject(jsonPost('/api/auth/login', testAdmin));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ message: messages.auth.wrongData });
    expect((await t.app.inject(mutate(await signIn(t, testAdmin.email, 'a-new-long-password')))).statusCode).toBe(200);
    expect((await t.app.inject(get('/api/users', answer.token))).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 under the field, and changes nothing', async () => {
    const res = await t.app.inject(change(t.token, 'not-my-password', 'a-new-long-password'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: messages.accounts.wrongCurrent,
      errors: [{ field: 'current', message: messages.accounts.wrongCurrent }],
    });
    // Not signed out by a typo, and the password is what it was.
    expect((await t.app.inject(mutate(t.token))).statusCode).toBe(200);
    await signIn(t, testAdmin.email, testAdmin.password);
    expect((await t.app.inject(jsonPost('/api/auth/login', { email: testAdmin.email, password: 'a-new-long-password' }))).statusCode).toBe(400);
  });

  it('refuses a short, common, unchanged or missing new password and a missing current one with the field’s message', async () => {
    const cases = [
      [{ current: testAdmin.password, password: '12345' }, 'password', messages.minSymbols(6)],
      [{ current: testAdmin.password }, 'password', messages.required],
      [{ password: 'a-new-long-password' }, 'current', messages.required],
      [{ current: testAdmin.password, password: 'letmein1' }, 'password', messages.accounts.passwordCommon],
      [{ current: testAdmin.password, password: testAdmin.password }, 'password', messages.accounts.passwordUnchanged],
      // The address is what an attacker tries first, as for a new account.
      [{ current: testAdmin.password, password: testAdmin.email }, 'password', messages.accounts.passwordIsEmail],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await t.app.inject(jsonPost('/api/auth/password', body, t.token));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
    }
    expect((await t.app.inject(mutate(t.token))).statusCode).toBe(200);
    await signIn(t, testAdmin.email, testAdmin.password);
  });
});

describe('POST /api/auth/password, an account whose address has a longer name part', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the name part as the new password, in any letter case, and the password stays', async () => {
    await t.app.inject(jsonPost('/api/users/add', { email: 'second.admin@test.example', password: 'colleague-password' }, t.token));
    const token = await signIn(t, 'second.admin@test.example', 'colleague-password');
    const res = await t.app.inject(change(token, 'colleague-password', 'Second.Admin'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'password', message: messages.accounts.passwordIsEmail }] });
    expect((await t.app.inject(mutate(token))).statusCode).toBe(200);
    await signIn(t, 'second.admin@test.example', 'colleague-password');
  });
});

describe('changes sent at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('one wins; the others end with the session it ended (401), and the password is the one the winner was told', async () => {
    const passwords = Array.from({ length: 8 }, (_, i) => `race-new-password-${i}`);
    const results = await Promise.all(passwords.map((password) => t.app.inject(change(t.token, testAdmin.password, password))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200), statuses.join()).toHaveLength(1);
    expect(statuses.filter((s) => s === 401), statuses.join()).toHaveLength(passwords.length - 1);
    const winner = passwords[statuses.indexOf(200)] ?? '';
    const token = results[statuses.indexOf(200)]?.json<{ token: string }>().token ?? '';
    expect((await t.app.inject(mutate(token))).statusCode).toBe(200);
    await signIn(t, testAdmin.email, winner);
    for (const password of passwords.filter((p) => p !== winner)) {
      expect((await t.app.inject(jsonPost('/api/auth/login', { email: testAdmin.email, password }))).statusCode).toBe(400);
    }
  });
});

describe('a burst of wrong current passwords', () => {
  let t: TestApp;
  const state = { calls: 0, reserved: 0 };
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  let allReserved: () => void = () => undefined;
  let burstSize = Infinity;
  const watchThrottle = (store: ThrottleStore): ThrottleStore => ({
    ...store,
    async reserve(keys, windowMs) {
      const result = await store.reserve(keys, windowMs);
      state.reserved += 1;
      if (state.reserved === burstSize) allReserved();
      return result;
    },
  });
  beforeAll(async () => {
    t = await buildTestApp({
      watchThrottle,
      verifyPassword: async (hashed, password) => {
        state.calls += 1;
        await gate;
        return verifyPassword(hashed, password);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no more passwords checked than a sign-in allows on one account; the rest are 429', async () => {
    state.calls = 0;
    state.reserved = 0;
    burstSize = 40;
    gate = new Promise((resolve) => (release = resolve));
    const reserved = new Promise<void>((resolve) => (allReserved = resolve));
    // Checks wait until every attempt has been counted, so none can finish and free a place early.
    const answers = Promise.all(
      Array.from({ length: burstSize }, (_, i) => t.app.inject(change(t.token, `wrong-guess-${i}`, 'a-new-long-password'))),
    );
    await reserved;
    release();
    const results = await answers;

    expect(state.calls).toBeGreaterThan(0);
    expect(state.calls).toBeLessThanOrEqual(defaultThrottleLimits.perAccount);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(state.calls);
    expect(statuses.filter((s) => s === 429)).toHaveLength(burstSize - state.calls);
    const throttled = results.find((r) => r.statusCode === 429);
    expect(throttled?.json()).toMatchObject({ message: messages.auth.tooManyAttempts, code: 'rate_limited' });
    expect(Number(throttled?.headers['retry-after'])).toBeGreaterThan(0);
    // The same counters as the sign-in form: the account is now throttled there too.
    const login = await t.app.inject(jsonPost('/api/auth/login', testAdmin));
    expect(login.statusCode).toBe(429);
    // The session itself is untouched by the guesses.
    expect((await t.app.inject(mutate(t.token))).statusCode).toBe(200);
  });
});
