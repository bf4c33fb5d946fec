import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { jsonPost, read } from '../../test/factories.ts';
import { expiredToken, forgedToken, tokenWithoutId, validToken } from '../../test/tokens.ts';

/** A mutation any valid token may make; the about-us texts are always there to update. */
const mutate = (token: string | undefined) =>
  jsonPost('/api/about_us/update', { text: 'Films since 2009', text_extra: 'Kyiv, Tbilisi' }, token);
const logout = (token: string | undefined) => ({
  method: 'POST' as const,
  url: '/api/auth/logout',
  headers: token ? { 'x-access-token': token } : {},
});

async function signIn(t: TestApp): Promise<string> {
  const res = await t.app.inject(jsonPost('/api/auth/login', testAdmin));
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

describe('POST /api/auth/logout', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('revokes exactly the token it is called with; the same admin’s other token keeps working', async () => {
    const other = await signIn(t);
    expect((await t.app.inject(mutate(t.token))).statusCode).toBe(200);

    const res = await t.app.inject(logout(t.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', status: 200 });

    const refused = await t.app.inject(mutate(t.token));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: messages.auth.unauthorized, code: 'unauthorized' });
    expect((await t.app.inject(logout(t.token))).statusCode).toBe(401);
    expect((await t.app.inject(mutate(other))).statusCode).toBe(200);
    // Signing in again gives a new token that works.
    expect((await t.app.inject(mutate(await signIn(t)))).statusCode).toBe(200);
  });

  it('answers 401 without a valid token and revokes nothing', async () => {
    for (const token of [undefined, await forgedToken(t), await expiredToken(t), 'not-a-jwt']) {
      const res = await t.app.inject(logout(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: messages.auth.unauthorized, code: 'unauthorized' });
    }
    expect((await t.app.inject(mutate(t.token))).statusCode).toBe(200);
  });

  it('refuses a token without an id (issued before sign-out existed), though signed and unexpired', async () => {
    expect((await t.app.inject(mutate(await validToken(t)))).statusCode).toBe(200);
    expect((await t.app.inject(mutate(await tokenWithoutId(t)))).statusCode).toBe(401);
  });

  it('a burst of sign-outs with one token: no failure, and the token ends revoked', async () => {
    const other = await signIn(t);
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.app.inject(logout(t.token))));
    for (const res of answers) expect([200, 401], res.body).toContain(res.statusCode);
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    expect((await t.app.inject(mutate(t.token))).statusCode).toBe(401);
    expect((await t.app.inject(mutate(other))).statusCode).toBe(200);
  });

  it('a burst of sign-outs with different tokens revokes each of them and no other', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => signIn(t)));
    const answers = await Promise.all(tokens.map((token) => t.app.inject(logout(token))));
    expect(answers.map((res) => res.statusCode)).toEqual(tokens.map(() => 200));
    for (const token of tokens) expect((await t.app.inject(mutate(token))).statusCode).toBe(401);
    expect((await t.app.inject(mutate(t.token))).statusCode).toBe(200);
  });

  it('holds on every instance sharing the database', async () => {
    const second = await buildTestApp({ shared: t });
    try {
      expect((await second.app.inject(mutate(t.token))).statusCode).toBe(200);
      expect((await t.app.inject(logout(t.token))).statusCode).toBe(200);
      expect((await second.app.inject(mutate(t.token))).statusCode).toBe(401);
      expect((await second.app.inject(mutate(second.token))).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('is documented in /api/docs with its answers', async () => {
    const doc = await read<{
      paths: Record<string, { post?: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    }>(t, '/api/docs/json');
    const responses = doc.paths['/api/auth/logout']?.post?.responses;
    expect(responses?.['200']?.content['application/json']?.schema).toMatchObject({
      properties: { message: { enum: ['success'] }, status: { enum: [200] } },
    });
    expect(responses).toHaveProperty('401');
  });
});
