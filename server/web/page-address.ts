/**
 * The site's own page names (web/routes.ts), as leading segments. Any other first segment may be
 * a location's name, whose page redirects another spelling of it itself (`/ukraine` to
 * `/Ukraine`); ids after them are left as typed (an id in capitals is no id: 404).
 */
const ownPages = new Set([
  'videos',
  'videos/watch',
  'gallery',
  'team',
  'contacts',
  'login',
  'admin',
  'admin/accounts',
  'admin/activity',
  'admin/trash',
  'sitemap.xml',
  'robots.txt',
]);

/** `path` with its leading segments that name one of the site's pages in lower case. */
function lowerPageNames(path: string): string {
  const segments = path.split('/');
  let named = 0;
  for (
    let i = 1;
    i < segments.length &&
    ownPages.has(
      segments
        .slice(1, i + 1)
        .join('/')
        .toLowerCase(),
    );
    i += 1
  )
    named = i;
  return [
    ...segments.slice(0, named + 1).map((s) => s.toLowerCase()),
    ...segments.slice(named + 1),
  ].join('/');
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
  if (query === '?' && /^\/(?!\/)/.test(canonicalPath ?? path)) return canonicalPath ?? path;
  return canonicalPath === null ? null : canonicalPath + query;
}
