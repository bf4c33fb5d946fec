import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { httpMessages } from './error-handler.ts';
import { isValidHost } from './host-check.ts';

describe('the Host header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts names, addresses and ports a browser sends', () => {
    for (const host of ['localhost', 'localhost:3000', 'films.example.com', 'films.example.com.', '127.0.0.1:8080', '[::1]:3000', '[2001:db8::1]', 'xn--80ak6aa92e.com']) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it('refuses what no URL can be built from', () => {
    for (const host of [undefined, '', 'a b', '[', '[::1', 'x:99999', 'x:', '%', 'a@b', 'a/b', 'a?b', '-a.com', 'a'.repeat(300), 'exa mple.com:80', 'host\u0000']) {
      expect(isValidHost(host), String(host)).toBe(false);
    }
  });

  it('a request with a malformed Host gets a 400 in the one error shape, on pages and on the API', async () => {
    for (const url of ['/', '/videos', '/api/photo']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'a@b' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ message: httpMessages.unreadable, code: 'validation_failed' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/photo', headers: { host: 'films.example.com:8443' } })).statusCode).toBe(200);
  });
});
