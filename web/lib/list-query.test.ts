import { describe, expect, it } from 'vitest';
import { listHref, readListQuery } from './list-query.ts';

describe('list query', () => {
  it('reads category and page', () => {
    expect(readListQuery(new URL('http://x/videos?category=abc&page=3'))).toEqual({
      category: 'abc',
      page: 3,
    });
  });

  it('treats missing, empty and bad values as all and page 1', () => {
    expect(readListQuery(new URL('http://x/videos?category=&page=zero'))).toEqual({
      category: undefined,
      page: 1,
    });
    expect(readListQuery(new URL('http://x/videos?page=-2'))).toEqual({
      category: undefined,
      page: 1,
    });
  });

  it('builds hrefs that keep the category', () => {
    expect(listHref('/gallery', 'abc', 2)).toBe('/gallery?category=abc&page=2');
    expect(listHref('/gallery', undefined, 1)).toBe('/gallery');
  });
});
