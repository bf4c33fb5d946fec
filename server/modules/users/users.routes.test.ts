import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { User } from '#shared/schemas/user.ts';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { get, jsonPost } from '../../test/factories.ts';

/** A mutation any valid token may make; the about-us texts are always there to update. */
const mutate = (token: string) =>
  jsonPost('/api/about_us/update', { text: 'Films since 2009', text_extra: 'Kyiv, Tbilisi' }, token);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function accounts(token = t.token): Promise<User[]> {
  const res = await t.app.inject(get('/api/users', token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<User[]>();
}

async function addAccount(email: string, password: string, token = t.token) {
  return t.app.inject(jsonPost('/api/users/add', { email, password }, token));
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.app.inject(jsonPost('/api/auth/login', { email, password }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

const idOf = async (email: string) => (await accounts()).find((a) => a.email === email)?._id ?? '';

describe('accounts without a token', () => {
  it('answers 401 to every accounts call and changes nothing', async () => {
    const before = await accounts();
    const adminId = before[0]?._id ?? '';
    const calls = [
      get('/api/users'),
      jsonPost('/api/users/add', { email: 'intruder@test.example', password: 'intruder-password' }),
      get(`/api/users/remove/${adminId}`),
      jsonPost('/api/auth/password', { current: testAdmin.password, password: 'taken-over-password' }),
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url as string).toBe(401);
      expect(res.json()).toMatchObject({ message: messages.auth.unauthorized, code: 'unauthorized' });
    }
    expect(await accounts()).toEqual(before);
    await signIn(testAdmin.email, testAdmin.password);
  });
});

describe('GET /api/users', () => {
  it('lists the accounts with id, e-mail and creation time only, and no cache may keep it', async () => {
    const res = await t.app.inject(get('/api/users', t.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json<User[]>();
    expect(list).toEqual([{ _id: expect.stringMatching(/^[0-9a-f]{24}$/), email: testAdmin.email, createdAt: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(list[0]?.createdAt ?? ''))).toBe(false);
    expect(res.body).not.toMatch(/hash|argon/i);
  });
});

describe('POST /api/users/add', () => {
  it('adds an account that signs in and may change the site', async () => {
    const res = await addAccount('Second.Admin@Test.Example', 'second-admin-password');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'success' });
    expect((await accounts()).map((a) => a.email)).toEqual([testAdmin.email, 'second.admin@test.example']);

    const token = await signIn('second.admin@test.example', 'second-admin-password');
    expect((await t.app.inject(mutate(token))).statusCode).toBe(200);
    // An account added by the new one is as good as any.
    expect((await accounts(token)).length).toBe(2);
  });

  it('refuses an e-mail that has an account in any case, and stores nothing', async () => {
    const before = await accounts();
    for (const email of [testAdmin.email.toUpperCase(), 'SECOND.admin@test.example']) {
      const res = await addAccount(email, 'yet-another-password');
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({
        message: messages.accounts.emailTaken,
        errors: [{ field: 'email', message: messages.accounts.emailTaken }],
      });
    }
    expect(await accounts()).toEqual(before);
    // The existing account's password is untouched.
    await signIn(testAdmin.email, testAdmin.password);
  });

  it('refuses two simultaneous adds of one e-mail but one', async () => {
    const answers = await Promise.all([
      addAccount('twin@test.example', 'twin-password-one'),
      addAccount('TWIN@test.example', 'twin-password-two'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await accounts()).filter((a) => a.email === 'twin@test.example')).toHaveLength(1);
    await removeOk(await idOf('twin@test.example'));
  });

  it('refuses a short, common or e-mail password, a bad or missing e-mail, with the field’s message, and stores nothing', async () => {
    const before = await accounts();
    const cases = [
      [{ email: 'short@test.example', password: '12345' }, 'password', messages.minSymbols(6)],
      [{ email: 'not-an-email', password: 'long-enough' }, 'email', messages.emailInvalid],
      [{ password: 'long-enough' }, 'email', messages.required],
      [{ email: 'nopass@test.example' }, 'password', messages.required],
      [{ email: 'common@test.example', password: 'Password1' }, 'password', messages.accounts.passwordCommon],
      [{ email: 'common@test.example', password: 'qwerty123' }, 'password', messages.accounts.passwordCommon],
      [{ email: 'common@test.example', password: 'zzzzzzzzzz' }, 'password', messages.accounts.passwordCommon],
      [{ email: 'editor@test.example', password: 'Editor' }, 'password', messages.accounts.passwordIsEmail],
      [{ email: 'editor@test.example', password: 'editor@test.example' }, 'password', messages.accounts.passwordIsEmail],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await t.app.inject(jsonPost('/api/users/add', body, t.token));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
    }
    expect(await accounts()).toEqual(before);
    const login = await t.app.inject(jsonPost('/api/auth/login', { email: 'short@test.example', password: '12345' }));
    expect(login.statusCode).toBe(400);
  });
});

async function removeOk(id: string, token = t.token): Promise<void> {
  const res = await t.app.inject(get(`/api/users/remove/${id}`, token));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ message: 'success', status: 200 });
}

describe('GET /api/users/remove/:id', () => {
  it('refuses to remove your own account', async () => {
    const before = await accounts();
    const res = await t.app.inject(get(`/api/users/remove/${await idOf(testAdmin.email)}`, t.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.accounts.removeSelf });
    expect(await accounts()).toEqual(before);
    expect((await t.app.inject(mutate(t.token))).statusCode).toBe(200);
  });

  it('removes another account: its tokens stop working at once and it cannot sign in', async () => {
    expect((await addAccount('leaving@test.example', 'leaving-password')).statusCode).toBe(201);
    const theirs = await signIn('leaving@test.example', 'leaving-password');
    expect((await t.app.inject(mutate(theirs))).statusCode).toBe(200);

    await removeOk(await idOf('leaving@test.example'));

    expect((await accounts()).map((a) => a.email)).not.toContain('leaving@test.example');
    const refused = await t.app.inject(mutate(theirs));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unauthorized' });
    expect((await t.app.inject(get('/api/users', theirs))).statusCode).toBe(401);
    const login = await t.app.inject(jsonPost('/api/auth/login', { email: 'leaving@test.example', password: 'leaving-password' }));
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ message: messages.auth.wrongData });
    // The e-mail is free again.
    expect((await addAccount('leaving@test.example', 'back-again-password')).statusCode).toBe(201);
    await removeOk(await idOf('leaving@test.example'));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      const res = await t.app.inject(get(`/api/users/remove/${id}`, t.token));
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('never removes the last account: an admin whose own account went meanwhile is refused', async () => {
    const other = await buildTestApp();
    try {
      const [only] = (await other.app.inject(get('/api/users', other.token))).json<User[]>();
      // An admin who passed the guard just before their own account was removed.
      const gone = { id: 'ffffffffffffffffffffffff', username: 'gone', email: 'gone@test.example', token: { id: 'x', expiresAt: new Date(), version: 0 } };
      await expect(other.app.services.users.remove(only?._id ?? '', gone)).rejects.toMatchObject({
        statusCode: 400,
        message: messages.accounts.lastAccount,
      });
      expect((await other.app.inject(get('/api/users', other.token))).json<User[]>()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('two administrators removing each other at once leave one account, never none', async () => {
    const other = await buildTestApp();
    try {
      const add = await other.app.inject(
        jsonPost('/api/users/add', { email: 'rival@test.example', password: 'rival-password' }, other.token),
      );
      expect(add.statusCode).toBe(201);
      const list = (await other.app.inject(get('/api/users', other.token))).json<User[]>();
      const admin = (email: string) => {
        const id = list.find((a) => a.email === email)?._id ?? '';
        return { id, username: email, email, token: { id: email, expiresAt: new Date(), version: 0 } };
      };
      const [first, rival] = [admin(testAdmin.email), admin('rival@test.example')];
      // Both past the guard at the same moment: only the service's rule stands between them and none.
      const results = await Promise.allSettled([
        other.app.services.users.remove(rival.id, first),
        other.app.services.users.remove(first.id, rival),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected');
      expect(refused?.reason).toMatchObject({ statusCode: 400, message: messages.accounts.lastAccount });
      const winner = results[0]?.status === 'fulfilled' ? first : rival;
      expect((await other.app.services.users.list()).map((a) => a._id)).toEqual([winner.id]);
    } finally {
      await other.close();
    }
  });
});
