import { describe, expect, it } from 'vitest';
import { cameFromList, fromListState } from '#web/features/videos/from-list.ts';
import { parseBackroute } from './backroute.server.ts';
import { watchHref } from './backroute.ts';

const id = '0123456789abcdef01234567';

describe('parseBackroute', () => {
  it('accepts / and /videos', () => {
    expect(parseBackroute('/')).toBe('/');
    expect(parseBackroute('/videos')).toBe('/videos');
  });

  it('accepts the work list with its category and loaded pages, rebuilt from them', () => {
    expect(parseBackroute(`/videos?category=${id}`)).toBe(`/videos?category=${id}`);
    expect(parseBackroute(`/videos?pages=3&category=${id}`)).toBe(`/videos?category=${id}&pages=3`);
    expect(parseBackroute('/videos?pages=1')).toBe('/videos');
    expect(parseBackroute('/videos?category=&pages=2')).toBe('/videos?pages=2');
  });

  it('defaults to /videos when absent', () => {
    expect(parseBackroute(null)).toBe('/videos');
    expect(parseBackroute(undefined)).toBe('/videos');
    expect(parseBackroute('')).toBe('/videos');
  });

  it('rejects anything else, including other sites and unknown or malformed parameters', () => {
    for (const v of [
      '/gallery',
      'https://evil.example',
      '//evil.example',
      '/videos/',
      'videos',
      '/?category=x',
      '/videos?category=not-an-id',
      '/videos?pages=0',
      '/videos?pages=-1',
      '/videos?pages=2.5',
      '/videos?next=//evil.example',
      '/videos?pages=2?x',
    ]) {
      expect(parseBackroute(v), v).toBe('/videos');
    }
  });

  it('builds watch links that round-trip', () => {
    for (const from of ['/', `/videos?category=${id}&pages=4`]) {
      const href = watchHref(id, from);
      const url = new URL(href, 'http://x');
      expect(url.pathname).toBe(`/videos/watch/${id}`);
      expect(parseBackroute(url.searchParams.get('backroute'))).toBe(from);
    }
    expect(watchHref(id, '/')).toBe(`/videos/watch/${id}?backroute=%2F`);
  });

  it('knows a video page opened from the list by its history state only', () => {
    expect(cameFromList(fromListState)).toBe(true);
    for (const state of [null, undefined, 'fromList', { fromList: 'yes' }, {}]) expect(cameFromList(state)).toBe(false);
  });
});
