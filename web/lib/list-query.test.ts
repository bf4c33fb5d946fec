import { describe, expect, it } from 'vitest';
import { listHref } from './list-query.ts';

describe('list hrefs', () => {
  it('builds hrefs that keep the category', () => {
    expect(listHref('/gallery', 'abc', 2)).toBe('/gallery?category=abc&page=2');
    expect(listHref('/gallery', undefined, 1)).toBe('/gallery');
  });
});
