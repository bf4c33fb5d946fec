import { describe, expect, it } from 'vitest';
import { parseBackroute, watchHref } from './backroute.ts';

describe('parseBackroute', () => {
  it('accepts / and /videos', () => {
    expect(parseBackroute('/')).toBe('/');
    expect(parseBackroute('/videos')).toBe('/videos');
  });

  it('defaults to /videos when absent', () => {
    expect(parseBackroute(null)).toBe('/videos');
    expect(parseBackroute(undefined)).toBe('/videos');
    expect(parseBackroute('')).toBe('/videos');
  });

  it('rejects anything else, including other sites', () => {
    for (const v of ['/gallery', 'https://evil.example', '//evil.example', '/videos/', 'videos']) {
      expect(parseBackroute(v)).toBe('/videos');
    }
  });

  it('builds watch links that round-trip', () => {
    const href = watchHref('0123456789abcdef01234567', '/');
    expect(href).toBe('/videos/watch/0123456789abcdef01234567?backroute=%2F');
    const url = new URL(href, 'http://x');
    expect(parseBackroute(url.searchParams.get('backroute'))).toBe('/');
  });
});
