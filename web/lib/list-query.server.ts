import { z } from 'zod';
import { categoryQuerySchema, pageQuerySchema } from '#shared/schemas/common.ts';

/**
 * The most pages a list page renders at once from `?pages=`: a longer list (someone who pressed
 * 'Load more' twenty times) comes back with its first 20 pages and 'Load more' again.
 */
export const maxShownPages = 20;

/** The API's own query schema of its list endpoints, so a page reads `?page=` exactly as the API does. */
const listQuerySchema = z.object({
  category: categoryQuerySchema,
  page: pageQuerySchema,
  pages: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .transform((n) => Math.min(n, maxShownPages)),
});

export interface ListQuery {
  category: string | undefined;
  /** The first page to render. */
  page: number;
  /** How many pages to render from `page` on: `?pages=` for the list's address, 1 with `?page=` ('Load more'). */
  pages: number;
}

/**
 * Reads ?category=, ?page= and ?pages= of a list page: empty category is all, pages start at 1,
 * a page past the last one is an empty list. Server only (loaders): visitors download no zod.
 */
export function readListQuery(url: URL): ListQuery {
  // No field can fail: each falls back. A repeated parameter reads its first value.
  const query = listQuerySchema.parse({
    category: url.searchParams.get('category')?.trim(),
    page: url.searchParams.get('page') ?? undefined,
    pages: url.searchParams.get('pages') ?? undefined,
  });
  return url.searchParams.has('page') ? { ...query, pages: 1 } : query;
}

/** The last page a list shows: `count` pages from `page`, but not past the last one there is. */
export function lastShownPage(page: number, count: number, totalPages: number): number {
  return Math.max(page, Math.min(page + count - 1, totalPages));
}
