import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedApp, type LoggedApp } from '../test/logged-app.ts';
import { testAdmin } from '../test/build-test-app.ts';
import { loggedUrl } from './access-log.ts';

let t: LoggedApp;
beforeAll(async () => {
  t = await buildLoggedApp();
});
afterAll(async () => {
  await t.close();
});

/** The lines written for the request whose access line has this URL. */
function linesOf(url: string) {
  const access = t.logs.filter((line) => line.msg === 'request' && line.url === url);
  expect(access, url).toHaveLength(1);
  return { access: access[0] ?? {}, all: t.logs.filter((line) => line.reqId === access[0]?.reqId) };
}

describe('the access log', () => {
  it('writes one line per request: id, method, URL, status, time, client, account', async () => {
    await t.app.inject({ method: 'GET', url: '/api/photo?page=1' });
    const { access, all } = linesOf('/api/photo?page=1');
    expect(all).toEqual([access]);
    expect(access).toMatchObject({ level: 30, method: 'GET', status: 200, ip: '127.0.0.1', reqId: expect.any(String) });
    expect(access.ms).toEqual(expect.any(Number));
    expect(access).not.toHaveProperty('userId');

    await t.app.inject({ method: 'GET', url: '/api/users', headers: { 'x-access-token': t.token } });
    const admin = linesOf('/api/users').access;
    expect(admin).toMatchObject({ status: 200, userId: expect.any(String) });
  });

  it('never logs a token, a cookie or a password, wherever the client put it', async () => {
    const before = t.logs.length;
    const secrets = [t.token, testAdmin.password, 'hunter2-in-the-query', 'cookie-value-1234'];
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: testAdmin });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...testAdmin, password: 'hunter2-in-the-query' } });
    await t.app.inject({
      method: 'GET',
      url: '/api/team?access_token=hunter2-in-the-query&password=hunter2-in-the-query&page=2',
      headers: { 'x-access-token': t.token, authorization: `Bearer ${t.token}`, cookie: 'session=cookie-value-1234' },
    });
    const written = JSON.stringify(t.logs.slice(before));
    expect(t.logs.slice(before).filter((line) => line.msg === 'request')).toHaveLength(3);
    for (const secret of secrets) expect(written).not.toContain(secret);
    expect(linesOf('/api/team?access_token=[Redacted]&password=[Redacted]&page=2').access.status).toBe(200);
  });

  it('still logs a failure of ours with its cause, beside the access line of its 500', async () => {
    await sql`ALTER TABLE photos RENAME TO photos_moved`.execute(t.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/photo?page=3' });
      expect(res.statusCode).toBe(500);
      const { access, all } = linesOf('/api/photo?page=3');
      expect(access).toMatchObject({ status: 500, level: 30 });
      const failure = all.find((line) => line.level === 50);
      expect(failure).toMatchObject({ msg: 'request failed', requestId: res.json<{ requestId: string }>().requestId });
      expect(all).toHaveLength(2);
    } finally {
      await sql`ALTER TABLE photos_moved RENAME TO photos`.execute(t.db);
    }
  });
});

describe('loggedUrl', () => {
  it('keeps a secret-looking parameter name and hides its value only', () => {
    expect(loggedUrl('/api/photo?page=2&category=abc')).toBe('/api/photo?page=2&category=abc');
    expect(loggedUrl('/x?token=a&Password=b&apiKey=c&q=d')).toBe('/x?token=[Redacted]&Password=[Redacted]&apiKey=[Redacted]&q=d');
    expect(loggedUrl('/x?token=')).toBe('/x?token=');
  });
});
