import type { ShouldRevalidateFunctionArgs } from 'react-router';

const pagesOf = (url: URL) => Math.max(1, Number(url.searchParams.get('pages')) || 1);

/** The list a URL shows, without its length (`pages`) and without the open photo (the path). */
function listOf(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('pages');
  params.sort();
  return params.toString();
}

/**
 * shouldRevalidate of the list pages (/videos, /gallery and /gallery/{photoId}): a navigation
 * that keeps the list (opening or closing a photo, or `?pages=` growing after 'Load more', which
 * the list has fetched itself) does not reload it. A new category, a shorter list, a submission
 * or an explicit revalidation (an admin's write) does.
 */
export function listShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod !== undefined || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const sameList = listOf(currentUrl) === listOf(nextUrl) && pagesOf(nextUrl) >= pagesOf(currentUrl);
  return sameList ? false : defaultShouldRevalidate;
}
