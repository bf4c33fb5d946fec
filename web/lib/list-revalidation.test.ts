import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listShouldRevalidate } from './list-revalidation.ts';

const id = '0123456789abcdef01234567';
const photo = 'abcdefabcdefabcdefabcdef';

function revalidates(from: string, to: string, more: Partial<ShouldRevalidateFunctionArgs> = {}): boolean {
  return listShouldRevalidate({
    currentUrl: new URL(from, 'http://x'),
    nextUrl: new URL(to, 'http://x'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...more,
  } as ShouldRevalidateFunctionArgs);
}

describe('listShouldRevalidate', () => {
  it('keeps the list when a photo opens or closes, with the same query', () => {
    expect(revalidates('/gallery', `/gallery/${photo}`)).toBe(false);
    expect(revalidates(`/gallery/${photo}?category=${id}&pages=2`, `/gallery?category=${id}&pages=2`)).toBe(false);
    expect(revalidates(`/gallery/${photo}`, `/gallery/${id}`)).toBe(false);
  });

  it("keeps the list when 'Load more' grows ?pages=", () => {
    expect(revalidates('/videos', '/videos?pages=2')).toBe(false);
    expect(revalidates(`/videos?category=${id}&pages=2`, `/videos?pages=3&category=${id}`)).toBe(false);
  });

  it('reloads for another category, a shorter list, another page, a submission or an explicit revalidation', () => {
    expect(revalidates('/videos', `/videos?category=${id}`)).toBe(true);
    expect(revalidates(`/videos?category=${id}&pages=3`, '/videos?pages=3')).toBe(true);
    expect(revalidates('/videos?pages=3', '/videos')).toBe(true);
    expect(revalidates('/videos?page=2', '/videos?page=3')).toBe(true);
    expect(revalidates('/gallery', '/gallery', { formMethod: 'POST' })).toBe(true);
    expect(revalidates('/gallery?pages=2', '/gallery?pages=2')).toBe(true);
  });

  it('follows React Router where it would not reload anyway', () => {
    expect(revalidates('/videos', `/videos?category=${id}`, { defaultShouldRevalidate: false })).toBe(false);
    expect(revalidates('/videos', '/videos', { defaultShouldRevalidate: false })).toBe(false);
  });
});
