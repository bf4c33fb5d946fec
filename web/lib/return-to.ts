/** The query parameter of /login that names the page to return to once signed in. */
const returnParam = 'next';

/** /login, returning to `path` (an admin page the visitor was on) once signed in. */
export function loginHref(path: string): string {
  return path === '/' ? '/login' : `/login?${returnParam}=${encodeURIComponent(path)}`;
}

/**
 * The page /login's query names to return to, when it is one of this site's own (a path, not
 * another site: `//host`, `/\host` and anything absolute are refused); else the home page.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get(returnParam);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const base = 'http://site.invalid';
  const url = new URL(next, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}
