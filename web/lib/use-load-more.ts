import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { isLoadMoreFailed, loadMoreFetchHref, type LoadMoreFailed } from './load-more-failure.ts';

export interface PageOf<T> {
  /** The (last) page these items end; with `from`, they are pages from…page. */
  page: number;
  /** The first page of these items, when the loader rendered several (`?pages=`); default `page`. */
  from?: number;
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
  // The list routes' clientLoader answers LoadMoreFailed when the fetch fails (load-more-failure.ts).
  const latest = fetcher.data as D | LoadMoreFailed | undefined;
  // Keyed by each answer's first page: the loader's may span several (a reload after 'Load more').
  const [pages, setPages] = useState<Map<number, PageOf<T>>>(() => new Map([[first.from ?? first.page, first]]));
  const [seen, setSeen] = useState<D | LoadMoreFailed | undefined>(undefined);
  const [seenFirst, setSeenFirst] = useState(first.items);

  // Folding answers in during render (not in an effect) avoids a frame with the old list.
  if (first.items !== seenFirst) {
    setSeenFirst(first.items);
    // The new answer replaces every older one it covers; pages loaded after it stay.
    setPages((current) => new Map([...current].filter(([from]) => from > first.page)).set(first.from ?? first.page, first));
  }
  if (latest !== undefined && latest !== seen) {
    setSeen(latest);
    // A failed fetch keeps every page shown; the button stays to try again.
    const next = isLoadMoreFailed(latest) ? null : read(latest);
    // A reloaded page the route's answer already covers is in that answer.
    if (next && next.page > first.page) setPages((current) => new Map(current).set(next.page, next));
  }

  // Read off the fetcher, not kept in state: its answer can arrive in a render before its state
  // is idle again, and a press's reset and the answer would race.
  const failed = isLoadMoreFailed(latest) && fetcher.state === 'idle';

  const ordered = [...pages.entries()].sort(([a], [b]) => a - b).map(([, page]) => page);
  const last = ordered.at(-1) ?? first;
  const items = uniqueById(ordered.flatMap((p) => p.items));

  // 'Load more' pressed from the keyboard (or with the focus on it) hands the focus to the first
  // new item: the button may be gone (the last page), and focus on <body> would start the
  // visitor over at the top of the page.
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll('li')[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [items.length]);
  // After a failure the focus is still on the button (it is never disabled, LoadMore), where the
  // visitor hears the error and can press it again; no new item is to take it.
  useEffect(() => {
    if (failed) focusFrom.current = null;
  }, [failed]);

  return {
    items,
    /** The element around the list and its 'Load more' button. */
    list,
    /** The last page shown. */
    lastPage: last.page,
    canLoadMore: last.page < last.totalPages,
    loading: fetcher.state !== 'idle',
    /** The last 'Load more' failed; pressing it again tries again. */
    failed,
    /** `keepFocus`: pressed from elsewhere than the list's button (the gallery's viewer). */
    loadMore: ({ keepFocus = false }: { keepFocus?: boolean } = {}) => {
      if (!keepFocus && list.current?.contains(document.activeElement)) focusFrom.current = items.length;
      void fetcher.load(loadMoreFetchHref(href(last.page + 1)));
    },
  };
}
