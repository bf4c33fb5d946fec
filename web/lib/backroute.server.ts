import { defaultBackroute, type Backroute } from './backroute.ts';

const idPattern = /^[0-9a-f]{24}$/;
const pagesPattern = /^[1-9][0-9]{0,5}$/;

/**
 * Reads ?backroute= (server only: the watch page's loader; visitors download none of it). Only home and the work list (with a well-formed category id and page
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
