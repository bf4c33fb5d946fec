import type { z } from 'zod';
import { invalid } from '../errors.ts';

/** Parses `data` with a shared schema; a failure becomes one 400 listing the first message of each field. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const errors = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  throw invalid(errors);
}

/**
 * Keeps only the fields the form actually carried, so an edit that leaves a field out keeps its
 * stored value instead of blanking it.
 */
export function onlyGiven<T extends object>(parsed: T, given: ReadonlySet<string>): Partial<T> {
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => given.has(key))) as Partial<T>;
}
