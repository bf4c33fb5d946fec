/**
 * A failed 'Load more' (the phone went offline, the server answered 500) stays beside its button.
 * React Router shows a failed fetcher's error in the route's error boundary, which would replace
 * the whole list the visitor has scrolled through; the list routes' clientLoader answers this
 * mark instead, for the fetches 'Load more' marks as its own.
 */
export interface LoadMoreFailed {
  loadMoreFailed: true;
}

/** The query parameter that tells a list route's loader call from 'Load more' apart from a navigation. */
const loadMoreParam = 'more';

/** `href` (a path and query) marked as 'Load more''s fetch; the server's loader ignores the mark. */
export function loadMoreFetchHref(href: string): string {
  const url = new URL(href, 'http://list.invalid');
  url.searchParams.set(loadMoreParam, '1');
  return `${url.pathname}${url.search}`;
}

export function isLoadMoreFailed(data: unknown): data is LoadMoreFailed {
  return typeof data === 'object' && data !== null && 'loadMoreFailed' in data;
}

interface ClientLoaderArgs<T> {
  request: Request;
  serverLoader: () => Promise<T>;
}

/**
 * The clientLoader of a list route (/videos, /gallery): the server's answer as it is; for a
 * 'Load more' fetch that fails, LoadMoreFailed. A navigation's failure still reaches the error
 * boundary: a page that could not load has nothing else to show.
 */
export async function keepListOnFailedLoadMore<T>({
  request,
  serverLoader,
}: ClientLoaderArgs<T>): Promise<T | LoadMoreFailed> {
  if (!new URL(request.url).searchParams.has(loadMoreParam)) return serverLoader();
  try {
    return await serverLoader();
  } catch {
    return { loadMoreFailed: true };
  }
}
