import { describe, expect, it } from 'vitest';
import { maxPage } from '#shared/schemas/common.ts';
import { readListQuery } from './list-query.server.ts';

const read = (search: string) => readListQuery(new URL(`http://x/videos${search}`));

describe('list query of a page', () => {
  it('reads category and page', () => {
    expect(read('?category=abc&page=3')).toEqual({ category: 'abc', page: 3 });
    expect(read('?page=03&junk=x')).toEqual({ category: undefined, page: 3 });
  });

  it('treats missing, empty and bad values as all and page 1', () => {
    expect(read('?category=&page=zero')).toEqual({ category: undefined, page: 1 });
    expect(read('?page=-2')).toEqual({ category: undefined, page: 1 });
    expect(read('?page=1.5')).toEqual({ category: undefined, page: 1 });
    expect(read('')).toEqual({ category: undefined, page: 1 });
  });

  it('reads a page past any list as the last page it reads, which is empty', () => {
    expect(read('?page=1e18').page).toBe(maxPage);
    expect(read('?page=1e308').page).toBe(maxPage);
    expect(read(`?page=${maxPage + 1}`).page).toBe(maxPage);
  });
});
