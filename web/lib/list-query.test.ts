import { describe, expect, it } from 'vitest';
import { listAddress, listHref, loadMoreAddress, withPages } from './list-query.ts';

describe('list hrefs', () => {
  it('builds hrefs that keep the category', () => {
    expect(listHref('/gallery', 'abc', 2)).toBe('/gallery?category=abc&page=2');
    expect(listHref('/gallery', undefined, 1)).toBe('/gallery');
  });

  it('builds list addresses with the number of pages shown, none for one page', () => {
    expect(listAddress('/videos', 'abc', 3)).toBe('/videos?category=abc&pages=3');
    expect(listAddress('/videos', undefined, 2)).toBe('/videos?pages=2');
    expect(listAddress('/videos', undefined, 1)).toBe('/videos');
  });

  it("sends 'Load more' without a script one page further: ?pages= from page 1, else ?page=", () => {
    expect(loadMoreAddress('/gallery', 'abc', true, 1)).toBe('/gallery?category=abc&pages=2#page-2');
    expect(loadMoreAddress('/videos', undefined, true, 2)).toBe('/videos?pages=3#page-3');
    expect(loadMoreAddress('/videos', undefined, false, 3)).toBe('/videos?page=4');
  });

  it('sets or removes ?pages= and keeps every other parameter', () => {
    expect(withPages('?category=abc', 2)).toBe('?category=abc&pages=2');
    expect(withPages('?category=abc&pages=2', 3)).toBe('?category=abc&pages=3');
    expect(withPages('?pages=4', 1)).toBe('');
    expect(withPages('', 1)).toBe('');
  });
});
