import { reservedLocationNames } from '#shared/schemas/location.ts';

/**
 * Page names under a first segment that is one (web/routes.ts). The first segments are those a
 * location may not take (reservedLocationNames); any other may be a location's name, whose page
 * redirects another spelling itself (`/ukraine` to `/Ukraine`). Ids after them stay as typed (an
 * id in capitals is no id: 404).
 */
const subPages: Readonly<Record<string, readonly string[]>> = {
  videos: ['watch'],
  admin: ['accounts', 'activity', 'trash'],
};

/** `path` with its leading segments that name one of the site's pages in lower case. */
function lowerPageNames(path: string): string {
  const [, first = '', second, ...rest] = path.split('/');
  const top = first.toLowerCase();
  if (!(reservedLocationNames as readonly string[]).includes(top)) return path;
  if (second === undefined) return `/${top}`;
  const sub = subPages[top]?.includes(second.toLowerCase()) ? second.toLowerCase() : second;
  return ['', top, sub, ...rest].join('/');
}

/**
 * The address a page is known by, when `path` is another spelling of it: without trailing slashes
 * (`/videos/`) and with the site's own page names in lower case (`/VIDEOS`), so that search engines
 * and shared links find one address per page. Null when `path` is already that address, or when
 * it is not one this may rewrite: a path that begins with `//` would name another host in the
 * Location header.
 */
function canonicalPagePath(path: string): string | null {
  if (!/^\/[^/]/.test(path)) return null;
  const canonical = lowerPageNames(path.replace(/\/+$/, ''));
  return canonical === path ? null : canonical;
}

/**
 * The address (path and query) to send a request for `url` on to, or null to answer it here: the
 * path as canonicalPagePath has it, and without an empty query (`/gallery?`, what a GET form with
 * no fields opens, the viewer's close without scripts).
 */
export function canonicalPageUrl(url: string): string | null {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at);
  const canonicalPath = canonicalPagePath(path);
  // canonicalPagePath refuses a path that begins with `//`; an empty query alone must too.
  if (query === '?' && /^\/(?!\/)/.test(path)) return canonicalPath ?? path;
  return canonicalPath === null ? null : canonicalPath + query;
}
