export interface MergedOrder<T> {
  /** The administrator's arrangement over the current list. */
  items: T[];
  /** Items someone else added since the sort mode opened (now in their saved place). */
  added: number;
  /** Items someone else removed meanwhile (dropped from the arrangement). */
  removed: number;
}

/**
 * Keeps an arrangement made over a list that has changed since (another administrator added or
 * removed an item, so the server refused the order): the items still there keep the places the
 * administrator gave them, in their current data; removed ones go; each added one comes right
 * after the item it follows in the current list (first when it leads it), so it lands where the
 * site put it rather than at an end nobody looks at.
 */
export function mergeOrder<T>(
  arranged: readonly T[],
  current: readonly T[],
  getId: (item: T) => string,
): MergedOrder<T> {
  const now = new Map(current.map((item) => [getId(item), item]));
  const kept = arranged.flatMap((item): T[] => {
    const fresh = now.get(getId(item));
    return fresh === undefined ? [] : [fresh];
  });
  const known = new Set(arranged.map(getId));
  const items: T[] = [...kept];
  let added = 0;
  current.forEach((item, i) => {
    if (known.has(getId(item))) return;
    added += 1;
    const before = i === 0 ? undefined : getId(current[i - 1] as T);
    const at = before === undefined ? -1 : items.findIndex((other) => getId(other) === before);
    items.splice(at + 1, 0, item);
  });
  return { items, added, removed: arranged.length - kept.length };
}
