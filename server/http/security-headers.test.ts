import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addPhoto, formPost, jsonPost } from '../test/factories.ts';
import { contentSecurityPolicies, tileSources } from './security-headers.ts';

/** A CSP header as a map of directive name to its sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers on every answer', () => {
  let t: TestApp;
  let photoUrl: string;
  beforeAll(async () => {
    t = await buildTestApp();
    photoUrl = (await addPhoto(t, { caption: 'Headers' })).image;
  });
  afterAll(async () => {
    await t.close();
  });

  const answers = (): Array<[string, InjectOptions, number]> => [
    ['a public read', { method: 'GET', url: '/api/slider' }, 200],
    ['the health check', { method: 'GET', url: '/api/health' }, 200],
    ['a page', { method: 'GET', url: '/' }, 200],
    ['an unknown path', { method: 'GET', url: '/api/nothing' }, 404],
    ['a mutation without a token', jsonPost('/api/gallery_category/add', { caption: 'x', type: 'photo' }), 401],
    ['invalid input', jsonPost('/api/gallery_category/add', { caption: '', type: 'photo' }, 'TOKEN'), 400],
    ['an undecodable address', { method: 'GET', url: '/api/gallery/%zz' }, 400],
    ['an oversize body', { ...jsonPost('/api/about_us/update', { text: 'x'.repeat(1_100_000), text_extra: '' }, 'TOKEN') }, 413],
    ['a refused upload', formPost('/api/photo/add', { caption: 'x', image: Buffer.from('not read') }, 'TOKEN'), 400],
    ['the API document', { method: 'GET', url: '/api/docs/json' }, 200],
  ];

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])('answer %i carries nosniff, frame denial, HSTS, a referrer policy and a CSP', async (index) => {
    const [what, request, status] = answers()[index] as [string, InjectOptions, number];
    const headers = { ...(request.headers ?? {}) } as Record<string, string>;
    if (headers['x-access-token'] === 'TOKEN') headers['x-access-token'] = t.token;
    const res = await t.app.inject({ ...request, headers });
    expect(res.statusCode, what).toBe(status);
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['x-frame-options'], what).toBe('DENY');
    expect(parseCsp(res.headers['content-security-policy']).get('frame-ancestors'), what).toEqual(["'none'"]);
    if (status !== 400 || what !== 'an undecodable address') {
      expect(res.headers['strict-transport-security'], what).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by'], what).toBeUndefined();
    }
  });

  it.each([
    ['a stored image', (): string => photoUrl, 200],
    ['a missing image', (): string => '/media/photos/aaaaaaaaaaaaaaaaaaaaaaaa/w480.webp', 404],
  ] as const)('%s carries nosniff, frame denial and a CSP of nothing, not the document-only headers', async (what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url: url() });
    expect(res.statusCode, what).toBe(status);
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['x-frame-options'], what).toBe('DENY');
    expect(parseCsp(res.headers['content-security-policy']).get('default-src'), what).toEqual(["'none'"]);
    for (const name of ['strict-transport-security', 'referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection', 'x-powered-by'])
      expect(res.headers[name], `${what}: ${name}`).toBeUndefined();
  });

  it('JSON and images get a policy that allows nothing; images may be embedded elsewhere', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/photo' });
    expect(parseCsp(json.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    const image = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(parseCsp(image.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('a page gets exactly the sources it uses, and a fresh nonce on every answer', async () => {
    const first = parseCsp((await t.app.inject({ method: 'GET', url: '/videos' })).headers['content-security-policy']);
    const second = parseCsp((await t.app.inject({ method: 'GET', url: '/videos' })).headers['content-security-policy']);
    const nonce = (csp: Map<string, string[]>) => csp.get('script-src')?.find((s) => s.startsWith("'nonce-"));
    expect(nonce(first)).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(nonce(first)).not.toBe(nonce(second));
    expect(first.get('script-src')).toEqual(["'self'", nonce(first)]);
    expect(first.get('script-src-attr')).toEqual(["'none'"]);
    expect(first.get('style-src')?.slice(0, 2)).toEqual(["'self'", nonce(first)]);
    // Sonner's style and the empty one: none would mean its bundle no longer has the shape the hash
    // is read from (a version bump), and the admin's notifications would be refused by the CSP.
    expect(first.get('style-src')?.slice(2)).toHaveLength(2);
    expect(first.get('style-src')?.slice(2).every((s) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s))).toBe(true);
    expect(first.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(first.get('img-src')).toEqual(["'self'", 'data:', 'https://i.vimeocdn.com', 'https://*.basemaps.cartocdn.com']);
    expect(first.get('frame-src')).toEqual(['https://player.vimeo.com']);
    expect(first.get('connect-src')).toEqual(["'self'"]);
    expect(first.get('object-src')).toEqual(["'none'"]);
    expect(first.get('base-uri')).toEqual(["'self'"]);
    expect(first.get('form-action')).toEqual(["'self'"]);
    expect(first.get('default-src')).toEqual(["'self'"]);
    // Served over plain http here, so no upgrade of every request to https.
    expect(first.has('upgrade-insecure-requests')).toBe(false);
  });

  it('the Swagger UI gets its own policy: its scripts are files, its styles partly inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the policy follows the configuration', () => {
  it('map tiles from MAP_TILES_LIGHT/DARK, stored images from the S3 public URL, https upgrade', () => {
    const csp = contentSecurityPolicies({
      mapTiles: ['https://tiles.example.org:8443/{z}/{x}/{y}.png', 'https://{s}.tile.example.net/dark/{z}/{x}/{y}{r}.png'],
      mediaOrigin: 'https://cdn.example.com',
      https: true,
    });
    const page = parseCsp(csp.page('abc'));
    expect(page.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://i.vimeocdn.com',
      'https://cdn.example.com',
      'https://tiles.example.org:8443',
      'https://*.tile.example.net',
    ]);
    expect(page.has('upgrade-insecure-requests')).toBe(true);
  });

  it('turns tile templates into CSP sources', () => {
    expect(tileSources('https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png')).toEqual(['https://*.basemaps.cartocdn.com']);
    expect(tileSources('https://tile-{s}.example.org/{z}/{x}/{y}.png')).toEqual(['https://*.example.org']);
    expect(tileSources('https://maps.{s}.example.org/{z}.png')).toEqual([
      'https://maps.a.example.org',
      'https://maps.b.example.org',
      'https://maps.c.example.org',
    ]);
    expect(tileSources('http://localhost:8080/{z}/{x}/{y}.png')).toEqual(['http://localhost:8080']);
    expect(tileSources('javascript:alert(1)')).toEqual([]);
    expect(tileSources('not a url')).toEqual([]);
  });

  it('a custom tile server in the environment reaches the header', async () => {
    const t = await buildTestApp({ env: { MAP_TILES_LIGHT: 'https://tiles.example.org/{z}/{x}/{y}.png', MAP_TILES_DARK: 'https://tiles.example.org/dark/{z}/{x}/{y}.png' } });
    try {
      const csp = parseCsp((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://i.vimeocdn.com', 'https://tiles.example.org']);
    } finally {
      await t.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string): InjectOptions => ({
    method: 'OPTIONS',
    url: '/api/photo/add',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-access-token' },
  });

  it('is closed when CORS_ORIGINS is not set: no origin is allowed, preflights fail', async () => {
    const t = await buildTestApp();
    try {
      const read = await t.app.inject({ method: 'GET', url: '/api/photo', headers: { origin: 'https://evil.example' } });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await t.app.inject(preflight('https://evil.example'));
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.headers['access-control-allow-headers']).toBeUndefined();
      expect(pre.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('opens only to the origins CORS_ORIGINS lists', async () => {
    const t = await buildTestApp({ env: { CORS_ORIGINS: 'https://admin.example, https://studio.example' } });
    try {
      for (const origin of ['https://admin.example', 'https://studio.example']) {
        const read = await t.app.inject({ method: 'GET', url: '/api/photo', headers: { origin } });
        expect(read.headers['access-control-allow-origin']).toBe(origin);
        const pre = await t.app.inject(preflight(origin));
        expect(pre.statusCode).toBe(204);
        expect(pre.headers['access-control-allow-origin']).toBe(origin);
        expect(String(pre.headers['access-control-allow-headers'])).toMatch(/x-access-token/i);
      }
      for (const origin of ['https://evil.example', 'https://admin.example.evil.example', 'null']) {
        const read = await t.app.inject({ method: 'GET', url: '/api/photo', headers: { origin } });
        expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
        const pre = await t.app.inject(preflight(origin));
        expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});
