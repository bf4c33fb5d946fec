import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of this page's inline scripts (only for pages the React app renders). */
    cspNonce?: string;
  }
}

export interface CspSources {
  /** Leaflet tile URL templates (MAP_TILES_LIGHT, MAP_TILES_DARK). */
  mapTiles: string[];
  /** Where stored images are served from when not from this server (the S3/CDN public URL). */
  mediaOrigin: string | null;
  /** Add upgrade-insecure-requests (only when the site itself is served over https). */
  https: boolean;
}

/** The Vimeo player (watch page, video modal) and Vimeo's own thumbnails (shown until ours is stored). */
const vimeoPlayer = 'https://player.vimeo.com';
const vimeoThumbnails = 'https://i.vimeocdn.com';

/**
 * The CSP source for a Leaflet tile template such as `https://{s}.basemaps.cartocdn.com/…`:
 * `{s}` (the subdomain) becomes a `*.` wildcard, which CSP allows only as the first label.
 */
export function tileSources(template: string): string[] {
  const marker = 'tilesubdomain';
  let url: URL;
  try {
    url = new URL(template.replace(/\{s\}/g, marker).replace(/\{[^}]*\}/g, '0'));
  } catch {
    return [];
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
  const port = url.port ? `:${url.port}` : '';
  const labels = url.hostname.split('.');
  if (!url.hostname.includes(marker)) return [`${url.protocol}//${url.hostname}${port}`];
  if (labels[0]?.includes(marker) && labels.slice(1).every((l) => !l.includes(marker))) {
    return [`${url.protocol}//*.${labels.slice(1).join('.')}${port}`];
  }
  // A subdomain placeholder elsewhere in the name: list Leaflet's default subdomains.
  return ['a', 'b', 'c'].map((s) => `${url.protocol}//${url.hostname.replaceAll(marker, s)}${port}`);
}

/**
 * Sonner (the admin's notifications) inserts one fixed <style> element and cannot carry a
 * nonce, so that exact text is allowed by its hash, read from the installed package. The hash
 * of an empty style is allowed too: sonner appends the element before filling it.
 */
function sonnerStyleHashes(): string[] {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  try {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('sonner'), 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    if (!literal) return [];
    return [sha(JSON.parse(literal) as string), sha('')];
  } catch {
    return [];
  }
}

let sonnerHashes: string[] | undefined;
function sonnerStyleHashesOnce(): string[] {
  sonnerHashes ??= sonnerStyleHashes();
  return sonnerHashes;
}

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : name))
    .join('; ');

/**
 * The three policies: pages of the site (nonce'd inline scripts, Vimeo, map tiles), the
 * Swagger UI at /api/docs, and everything else (JSON, images), which needs nothing at all.
 */
export function contentSecurityPolicies(sources: CspSources) {
  const mediaOrigin = sources.mediaOrigin ? [sources.mediaOrigin] : [];
  const common: Directives = {
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(sources.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  const page = (nonce: string): Directives => ({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", `'nonce-${nonce}'`, ...sonnerStyleHashesOnce()],
    // React renders style={…} as attributes: blur placeholders, aspect ratios, slide shading.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', vimeoThumbnails, ...mediaOrigin, ...new Set(sources.mapTiles.flatMap(tileSources))],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': [vimeoPlayer],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...common,
  });
  const docs: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Swagger UI styles its panels with inline styles; the page holds no user content.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    ...common,
  };
  const none: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] };
  const docsHeader = serialize(docs);
  const noneHeader = serialize(none);
  // Serialized once; each answer only puts its nonce in (base64 never contains the marker).
  const [before, ...rest] = serialize(page('\u0000')).split('\u0000');
  return {
    page: (nonce: string) => `${before}${rest.map((part) => `${nonce}${part}`).join('')}`,
    docs: () => docsHeader,
    none: () => noneHeader,
  };
}

/** Paths that answer data, not pages; the site's renderer never answers them. */
const dataPrefixes = ['/api/', '/media/', '/logos/', '/assets/'];
const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');
const startsWithAny = (prefixes: string[], path: string) => prefixes.some((p) => path.startsWith(p) || path === p.slice(0, -1));

/**
 * The headers @fastify/helmet sent on every answer, with this site's choices (no COEP: the pages
 * embed Vimeo's player, which is not cross-origin-isolated; the referrer policy keeps the origin
 * on cross-origin requests, as Vimeo checks the embedding site of domain-restricted videos).
 * Written out once here instead of helmet setting each of them on every request (issue 16).
 */
const documentHeaders: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * A file keeps nosniff, frame denial and its CSP of nothing (which still guards an SVG opened on
 * its own); the rest only mean something on a document (or, for HSTS, every page sends it
 * anyway) and would add some 400 bytes to each of the dozen files a page loads.
 */
const fileHeaders: Record<string, string> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The set every answer under /api/ (but the docs) carries: JSON, which a browser must never run or frame. */
export function dataHeaders(sources: CspSources): Record<string, string> {
  return { ...documentHeaders, 'content-security-policy': contentSecurityPolicies(sources).none() };
}

/** Headers for an answer made before any hook ran (router failures): no page, so nothing is allowed. */
export function applyBareSecurityHeaders(reply: FastifyReply): void {
  reply
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY');
}

/**
 * Security headers on every answer (nosniff, frame denial, HSTS, cross-origin isolation of
 * windows, referrer policy; files only the first two) plus a Content-Security-Policy chosen by
 * path. Every set but a page's is made once at start, so an answer only copies it; a page gets a
 * fresh nonce, also kept on the request for the renderer to put on its inline scripts.
 */
export function registerSecurityHeaders(app: FastifyInstance, sources: CspSources): void {
  const policies = contentSecurityPolicies(sources);
  const none = policies.none();
  const sets = {
    docs: { ...documentHeaders, 'content-security-policy': policies.docs() },
    data: dataHeaders(sources),
    // Stored images are public and immutable; a CDN or a listed CORS origin may embed them.
    media: { ...fileHeaders, 'content-security-policy': none, 'cross-origin-resource-policy': 'cross-origin' },
    // The built scripts, styles and fonts: the site's own hashed files, never a document, so a
    // CSP, frame denial and a cross-origin policy mean nothing on them; nosniff stays. Some 170
    // bytes less on each of the half-dozen files a first visit loads.
    assets: { 'x-content-type-options': 'nosniff' },
  };
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (isDocs(path)) reply.headers(sets.docs);
    else if (path.startsWith('/media/') || path.startsWith('/logos/') || path === '/media' || path === '/logos') reply.headers(sets.media);
    else if (path.startsWith('/assets/') || path === '/assets') reply.headers(sets.assets);
    else if (startsWithAny(dataPrefixes, path)) reply.headers(sets.data);
    else {
      const nonce = randomBytes(16).toString('base64');
      request.cspNonce = nonce;
      reply.headers({ ...documentHeaders, 'content-security-policy': policies.page(nonce) });
    }
    done();
  });
}
