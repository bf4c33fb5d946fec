/**
 * First segments of the site's own pages (web/routes.ts). Any other segment may be a location's
 * name, whose page redirects another spelling of it itself (`/ukraine` to `/Ukraine`).
 */
const ownPages = new Set([
  'videos',
  'gallery',
  'team',
  'contacts',
  'login',
  'admin',
  'sitemap.xml',
  'robots.txt',
]);

/**
 * The address a page is known by, when `path` is another spelling of it: without trailing slashes
 * (`/videos/`) and with the site's own page names in lower case (`/VIDEOS`), so that search engines
 * and shared links find one address per page. Null when `path` is already that address, or when
 * it is not one this may rewrite: a path that begins with `//` would name another host in the
 * Location header.
 */
function canonicalPagePath(path: string): string | null {
  if (!/^\/[^/]/.test(path)) return null;
  let canonical = path.replace(/\/+$/, '');
  const first = canonical.split('/')[1] ?? '';
  if (ownPages.has(first.toLowerCase())) canonical = canonical.toLowerCase();
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
  if (query === '?' && /^\/(?!\/)/.test(canonicalPath ?? path)) return canonicalPath ?? path;
  return canonicalPath === null ? null : canonicalPath + query;
}
