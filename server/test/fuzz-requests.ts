import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import sharp from 'sharp';
import { errorCodes } from '#shared/errors.ts';
import { buildTestApp, testAdmin, type TestApp } from './build-test-app.ts';
import { addCategory, addPartner, addPhoto, addSlide, addTeamMember, addVideo, mediaFiles } from './factories.ts';
import { startFakeVimeo } from './fake-vimeo.ts';
import { jpeg, png } from './fixtures.ts';

/**
 * Property-based fuzzing of every endpoint (the OpenAPI document's paths, plus the media and
 * logo files): random and hostile methods, ids, query strings, headers and bodies (JSON, forms,
 * multipart with damaged images). Shared by server/http/fuzz.test.ts (a modest fixed number of
 * runs) and scripts/fuzz.ts (`npm run fuzz`, many more).
 */

export interface Endpoint {
  method: string;
  /** With `{id}`-style parameters still in it. */
  path: string;
}

export interface FuzzContext {
  t: TestApp;
  endpoints: Endpoint[];
  /** Ids and names of rows that exist, so updates and removals also hit real rows. */
  realIds: string[];
  /** Small valid images the multipart bodies start from (and damage). */
  images: Buffer[];
  /** A second admin token for the admin's sign-outs, so they do not revoke the token the rest uses. */
  spareToken: string;
}

/**
 * The app the fuzzing runs against (the site's production build), with a local Vimeo that speaks
 * oEmbed: with Vimeo out of reach, a refresh of a real video answers 502 (upstream_unavailable,
 * as it should), which `npm run fuzz` found and the no-5xx invariant would count as a failure.
 */
export async function buildFuzzApp(): Promise<{ t: TestApp; close(): Promise<void> }> {
  const vimeo = await startFakeVimeo();
  const t = await buildTestApp({ webBuild: true, vimeoUrl: vimeo.url });
  return {
    t,
    async close() {
      await t.close();
      await vimeo.close();
    },
  };
}

/** Reads the endpoints from the API document, so a new route is fuzzed without being listed here. */
export async function prepareFuzz(t: TestApp): Promise<FuzzContext> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  const endpoints = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  endpoints.push({ method: 'GET', path: '/media/{id}' }, { method: 'GET', path: '/logos/{name}' }, { method: 'GET', path: '/api/docs' });
  const gallery = await addCategory(t, 'gallery', 'Fuzz films');
  const photos = await addCategory(t, 'photo', 'Fuzz photos');
  const photo = await addPhoto(t, { caption: 'Fuzz photo', category: photos._id });
  const slide = await addSlide(t, { caption: 'Fuzz slide' });
  const member = await addTeamMember(t);
  const logo = await addPartner(t);
  // Its details and thumbnail come from the fake Vimeo (buildFuzzApp).
  const video = await addVideo(t, { category: gallery._id });
  const images = [await jpeg(24, 16), await png(20, 20), await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123' } }).webp().toBuffer()];
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: testAdmin });
  const spareToken = login.json<{ token: string }>().token;
  return { t, endpoints, realIds: [gallery._id, photos._id, photo._id, slide._id, member._id, logo, photo.imageId, video._id], images, spareToken };
}

const hostileStrings = [
  '',
  ' ',
  'null',
  'undefined',
  '0',
  '-1',
  '1e309',
  'NaN',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; DROP TABLE photos; --',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  'a'.repeat(5000),
  '😀🎬',
  '\uFEFF\u202E',
  'aaaaaaaaaaaaaaaaaaaaaaaa',
  'zzzzzzzzzzzzzzzzzzzzzzzz',
  'https://vimeo.com/76979871',
  'gallery',
  'photo',
];

const hostile = fc.oneof(fc.constantFrom(...hostileStrings), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));

/** A path segment: real ids, unknown ids, hostile text, encoded or not. */
const segment = (ctx: FuzzContext) =>
  fc.oneof(
    fc.constantFrom(...ctx.realIds),
    fc.stringMatching(/^[0-9a-f]{24}$/),
    hostile.map((s) => encodeURIComponent(s)),
    fc.constantFrom('..', '%2e%2e', '%zz', '%', 'photos', 'photos/..', 'a/b', '%2F'),
  );

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('page', 'category', 'type', 'page[]', 'category[]', '__proto__[x]', 'a'), fc.string({ maxLength: 8 })),
      fc.oneof(hostile, fc.integer().map(String), fc.constant('99999999999999999999')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`));

/**
 * The site's pages (web/routes.ts) and what React Router answers besides them: single-fetch data
 * (`.data`), the route manifest of lazy discovery, and paths no route has. `{id}` takes a segment.
 */
const sitePaths = [
  '/',
  '/videos',
  '/videos/watch',
  '/videos/watch/{id}',
  '/gallery',
  '/team',
  '/contacts',
  '/login',
  '/admin',
  '/sitemap.xml',
  '/robots.txt',
  '/Ukraine',
  '/Georgia',
  '/Kazakhstan',
  '/{id}',
  '/{id}/{id}',
  '/videos/{id}',
  '/gallery/{id}',
  '/__manifest',
];

/** Query strings a page reads (page, category, backroute) or React Router does (_routes, index), with hostile values. */
const pageQueryString = (ctx: FuzzContext) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          { arbitrary: fc.constantFrom('page', 'category', 'backroute', '_routes', 'index', 'p', 'version'), weight: 4 },
          fc.constantFrom('page[]', 'category[]', '__proto__', 'a'),
          fc.string({ maxLength: 8 }),
        ),
        fc.oneof(
          { arbitrary: fc.constantFrom('1e18', '1e308', '1e309', '99999999999999999999', '1000001', '-0', '0x10', '2.5', '/', '/videos', '//evil.example', 'routes/gallery,root'), weight: 3 },
          hostile,
          fc.integer().map(String),
          fc.constantFrom(...ctx.realIds),
        ),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`));

/** One random GET or HEAD of a page URL, as a browser, a crawler or a script would send it. */
export function pageRequestArbitrary(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: fc.constantFrom(...sitePaths),
      params: fc.array(fc.oneof({ arbitrary: fc.constantFrom(...ctx.realIds, 'Ukraine'), weight: 2 }, segment(ctx)), { minLength: 2, maxLength: 2 }),
      dataRequest: fc.boolean(),
      query: pageQueryString(ctx),
      method: fc.oneof({ arbitrary: fc.constant('GET'), weight: 6 }, fc.constant('HEAD')),
      headers: fc.dictionary(
        fc.constantFrom('user-agent', 'accept', 'accept-encoding', 'accept-language', 'if-none-match', 'cookie', 'host'),
        fc.oneof(
          fc.constantFrom('Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0', 'text/html', '*/*', 'gzip, br', 'theme=dark', 'films.example.com'),
          hostile,
        ),
        { maxKeys: 3 },
      ),
    })
    .map(({ path, params, dataRequest, query, method, headers }) => {
      let i = 0;
      let url = path.replace(/\{[^}]+\}/g, () => params[i++ % params.length] ?? 'x');
      // React Router's single fetch: the same loaders, answered as data (`/_root.data` for `/`).
      if (dataRequest && path !== '/__manifest') url = url === '/' ? '/_root.data' : `${url}.data`;
      return { options: { method: method as InjectOptions['method'], url: `${url}${query}`, headers }, mutation: false };
    });
}

/** Tokens that must never be accepted: garbage, alg=none, other secrets, truncated, huge. */
const badToken = fc.oneof(
  hostile,
  fc.constantFrom(
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwidmVyIjowfQ.',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
    'Bearer x',
    'null',
    'a.b.c',
    '....',
    'x'.repeat(10_000),
  ),
  fc.base64String({ maxLength: 200 }),
);

/** Damages an image: flipped bytes, cut-off, or junk appended. */
const damaged = (images: Buffer[]) =>
  fc
    .tuple(fc.constantFrom(...images), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }), fc.option(fc.nat()), fc.option(fc.uint8Array({ maxLength: 64 })))
    .map(([image, flips, cut, tail]) => {
      const bytes = Buffer.from(image);
      for (const [at, value] of flips) bytes[at % bytes.length] = value;
      const cutAt = cut === null ? bytes.length : cut % (bytes.length + 1);
      return Buffer.concat([bytes.subarray(0, cutAt), Buffer.from(tail ?? [])]);
    });

const fieldNames = ['caption', 'text', 'text_extra', 'description', 'instagram', 'email', 'url', 'category', 'type', 'director', 'pop', 'production', 'videoId', 'transparency', 'list', 'image', 'password', '__proto__', 'constructor'];

function multipartBody(parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>, boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename !== undefined ? `; filename="${part.filename.replace(/["\r\n]/g, '')}"` : '';
    const type = part.type ? `\r\nContent-Type: ${part.type.replace(/[\r\n]/g, '')}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name.replace(/["\r\n]/g, '')}"${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type Body = { headers: Record<string, string>; payload?: string | Buffer };

/** Field values a real form sends (so many requests get past validation), mixed with hostile ones. */
const plausibleValue = (ctx: FuzzContext) =>
  fc.oneof(
    fc.constantFrom('A film caption', 'Director of photography', 'Kyiv, Tbilisi', '50', 'gallery', 'photo', 'https://vimeo.com/76979871', 'olena@example.com', 'olena.films'),
    fc.constantFrom(...ctx.realIds),
    hostile,
  );

/** A multipart form the way a browser sends it: right boundary, an image (often intact), plausible fields. */
const plausibleForm = (ctx: FuzzContext): fc.Arbitrary<Body> =>
  fc
    .tuple(
      fc.dictionary(fc.constantFrom(...fieldNames.filter((n) => !['image', '__proto__', 'constructor'].includes(n))), plausibleValue(ctx), { maxKeys: 6 }),
      fc.option(fc.oneof({ arbitrary: fc.constantFrom(...ctx.images), weight: 3 }, { arbitrary: damaged(ctx.images), weight: 1 })),
    )
    .map(([fields, image]) => {
      const parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }> = Object.entries(fields).map(([name, value]) => ({ name, value }));
      if (image) parts.push({ name: 'image', value: image, filename: 'upload.jpg', type: 'image/jpeg' });
      return { headers: { 'content-type': 'multipart/form-data; boundary=----plausible' }, payload: multipartBody(parts, '----plausible') };
    });

const body = (ctx: FuzzContext): fc.Arbitrary<Body> =>
  fc.oneof(
    { arbitrary: plausibleForm(ctx), weight: 4 },
    fc.dictionary(fc.constantFrom(...fieldNames), plausibleValue(ctx)).map((o) => ({
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(o),
    })),
    fc.constant({ headers: {} }),
    fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(hostile, fc.integer(), fc.boolean(), fc.constant(null), fc.array(hostile, { maxLength: 3 }), fc.jsonValue({ maxDepth: 2 }))).map((o) => ({
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(o),
    })),
    fc.jsonValue({ maxDepth: 3 }).map((v) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(v) ?? 'null' })),
    fc.string({ unit: 'binary', maxLength: 200 }).map((s) => ({ headers: { 'content-type': 'application/json' }, payload: s })),
    fc.dictionary(fc.constantFrom(...fieldNames), hostile).map((o) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(o).toString(),
    })),
    fc
      .tuple(
        fc.array(
          fc.oneof(
            fc.record({ name: fc.constantFrom(...fieldNames), value: hostile }),
            fc.record({
              name: fc.constantFrom('image', 'image', 'file', 'caption'),
              value: fc.oneof(fc.constantFrom(...ctx.images), damaged(ctx.images), fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a))),
              filename: fc.oneof(fc.constantFrom('a.jpg', 'a.png', 'a.svg', '../../x.php', ''), hostile),
              type: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
            }),
          ),
          { maxLength: 5 },
        ),
        fc.constantFrom('----fuzzBoundary', 'x', 'a'.repeat(70)),
        fc.boolean(),
      )
      .map(([parts, boundary, announce]) => ({
        headers: { 'content-type': announce ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data' },
        payload: multipartBody(parts, boundary),
      })),
    fc.record({ type: fc.oneof(fc.constantFrom('text/plain', 'application/xml', 'image/png', 'application/json; charset=utf-16', 'multipart/mixed'), hostile), payload: fc.string({ maxLength: 100 }) }).map(({ type, payload }) => ({
      headers: { 'content-type': type },
      payload,
    })),
  );

export interface FuzzRequest {
  options: InjectOptions;
  /** Whether this request could change data if it carried a valid token. */
  mutation: boolean;
}

/** One random request to one of the endpoints, with or without the valid admin token. */
export function requestArbitrary(ctx: FuzzContext, token: 'none' | 'bad' | 'valid'): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      // The admin's requests go mostly to the mutations: those are what can break state.
      endpoint:
        token === 'valid'
          ? fc.oneof({ arbitrary: fc.constantFrom(...ctx.endpoints.filter((e) => e.method === 'POST' || e.path.includes('/remove/'))), weight: 3 }, fc.constantFrom(...ctx.endpoints))
          : fc.constantFrom(...ctx.endpoints),
      // Mostly the endpoint's own method, so most requests reach a handler.
      method: fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS')),
      params: fc.array(fc.oneof({ arbitrary: fc.constantFrom(...ctx.realIds), weight: 2 }, segment(ctx)), { minLength: 2, maxLength: 2 }),
      query: queryString,
      body: body(ctx),
      token: token === 'bad' ? badToken : fc.constant(null),
      extraHeaders: fc.dictionary(
        fc.constantFrom('accept', 'accept-encoding', 'origin', 'if-none-match', 'x-forwarded-for', 'range', 'cookie', 'authorization', 'accept-language'),
        fc.oneof(hostile, fc.constantFrom('*/*', 'gzip, br', 'bytes=0-10', 'bytes=99999999-', '"etag"', 'https://evil.example')),
      ),
    })
    .chain((r) =>
      // Now and then a Host the server must refuse or cope with.
      fc
        .oneof({ arbitrary: fc.constant(null), weight: 12 }, fc.constantFrom('films.example.com', '[::1]:3000', 'a@b', '[::1', 'x:99999', ''), hostile)
        .map((host) => ({ ...r, extraHeaders: host === null ? r.extraHeaders : { ...r.extraHeaders, host } })),
    )
    .map(({ endpoint, method, params, query, body: b, token: bad, extraHeaders }) => {
      let i = 0;
      const path = endpoint.path.replace(/\{[^}]+\}/g, () => params[i++ % params.length] ?? 'x');
      const chosen = method ?? endpoint.method;
      const headers: Record<string, string> = { ...extraHeaders, ...b.headers };
      // As the server will see it: the client resolves dot segments (`/remove/%2e%2e` is the list).
      const resolved = new URL(path, 'http://fuzz.invalid').pathname;
      if (token === 'valid') {
        headers['x-access-token'] = resolved.startsWith('/api/auth/logout') ? ctx.spareToken : ctx.t.token;
      }
      if (bad !== null) headers['x-access-token'] = bad;
      const mutation = chosen !== 'GET' && chosen !== 'HEAD' && chosen !== 'OPTIONS' ? true : resolved.includes('/remove/');
      const options: InjectOptions = { method: chosen as InjectOptions['method'], url: `${path}${query}`, headers };
      if (b.payload !== undefined && chosen !== 'GET' && chosen !== 'HEAD') options.payload = b.payload;
      return { options, mutation };
    });
}

/** Sends a request; null when the client library itself refuses it (a header Node cannot send). */
export async function send(ctx: FuzzContext, request: FuzzRequest): Promise<LightMyRequestResponse | null> {
  try {
    return await ctx.t.app.inject(request.options);
  } catch (error) {
    if (error instanceof TypeError || (error as { code?: string }).code === 'ERR_INVALID_CHAR') return null;
    throw error;
  }
}

/** The answer invariants for any request: no 5xx; every /api error is the one JSON shape. */
export function checkAnswer(request: FuzzRequest, res: LightMyRequestResponse): void {
  const where = `${request.options.method} ${String(request.options.url).slice(0, 120)}`;
  if (res.statusCode >= 500) throw new Error(`${where} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const url = String(request.options.url);
  if (res.statusCode >= 400 && request.options.method !== 'HEAD' && url.startsWith('/api/')) {
    let body: { message?: unknown; code?: unknown };
    try {
      body = res.json();
    } catch {
      throw new Error(`${where} answered ${res.statusCode} without JSON: ${res.body.slice(0, 200)}`);
    }
    if (typeof body.message !== 'string' || !(errorCodes as readonly unknown[]).includes(body.code)) {
      throw new Error(`${where} answered ${res.statusCode} outside the error shape: ${res.body.slice(0, 200)}`);
    }
    if (/\bat \S+ \(|node_modules|SQLITE|stack/i.test(res.body)) throw new Error(`${where} leaked internals: ${res.body.slice(0, 300)}`);
  }
}

/** What a page URL may answer: a page, a redirect, not modified, or a client error; never 5xx. */
const pageStatuses = new Set([200, 204, 301, 302, 303, 304, 307, 308, 400, 404]);

/**
 * Fuzzes the page URLs (needs an app serving the web build): never a 5xx, only the statuses of
 * `pageStatuses`, and the server keeps answering. Returns how many answers of each status.
 */
export async function runPageFuzz(ctx: FuzzContext, runs: { pages: number; seed?: number }): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(pageRequestArbitrary(ctx), async (request) => {
      const res = await send(ctx, request);
      if (!res) return;
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      checkAnswer(request, res);
      if (!pageStatuses.has(res.statusCode)) {
        throw new Error(`${request.options.method} ${String(request.options.url).slice(0, 120)} answered ${res.statusCode}`);
      }
    }),
    { numRuns: runs.pages, ...(runs.seed === undefined ? {} : { seed: runs.seed }), endOnFailure: true, includeErrorInReport: true },
  );
  const health = await ctx.t.app.inject({ method: 'GET', url: '/gallery' });
  if (health.statusCode !== 200) {
    const title = /<title>([^<]*)<\/title>/.exec(health.body)?.[1] ?? health.body.slice(0, 200);
    throw new Error(`the gallery answered ${health.statusCode} after fuzzing: ${title}`);
  }
  return statuses;
}

/** What visitors can see: every public list and every stored file. */
export async function visibleState(t: TestApp): Promise<string> {
  const urls = ['/api/slider', '/api/gallery/gallery-all', '/api/photo', '/api/team', '/api/logo/', '/api/about_us', '/api/gallery_category/all/gallery', '/api/gallery_category/all/photo'];
  const bodies = [];
  for (const url of urls) bodies.push((await t.app.inject({ method: 'GET', url })).body);
  return JSON.stringify({ bodies, files: mediaFiles(t) });
}

/** How many answers of each status each property got (runs, including shrinking). */
export interface FuzzSummary {
  anonymous: Record<string, number>;
  admin: Record<string, number>;
  /** Requests the HTTP client itself would not send (a header with a character HTTP forbids). */
  refusedByClient: number;
}

export interface FuzzRuns {
  /** Requests without a token or with a bad one: must change nothing. */
  anonymous: number;
  /** Requests with the valid token: may change data, never a 5xx, never a partial write. */
  admin: number;
  seed?: number;
}

/**
 * Runs both properties and then checks the server still answers its health check. Throws
 * (with fast-check's counterexample and seed) on the first violation.
 */
export async function runFuzz(ctx: FuzzContext, runs: FuzzRuns): Promise<FuzzSummary> {
  const { t } = ctx;
  const summary: FuzzSummary = { anonymous: {}, admin: {}, refusedByClient: 0 };
  const count = (table: Record<string, number>, res: LightMyRequestResponse | null) => {
    if (!res) summary.refusedByClient += 1;
    else table[res.statusCode] = (table[res.statusCode] ?? 0) + 1;
  };
  const before = await visibleState(t);
  await fc.assert(
    fc.asyncProperty(fc.oneof(requestArbitrary(ctx, 'none'), requestArbitrary(ctx, 'bad')), async (request) => {
      const res = await send(ctx, request);
      count(summary.anonymous, res);
      if (!res) return;
      checkAnswer(request, res);
      const isLogin = String(request.options.url).startsWith('/api/auth/login');
      if (request.mutation && !isLogin && res.statusCode < 300) {
        throw new Error(`${request.options.method} ${String(request.options.url)} succeeded without a valid token (${res.statusCode})`);
      }
    }),
    { numRuns: runs.anonymous, ...(runs.seed === undefined ? {} : { seed: runs.seed }), endOnFailure: true, includeErrorInReport: true },
  );
  const after = await visibleState(t);
  if (after !== before) throw new Error('requests without a valid token changed what visitors see');

  await fc.assert(
    fc.asyncProperty(requestArbitrary(ctx, 'valid'), async (request) => {
      const res = await send(ctx, request);
      count(summary.admin, res);
      if (res) checkAnswer(request, res);
    }),
    { numRuns: runs.admin, ...(runs.seed === undefined ? {} : { seed: runs.seed + 1 }), endOnFailure: true, includeErrorInReport: true },
  );
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  if (health.statusCode !== 200) throw new Error(`health check answered ${health.statusCode} after fuzzing`);
  return summary;
}
