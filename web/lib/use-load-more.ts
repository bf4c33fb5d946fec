import { useState } from 'react';
import { useFetcher } from 'react-router';

export interface PageOf<T> {
  page: number;
  items: T[];
  totalPages: number;
}

interface LoadMoreOptions<T, D> {
  /** The page the route loader rendered. */
  first: PageOf<T>;
  /** URL of the same route's loader for page n (same filters). */
  href: (page: number) => string;
  /** Reads a page out of the loader's answer. */
  read: (data: D) => PageOf<T>;
}

/** Keeps the first occurrence of each id: after an edit, pages read at different times may overlap. */
export function uniqueById<T extends { _id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id)));
}

/**
 * 'Load more' through a fetcher to the route's own loader: each answer is stored by its page
 * number, so a revalidated fetcher replaces its page instead of appending it twice. Mount the
 * list with a `key` per filter so a new filter starts again from its first page.
 *
 * When the route's data is reloaded (after an admin's add, edit or delete) the new first page
 * replaces the old one, and the fetcher's last page is reloaded with it; an item that moved
 * from one page to the next in between is shown once.
 */
export function useLoadMore<T extends { _id: string }, D>({
  first,
  href,
  read,
}: LoadMoreOptions<T, D>) {
  const fetcher = useFetcher<D>();
  // For a plain data type D, SerializeFrom<D> is D; TypeScript cannot see that for a generic.
  const latest = fetcher.data as D | undefined;
  const [pages, setPages] = useState<Map<number, PageOf<T>>>(() => new Map([[first.page, first]]));
  const [seen, setSeen] = useState<D | undefined>(undefined);
  const [seenFirst, setSeenFirst] = useState(first.items);

  // Folding answers in during render (not in an effect) avoids a frame with the old list.
  if (first.items !== seenFirst) {
    setSeenFirst(first.items);
    setPages((current) => new Map(current).set(first.page, first));
  }
  if (latest !== undefined && latest !== seen) {
    const next = read(latest);
    setSeen(latest);
    setPages((current) => new Map(current).set(next.page, next));
  }

  const ordered = [...pages.values()].sort((a, b) => a.page - b.page);
  const last = ordered.at(-1) ?? first;
  return {
    items: uniqueById(ordered.flatMap((p) => p.items)),
    canLoadMore: last.page < last.totalPages,
    loading: fetcher.state !== 'idle',
    loadMore: () => {
      void fetcher.load(href(last.page + 1));
    },
  };
}
