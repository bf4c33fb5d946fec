import { describe, expect, it } from 'vitest';
import type { Picture } from '#shared/schemas/common.ts';
import { clipDescription, shareImageOf } from './seo.ts';
import { isoDuration, videoDescription } from './structured-data.server.ts';

describe('isoDuration', () => {
  it('writes seconds as an ISO 8601 duration', () => {
    expect([0, 5, 60, 125, 3600, 3725, 7384.6].map(isoDuration)).toEqual(['PT0S', 'PT5S', 'PT1M', 'PT2M5S', 'PT1H', 'PT1H2M5S', 'PT2H3M5S']);
  });
});

describe('shareImageOf', () => {
  const picture = (widths: number[], formats: Picture['formats'] = ['avif', 'webp']): Picture => ({
    width: widths.at(-1) ?? 0,
    height: Math.round(((widths.at(-1) ?? 0) * 9) / 16),
    placeholder: '',
    base: '/m/',
    widths,
    formats,
  });

  it('takes the WebP variant nearest above 1200 px, with its height from the picture', () => {
    expect(shareImageOf(picture([480, 960, 1440, 1920]))).toEqual({ url: '/m/w1440.webp', width: 1440, height: 810, type: 'image/webp' });
  });

  it('takes the JPEG variant where the picture has one (the share image)', () => {
    expect(shareImageOf(picture([480, 960, 1440, 1920], ['avif', 'webp', 'jpeg']))).toEqual({
      url: '/m/w1440.jpeg',
      width: 1440,
      height: 810,
      type: 'image/jpeg',
    });
  });

  it('takes the widest when none reaches 1200 px, and nothing without variants', () => {
    expect(shareImageOf(picture([480, 960]))).toEqual({ url: '/m/w960.webp', width: 960, height: 540, type: 'image/webp' });
    expect(shareImageOf({ width: 1, height: 1, placeholder: '', base: '/m/', widths: [], formats: ['avif', 'webp'] })).toBeNull();
  });
});

describe('clipDescription', () => {
  it('keeps a short text whole, spaces tidied', () => {
    expect(clipDescription('  We shoot\n in Kyiv.  ')).toBe('We shoot in Kyiv.');
  });

  it('ends a long text at a word, without a trailing comma, with an ellipsis, within the limit', () => {
    const text = 'We are a film production company with offices in Kyiv, Tbilisi and Almaty: commercials, music videos and films';
    const clipped = clipDescription(text, 60);
    expect(clipped).toBe('We are a film production company with offices in Kyiv…');
    expect(clipped.length).toBeLessThanOrEqual(60);
  });

  it('cuts a single long word where it must', () => {
    expect(clipDescription('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('videoDescription', () => {
  it('names the film before its credits, so two films of one director differ', () => {
    const credits = { director: 'Olena Kovalenko', production: 'Borderless Films' };
    expect(videoDescription({ caption: 'Steppe Echo', ...credits })).toBe('Steppe Echo. Director: Olena Kovalenko. Borderless Films');
    expect(videoDescription({ caption: 'Kyiv After Dark', ...credits })).not.toBe(videoDescription({ caption: 'Steppe Echo', ...credits }));
    expect(videoDescription({ caption: 'Salt Lake', director: '', production: '' })).toBe('Salt Lake, a film by our team.');
  });
});
