/** Reads ?category= and ?page= the way the API does: empty category is all, pages start at 1. */
export function readListQuery(url: URL): { category: string | undefined; page: number } {
  const category = url.searchParams.get('category')?.trim() || undefined;
  const raw = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  return { category, page };
}

/** The same list's URL for another page, keeping the category. */
export function listHref(pathname: string, category: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
