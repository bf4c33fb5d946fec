import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { jsonPost, publicListPaths } from '../../test/factories.ts';
import { expiredToken, forgedToken, validToken } from '../../test/tokens.ts';

const login = (body: object) => jsonPost('/api/auth/login', body);
/** A mutation any valid token may make; the about-us texts are always there to update. */
const mutate = (token: string | undefined) =>
  jsonPost(
    '/api/about_us/update',
    { text: 'Films since 2009', text_extra: 'Kyiv, Tbilisi, Almaty' },
    token,
  );

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers 200 {message, token, userId, username} and the token authorises mutations', async () => {
    const res = await t.app.inject(login(testAdmin));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string }>();
    expect(body).toEqual({
      message: 'Logged in',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      userId: expect.stringMatching(/^[0-9a-f]{24}$/),
      username: 'admin',
    });
    expect((await t.app.inject(mutate(body.token))).statusCode).toBe(200);
    expect((await t.app.inject(mutate(undefined))).statusCode).toBe(401);
  });

  it('accepts the email in any letter case', async () => {
    const res = await t.app.inject(login({ ...testAdmin, email: testAdmin.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
  });

  it('gives the same 400 Wrong data for a wrong password and for an unknown email', async () => {
    const wrongPassword = await t.app.inject(
      login({ email: testAdmin.email, password: 'not-the-password' }),
    );
    const unknownEmail = await t.app.inject(
      login({ email: 'nobody@test.example', password: testAdmin.password }),
    );
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: messages.auth.wrongData });
      expect(res.json()).not.toHaveProperty('token');
    }
    const { requestId: _a, ...first } = wrongPassword.json<Record<string, unknown>>();
    const { requestId: _b, ...second } = unknownEmail.json<Record<string, unknown>>();
    expect(first).toEqual(second);
  });

  it.each([
    ['nothing', {}, { email: 'This field is required. ', password: 'This field is required. ' }],
    [
      'empty strings',
      { email: '', password: '' },
      { email: 'This field is required. ', password: 'This field is required. ' },
    ],
    [
      'a malformed email',
      { email: 'admin.test.example', password: 'long-enough' },
      { email: 'Email is not valid. ' },
    ],
    [
      'a short password',
      { email: testAdmin.email, password: '12345' },
      { password: 'Minimum 6 symbols. ' },
    ],
  ])('refuses %s with the sign-in form messages', async (_label, body, fields) => {
    const res = await t.app.inject(login(body));
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ message: string; errors: { field: string; message: string }[] }>();
    expect(answer.message).toBe(Object.values(fields)[0]);
    expect(answer.errors).toEqual(
      Object.entries(fields).map(([field, message]) => ({ field, message })),
    );
  });

  it('after repeated failures for one account answers 429 with Retry-After, even to the right password', async () => {
    let status = 400;
    let attempts = 0;
    while (status === 400 && attempts < 50) {
      attempts += 1;
      status = (
        await t.app.inject(login({ email: testAdmin.email, password: `wrong-${attempts}` }))
      ).statusCode;
    }
    expect(status).toBe(429);
    expect(attempts).toBeGreaterThan(3);
    const locked = await t.app.inject(login(testAdmin));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: messages.auth.tooManyAttempts,
      code: 'rate_limited',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    // Another account from the same address is not locked by this one's failures.
    const other = await t.app.inject(
      login({ email: 'someone@test.example', password: 'whatever-it-is' }),
    );
    expect(other.statusCode).toBe(400);
  });
});

describe('the token guard', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('accepts a token signed with the app secret and refuses a forged or expired one', async () => {
    expect((await t.app.inject(mutate(await validToken(t)))).statusCode).toBe(200);
    for (const token of [await forgedToken(t), await expiredToken(t), 'not-a-jwt', '']) {
      const res = await t.app.inject(mutate(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        message: messages.auth.unauthorized,
        code: 'unauthorized',
      });
    }
  });

  it('refuses the token in another header than X-Access-Token', async () => {
    const res = await t.app.inject({
      ...mutate(undefined),
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stops accepting old tokens once the admin password is changed', async () => {
    expect((await t.app.inject(mutate(t.token))).statusCode).toBe(200);
    await t.app.services.auth.setAdmin(testAdmin.email, 'a-brand-new-password');
    expect((await t.app.inject(mutate(t.token))).statusCode).toBe(401);
    expect((await t.app.inject(login(testAdmin))).statusCode).toBe(400);
    const fresh = await t.app.inject(
      login({ email: testAdmin.email, password: 'a-brand-new-password' }),
    );
    expect(fresh.statusCode).toBe(200);
    expect((await t.app.inject(mutate(fresh.json<{ token: string }>().token))).statusCode).toBe(
      200,
    );
  });

  it('leaves reads public', async () => {
    for (const url of publicListPaths) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
