// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createRoutesStub, useLoaderData, useRevalidator } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { keepListOnFailedLoadMore } from './load-more-failure.ts';
import { type PageOf, uniqueById, useLoadMore } from './use-load-more.ts';

/**
 * The hook against a real route loader (a data router in memory): the list of `rows`, two to a
 * page, as the work page and the gallery read theirs. A test changes `rows` and revalidates, as an
 * admin's add, edit or delete does.
 */
interface Row {
  _id: string;
}
const pageSize = 2;

/**
 * `initial`: the list's address; `?pages=n` renders pages 1…n at once, as the list pages do.
 * While `offline.now` is set, the loader fails as a fetch without a network does.
 */
function renderList(rows: Row[], initial = '/list') {
  const loads: string[] = [];
  const offline = { now: false };
  const view: {
    list?: ReturnType<typeof useLoadMore<Row, PageOf<Row>>>;
    revalidate?: () => Promise<void>;
  } = {};
  const serverLoader = (request: Request): PageOf<Row> => {
    if (offline.now) throw new TypeError('Failed to fetch');
    const query = new URL(request.url).searchParams;
    const from = Number(query.get('page') ?? '1');
    const count = query.has('page') ? 1 : Number(query.get('pages') ?? '1');
    const page = from + count - 1;
    loads.push(count === 1 ? `page ${page}` : `pages ${from}-${page}`);
    return {
      from,
      page,
      items: rows.slice((from - 1) * pageSize, page * pageSize),
      totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
    };
  };
  function List() {
    const first = useLoaderData<PageOf<Row>>();
    const revalidator = useRevalidator();
    view.revalidate = () => revalidator.revalidate();
    view.list = useLoadMore<Row, PageOf<Row>>({
      first,
      href: (page) => `/list?page=${page}`,
      read: (data) => data,
    });
    return null;
  }
  const Stub = createRoutesStub([
    {
      path: '/list',
      Component: List,
      HydrateFallback: () => null,
      ErrorBoundary: () => 'the error page',
      // The list routes' clientLoader, around the server's loader.
      loader: ({ request }: { request: Request }) =>
        keepListOnFailedLoadMore({ request, serverLoader: async () => serverLoader(request) }),
    },
  ]);
  render(<Stub initialEntries={[initial]} />);
  const list = () => {
    if (!view.list) throw new Error('the list has not rendered');
    return view.list;
  };
  const ids = () => list().items.map((row) => row._id);
  return { list, ids, loads, offline, revalidate: () => view.revalidate?.() };
}

const rowsOf = (...ids: string[]): Row[] => ids.map((_id) => ({ _id }));

afterEach(cleanup);

describe('useLoadMore', () => {
  it('appends the next page on each call, is loading meanwhile, and stops at the last page', async () => {
    const { list, ids } = renderList(rowsOf('a', 'b', 'c', 'd', 'e'));
    await waitFor(() => expect(ids()).toEqual(['a', 'b']));
    expect(list()).toMatchObject({ canLoadMore: true, loading: false });

    act(() => list().loadMore());
    expect(list().loading).toBe(true);
    await waitFor(() => expect(ids()).toEqual(['a', 'b', 'c', 'd']));
    expect(list()).toMatchObject({ canLoadMore: true, loading: false });

    act(() => list().loadMore());
    await waitFor(() => expect(ids()).toEqual(['a', 'b', 'c', 'd', 'e']));
    expect(list()).toMatchObject({ canLoadMore: false, loading: false });
  });

  it('after a delete reloads the first and the loaded page: every row once, none lost', async () => {
    const rows = rowsOf('a', 'b', 'c', 'd', 'e', 'f');
    const { list, ids, loads, revalidate } = renderList(rows);
    await waitFor(() => expect(ids()).toEqual(['a', 'b']));
    act(() => list().loadMore());
    await waitFor(() => expect(ids()).toEqual(['a', 'b', 'c', 'd']));

    // 'b' is deleted: 'c' moves up to the first page, 'e' into the second.
    rows.splice(1, 1);
    loads.length = 0;
    await act(() => revalidate());
    await waitFor(() => expect(ids()).toEqual(['a', 'c', 'd', 'e']));
    expect(loads.sort()).toEqual(['page 1', 'page 2']);
    expect(list().canLoadMore).toBe(true);
  });

  it('after an add reloads both pages: the new row first, the rest moved on, more to load', async () => {
    const rows = rowsOf('b', 'c', 'd', 'e');
    const { list, ids, revalidate } = renderList(rows);
    await waitFor(() => expect(ids()).toEqual(['b', 'c']));
    act(() => list().loadMore());
    await waitFor(() => expect(ids()).toEqual(['b', 'c', 'd', 'e']));
    expect(list().canLoadMore).toBe(false);

    // A new row goes first: 'c' moves to page 2 and 'e' to a third page not loaded yet.
    rows.unshift({ _id: 'a' });
    await act(() => revalidate());
    await waitFor(() => expect(ids()).toEqual(['a', 'b', 'c', 'd']));
    expect(list().canLoadMore).toBe(true);
  });
});

describe('useLoadMore when the next page fails to load', () => {
  it('keeps every row shown, says it failed, and loads that page when pressed again', async () => {
    const { list, ids, offline } = renderList(rowsOf('a', 'b', 'c', 'd', 'e'));
    await waitFor(() => expect(ids()).toEqual(['a', 'b']));
    expect(list().failed).toBe(false);

    offline.now = true;
    act(() => list().loadMore());
    await waitFor(() => expect(list()).toMatchObject({ loading: false, failed: true }));
    expect(ids()).toEqual(['a', 'b']);
    expect(list()).toMatchObject({ canLoadMore: true, lastPage: 1 });
    expect(document.body.textContent).not.toContain('the error page');

    offline.now = false;
    act(() => list().loadMore());
    expect(list().failed).toBe(false);
    await waitFor(() => expect(ids()).toEqual(['a', 'b', 'c', 'd']));
    expect(list()).toMatchObject({ failed: false, lastPage: 2 });
  });
});

describe('keepListOnFailedLoadMore', () => {
  const failing = async (): Promise<never> => {
    throw new TypeError('Failed to fetch');
  };
  it("answers the mark for 'Load more''s fetch, and lets a navigation's failure through", async () => {
    await expect(
      keepListOnFailedLoadMore({
        request: new Request('http://x/gallery?page=2&more=1'),
        serverLoader: failing,
      }),
    ).resolves.toEqual({ loadMoreFailed: true });
    await expect(
      keepListOnFailedLoadMore({
        request: new Request('http://x/gallery?page=2'),
        serverLoader: failing,
      }),
    ).rejects.toThrow('Failed to fetch');
    await expect(
      keepListOnFailedLoadMore({
        request: new Request('http://x/gallery?page=2&more=1'),
        serverLoader: async () => 'the page',
      }),
    ).resolves.toBe('the page');
  });
});

describe('useLoadMore from a loader that rendered several pages (?pages=)', () => {
  it('continues after them, and a reload of them replaces all they cover', async () => {
    const rows = rowsOf('a', 'b', 'c', 'd', 'e', 'f');
    const { list, ids, loads, revalidate } = renderList(rows, '/list?pages=2');
    await waitFor(() => expect(ids()).toEqual(['a', 'b', 'c', 'd']));
    expect(list()).toMatchObject({ lastPage: 2, canLoadMore: true });
    act(() => list().loadMore());
    await waitFor(() => expect(ids()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']));
    expect(loads).toEqual(['pages 1-2', 'page 3']);
    expect(list()).toMatchObject({ lastPage: 3, canLoadMore: false });

    // 'a' is deleted: the loader's two pages and the fetcher's third are read again.
    rows.splice(0, 1);
    loads.length = 0;
    await act(() => revalidate());
    await waitFor(() => expect(ids()).toEqual(['b', 'c', 'd', 'e', 'f']));
    expect(loads.sort()).toEqual(['page 3', 'pages 1-2']);
  });
});

describe('uniqueById', () => {
  it('keeps the first of each id, in order: pages read before and after an edit may overlap', () => {
    const page1 = [{ _id: 'b' }, { _id: 'c' }];
    const stalePage2 = [{ _id: 'c', old: true }, { _id: 'd' }];
    expect(uniqueById([...page1, ...stalePage2])).toEqual([
      { _id: 'b' },
      { _id: 'c' },
      { _id: 'd' },
    ]);
  });
});
