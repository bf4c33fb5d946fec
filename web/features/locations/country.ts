import { countries, type Country } from '#shared/limits.ts';

export type CountryMatch =
  | { kind: 'found'; country: Country }
  /** Same country, other letter case ('/ukraine'): the page redirects to the canonical '/Ukraine'. */
  | { kind: 'redirect'; country: Country }
  | { kind: 'unknown' };

/** The last non-empty segment of a path, decoded; '' when there is none. */
export function lastSegment(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * The country a location page shows, read from the last path segment (SPEC.md section 2).
 * Matching ignores letter case so typed or shared links like /georgia still work, but only
 * the spelling of the route table is canonical.
 */
export function parseCountry(pathname: string): CountryMatch {
  const segment = lastSegment(pathname);
  const exact = countries.find((c) => c === segment);
  if (exact) return { kind: 'found', country: exact };
  const loose = countries.find((c) => c.toLowerCase() === segment.toLowerCase());
  return loose ? { kind: 'redirect', country: loose } : { kind: 'unknown' };
}

export function countryPath(country: Country): string {
  return `/${country}`;
}
