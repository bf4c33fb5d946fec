import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './page-address.ts';

describe('canonicalPageUrl', () => {
  it("sends another spelling of a page's address to the one it is known by, the query kept", () => {
    expect(canonicalPageUrl('/videos/')).toBe('/videos');
    expect(canonicalPageUrl('/VIDEOS?category=abc&pages=2')).toBe('/videos?category=abc&pages=2');
    expect(canonicalPageUrl('/Ukraine/')).toBe('/Ukraine');
    expect(canonicalPageUrl('/gallery/?pages=2')).toBe('/gallery?pages=2');
    expect(canonicalPageUrl('/Admin/Trash')).toBe('/admin/trash');
    expect(canonicalPageUrl('/VIDEOS/Watch/abc?backroute=/')).toBe('/videos/watch/abc?backroute=/');
    // Only the page names: an id stays as typed (in capitals it is no id, and answers 404).
    expect(canonicalPageUrl('/Gallery/6B0C035702A772787B2D8704')).toBe(
      '/gallery/6B0C035702A772787B2D8704',
    );
    expect(canonicalPageUrl('/gallery/6B0C035702A772787B2D8704')).toBeNull();
  });

  it('drops an empty query, what a GET form without fields opens', () => {
    expect(canonicalPageUrl('/gallery?')).toBe('/gallery');
    expect(canonicalPageUrl('/Gallery/?')).toBe('/gallery');
    expect(canonicalPageUrl('/?')).toBe('/');
  });

  it('leaves the known address alone, and never sends on a path that would name another host', () => {
    for (const url of [
      '/',
      '/videos',
      '/Ukraine',
      '/gallery?pages=2',
      '/videos/watch/abc?backroute=/',
    ])
      expect(canonicalPageUrl(url)).toBeNull();
    for (const url of ['//example.com/', '//example.com?', '//videos/', '///x?'])
      expect(canonicalPageUrl(url)).toBeNull();
  });
});
