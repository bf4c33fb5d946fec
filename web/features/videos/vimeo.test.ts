import { describe, expect, it } from 'vitest';
import { vimeoPlayerUrl } from './vimeo.ts';

describe('vimeoPlayerUrl', () => {
  it('reads the id of page and player URLs', () => {
    expect(vimeoPlayerUrl('https://vimeo.com/76979871')).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?/,
    );
    expect(vimeoPlayerUrl('https://player.vimeo.com/video/76979871')).toMatch(/video\/76979871\?/);
    expect(vimeoPlayerUrl('https://vimeo.com/channels/staffpicks/76979871')).toMatch(
      /video\/76979871\?/,
    );
  });

  it('keeps the private hash of unlisted videos', () => {
    expect(vimeoPlayerUrl('https://vimeo.com/76979871/abc123def')).toContain('h=abc123def');
    expect(vimeoPlayerUrl('https://player.vimeo.com/video/76979871?h=abc123')).toContain(
      'h=abc123',
    );
  });

  it('returns null without an id', () => {
    expect(vimeoPlayerUrl('https://vimeo.com/about')).toBeNull();
  });
});
