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

/** The id of the first item of page `page` in a list shown from page 1: where the page starts. */
export const pageAnchor = (page: number) => `page-${page}`;

/**
 * The anchor (pageAnchor) of the item at `index` of a list shown from page 1 when it starts a
 * page after the first, else undefined.
 */
export function pageAnchorAt(index: number, pageSize: number): string | undefined {
  return index > 0 && index % pageSize === 0 ? pageAnchor(index / pageSize + 1) : undefined;
}

/**
 * Where 'Load more' goes when no script runs: a list shown from page 1 one page longer
 * (`?pages=`), at the first item of the new page (the browser scrolls to it, as the app leaves the
 * visitor where they were), else the page after the last one shown (`?page=`).
 */
export function loadMoreAddress(
  pathname: string,
  category: string | undefined,
  fromStart: boolean,
  lastPage: number,
): string {
  return fromStart
    ? `${listAddress(pathname, category, lastPage + 1)}#${pageAnchor(lastPage + 1)}`
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
