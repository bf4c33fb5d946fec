/**
 * Where the single video page's close control returns (SPEC.md section 2): home, or the work
 * list, with its category and the number of pages the visitor had loaded (`/videos?category=…&pages=…`).
 */
export type Backroute = string;
export const defaultBackroute: Backroute = '/videos';

const idPattern = /^[0-9a-f]{24}$/;
const pagesPattern = /^[1-9][0-9]{0,5}$/;

/**
 * Reads ?backroute=. Only home and the work list (with a well-formed category id and page
 * count, nothing else) are accepted, rebuilt from their parts, so a crafted link cannot turn
 * the close control into an open redirect.
 */
export function parseBackroute(value: string | null | undefined): Backroute {
  if (value === '/') return '/';
  const [path, search = '', ...rest] = (value ?? '').split('?');
  if (path !== '/videos' || rest.length > 0) return defaultBackroute;
  const query = new URLSearchParams(search);
  const category = query.get('category') ?? '';
  const pages = query.get('pages') ?? '';
  const known = [...query.keys()].every((key) => key === 'category' || key === 'pages');
  if (!known || (category && !idPattern.test(category)) || (pages && !pagesPattern.test(pages))) return defaultBackroute;
  const clean = new URLSearchParams();
  if (category) clean.set('category', category);
  if (pages && pages !== '1') clean.set('pages', pages);
  const cleanSearch = clean.toString();
  return cleanSearch ? `/videos?${cleanSearch}` : '/videos';
}

/** The link to a video's page that remembers where the visitor came from. */
export function watchHref(videoId: string, from: Backroute): string {
  return `/videos/watch/${encodeURIComponent(videoId)}?backroute=${encodeURIComponent(from)}`;
}

/**
 * The history state of a video page opened from the work list: its close control then goes
 * Back, to the very entry and scroll position the visitor left.
 */
export const fromListState = { fromList: true } as const;

export function cameFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromList?: unknown }).fromList === true;
}
