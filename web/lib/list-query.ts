/** The same list's URL for another page, keeping the category: what 'Load more' fetches. */
export function listHref(pathname: string, category: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The address of a list as the visitor sees it: the category and how many pages are shown
 * (`?pages=`, after 'Load more'), so a reload or Back renders the same cards (docs/architecture.md).
 */
export function listAddress(pathname: string, category: string | undefined, pages: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (pages > 1) params.set('pages', String(pages));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Where 'Load more' goes when no script runs: a list shown from page 1 one page longer
 * (`?pages=`), else the page after the last one shown (`?page=`).
 */
export function loadMoreAddress(
  pathname: string,
  category: string | undefined,
  fromStart: boolean,
  lastPage: number,
): string {
  return fromStart
    ? listAddress(pathname, category, lastPage + 1)
    : listHref(pathname, category, lastPage + 1);
}

/** `search` with `?pages=` set to `pages` (removed for 1), other parameters kept in their order. */
export function withPages(search: string, pages: number): string {
  const params = new URLSearchParams(search);
  if (pages > 1) params.set('pages', String(pages));
  else params.delete('pages');
  const next = params.toString();
  return next ? `?${next}` : '';
}
