import { describe, expect, it } from 'vitest';
import { maxPage } from '#shared/schemas/common.ts';
import { lastShownPage, maxShownPages, readListQuery } from './list-query.server.ts';

const read = (search: string) => readListQuery(new URL(`http://x/videos${search}`));

describe('list query of a page', () => {
  it('reads category and page', () => {
    expect(read('?category=abc&page=3')).toEqual({ category: 'abc', page: 3, pages: 1 });
    expect(read('?page=03&junk=x')).toEqual({ category: undefined, page: 3, pages: 1 });
  });

  it('treats missing, empty and bad values as all and page 1', () => {
    expect(read('?category=&page=zero')).toEqual({ category: undefined, page: 1, pages: 1 });
    expect(read('?page=-2')).toEqual({ category: undefined, page: 1, pages: 1 });
    expect(read('?page=1.5')).toEqual({ category: undefined, page: 1, pages: 1 });
    expect(read('')).toEqual({ category: undefined, page: 1, pages: 1 });
  });

  it('reads a page past any list as the last page it reads, which is empty', () => {
    expect(read('?page=1e18').page).toBe(maxPage);
    expect(read('?page=1e308').page).toBe(maxPage);
    expect(read(`?page=${maxPage + 1}`).page).toBe(maxPage);
  });

  it('reads ?pages= as the number of pages from the first on, at most maxShownPages', () => {
    expect(read('?category=abc&pages=3')).toEqual({ category: 'abc', page: 1, pages: 3 });
    expect(read(`?pages=${maxShownPages + 5}`).pages).toBe(maxShownPages);
    for (const bad of ['0', '-3', '2.5', 'many', '']) expect(read(`?pages=${bad}`).pages, bad).toBe(1);
  });

  it('reads ?page= (what Load more fetches) as that one page, whatever ?pages= says', () => {
    expect(read('?page=4&pages=3')).toEqual({ category: undefined, page: 4, pages: 1 });
  });

  it('never shows a page past the last one there is, nor before the first asked for', () => {
    expect(lastShownPage(1, 3, 5)).toBe(3);
    expect(lastShownPage(1, 20, 2)).toBe(2);
    expect(lastShownPage(1, 3, 0)).toBe(1);
    expect(lastShownPage(7, 1, 2)).toBe(7);
  });
});
