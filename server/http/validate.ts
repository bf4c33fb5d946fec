/**
 * Keeps only the fields the form actually carried, so an edit that leaves a field out keeps its
 * stored value instead of blanking it.
 */
export function onlyGiven<T extends object>(parsed: T, given: ReadonlySet<string>): Partial<T> {
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => given.has(key))) as Partial<T>;
}
