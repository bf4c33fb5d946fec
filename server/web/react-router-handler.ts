import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '#shared/content.ts';
import { notFound } from '../errors.ts';
import { hasEncodedNul } from '../http/nul-guard.ts';
import { canonicalPageUrl } from './page-address.ts';

/** Paths other parts of the server own; the site never answers them, even with a 404 page. */
const reservedPrefixes = ['/api/', '/media/', '/logos/'];

function isReserved(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return reservedPrefixes.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix));
}

/** Files that may be sent compressed (as scripts/precompress.ts writes them, or by @fastify/compress). */
const compressibleFile =
  /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm|ico)(\.br|\.gz)?$/i;

/** @fastify/static picks a .br/.gz sibling by Accept-Encoding but does not say so to caches. */
function varyOnEncoding(
  res: { setHeader(name: string, value: string): unknown },
  path: string,
): void {
  if (compressibleFile.test(path)) res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * The text of the built stylesheets by URL path (`/assets/<name>.css`, React Router may append a
 * `#`), read once each: the build does not change while the server runs. Anything else is
 * undefined, so a page keeps its <link>.
 */
function stylesheetReader(assetsDir: string): (href: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (href) => {
    const name = href.match(/^\/assets\/([\w.-]+\.css)(?:[#?].*)?$/)?.[1];
    if (!name) return undefined;
    if (!cache.has(name)) {
      const file = join(assetsDir, name);
      cache.set(name, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return cache.get(name);
  };
}

/**
 * The page's address on this site. A path is put after the origin, not resolved against it:
 * resolved, `//name/…` reads as another host called `name` (that host's version of a page, or a
 * TypeError, hence a 500, for a name URL refuses: found by `npm run fuzz`). An absolute target
 * (from a proxy) stays as it is. Null for a target no URL can be made of.
 *
 * An encoded NUL becomes U+FFFD, the replacement character: PostgreSQL cannot compare U+0000 (a
 * loader's query answered 500) but can U+FFFD, which no id holds nor any name a person types, so
 * each page answers as it does for any unknown name or id (its 404; the location page with its
 * suggestions). The address keeps its shape, so the browser's router matches the route the server
 * rendered (handing React Router another path made the hydration fail).
 */
function pageUrl(request: FastifyRequest): URL | null {
  const origin = `${request.protocol}://${request.host}`;
  const target = hasEncodedNul(request.url) ? request.url.replace(/%00/gi, '%EF%BF%BD') : request.url;
  try {
    return target.startsWith('/') ? new URL(origin + target) : new URL(target, origin);
  } catch {
    return null;
  }
}

/** The Fastify request as the Fetch API Request React Router expects. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [String(value)]) {
      try {
        headers.append(name, v);
      } catch {
        // A value the Fetch API refuses (a character above U+00FF, which Node's parser never
        // yields but an in-process inject can): the page is rendered without that header.
      }
    }
  }
  // A visitor who leaves mid-render stops the loaders' and the stream's work.
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/**
 * Pages: never in a shared cache (each carries its own CSP nonce), and revalidated on every
 * visit, because the administrator edits on these same pages and a reload must show the edit.
 * Back/forward still uses the browser's page cache. Loader data (.data) and anything a route
 * set itself keep their own headers.
 */
export const htmlCacheControl = 'private, no-cache';

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  if (
    response.status === 200 &&
    !response.headers.has('cache-control') &&
    response.headers.get('content-type')?.startsWith('text/html')
  )
    reply.header('cache-control', htmlCacheControl);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) {
    await reply.send();
    return;
  }
  await reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}

/**
 * Serves the built React Router site from the same Fastify instance as the API: hashed assets
 * cached for a year, other static files for an hour (both precompressed when the build left a
 * .br/.gz beside them), and every other GET/HEAD rendered on the server with `context` as the
 * loaders' load context (pages cached privately for a minute).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { buildDir: string; context: WebLoadContext },
): Promise<void> {
  const clientDir = join(options.buildDir, 'client');
  const serverEntry = pathToFileURL(join(options.buildDir, 'server', 'index.js')).href;
  const build = (await import(serverEntry)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const stylesheet = stylesheetReader(join(clientDir, 'assets'));

  await app.register(async (scope) => {
    const assetsDir = join(clientDir, 'assets');
    if (existsSync(assetsDir)) {
      // File names carry a content hash, so a cached copy can never be stale.
      await scope.register(fastifyStatic, {
        root: assetsDir,
        prefix: '/assets/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        index: false,
        // Never revalidated (immutable) nor fetched in parts: these headers would only add bytes
        // to each of the scripts a first visit loads (bench:web counts them).
        lastModified: false,
        etag: false,
        acceptRanges: false,
        // The .br/.gz siblings written by scripts/precompress.ts, with Content-Encoding and Vary.
        preCompressed: true,
        setHeaders: varyOnEncoding,
      });
    }
    if (existsSync(clientDir)) {
      // One route per file found at start (the build is immutable while the server runs), so
      // a path that is not a file falls through to the page renderer below.
      await scope.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
        decorateReply: false,
        maxAge: '1h',
        index: false,
        preCompressed: true,
        setHeaders: varyOnEncoding,
      });
    }

    // The sign-in form posts (method="post"), so that a browser without the app (no JavaScript)
    // never puts the password in the address; before the app has started, the boot script holds
    // the submit instead (web/lib/deferred-app.ts). The token lives in the browser, so nothing can
    // be signed in here: the browser is sent back to the form. The body is neither read into a
    // page nor logged.
    scope.post('/login', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
      reply.code(303).header('location', '/login').send(),
    );

    scope.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      // The pages are not part of the API: kept out of /api/docs.
      schema: { hide: true },
      config: { ownNulAddress: true },
      handler: async (request, reply) => {
        if (isReserved(request.url)) return reply.callNotFound();
        const canonical = canonicalPageUrl(request.url);
        if (canonical) return reply.code(301).header('location', canonical).send();
        const url = pageUrl(request);
        if (!url) throw notFound();
        const response = await handle(toWebRequest(request, reply, url), {
          ...options.context,
          cspNonce: request.cspNonce,
          stylesheet,
          log: request.log,
        });
        return sendWebResponse(reply, response);
      },
    });
  });
}
