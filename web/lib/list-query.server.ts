import { z } from 'zod';
import { categoryQuerySchema, pageQuerySchema } from '#shared/schemas/common.ts';

/** The API's own query schema of its list endpoints, so a page reads `?page=` exactly as the API does. */
const listQuerySchema = z.object({ category: categoryQuerySchema, page: pageQuerySchema });

/**
 * Reads ?category= and ?page= of a list page: empty category is all, pages start at 1, a page past
 * the last one is an empty list. Server only (loaders): visitors download no zod.
 */
export function readListQuery(url: URL): { category: string | undefined; page: number } {
  // Neither field can fail: both fall back. A repeated parameter reads its first value.
  return listQuerySchema.parse({
    category: url.searchParams.get('category')?.trim(),
    page: url.searchParams.get('page') ?? undefined,
  });
}
